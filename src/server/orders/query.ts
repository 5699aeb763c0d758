/**
 * Reading orders: the order centre list (status tabs, search by order number, goods name and date),
 * the tab counts and one order's detail. Every read first sweeps the buyer's own orders past their
 * payment deadline, so what is shown is never an expired order still "awaiting payment".
 */
import { orderBatches } from '../batches/wire';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { orderEvents, orderExpiryConfirmations, orderLines, orderLogistics, orderReturns, orders, payments, ORDER_STATUSES, type OrderKind, type OrderStatus } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { queryRows } from '../db/rows';
import { ensureOrderJobs, sweepExpired } from './deadline';
import { batchNote, eventView, invoiceView, logisticsView, orderSummary, paymentView, returnView } from './view';
import type { OrderRow } from './transitions';
import { fetchPage } from '../db/paging';
import { shanghaiDayStart } from '../../lib/time';
import { payParts, payPartsText } from './pay-parts';

export const ORDER_TABS = ['all', ...ORDER_STATUSES, 'refund'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const TAB_TEXT: Record<OrderTab, string> = {
  all: '全部订单',
  pending_payment: '待付款',
  paid: '待发货',
  shipped: '待收货',
  completed: '已完成',
  cancelled: '已取消',
  refund: '退款/售后',
};

export type OrderQuery = {
  tab: OrderTab;
  keyword?: string;
  /** YYYY-MM-DD, Shanghai days, inclusive. */
  start?: string;
  end?: string;
  page: number;
  pageSize: number;
  kinds?: OrderKind[];
};

const DAY = 86_400_000;

function filters(storeId: number, q: Omit<OrderQuery, 'page' | 'pageSize'>) {
  const kw = q.keyword?.trim();
  const like = kw ? `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    eq(orders.storeId, storeId),
    inArray(orders.kind, q.kinds ?? ['normal', 'ephedrine']),
    q.tab === 'all' || q.tab === 'refund' ? undefined : eq(orders.status, q.tab as OrderStatus),
    q.tab === 'refund' ? sql`exists (select 1 from order_returns r where r.order_id = ${orders.id})` : undefined,
    like ? or(ilike(orders.orderNo, like), sql`exists (select 1 from order_lines l where l.order_id = ${orders.id} and l.name ilike ${like})`) : undefined,
    q.start ? gte(orders.createdAt, shanghaiDayStart(q.start)) : undefined,
    q.end ? lt(orders.createdAt, new Date(shanghaiDayStart(q.end).getTime() + DAY)) : undefined,
  );
}

/** GET /api/order/list: one page of the store's orders with their lines. */
export async function listOrders(storeId: number, q: OrderQuery, now = new Date()) {
  ensureOrderJobs();
  await sweepExpired(now, storeId);
  const conn = await db();
  const where = filters(storeId, q);
  const { rows, total } = await fetchPage(
    q,
    (limit, offset) => conn.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    () =>
      conn
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .where(where),
  );
  const ids = rows.map((r) => r.id);
  const lines = ids.length ? await conn.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)) : [];
  const withReturns = ids.length
    ? new Set((await conn.selectDistinct({ id: orderReturns.orderId }).from(orderReturns).where(inArray(orderReturns.orderId, ids))).map((r) => r.id))
    : new Set<number>();
  const parts = await payParts(rows);
  return {
    total,
    page: q.page,
    page_size: q.pageSize,
    list: rows.map((o) => ({
      ...orderSummary(
        o,
        lines.filter((l) => l.orderId === o.id),
        withReturns.has(o.id),
        now,
      ),
      pay_parts: parts.get(o.id) ?? [],
      pay_parts_text: payPartsText(parts.get(o.id) ?? []),
    })),
  };
}

/** Orders per tab (the badges of the order centre). */
export async function orderCounts(storeId: number, kinds: OrderKind[] = ['normal', 'ephedrine']): Promise<Record<OrderTab, number>> {
  const conn = await db();
  const rows = await queryRows<{ status: OrderStatus; n: number }>(
    conn,
    sql`
    select status, count(*)::int as n from orders where store_id = ${storeId} and kind in (${sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    )}) group by status`,
  );
  const [ret] = await queryRows<{ n: number }>(
    conn,
    sql`
    select count(distinct r.order_id)::int as n from order_returns r join orders o on o.id = r.order_id where o.store_id = ${storeId}`,
  );
  const out = Object.fromEntries(ORDER_TABS.map((t) => [t, 0])) as Record<OrderTab, number>;
  for (const r of rows) {
    out[r.status] = Number(r.n);
    out.all += Number(r.n);
  }
  out.refund = Number(ret?.n ?? 0);
  return out;
}

/** The stored order of the store, or 404. */
export async function orderRow(storeId: number, orderId: number): Promise<OrderRow> {
  const [row] = await (
    await db()
  )
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  if (!row) throw new NotFoundError('订单不存在');
  return row;
}

/** GET /api/order/{id}: lines, price snapshot, payment, invoice, address, timeline, logistics, returns. */
export async function orderDetail(storeId: number, orderId: number, now = new Date()) {
  ensureOrderJobs();
  await sweepExpired(now, storeId);
  const o = await orderRow(storeId, orderId);
  const conn = await db();
  const [lines, events, pays, logistics, returns, confirmed, batches] = await Promise.all([
    conn.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(asc(orderLines.id)),
    conn.select().from(orderEvents).where(eq(orderEvents.orderId, o.id)).orderBy(asc(orderEvents.id)),
    conn.select().from(payments).where(eq(payments.orderId, o.id)).orderBy(asc(payments.id)),
    conn.select().from(orderLogistics).where(eq(orderLogistics.orderId, o.id)).orderBy(desc(orderLogistics.at), desc(orderLogistics.id)),
    conn.select().from(orderReturns).where(eq(orderReturns.orderId, o.id)).orderBy(desc(orderReturns.id)),
    conn.select().from(orderExpiryConfirmations).where(eq(orderExpiryConfirmations.orderId, o.id)),
    orderBatches(o.id, conn),
  ]);
  const summary = orderSummary(o, lines, returns.length > 0, now);
  // 近效期 lines: when the buyer confirmed the 有效期至 at step 2 (stored with the order), else null.
  const confirmedAt = new Map(confirmed.map((c) => [c.goodsId, c.confirmedAt.toISOString()]));
  const parts = (await payParts([o])).get(o.id) ?? [];
  // Once shipped, each line's batches with units, report and trace codes (issue 24); [] before.
  const detailLines = summary.lines.map((l) => ({ ...l, expiry_confirmed_at: confirmedAt.get(l.goods_id) ?? null, batches: batches.get(l.id) ?? [] }));
  return {
    ...summary,
    lines: detailLines,
    /** How it was paid, part by part (现金券 + 余额, 账期, 在线支付), each with what was refunded to it. */
    pay_parts: parts,
    pay_parts_text: payPartsText(parts),
    address: o.address,
    invoice: invoiceView(o.invoice),
    remark: o.remark,
    ephedrine_receiver: o.ephedrineReceiver ? { ...o.ephedrineReceiver, id_number: maskId(o.ephedrineReceiver.idNumber) } : null,
    cancel_reason: o.cancelReason,
    shipped_at: o.shippedAt?.toISOString() ?? null,
    completed_at: o.completedAt?.toISOString() ?? null,
    cancelled_at: o.cancelledAt?.toISOString() ?? null,
    timeline: events.map(eventView),
    payments: pays.map(paymentView),
    logistics: { ...logisticsView(o, logistics), batch_note: batchNote(o, logistics, detailLines) },
    returns: returns.map((r) => returnView(r, lines)),
  };
}

export type OrderDetail = Awaited<ReturnType<typeof orderDetail>>;

/** 330106199001012316 → 3301**********2316. */
export function maskId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}` : id;
}
