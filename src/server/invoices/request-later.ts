/**
 * 补开发票 (issue 30): an order placed with 不开发票 can ask for its invoice after it is completed,
 * within the period the operator sets in the console (periods.ts; default 180 days after completion), with one
 * of the store's saved 发票抬头. The title becomes the order's invoice snapshot (a conditional UPDATE
 * from `none`, so asking twice changes nothing) and the request time starts the wait the console flags.
 * A 专票 title was validated when saved (税号 with its check character, bank, account, address, phone)
 * and is checked again here, so an old profile cannot slip through.
 */
import { and, eq, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { invoiceRequests, invoiceTitles, orders, type InvoiceSnapshot } from '../db/schema';
import { BusinessError, NotFoundError, ValidationError } from '../http/errors';
import { validTaxNo } from '../../lib/uscc';
import { invoicePeriods } from './periods';

export async function requestInvoiceLater(storeId: number, orderId: number, titleId: number, now = new Date()) {
  const conn = await db();
  const [title] = await conn
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, titleId), eq(invoiceTitles.storeId, storeId)));
  if (!title) throw new ValidationError({ title_id: ['请选择已保存的发票抬头'] });
  if (title.holder === 'company' && !validTaxNo(title.taxNo)) throw new ValidationError({ tax_no: ['该抬头的纳税人识别号（统一社会信用代码）校验位不正确，请先修改抬头'] });
  if (title.kind === 'vat' && (!title.bank || !title.account || !title.address || !title.phone)) {
    throw new ValidationError({ title_id: ['增值税专用发票抬头需有开户行、账号、注册地址和电话，请先完善抬头'] });
  }
  const snapshot: InvoiceSnapshot =
    title.kind === 'vat'
      ? { type: 'vat', title: title.title, taxNo: title.taxNo, address: title.address, phone: title.phone, bank: title.bank, account: title.account }
      : { type: 'normal', title: title.title, taxNo: title.taxNo, email: title.email };
  const days = (await invoicePeriods(conn)).requestDays;
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  return conn.transaction(async (tx) => {
    const [o] = await tx
      .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, completedAt: orders.completedAt, invoice: orders.invoice })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
      .for('update');
    if (!o) throw new NotFoundError('订单不存在');
    if (o.invoice.type !== 'none') throw new BusinessError(40310, `订单 ${o.orderNo} 已申请过发票`);
    if (o.status !== 'completed' || !o.completedAt) throw new BusinessError(40311, '订单完成后才能补开发票');
    if (o.completedAt < cutoff) throw new BusinessError(40312, `订单完成超过 ${days} 天，不能再补开发票`);
    const [done] = await tx
      .update(orders)
      .set({ invoice: snapshot })
      .where(and(eq(orders.id, o.id), sql`${orders.invoice}->>'type' = 'none'`))
      .returning({ id: orders.id });
    if (!done) throw new BusinessError(40310, `订单 ${o.orderNo} 已申请过发票`);
    await tx.insert(invoiceRequests).values({ orderId: o.id, storeId, requestedAt: now }).onConflictDoNothing();
    return { order_id: o.id, order_no: o.orderNo, type: snapshot.type, title: title.title };
  });
}
