import { and, count, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { db } from '../db/client';
import { goods, orderReturns, orders, qualifications } from '../db/schema';
import { shanghaiDayStart, shanghaiToday } from '../../lib/time';
import { nearExpiryCutoff } from '../../lib/near-expiry';

/** Low stock: on-sale goods with fewer units than this. Near expiry: the one rule (src/lib/near-expiry.ts). */
export const LOW_STOCK = 20;

/** The work-bench figures: today's orders and amount, pending reviews, shipments and returns, stock alerts. */
export async function dashboardFigures(now = new Date()) {
  const conn = await db();
  const todayStart = shanghaiDayStart(shanghaiToday(now));
  const soon = nearExpiryCutoff(shanghaiToday(now));
  const [[today], [reviews], [ship], [returns], [low], [near]] = await Promise.all([
    conn
      .select({ n: count(), amount: sum(orders.payableAmount) })
      .from(orders)
      .where(and(gte(orders.createdAt, todayStart), sql`${orders.status} <> 'cancelled'`)),
    conn.select({ n: count() }).from(qualifications).where(eq(qualifications.status, 'pending')),
    conn.select({ n: count() }).from(orders).where(eq(orders.status, 'paid')),
    conn.select({ n: count() }).from(orderReturns).where(eq(orderReturns.status, 'pending')),
    conn
      .select({ n: count() })
      .from(goods)
      .where(and(eq(goods.isOnSale, true), sql`${goods.stock} < ${LOW_STOCK}`)),
    conn
      .select({ n: count() })
      .from(goods)
      .where(and(eq(goods.isOnSale, true), lt(goods.expiryDate, soon))),
  ]);
  return {
    todayOrders: Number(today?.n ?? 0),
    todayAmount: Number(today?.amount ?? 0),
    pendingReviews: Number(reviews?.n ?? 0),
    pendingShipments: Number(ship?.n ?? 0),
    pendingReturns: Number(returns?.n ?? 0),
    lowStock: Number(low?.n ?? 0),
    nearExpiry: Number(near?.n ?? 0),
  };
}

/** Orders and amount per Shanghai day for the last `days` days (today included), oldest first, zero-filled. */
export async function dailyFigures(days = 30, now = new Date()) {
  const today = shanghaiToday(now);
  const start = shanghaiDayStart(new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10));
  const conn = await db();
  const rows = await conn
    .select({
      day: sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`,
      n: count(),
      amount: sum(orders.payableAmount),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, start), sql`${orders.status} <> 'cancelled'`))
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    const r = byDay.get(day);
    return { day, orders: Number(r?.n ?? 0), amount: Number(r?.amount ?? 0) };
  });
}
