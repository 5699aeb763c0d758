/**
 * Cart step 3 (支付订单) and its 含麻 variant: the order's amount and deadline, then the ways to pay —
 * 余额 (balance), 账期 (credit terms: the server says whether they can be used, via
 * POST /api/pay/user_credit_create), the configured online channels (sandbox, 微信 with its QR code,
 * 支付宝) and 对公转账 (./PayWaiting.tsx shows the account and 附言). Paying by credit is confirmed
 * with POST /api/pay/user_credit_check before moving on to step 4. The 含麻 variant first saves the
 * receiver (姓名, 身份证号, 手机号) the regulation requires.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatYuan, parseYuanToFen } from '../../lib/money';
import { createPayment, type PayMethod } from '../../stores/checkout';
import type { Credit, PayOrderData, PayVoucher } from '../../wire/checkout';
import { isoDate } from '../../lib/time';
import { Field, formValues, MOBILE_PATTERN, useSubmit } from '../shared/forms/form-kit';
import PayWaiting from './PayWaiting';
import './checkout.css';

type Props = { order: PayOrderData; balance: string; credit: Credit; online: boolean; channels?: { id: string; label: string }[]; ephedrine?: boolean; vouchers?: PayVoucher[] };

/** The server's yuan strings compared in integer fen. */
const fen = (yuan: string) => parseYuanToFen(yuan) ?? 0;

/**
 * Time left to pay, ticking each second; null until mounted. Time-dependent text is rendered on the
 * client only: the server's clock and the browser's differ by a second now and then (hydration #418).
 */
function useCountdown(deadline: string): string | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  if (now === null) return null;
  const left = Math.max(0, Date.parse(deadline) - now);
  const m = Math.floor(left / 60_000);
  const s = Math.floor((left % 60_000) / 1000);
  return left > 0 ? `${m} 分 ${String(s).padStart(2, '0')} 秒` : '';
}

export default function PayOrder({ order, balance, credit, online, channels = [], ephedrine = false, vouchers = [] }: Props) {
  const balanceCovers = fen(balance) >= fen(order.payable);
  const creditWhy = credit.blocked || (fen(credit.available) < fen(order.payable) ? `账期可用额度不足（可用 ${formatYuan(credit.available)}）` : '');
  const [payment] = useState(() => createPayment(order, balanceCovers ? 'balance' : !creditWhy ? 'credit' : online ? 'online' : 'balance'));
  const { method, credit: serverCredit, receiverSaved, vouchers: chosen, waiting } = useStore(payment.$payment);
  // Cash vouchers pay first (soonest expiry first, as the server takes them); the balance pays the rest.
  const voucherFen = Math.min(
    fen(order.payable),
    vouchers.filter((v) => chosen.includes(v.id)).reduce((sum, v) => sum + fen(v.remaining), 0),
  );
  const restFen = fen(order.payable) - voucherFen;
  const balanceOk = fen(balance) >= restFen;
  const left = useCountdown(order.pay_before);
  const { busy, errors, submit } = useSubmit();

  useEffect(() => {
    if (method === 'credit') payment.checkCredit();
  }, [method, payment]);

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (ephedrine && !(await submit(() => payment.saveReceiver(formValues(form)).then(() => true)))) return;
    await submit(payment.pay);
  }

  const creditReason = serverCredit && !serverCredit.can_pay ? serverCredit.reason : creditWhy;
  const methods: { key: PayMethod; name: string; text: string; why: string }[] = [
    {
      key: 'balance',
      name: voucherFen > 0 ? (restFen > 0 ? '现金券 + 余额' : '现金券支付') : '余额支付',
      text: voucherFen > 0 ? `现金券抵扣 ${formatYuan(voucherFen)}，余额支付 ${formatYuan(restFen)}（可用余额 ${formatYuan(balance)}）` : `可用余额 ${formatYuan(balance)}`,
      why: balanceOk ? '' : '余额不足',
    },
    {
      key: 'credit',
      name: '账期支付',
      text: credit.has_credit ? `可用额度 ${formatYuan(credit.available)}（总额度 ${formatYuan(credit.credit_limit)}，${credit.term_days} 天账期）` : '未开通',
      why: creditReason,
    },
  ];
  // The channels the server is configured with (PAY_GATEWAY / PAY_CHANNELS): the sandbox, or 微信支付 and 支付宝.
  for (const c of channels) {
    if (c.id === 'sandbox') methods.push({ key: 'online', name: '在线支付', text: '沙箱支付网关（演示环境，不会真实扣款）', why: '' });
    if (c.id === 'wechat') methods.push({ key: 'wechat', name: '微信支付', text: '使用微信扫码支付', why: '' });
    if (c.id === 'alipay') methods.push({ key: 'alipay', name: '支付宝', text: '跳转支付宝付款', why: '' });
  }
  if (online && !channels.length) methods.push({ key: 'online', name: '在线支付', text: '沙箱支付网关（演示环境，不会真实扣款）', why: '' });
  methods.push({ key: 'transfer', name: '对公转账', text: '向公司账户转账，财务确认到账后订单即支付（可超过在线支付时限等待）', why: '' });

  if (order.status !== 'pending_payment') {
    return (
      <section className="c3">
        <h1>支付订单</h1>
        <div className="c3-panel" role="status">
          <p>
            订单 {order.order_no} {order.status_text}，无需支付。
          </p>
          <p>
            <a className="btn" href={`/order/info/${order.id}`}>
              查看订单
            </a>
          </p>
        </div>
      </section>
    );
  }

  return (
    <form className="c3" aria-labelledby="c3-title" onSubmit={onSubmit} noValidate>
      <h1 id="c3-title">支付订单</h1>
      <section className="c3-panel c3-summary" aria-label="订单信息">
        <div>
          <p>
            订单已提交，订单号：<strong>{order.order_no}</strong>
            {order.kind === 'ephedrine' && <span className="c2-hm-tag">含麻订单</span>}
          </p>
          <p className="muted">
            共 {order.line_count} 种 {order.total_number} 件商品 · 收货地址：{order.address_text}
          </p>
          <p className="c3-deadline" role="timer">
            {left === null ? '请尽快完成支付，逾期订单将自动取消' : left ? `请在 ${left} 内完成支付，逾期订单将自动取消` : '订单已超过支付期限'}
          </p>
        </div>
        <p>
          应付金额：
          <span className="c3-amount" data-testid="pay-amount">
            {formatYuan(order.payable)}
          </span>
        </p>
      </section>

      {ephedrine && (
        <section className="c3-panel" aria-labelledby="c3-hm">
          <h2 id="c3-hm">含麻药品收货人信息（回执单）</h2>
          <p className="muted">按规定须登记收货人身份信息；收货后请在“含麻回执单”页面签收并回传回执单。{receiverSaved && ' 已登记，可修改后支付。'}</p>
          <div className="c3-grid">
            <Field label="收货人姓名" name="hm_name" required maxLength={20} defaultValue={order.receiver?.name} error={errors.hm_name} />
            <Field label="身份证号" name="hm_id_number" required maxLength={18} defaultValue={order.receiver?.id_number} error={errors.hm_id_number} />
            <Field label="手机号" name="hm_phone" type="tel" required maxLength={11} pattern={MOBILE_PATTERN} defaultValue={order.receiver?.phone} error={errors.hm_phone} />
          </div>
        </section>
      )}

      {vouchers.length > 0 && (
        <section className="c3-panel" aria-labelledby="c3-vouchers">
          <h2 id="c3-vouchers">使用现金券</h2>
          <p className="muted">现金券优先于余额抵扣，可单独使用或与余额一起支付；退款时原路退回现金券。</p>
          <ul className="c3-methods">
            {vouchers.map((v) => (
              <li key={v.id} className={chosen.includes(v.id) ? 'on' : ''}>
                <label>
                  <input type="checkbox" checked={chosen.includes(v.id)} onChange={(e) => payment.toggleVoucher(v.id, e.target.checked)} />
                  <span>
                    <span className="c3-method-name">{v.name}</span> 可用 {formatYuan(v.remaining)}，{isoDate(v.valid_to)} 前有效
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="c3-panel" aria-labelledby="c3-methods">
        <h2 id="c3-methods">选择支付方式</h2>
        <div role="radiogroup" aria-label="支付方式">
          <ul className="c3-methods">
            {methods.map((m) => (
              <li key={m.key} className={m.why ? 'off' : method === m.key ? 'on' : ''}>
                <label>
                  <input
                    type="radio"
                    name="method"
                    value={m.key}
                    checked={method === m.key}
                    disabled={Boolean(m.why)}
                    onChange={() => payment.choose(m.key)}
                    aria-describedby={`why-${m.key}`}
                  />
                  <span>
                    <span className="c3-method-name">{m.name}</span> {m.text}
                    <span className="c3-why" id={`why-${m.key}`}>
                      {m.why}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </div>
        {!waiting && (
          <button type="submit" className="btn c3-submit" disabled={busy || !left || methods.find((m) => m.key === method)?.why !== ''}>
            {busy ? '支付中…' : method === 'transfer' ? `获取转账信息 ${formatYuan(order.payable)}` : `立即支付 ${formatYuan(order.payable)}`}
          </button>
        )}
      </section>
      {waiting && <PayWaiting waiting={waiting} payment={payment} orderId={order.id} />}
    </form>
  );
}
