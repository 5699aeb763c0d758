/**
 * The buyer's buttons on an order (order centre list and detail): 去支付, 取消订单 (confirmed),
 * 确认收货 (confirmed), 再次购买 (lines back into the cart), 申请退货/售后. What is offered comes
 * from the server (`can_*`); the server's state machine decides again on every call.
 */
import { useState } from 'react';
import { showDialog } from '../../stores/notifier';
import { buyAgain, cancelOrder, receiveOrder } from '../../stores/orders';
import { formatYuan } from '../../lib/money';
import './orders.css';

type Props = {
  id: number;
  orderNo: string;
  canPay: number;
  canCancel: number;
  /** Paid and not shipped: the amount cancelling refunds ('' for an unpaid order). */
  cancelRefund?: string;
  canReceive: number;
  canReturn: number;
  payUrl: string;
  detail?: boolean;
};

/** The confirmation of 取消订单: a paid order says where its money goes. */
function cancelText(orderNo: string, refund: string): string {
  if (!refund) return `确定取消订单 ${orderNo} 吗？取消后商品库存将被释放。`;
  return `确定取消订单 ${orderNo} 吗？订单尚未发货，已支付的 ${formatYuan(refund)} 将原路退回。`;
}

export default function OrderActions({ id, orderNo, canPay, canCancel, cancelRefund = '', canReceive, canReturn, payUrl, detail = false }: Props) {
  const [busy, setBusy] = useState(false);
  const run = async (call: (id: number) => Promise<void>) => {
    setBusy(true);
    try {
      await call(id);
    } catch {
      /* shown by the client */
    } finally {
      setBusy(false);
    }
  };
  const confirm = (msg: string, label: string, call: (id: number) => Promise<void>) =>
    showDialog({
      title: '温馨提示',
      msg,
      actions: [{ label: '再想想' }, { label, primary: true, run: () => void run(call) }],
    });
  return (
    <div className="oc-actions" role="group" aria-label={`订单 ${orderNo} 操作`}>
      {canPay === 1 && (
        <a className="btn oc-pay" href={payUrl}>
          去支付
        </a>
      )}
      {canReceive === 1 && (
        <button type="button" className="btn" disabled={busy} onClick={() => confirm('确认已收到订单中的全部商品吗？', '确认收货', receiveOrder)}>
          确认收货
        </button>
      )}
      {canCancel === 1 && (
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => confirm(cancelText(orderNo, cancelRefund), '确定取消', cancelOrder)}>
          取消订单
        </button>
      )}
      <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void run(buyAgain)}>
        再次购买
      </button>
      {canReturn === 1 && (
        <a className="btn btn-ghost" href={`/order/returnInfo/${id}`}>
          申请退货/售后
        </a>
      )}
      {!detail && (
        <a className="oc-link" href={`/order/info/${id}`}>
          订单详情
        </a>
      )}
    </div>
  );
}
