import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { db, type Tx } from '../db/client';
import { orderAcks, orderFeed, orderLines, orderLineShipments, orders, payments, qualifications, stores } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { rowsOf } from '../db/rows';
import { ApiError } from './errors';

/**
 * The orders change feed. Every write of an order moves it to a new sequence number (trigger in the
 * migration) while holding a shared advisory lock until its transaction ends. A reader takes that lock
 * exclusively for a moment — it waits for the writers in flight to commit or roll back — and notes the
 * sequence reached: every number up to it is final (no transaction still open holds a lower one), so a
 * page read up to it never skips a change that commits later, and a cursor after it never repeats one.
 * An order changed again reappears later in the feed, at its new position.
 */
const FEED_LOCK = 2028001;

export function encodeCursor(seq: number): string {
  return Buffer.from(`s${seq}`).toString('base64url');
}

export function decodeCursor(text: string | undefined): number {
  if (!text) return 0;
  const m = /^s(\d{1,15})$/.exec(Buffer.from(text, 'base64url').toString());
  if (!m) throw new ApiError(422, 'validation_failed', '游标无效', { errors: { since: ['游标无效，请使用上一页返回的 next_cursor'] } });
  return Number(m[1]);
}

/** The highest sequence number whose writer has finished (waits for the writers in flight). */
async function settledSeq(): Promise<number> {
  return (await db()).transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FEED_LOCK})`);
    const [row] = rowsOf<{ seq: string | number | null }>(await tx.execute(sql`select case when is_called then last_value else 0 end as seq from order_feed_seq`));
    return Number(row?.seq ?? 0);
  });
}

const summaryColumns = {
  id: orders.id,
  order_no: orders.orderNo,
  status: orders.status,
  kind: orders.kind,
  store_id: orders.storeId,
  company: stores.company,
  payable_amount: orders.payableAmount,
  paid_amount: orders.paidAmount,
  pay_method: orders.payMethod,
  created_at: orders.createdAt,
  updated_at: orders.updatedAt,
};

/** One page of changed orders after `since` (at most `limit`), and the cursor to ask with next. */
export async function changedOrders(keyId: number, since: number, limit: number) {
  const upTo = await settledSeq();
  const conn = await db();
  const rows = await conn
    .select({ orderId: orderFeed.orderId, seq: orderFeed.seq })
    .from(orderFeed)
    .where(sql`${orderFeed.seq} > ${since} and ${orderFeed.seq} <= ${upTo}`)
    .orderBy(asc(orderFeed.seq))
    .limit(limit);
  const next = rows.at(-1)?.seq ?? since;
  if (!rows.length) return { items: [], next_cursor: encodeCursor(next), has_more: false };
  const ids = rows.map((r) => r.orderId);
  const found = await conn
    .select({ ...summaryColumns, acked_at: orderAcks.at })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(orderAcks, and(eq(orderAcks.orderId, orders.id), eq(orderAcks.keyId, keyId)))
    .where(inArray(orders.id, ids));
  const byId = new Map(found.map((o) => [o.id, o]));
  const items = ids.flatMap((id) => {
    const o = byId.get(id);
    return o ? [{ ...o, created_at: o.created_at.toISOString(), updated_at: o.updated_at.toISOString(), acked_at: o.acked_at?.toISOString() ?? null }] : [];
  });
  return { items, next_cursor: encodeCursor(next), has_more: rows.length === limit };
}

/** One order with its lines (discounts per line, shipped batch), payments and the buyer's licences. */
export async function orderDetail(keyId: number, id: number) {
  const conn = await db();
  const [o] = await conn
    .select({
      ...summaryColumns,
      acked_at: orderAcks.at,
      address: orders.address,
      invoice: orders.invoice,
      remark: orders.remark,
      carrier: orders.carrier,
      tracking_no: orders.trackingNo,
      goods_amount: orders.goodsAmount,
      manjian_amount: orders.manjianAmount,
      discount_amount: orders.discountAmount,
      coupon_amount: orders.couponAmount,
      shipping_fee: orders.shippingFee,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(orderAcks, and(eq(orderAcks.orderId, orders.id), eq(orderAcks.keyId, keyId)))
    .where(eq(orders.id, id));
  if (!o) throw new NotFoundError('订单不存在');
  const [lines, pays, licences, shipped] = await Promise.all([
    conn.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id)),
    conn.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.id)),
    conn.select().from(qualifications).where(eq(qualifications.storeId, o.store_id)).orderBy(asc(qualifications.id)),
    conn.select().from(orderLineShipments).where(eq(orderLineShipments.orderId, id)),
  ]);
  const shipOf = new Map(shipped.map((s) => [s.lineId, s]));
  return {
    ...o,
    created_at: o.created_at.toISOString(),
    updated_at: o.updated_at.toISOString(),
    acked_at: o.acked_at?.toISOString() ?? null,
    lines: lines.map((l) => ({
      id: l.id,
      goods_id: l.goodsId,
      name: l.name,
      spec: l.spec,
      unit: l.unit,
      manufacturer: l.manufacturer,
      approval_no: l.approvalNo,
      number: l.number,
      gift_number: l.giftNumber,
      // What the buyer was charged per unit: the line's paid amount (every reduction allocated to it at
      // order creation) over its quantity, so an ERP's lines + shipping add up to the order to the fen.
      unit_price: l.number > 0 ? Math.round((l.payAmount / l.number) * 10_000) / 10_000 : 0,
      list_unit_price: l.unitPrice,
      raw_amount: l.rawAmount,
      manjian_amount: l.manjianAmount,
      discount_amount: l.discountAmount,
      coupon_amount: l.couponAmount,
      pay_amount: l.payAmount,
      returned_number: l.returnedNumber,
      shipped_batch_no: shipOf.get(l.id)?.batchNo ?? null,
    })),
    payments: pays.map((p) => ({ id: p.id, method: p.method, amount: p.amount, status: p.status, trade_no: p.tradeNo, paid_at: p.paidAt?.toISOString() ?? null })),
    buyer_licences: licences.map((q) => ({ type: q.type, number: q.number, valid_to: q.validTo, long_term: q.longTerm, status: q.status })),
  };
}

/** Marks an order as taken by the key's ERP (已接单); again with the same key keeps the first time. */
export async function acknowledge(tx: Tx, keyId: number, id: number, erpRef: string) {
  const [o] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
  if (!o) throw new NotFoundError('订单不存在');
  await tx.insert(orderAcks).values({ keyId, orderId: id, erpRef }).onConflictDoNothing();
  const [ack] = await tx
    .select()
    .from(orderAcks)
    .where(and(eq(orderAcks.keyId, keyId), eq(orderAcks.orderId, id)));
  return { order_id: id, erp_ref: ack!.erpRef, acked_at: ack!.at.toISOString() };
}
