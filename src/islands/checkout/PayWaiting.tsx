/**
 * What the cashier shows once the buyer chose a way to pay outside the page: the 微信 Native code to
 * scan (drawn by the server from the channel's `code_url`), or the 对公转账 instructions — the
 * wholesaler's account, the amount and the unique 转账附言 — with the bank receipt upload. The order
 * then waits for the transfer beyond the online deadline until finance confirms it.
 */
import { useState } from 'react';
import { formatYuan } from '../../lib/money';
import type { Payment, PaymentState } from '../../stores/checkout';
import { fieldErrorsOf } from '../shared/forms/form-kit';

export default function PayWaiting({ waiting, payment, orderId }: { waiting: NonNullable<PaymentState['waiting']>; payment: Payment; orderId: number }) {
  const [error, setError] = useState('');
  if ('qr_svg' in waiting) {
    return (
      <section className="c3-panel" aria-labelledby="c3-qr">
        <h2 id="c3-qr">微信扫码支付</h2>
        <figure className="c3-qr" role="img" aria-label="微信支付二维码">
          <div dangerouslySetInnerHTML={{ __html: waiting.qr_svg }} />
          <figcaption>请使用微信扫一扫完成支付，支付成功后订单状态自动更新。</figcaption>
        </figure>
        <p>
          <a className="btn" href={`/order/info/${orderId}`}>
            我已支付，查看订单
          </a>
        </p>
      </section>
    );
  }
  const t = waiting.transfer;
  async function upload(file: File | undefined) {
    if (!file) return;
    setError('');
    try {
      await payment.uploadReceipt(file);
    } catch (e) {
      setError(fieldErrorsOf(e).file ?? '上传失败，请重试');
    }
  }
  return (
    <section className="c3-panel" aria-labelledby="c3-transfer" data-transfer={t.transfer_no}>
      <h2 id="c3-transfer">对公转账</h2>
      <p>
        请向 <strong>{t.account.name}</strong>（{t.account.bank}，账号 <strong>{t.account.account}</strong>）转账 <strong>{formatYuan(t.amount)}</strong>，附言填写{' '}
        <strong aria-label="转账附言">{t.memo}</strong>。财务确认到账后订单即为已支付。
      </p>
      <p role="status">
        状态：<strong>{t.status_text}</strong>
        {t.receipt ? '（回单已上传）' : ''}
      </p>
      <label>
        上传银行回单（图片或 PDF）
        <input type="file" accept="image/jpeg,image/png,application/pdf" onChange={(e) => void upload(e.target.files?.[0])} />
      </label>
      <span role="alert" className="c3-err">
        {error}
      </span>
      <p>
        <a className="btn" href={`/order/info/${orderId}`}>
          查看订单
        </a>
      </p>
    </section>
  );
}
