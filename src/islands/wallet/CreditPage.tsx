import './wallet.css';
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $balance, $credit, bills, loadBalance, loadCredit, repay, repaymentState, type Bill } from '../../stores/wallet';
import { showToast } from '../../stores/notifier';
import { fieldErrorsOf } from '../shared/forms/form-kit';
import { Empty, Pager, Tabs, money } from './shared';

const TYPES: [number, string][] = [
  [0, '全部'],
  [4, '未出账'],
  [1, '待还款'],
  [3, '已逾期'],
  [2, '已还清'],
];

function RepayForm({ bill, balance, onDone }: { bill: Bill; balance: string | null; onDone: () => void }) {
  const [amount, setAmount] = useState(bill.outstanding);
  const [payType, setPayType] = useState<'balance' | 'online'>('balance');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const r = await repay(bill.id, amount.trim(), payType);
      if (payType === 'online' && r.pay_url) {
        window.location.assign(r.pay_url);
        return;
      }
      showToast(`还款成功 ${money(r.amount)}，可用额度已恢复`, 'success');
      onDone();
    } catch (e) {
      const errs = fieldErrorsOf(e);
      setError(errs.amount ?? errs.pay_type ?? '');
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="w-repay" onSubmit={submit} noValidate aria-label={`还款 ${bill.bill_no}`}>
      <div className="w-form">
        <label htmlFor={`repay-${bill.id}`}>还款金额（元）</label>
        <input id={`repay-${bill.id}`} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={error ? true : undefined} />
        <span className="w-note">待还 {money(bill.outstanding)}，可部分还款</span>
      </div>
      <fieldset>
        <legend className="w-note">还款方式</legend>
        <label>
          <input type="radio" name={`pt-${bill.id}`} checked={payType === 'balance'} onChange={() => setPayType('balance')} /> 余额还款{balance ? `（余额 ${money(balance)}）` : ''}
        </label>
        <label>
          <input type="radio" name={`pt-${bill.id}`} checked={payType === 'online'} onChange={() => setPayType('online')} /> 在线支付
        </label>
      </fieldset>
      {error && (
        <p className="err" role="alert">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? '处理中…' : '确认还款'}
        </button>
      </div>
    </form>
  );
}

/** 账期管理: limit, used, available, overdue state; bills by phase with their orders; repay in full or part. */
export default function CreditPage({ returnedRepay }: { returnedRepay?: string }) {
  const credit = useStore($credit);
  const list = useStore(bills.$s);
  const balance = useStore($balance);
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    void loadCredit().catch(() => {});
    void loadBalance().catch(() => {});
    void bills.load();
  }, []);
  useEffect(() => {
    if (!returnedRepay) return;
    let tries = 0;
    const poll = async () => {
      try {
        const r = await repaymentState(returnedRepay);
        if (r.paid) {
          showToast(`还款成功 ${money(r.amount)}，可用额度已恢复`, 'success');
          await Promise.all([loadCredit(), bills.load()]);
          return;
        }
      } catch {
        return;
      }
      if (++tries < 10) setTimeout(poll, 1500);
    };
    void poll();
  }, [returnedRepay]);

  const done = () => {
    setOpen(null);
  };
  return (
    <>
      {credit?.blocked && (
        <p className={`w-alert${credit.overdue ? ' bad' : ''}`} role="alert">
          {credit.blocked}
        </p>
      )}
      <div className="w-cards">
        <div className="w-card">
          <span className="label">授信额度</span>
          <span className="figure" data-testid="credit-limit">
            {money(credit?.credit_limit)}
          </span>
          <span className="sub">账期 {credit?.term_days ?? '—'} 天</span>
        </div>
        <div className="w-card">
          <span className="label">已用额度</span>
          <span className="figure" data-testid="credit-used">
            {money(credit?.used)}
          </span>
        </div>
        <div className="w-card">
          <span className="label">可用额度</span>
          <span className="figure money" data-testid="credit-available">
            {money(credit?.available)}
          </span>
        </div>
        <div className="w-card">
          <span className="label">最近还款日</span>
          <span className="figure">{credit?.next_due?.date ?? '—'}</span>
          <span className="sub">{credit?.next_due ? `应还 ${money(credit.next_due.amount)}` : '暂无待还账单'}</span>
        </div>
      </div>
      <p className="w-note">每笔账期订单生成一张账单，还款日前 7 天出账（此前为“未出账”，也可提前还款）；逾期未还将暂停账期支付。</p>
      <Tabs label="账单状态" tabs={TYPES} value={list.filter.type} onChange={(k) => void bills.load({ type: k, page: 1 })} />
      {list.data && list.data.list.length === 0 ? (
        <Empty>暂无账单</Empty>
      ) : (
        <ul className="w-list" aria-label="账期账单" aria-busy={list.loading}>
          {list.data?.list.map((b) => (
            <li key={b.id} className="w-bill">
              <header>
                <strong>账单 {b.bill_no}</strong>
                <span className={`w-state ${b.phase}`}>{b.status_text}</span>
              </header>
              <dl>
                <div>
                  <dt>账期</dt>
                  <dd>
                    {b.period.from} 至 {b.period.to}
                  </dd>
                </div>
                <div>
                  <dt>账单金额</dt>
                  <dd>{money(b.amount)}</dd>
                </div>
                <div>
                  <dt>已还</dt>
                  <dd>{money(b.repaid_amount)}</dd>
                </div>
                <div>
                  <dt>待还</dt>
                  <dd className={b.overdue ? 'bad' : ''}>{money(b.outstanding)}</dd>
                </div>
                <div>
                  <dt>出账日</dt>
                  <dd>{b.statement_date}</dd>
                </div>
                <div>
                  <dt>还款日</dt>
                  <dd>{b.due_date}</dd>
                </div>
              </dl>
              <p className="w-note">
                关联订单：
                {b.orders.map((o) => (
                  <a key={o.id} href={o.url}>
                    {o.order_no}
                  </a>
                ))}
              </p>
              {b.status === 'open' &&
                (open === b.id ? (
                  <RepayForm bill={b} balance={balance} onDone={done} />
                ) : (
                  <div>
                    <button type="button" className="btn" onClick={() => setOpen(b.id)} aria-label={`还款 ${b.bill_no}`}>
                      还款
                    </button>
                  </div>
                ))}
            </li>
          ))}
        </ul>
      )}
      {list.data && <Pager page={list.data.page} total={list.data.total} onPage={(p) => void bills.load({ page: p })} />}
    </>
  );
}
