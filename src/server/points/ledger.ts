/**
 * The points (积分) ledger. A store's points live in `stores.points` (CHECK ≥ 0); every movement is
 * one conditional UPDATE of that row (`points + amount >= 0`, the row lock serialises concurrent
 * movements) followed by an append-only `points_entries` row with the balance after it, inside the
 * caller's transaction. Entries are unique per (store, kind, ref): granting or spending twice for
 * one reference is refused by the database, and {@link grantPoints}/{@link spendPoints} report it.
 *
 * The lottery and the points mall (issue 14) spend and grant through these two functions.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { db, type Db, type Tx } from '../db/client';
import { pointsEntries, stores, type PointsKind } from '../db/schema';
import { fetchPage } from '../db/paging';
import { BusinessError } from '../http/errors';
import { POINTS_LOW } from './errors';
import type { PointsLog } from '../../wire/wallet';

export type Conn = Db | Tx;

export const POINTS_KIND_TEXT: Record<PointsKind, string> = {
  earn: '订单完成获得',
  reverse: '退款扣回',
  spend: '积分消费',
  refund: '积分退回',
  prize: '抽奖获得',
  adjustment: '调整',
};

export type PointsMove = { storeId: number; kind: PointsKind; amount: number; ref: string; note?: string };

/** Whether an entry of this kind and reference exists (the move already happened). */
async function done(tx: Conn, m: PointsMove): Promise<boolean> {
  const [row] = await tx
    .select({ id: pointsEntries.id })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.storeId, m.storeId), eq(pointsEntries.kind, m.kind), eq(pointsEntries.ref, m.ref)));
  return Boolean(row);
}

/**
 * Moves `amount` points (signed) and appends the entry. Returns the balance after it, or null when
 * this (kind, ref) was already posted (nothing changes). Throws {@link POINTS_LOW} when the points
 * would go below zero. Call inside a transaction.
 */
export async function postPoints(tx: Conn, m: PointsMove): Promise<number | null> {
  if (!Number.isSafeInteger(m.amount) || m.amount === 0) throw new Error(`invalid points amount ${m.amount}`);
  // Lock the store row first: the duplicate check and the move below then cannot race another post.
  const [held] = await tx.select({ points: stores.points }).from(stores).where(eq(stores.id, m.storeId)).for('update');
  if (!held) throw new Error(`no store ${m.storeId}`);
  if (await done(tx, m)) return null;
  const [row] = await tx
    .update(stores)
    .set({ points: sql`${stores.points} + ${m.amount}` })
    .where(and(eq(stores.id, m.storeId), sql`${stores.points} + ${m.amount} >= 0`))
    .returning({ points: stores.points });
  if (!row) throw new BusinessError(POINTS_LOW, `积分不足：当前积分 ${held.points}，需要 ${-m.amount}`);
  await tx.insert(pointsEntries).values({ storeId: m.storeId, kind: m.kind, amount: m.amount, balanceAfter: row.points, ref: m.ref, note: m.note ?? '' });
  return row.points;
}

/** Adds points (earned, prize, refund of a points order …). `points` > 0. */
export function grantPoints(tx: Conn, storeId: number, points: number, kind: PointsKind, ref: string, note?: string): Promise<number | null> {
  if (points <= 0) throw new Error('grantPoints needs a positive amount');
  return postPoints(tx, { storeId, kind, amount: points, ref, note });
}

/** Takes points (points mall, lottery); refuses with {@link POINTS_LOW} rather than going below zero. */
export function spendPoints(tx: Conn, storeId: number, points: number, kind: PointsKind, ref: string, note?: string): Promise<number | null> {
  if (points <= 0) throw new Error('spendPoints needs a positive amount');
  return postPoints(tx, { storeId, kind, amount: -points, ref, note });
}

export async function pointsOf(storeId: number, conn?: Conn): Promise<number> {
  const c = conn ?? (await db());
  const [row] = await c.select({ points: stores.points }).from(stores).where(eq(stores.id, storeId));
  return row?.points ?? 0;
}

/** Σ entries whose reference starts with `prefix` (e.g. everything posted for one order). */
export async function pointsSumFor(tx: Conn, storeId: number, refPrefix: string): Promise<number> {
  const [row] = await tx
    .select({ s: sql<string>`coalesce(sum(${pointsEntries.amount}), 0)` })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.storeId, storeId), sql`(${pointsEntries.ref} = ${refPrefix} or ${pointsEntries.ref} like ${`${refPrefix}:%`})`));
  return Number(row?.s ?? 0);
}

export type PointsLogQuery = { page: number; pageSize: number; direction?: 'in' | 'out' };

/** GET /api/user/points_log: the balance and the ledger, newest first (direction in = earned, out = spent). */
export async function pointsLog(storeId: number, q: PointsLogQuery): Promise<Omit<PointsLog, 'rule'>> {
  const conn = await db();
  const where = and(
    eq(pointsEntries.storeId, storeId),
    q.direction === 'in' ? sql`${pointsEntries.amount} > 0` : q.direction === 'out' ? sql`${pointsEntries.amount} < 0` : undefined,
  );
  const [{ rows, total }, points] = await Promise.all([
    fetchPage(
      q,
      (limit, offset) => conn.select().from(pointsEntries).where(where).orderBy(desc(pointsEntries.id)).limit(limit).offset(offset),
      () => conn.select({ total: count() }).from(pointsEntries).where(where),
    ),
    pointsOf(storeId, conn),
  ]);
  return {
    points,
    total,
    page: q.page,
    page_size: q.pageSize,
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      kind_text: POINTS_KIND_TEXT[r.kind],
      amount: r.amount,
      balance: r.balanceAfter,
      ref: r.ref,
      note: r.note,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
