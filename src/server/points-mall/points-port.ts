/**
 * The one place the points mall and the lottery move points. Until the points ledger of issue 12
 * lands (branch `wallet`), this changes `stores.points` by a conditional UPDATE (the CHECK keeps it
 * ≥ 0); swapping in the ledger's grant/spend functions only changes this file.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import { BusinessError } from '../http/errors';
import { POINTS_LOW } from './errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type PointsMove = { storeId: number; amount: number; ref: string; note: string };

/** Adds points (lottery prize, refund of a cancelled points order). Returns the balance after. */
export async function addPoints(tx: Tx, m: PointsMove): Promise<number> {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0) throw new Error(`invalid points ${m.amount}`);
  const [row] = await tx.update(stores).set({ points: sql`${stores.points} + ${m.amount}` }).where(eq(stores.id, m.storeId)).returning({ points: stores.points });
  return row!.points;
}

/** Takes points or refuses with {@link POINTS_LOW}; a conditional UPDATE, so parallel spends never go below zero. */
export async function takePoints(tx: Tx, m: PointsMove): Promise<number> {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0) throw new Error(`invalid points ${m.amount}`);
  const [row] = await tx.update(stores).set({ points: sql`${stores.points} - ${m.amount}` })
    .where(and(eq(stores.id, m.storeId), sql`${stores.points} >= ${m.amount}`)).returning({ points: stores.points });
  if (!row) throw new BusinessError(POINTS_LOW, `积分不足：需要 ${m.amount} 积分`);
  return row.points;
}

export async function pointsOf(conn: Db | Tx, storeId: number): Promise<number> {
  const [row] = await conn.select({ points: stores.points }).from(stores).where(eq(stores.id, storeId));
  return row?.points ?? 0;
}
