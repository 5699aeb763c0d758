import './wallet.css';
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { redeemVoucher, vouchers } from '../../stores/wallet';
import { showToast } from '../../stores/notifier';
import { fieldErrorsOf } from '../shared/forms/form-kit';
import { Empty, Pager, Tabs, money, shDate } from './shared';

const SOURCE_TEXT: Record<string, string> = { code: '兑换码兑换', topup_bonus: '充值赠送', prize: '抽奖获得', operator: '平台发放' };

/** 现金券: usable total, redeem a code, the vouchers with remaining value and validity. */
export default function VouchersPage() {
  const state = useStore(vouchers.$s);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void vouchers.load();
  }, []);

  async function redeem(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const v = await redeemVoucher(code);
      showToast(`兑换成功，${money(v.value)} 现金券已放入您的账户`, 'success');
      setCode('');
    } catch (e) {
      setError(fieldErrorsOf(e).code ?? '');
    } finally {
      setBusy(false);
    }
  }
  const data = state.data as (typeof state.data & { usable_count?: number; usable_amount?: string }) | null;
  return (
    <>
      <div className="w-cards">
        <div className="w-card">
          <span className="label">可用现金券</span>
          <span className="figure money" data-testid="voucher-amount">
            {money(data?.usable_amount)}
          </span>
          <span className="sub">{data ? `${data.usable_count} 张可用；在订单支付页可单独或与余额一起使用，优先于余额扣减` : ''}</span>
        </div>
      </div>
      <section className="w-panel" aria-labelledby="redeem-h">
        <h2 id="redeem-h">兑换现金券</h2>
        <form className="w-form" onSubmit={redeem} noValidate>
          <label htmlFor="voucher-code">兑换码</label>
          <input
            id="voucher-code"
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder="16 位兑换码"
            autoComplete="off"
            maxLength={24}
            aria-invalid={error ? true : undefined}
          />
          <button type="submit" className="btn" disabled={busy || !code.trim()}>
            兑换
          </button>
          {error && (
            <p className="err" role="alert">
              {error}
            </p>
          )}
        </form>
        <p className="w-note">每个兑换码只能使用一次；多次输错将暂停兑换一段时间。</p>
      </section>
      <Tabs
        label="现金券状态"
        tabs={[
          ['', '全部'],
          ['usable', '可使用'],
          ['used', '已用完'],
          ['expired', '已过期'],
        ]}
        value={state.filter.status}
        onChange={(k) => void vouchers.load({ status: k, page: 1 })}
      />
      {data && data.list.length === 0 ? (
        <Empty>暂无现金券</Empty>
      ) : (
        <table className="w-table stack" aria-label="现金券列表" aria-busy={state.loading}>
          <thead>
            <tr>
              <th>名称</th>
              <th className="num">面值</th>
              <th className="num">剩余</th>
              <th>有效期至</th>
              <th>来源</th>
              <th>状态</th>
            </tr>
          </thead>
          <tbody>
            {data?.list.map((v) => (
              <tr key={v.id}>
                <td data-label="名称">
                  {v.name}
                  <span className="w-note"> 尾号 {v.code_tail}</span>
                </td>
                <td className="num" data-label="面值">
                  {money(v.face_value)}
                </td>
                <td className="num plus" data-label="剩余">
                  {money(v.remaining)}
                </td>
                <td data-label="有效期至">{shDate(v.valid_to)}</td>
                <td data-label="来源">{SOURCE_TEXT[v.source] ?? v.source}</td>
                <td data-label="状态">{v.status_text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pager page={data.page} total={data.total} onPage={(p) => void vouchers.load({ page: p })} />}
    </>
  );
}
