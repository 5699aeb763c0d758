/**
 * Cancelling a paid order that has not shipped (spec: cancellation with refund before shipping), by
 * the buyer (/api/order/{id}/cancel) or the operator (./fulfil.ts): one function for both. The order
 * row is locked by the caller; the state machine's `refund` moves it paid → cancelled with
 * `where status = 'paid'`, so of two cancels at once one refunds and the other gets 「订单已取消」. The
 * ledger entries are unique per (store, kind, `cancel:<id>`) behind it.
 */
import { formatYuan } from '../../lib/money';
import type { Tx } from '../db/client';
import { BusinessError } from '../http/errors';
import { groupHold } from '../promotions/group-hold';
import { releaseActivityUnits } from '../promotions/units';
import { postEntry } from '../wallet/ledger';
import { refundCredit } from '../credit/service';
import { releaseCoupon } from '../coupons/use';
import { refundToVouchers, voucherPaidFor } from '../wallet/vouchers';
import { note, transition, type OrderRow } from './transitions';
import { releaseStock } from './stock';
import { ORDER_STATUS } from './errors';

/** Cancels the locked paid `order`: stock, coupon and activity units back, the rest of the payment refunded the way it was paid. */
export async function cancelPaidLocked(tx: Tx, order: OrderRow, actor: 'buyer' | 'operator', reason: string, now = new Date()): Promise<{ row: OrderRow; refunded: number }> {
  if (actor === 'buyer' && order.status === 'paid') {
    // A 拼团 seat is refunded by the group job when the group fails; cancelling it here would leave the group short.
    const held = await groupHold(tx, order.id);
    if (held?.includes('尚未成团')) throw new BusinessError(ORDER_STATUS, '拼团订单在成团前不能取消；未成团将自动全额退款');
  }
  const amount = order.paidAmount - order.refundedAmount;
  const row = await transition(tx, order, 'refund', actor, {
    now,
    note: `${actor === 'buyer' ? '买家' : '运营'}取消订单并退款：${reason}`,
    set: { cancelReason: reason, stockReleased: true, refundedAmount: order.paidAmount },
  });
  if (!order.stockReleased) await releaseStock(tx, order.stockMoves);
  await releaseCoupon(tx, order.id);
  await releaseActivityUnits(tx, order.id);
  if (amount > 0) {
    if (order.payMethod === 'balance' || order.payMethod === 'voucher') {
      // Back where it came from: the balance part, then the cash vouchers (issue 12).
      const balancePart = Math.max(0, Math.min(amount, order.paidAmount - (await voucherPaidFor(tx, `order:${order.id}`)) - order.refundedAmount));
      const rest = amount - balancePart;
      if (balancePart > 0)
        await postEntry(tx, {
          storeId: order.storeId,
          kind: 'refund',
          amount: balancePart,
          ref: `cancel:${order.id}`,
          note: `订单 ${order.orderNo} 取消退款${rest > 0 ? `，另 ${formatYuan(rest)} 退回现金券` : ''}`,
        });
      await refundToVouchers(tx, `order:${order.id}`, amount - balancePart, `cancel:${order.id}`, `订单 ${order.orderNo} 取消退款`, now);
    } else if (order.payMethod === 'credit') await refundCredit(tx, order.storeId, order.id, amount);
    else await note(tx, order.id, 'refund', `已原路退回支付账户 ${formatYuan(amount)}`, actor);
  }
  return { row, refunded: amount };
}
