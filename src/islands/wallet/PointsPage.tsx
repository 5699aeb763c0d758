import './wallet.css';
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { pointsLog } from '../../stores/wallet';
import { Empty, Pager, Tabs, shTime } from './shared';

/** 积分管理: the points held, the earning rule, and the ledger (all / earned / spent). */
export default function PointsPage() {
  const log = useStore(pointsLog.$s);
  useEffect(() => {
    void pointsLog.load();
  }, []);
  const data = log.data as (typeof log.data & { points?: number; rule?: string }) | null;
  return (
    <>
      <div className="w-cards">
        <div className="w-card">
          <span className="label">可用积分</span>
          <span className="figure money" data-testid="points">
            {data?.points ?? '—'}
          </span>
          <span className="sub">可用于积分商城兑换、抽奖</span>
        </div>
      </div>
      {data?.rule && <p className="w-note">{data.rule}。</p>}
      <Tabs
        label="积分明细类型"
        tabs={[
          ['', '全部'],
          ['in', '获得'],
          ['out', '支出'],
        ]}
        value={log.filter.type}
        onChange={(k) => void pointsLog.load({ type: k, page: 1 })}
      />
      {data && data.list.length === 0 ? (
        <Empty>暂无积分明细</Empty>
      ) : (
        <table className="w-table stack" aria-label="积分明细" aria-busy={log.loading}>
          <thead>
            <tr>
              <th>时间</th>
              <th>类型</th>
              <th className="num">积分</th>
              <th className="num">结余</th>
              <th>说明</th>
            </tr>
          </thead>
          <tbody>
            {data?.list.map((e) => (
              <tr key={e.id}>
                <td data-label="时间">{shTime(e.created_at)}</td>
                <td data-label="类型">{e.kind_text}</td>
                <td className={`num ${e.amount < 0 ? 'minus' : 'plus'}`} data-label="积分">
                  {e.amount > 0 ? `+${e.amount}` : e.amount}
                </td>
                <td className="num" data-label="结余">
                  {e.balance}
                </td>
                <td data-label="说明">{e.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pager page={data.page} total={data.total} onPage={(p) => void pointsLog.load({ page: p })} />}
    </>
  );
}
