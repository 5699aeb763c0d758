import './wallet.css';
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $balance, $moneyConfig, loadBalance, loadMoneyConfig, moneyLog, startTopUp, topUpState } from '../../stores/wallet';
import { fieldErrorsOf } from '../shared/forms/form-kit';
import { Empty, Pager, money, shTime } from './shared';
import { formatYuan } from '../../lib/money';

const KINDS: [string, string][] = [
  ['', '全部'],
  ['recharge', '充值'],
  ['payment', '消费'],
  ['refund', '退款'],
  ['cashback', '返现'],
  ['adjustment', '调整'],
];

/** 余额管理: the balance, top-up through the gateway (presets, range, bonus rule) and the ledger with filters. */
export default function BalancePage({ returnedTrade: returned }: { returnedTrade?: string }) {
  const balance = useStore($balance);
  const config = useStore($moneyConfig);
  const log = useStore(moneyLog.$s);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState('');
  const [channel, setChannel] = useState('');
  // A 微信 Native top-up: its code to scan here; its trade is then polled like one back from a cashier.
  const [qr, setQr] = useState<{ svg: string; trade: string } | null>(null);
  const returnedTrade = qr?.trade ?? returned;

  useEffect(() => {
    void loadBalance().catch(() => {});
    void loadMoneyConfig().catch(() => {});
    void moneyLog.load();
  }, []);
  useEffect(() => {
    if (!returnedTrade) return;
    let stop = false;
    let tries = 0;
    const poll = async () => {
      try {
        const s = await topUpState(returnedTrade);
        if (s.paid) {
          setResult(`充值成功：${formatYuan(s.amount)} 已到账${Number(s.bonus) > 0 ? `，赠送 ${formatYuan(s.bonus)} 现金券已放入您的账户` : ''}`);
          await Promise.all([loadBalance(), moneyLog.load({ page: 1 })]);
          return;
        }
      } catch {
        return;
      }
      if (!stop && ++tries < 10) setTimeout(poll, 1500);
      else setResult('充值结果确认中，请稍后刷新查看');
    };
    void poll();
    return () => {
      stop = true;
    };
  }, [returnedTrade]);

  async function topUp(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(amount.trim())) {
      setError('请输入充值金额，最多两位小数');
      return;
    }
    setBusy(true);
    try {
      const started = await startTopUp(amount.trim(), channel || config?.channels?.[0]?.id);
      if (started.qr_svg) {
        setQr({ svg: started.qr_svg, trade: started.trade_no });
        setBusy(false);
      } else window.location.assign(started.pay_url);
    } catch (e) {
      setError(fieldErrorsOf(e).amount ?? '');
      setBusy(false);
    }
  }

  const f = log.filter;
  const bonusText = config?.bonus.map((b) => b.text).join('，');
  return (
    <>
      {result && (
        <p className="w-alert" role="status">
          {result}
        </p>
      )}
      <div className="w-cards">
        <div className="w-card">
          <span className="label">账户余额</span>
          <span className="figure money" data-testid="balance">
            {money(balance)}
          </span>
          <span className="sub">可用于订单支付、账期还款</span>
        </div>
      </div>

      <section className="w-panel" aria-labelledby="topup-h">
        <h2 id="topup-h">在线充值</h2>
        {config && config.online === 0 ? (
          <p className="w-note">暂不支持在线充值，请联系专属客户经理对公转账。</p>
        ) : (
          <form className="w-form-wrap" onSubmit={topUp} noValidate>
            <div className="w-presets" role="group" aria-label="常用充值金额">
              {config?.presets.map((p) => (
                <button key={p} type="button" aria-pressed={amount === p.replace(/\.00$/, '')} onClick={() => setAmount(p.replace(/\.00$/, ''))}>
                  {formatYuan(p)}
                </button>
              ))}
            </div>
            {(config?.channels?.length ?? 0) > 1 && (
              <fieldset className="w-presets">
                <legend>支付方式</legend>
                {config?.channels?.map((c) => (
                  <label key={c.id}>
                    <input type="radio" name="topup-channel" value={c.id} checked={(channel || config.channels?.[0]?.id) === c.id} onChange={() => setChannel(c.id)} />
                    {c.label}
                  </label>
                ))}
              </fieldset>
            )}
            {qr && (
              <figure className="w-qr" aria-label="微信扫码支付">
                <div dangerouslySetInnerHTML={{ __html: qr.svg }} />
                <figcaption>请使用微信扫一扫完成充值，到账后自动刷新余额。</figcaption>
              </figure>
            )}
            <div className="w-form">
              <label htmlFor="topup-amount">充值金额（元）</label>
              <input
                id="topup-amount"
                name="amount"
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                aria-describedby="topup-rule"
                aria-invalid={error ? true : undefined}
              />
              <button type="submit" className="btn" disabled={busy}>
                {busy ? '正在前往支付…' : '去充值'}
              </button>
              {error && (
                <p className="err" role="alert">
                  {error}
                </p>
              )}
            </div>
            <p id="topup-rule" className="w-note">
              {config
                ? `单笔 ${formatYuan(config.min)} – ${formatYuan(config.max)}。${bonusText ? `${bonusText}（现金券 ${config.bonus_valid_days} 天内有效）。` : ''}充值通过支付网关完成，到账后记入下方明细。`
                : '正在加载充值规则…'}
            </p>
          </form>
        )}
      </section>

      <section aria-labelledby="log-h">
        <h2 id="log-h" className="w-h2">
          余额明细
        </h2>
        <form
          className="w-filters"
          onSubmit={(e) => {
            e.preventDefault();
            const d = new FormData(e.currentTarget);
            void moneyLog.load({ page: 1, use_type: String(d.get('use_type') ?? ''), start_time: String(d.get('start_time') ?? ''), end_time: String(d.get('end_time') ?? '') });
          }}
        >
          <label>
            类型
            <select name="use_type" defaultValue={f.use_type}>
              {KINDS.map(([k, t]) => (
                <option key={k} value={k}>
                  {t}
                </option>
              ))}
            </select>
          </label>
          <label>
            开始日期
            <input type="date" name="start_time" defaultValue={f.start_time} />
          </label>
          <label>
            结束日期
            <input type="date" name="end_time" defaultValue={f.end_time} />
          </label>
          <button type="submit" className="btn">
            查询
          </button>
        </form>
        {log.data && log.data.list.length === 0 ? (
          <Empty>没有符合条件的余额明细</Empty>
        ) : (
          <table className="w-table stack" aria-label="余额明细" aria-busy={log.loading}>
            <thead>
              <tr>
                <th>时间</th>
                <th>类型</th>
                <th className="num">金额</th>
                <th className="num">余额</th>
                <th>关联单据</th>
                <th>备注</th>
              </tr>
            </thead>
            <tbody>
              {log.data?.list.map((e) => (
                <tr key={e.id}>
                  <td data-label="时间">{shTime(e.created_at)}</td>
                  <td data-label="类型">{e.use_type_text}</td>
                  <td className={`num ${e.amount.startsWith('-') ? 'minus' : 'plus'}`} data-label="金额">
                    {e.amount.startsWith('-') ? formatYuan(e.amount) : `+${formatYuan(e.amount)}`}
                  </td>
                  <td className="num" data-label="余额">
                    {formatYuan(e.balance)}
                  </td>
                  <td data-label="关联">{e.ref_url ? <a href={e.ref_url}>{e.ref_text}</a> : e.ref_text || '—'}</td>
                  <td data-label="备注">{e.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {log.data && <Pager page={log.data.page} total={log.data.total} onPage={(p) => void moneyLog.load({ page: p })} />}
      </section>
    </>
  );
}
