import './wallet.css';
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { coupons } from '../../stores/wallet';
import { Empty, Pager, Tabs, shDate } from './shared';
import { formatYuan } from '../../lib/money';

type Counts = { unused: number; used: number; expired: number };

/** 我的优惠券: tabs 未使用 / 已使用 / 已过期 with threshold, value or rate, scope, validity and 去使用. */
export default function CouponsPage() {
  const state = useStore(coupons.$s);
  useEffect(() => {
    void coupons.load();
  }, []);
  const counts = (state.data?.counts as Counts | undefined) ?? null;
  const n = (k: keyof Counts) => (counts ? `（${counts[k]}）` : '');
  return (
    <>
      <Tabs
        label="优惠券状态"
        tabs={[
          [1, `未使用${n('unused')}`],
          [2, `已使用${n('used')}`],
          [3, `已过期${n('expired')}`],
        ]}
        value={state.filter.status}
        onChange={(k) => void coupons.load({ status: k, page: 1 })}
      />
      {state.data && state.data.list.length === 0 ? (
        <Empty>{state.filter.status === 1 ? '暂无可用优惠券，去领券中心看看吧' : '暂无优惠券'}</Empty>
      ) : (
        <ul className="w-coupons" aria-label="优惠券列表" aria-busy={state.loading}>
          {state.data?.list.map((c) => (
            <li key={c.id} className={`w-coupon${c.status === 1 ? '' : ' off'}`}>
              <div className="face" aria-hidden="true">
                {c.kind === 'amount' ? <strong>{formatYuan(c.value ?? '0')}</strong> : <strong>{c.rate! % 10 === 0 ? c.rate! / 10 : c.rate}折</strong>}
                <span>{Number(c.threshold) > 0 ? `满${c.threshold.replace(/\.00$/, '')}可用` : '无门槛'}</span>
              </div>
              <div className="body">
                <h3>{c.name}</h3>
                <span>{c.text}</span>
                <span className={c.scope === 'all' ? 'muted' : 'w-scope'}>适用范围：{c.scope_text}</span>
                <span className="muted">
                  有效期：{shDate(c.valid_from)} 至 {shDate(c.valid_to)}
                </span>
                {c.status === 1 && (
                  <a className="btn btn-ghost" href={c.use_url} aria-label={`去使用 ${c.name}（${c.scope === 'all' ? '全部商品' : '查看适用商品'}）`}>
                    去使用
                  </a>
                )}
                {c.status === 2 && c.order_id && <a href={`/order/info/${c.order_id}`}>已用于订单</a>}
                {c.status === 3 && <span className="muted">已过期</span>}
              </div>
            </li>
          ))}
        </ul>
      )}
      {state.data && <Pager page={state.data.page} total={state.data.total} onPage={(p) => void coupons.load({ page: p })} />}
    </>
  );
}
