/**
 * 满额返现 rules (pure parts and the running rule): the cash-back of an eligible amount and the share a
 * return takes back. Crediting and reversing on the balance ledger happen in ../cashback/.
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import { db } from '../db/client';
import { cashbackRules } from '../db/schema';

export type CashbackTier = { amount: number; value: number };

/** The cash-back (fen) of `eligible` fen: the value of the highest reached tier, never more than `eligible`. */
export function cashbackOf(tiers: readonly CashbackTier[], eligible: number): number {
  let best = 0;
  for (const t of tiers) if (eligible >= t.amount && t.value > best) best = t.value;
  return Math.min(best, Math.max(0, eligible));
}

/** How much of `amount` a return of `refunded` out of `eligible` takes back, cumulative, floored. */
export function reversalOf(amount: number, eligible: number, refunded: number): number {
  if (eligible <= 0 || refunded <= 0) return 0;
  return Math.floor((amount * Math.min(refunded, eligible)) / eligible);
}

export async function runningCashbackRule(now = new Date()) {
  const [rule] = await (
    await db()
  )
    .select()
    .from(cashbackRules)
    .where(and(eq(cashbackRules.isEnabled, true), lte(cashbackRules.startsAt, now), gte(cashbackRules.endsAt, now)))
    .limit(1);
  return rule ?? null;
}
