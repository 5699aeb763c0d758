/** Reading the points mall and points orders (the /jfsc and /jfdd pages and their APIs). */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { fetchPage } from '../db/paging';
import { pointsGoods, pointsGoodsTaken, pointsOrders, POINTS_ORDER_STATUSES, type PointsOrderStatus } from '../db/schema';
import { fenToYuan } from '../../lib/money';
import type { MallGoods, PointsOrder } from '../../wire/points-mall';

export const POINTS_STATUS_TEXT: Record<PointsOrderStatus, string> = {
  pending_shipment: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
};

export type { MallGoods } from '../../wire/points-mall';

/** Goods on sale, with how many more this store may still take (per-member limit and stock). */
export async function mallGoods(storeId?: number): Promise<MallGoods[]> {
  const conn = await db();
  const rows = await conn.select().from(pointsGoods).where(eq(pointsGoods.isOnSale, true)).orderBy(asc(pointsGoods.sort), asc(pointsGoods.id));
  const taken = storeId ? await conn.select().from(pointsGoodsTaken).where(eq(pointsGoodsTaken.storeId, storeId)) : [];
  const mine = new Map(taken.map((t) => [t.goodsId, t.quantity]));
  return rows.map((g) => {
    const t = mine.get(g.id) ?? 0;
    const byLimit = g.perMemberLimit === null ? g.stock : Math.max(0, g.perMemberLimit - t);
    return {
      id: g.id,
      name: g.name,
      description: g.description,
      picture: g.picture,
      points: g.points,
      cash: g.cash,
      cash_yuan: fenToYuan(g.cash),
      stock: g.stock,
      limit: g.perMemberLimit,
      taken: t,
      can_take: Math.min(g.stock, byLimit),
    };
  });
}

export function pointsOrderView(o: typeof pointsOrders.$inferSelect): PointsOrder {
  return {
    id: o.id,
    order_no: o.orderNo,
    source: o.source,
    source_text: o.source === 'lottery' ? '抽奖奖品' : '积分兑换',
    name: o.name,
    quantity: o.quantity,
    points: o.points,
    cash: fenToYuan(o.cash),
    status: o.status,
    status_text: POINTS_STATUS_TEXT[o.status],
    address: o.address,
    carrier: o.carrier,
    tracking_no: o.trackingNo,
    created_at: o.createdAt.toISOString(),
    shipped_at: o.shippedAt?.toISOString() ?? null,
  };
}
export type PointsOrderView = PointsOrder;

export function isPointsStatus(s: string | null | undefined): s is PointsOrderStatus {
  return (POINTS_ORDER_STATUSES as readonly string[]).includes(s ?? '');
}

/** My points orders, newest first, optionally of one status. */
export async function listPointsOrders(storeId: number, q: { status?: PointsOrderStatus; page: number; pageSize: number }) {
  const conn = await db();
  const where = and(eq(pointsOrders.storeId, storeId), q.status ? eq(pointsOrders.status, q.status) : undefined);
  const { rows, total } = await fetchPage(
    q,
    (limit, offset) => conn.select().from(pointsOrders).where(where).orderBy(desc(pointsOrders.id)).limit(limit).offset(offset),
    () => conn.select({ total: count() }).from(pointsOrders).where(where),
  );
  return { total, page: q.page, page_size: q.pageSize, list: rows.map(pointsOrderView) };
}

/** All points orders (operator CLI), optionally of one status. */
export async function allPointsOrders(status?: PointsOrderStatus) {
  const conn = await db();
  return conn
    .select()
    .from(pointsOrders)
    .where(status ? eq(pointsOrders.status, status) : undefined)
    .orderBy(desc(pointsOrders.id))
    .limit(200);
}
