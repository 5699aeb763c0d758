/** What the pay pages (/cart_step3/:id, /cart_hm) and the result page (/cart_step4) render. */
import { addressText } from '../../lib/address';
import { and, asc, eq, ne } from 'drizzle-orm';
import { db } from '../db/client';
import { orders } from '../db/schema';
import { fenToYuan } from '../../lib/money';
import { balanceOf } from '../wallet/ledger';
import { creditSummary } from '../credit/service';
import { usableVouchers } from '../wallet/vouchers';
import { orderDetail } from '../orders/query';
import { payUrl } from '../orders/create';
import { PAY_METHOD_TEXT } from './service';
import { gatewayEnabled } from './gateway';
import { offeredChannels } from './channel';

/** The order to pay with the buyer's balance and credit, or null (not the buyer's: the page shows 404). */
export async function payPageData(storeId: number, orderId: number) {
  let o;
  try {
    o = await orderDetail(storeId, orderId);
  } catch {
    return null;
  }
  const [balance, credit, vouchers] = await Promise.all([balanceOf(storeId), creditSummary(storeId), usableVouchers(storeId)]);
  const { fen: _fen, ...creditShown } = credit;
  const a = o.address;
  return {
    order: {
      id: o.id,
      order_no: o.order_no,
      kind: o.kind,
      status: o.status,
      status_text: o.status_text,
      payable: o.payable,
      pay_before: o.pay_before,
      line_count: o.line_count,
      total_number: o.total_number,
      address_text: `${a.consignee} ${addressText(a)}`,
      receiver: o.ephedrine_receiver ? { name: o.ephedrine_receiver.name, id_number: '', phone: o.ephedrine_receiver.phone } : null,
    },
    balance: fenToYuan(balance),
    credit: creditShown,
    vouchers: vouchers.map((v) => ({ id: v.id, name: v.name, remaining: v.remaining, valid_to: v.valid_to })),
    online: gatewayEnabled(),
    /** The online channels the cashier offers (configuration: ./channel.ts). */
    channels: offeredChannels(),
  };
}

/** Step 4: the order's payment result, and other unpaid orders of the same submission (the 含麻 split). */
export async function resultPageData(storeId: number, orderId: number) {
  let o;
  try {
    o = await orderDetail(storeId, orderId);
  } catch {
    return null;
  }
  const conn = await db();
  const [row] = await conn.select({ submissionId: orders.submissionId }).from(orders).where(eq(orders.id, orderId));
  const siblings = row?.submissionId
    ? await conn
        .select({ id: orders.id, orderNo: orders.orderNo, kind: orders.kind, payable: orders.payableAmount })
        .from(orders)
        .where(and(eq(orders.submissionId, row.submissionId), ne(orders.id, orderId), eq(orders.status, 'pending_payment')))
        .orderBy(asc(orders.id))
    : [];
  return {
    order: o,
    // Voucher and balance together: 「现金券 ¥300.00 + 余额 ¥820.50」.
    pay_method_text: o.pay_parts.length > 1 ? o.pay_parts_text : o.pay_method ? PAY_METHOD_TEXT[o.pay_method] : '',
    unpaid: siblings.map((s) => ({ id: s.id, order_no: s.orderNo, kind: s.kind, payable: fenToYuan(s.payable), pay_url: payUrl(s) })),
  };
}
