import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core';
import { stores } from './members';

/**
 * The shape every per-store running-sum ledger shares (balance, points): append-only rows of a
 * signed amount with the sum after it, one movement of a kind per reference (`order:12`,
 * `return:3`, `topup:…`), never zero, the sum never below zero. `extraChecks` adds a ledger's own
 * rules (e.g. which kinds move money in or out).
 */
export function storeLedger<N extends string, const K extends readonly [string, ...string[]]>(
  name: N,
  kinds: K,
  extraChecks: (t: { kind: PgColumn; amount: PgColumn }) => ReturnType<typeof check>[] = () => [],
) {
  return pgTable(
    name,
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      storeId: integer('store_id')
        .notNull()
        .references(() => stores.id),
      kind: text('kind', { enum: kinds as unknown as [K[number], ...K[number][]] }).notNull(),
      /** Signed: + in, − out. */
      amount: integer('amount').notNull(),
      balanceAfter: integer('balance_after').notNull(),
      /** What the entry is for, unique per kind: no double payment, refund or award. */
      ref: text('ref').notNull(),
      note: text('note').notNull().default(''),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index(`${name}_store_idx`).on(t.storeId, t.id),
      uniqueIndex(`${name}_ref_idx`).on(t.storeId, t.kind, t.ref),
      check(`${name}_amount_nonzero`, sql`${t.amount} <> 0`),
      check(`${name}_balance_nonnegative`, sql`${t.balanceAfter} >= 0`),
      ...extraChecks(t),
    ],
  );
}
