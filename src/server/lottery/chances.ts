/**
 * How many chances a store has in an activity (the rule, also in README.md): `free_chances`, plus
 * one per `chance_every_fen` of paid orders (paid − refunded, not cancelled, not points orders)
 * placed inside the window, capped at `max_chances`. Chances used = draws taken.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { type lotteryActivities, lotteryParticipants, orders } from '../db/schema';
import { withinWindowSql } from '../promotions/vocabulary';

type Conn = Db | Tx;
export type ActivityRow = typeof lotteryActivities.$inferSelect;

/** The pure rule: chances allowed for an amount of paid orders in fen. */
export function chancesAllowed(a: Pick<ActivityRow, 'freeChances' | 'chanceEveryFen' | 'maxChances'>, paidFen: number): number {
  const earned = a.chanceEveryFen ? Math.floor(Math.max(0, paidFen) / a.chanceEveryFen) : 0;
  return Math.min(a.maxChances, a.freeChances + earned);
}

/** Σ paid amount of the store's orders inside the activity's window. */
export async function paidInWindow(conn: Conn, storeId: number, a: ActivityRow): Promise<number> {
  const [row] = await conn
    .select({ s: sql<string>`coalesce(sum(${orders.paidAmount} - ${orders.refundedAmount}), 0)` })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), sql`${orders.status} in ('paid', 'shipped', 'completed')`, sql`${orders.kind} <> 'points'`, withinWindowSql(orders.createdAt, a)));
  return Number(row?.s ?? 0);
}

export async function drawsTaken(conn: Conn, storeId: number, activityId: number): Promise<number> {
  const [row] = await conn
    .select({ draws: lotteryParticipants.draws })
    .from(lotteryParticipants)
    .where(and(eq(lotteryParticipants.activityId, activityId), eq(lotteryParticipants.storeId, storeId)));
  return row?.draws ?? 0;
}

export type Chances = { allowed: number; used: number; left: number };

export async function chancesOf(conn: Conn, storeId: number, a: ActivityRow): Promise<Chances> {
  const [paid, used] = await Promise.all([paidInWindow(conn, storeId, a), drawsTaken(conn, storeId, a.id)]);
  const allowed = chancesAllowed(a, paid);
  return { allowed, used, left: Math.max(0, allowed - used) };
}

/**
 * Takes one chance: a conditional UPDATE `draws < allowed` on the (activity, store) row. The row
 * lock serialises concurrent draws of one store, and the condition is re-checked after the lock,
 * so 50 parallel draws with one chance take it once. Returns the draw number (1, 2, …) or null.
 */
export async function takeChance(tx: Tx, storeId: number, activityId: number, allowed: number): Promise<number | null> {
  await tx.insert(lotteryParticipants).values({ activityId, storeId, draws: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(lotteryParticipants)
    .set({ draws: sql`${lotteryParticipants.draws} + 1`, updatedAt: sql`now()` })
    .where(and(eq(lotteryParticipants.activityId, activityId), eq(lotteryParticipants.storeId, storeId), sql`${lotteryParticipants.draws} < ${allowed}`))
    .returning({ draws: lotteryParticipants.draws });
  return row?.draws ?? null;
}
