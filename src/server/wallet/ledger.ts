/**
 * The balance (余额) ledger. Every movement is one call to {@link postEntry} inside the caller's
 * transaction: the store's `wallets` row is changed by a conditional UPDATE (the row lock
 * serialises concurrent movements of one store, the condition keeps the balance ≥ 0), then the
 * entry is appended with the balance after it. `wallet_entries` is append-only (a trigger refuses
 * UPDATE/DELETE) and unique per (store, kind, ref), so an order is paid or refunded at most once.
 */
import { and, desc, eq, gte, lt, sql, count } from 'drizzle-orm';
import { db, type Db, type Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { preparedSql } from '../db/prepared';
import { walletEntries, wallets, type WalletKind } from '../db/schema';
import { BusinessError } from '../http/errors';
import { fenToYuan, formatYuan } from '../../lib/money';
import { PAY_BALANCE_LOW } from './errors';
import { fetchPage } from '../db/paging';
import type { MoneyLog } from '../../wire/wallet';

export type Conn = Db | Tx;

export const WALLET_KIND_TEXT: Record<WalletKind, string> = { recharge: '充值', payment: '消费', refund: '退款', cashback: '返现', adjustment: '调整' };

export type Movement = { storeId: number; kind: WalletKind; amount: number; ref: string; note?: string };

// Every payment and refund moves the balance: built once (../db/prepared.ts), the move and its
// entry in one statement (one round trip; the entry is appended only when the move happened).
const p = sql.placeholder;
const moveAndAppend = preparedSql<{ id: number; balance: number }>(
  'move_balance_append_entry',
  sql`
  with moved as (
    update wallets set balance = balance + ${p('amount')}, updated_at = now()
    where store_id = ${p('storeId')} and balance + ${p('amount')} >= 0
    returning balance
  )
  insert into wallet_entries (store_id, kind, amount, balance_after, ref, note)
  select ${p('storeId')}::int, ${p('kind')}::text, ${p('amount')}::int, balance, ${p('ref')}::text, ${p('note')}::text from moved
  returning id, balance_after as balance`,
);

/**
 * Moves `amount` fen (signed) on the store's balance and appends the ledger entry, or throws
 * {@link PAY_BALANCE_LOW} when the balance would go below zero. Call inside a transaction.
 */
export async function postEntry(tx: Conn, m: Movement): Promise<{ balance: number; entryId: number }> {
  if (!Number.isSafeInteger(m.amount) || m.amount === 0) throw new Error(`invalid wallet amount ${m.amount}`);
  const move = async () => {
    const [moved] = await moveAndAppend(tx, { storeId: m.storeId, kind: m.kind, amount: m.amount, ref: m.ref, note: m.note ?? '' });
    return moved;
  };
  // Almost every store has its wallet row: try the move first, create the row only when it is missing.
  let row = await move();
  if (!row) {
    const [created] = await tx.insert(wallets).values({ storeId: m.storeId, balance: 0 }).onConflictDoNothing().returning({ storeId: wallets.storeId });
    if (created || m.amount > 0) row = await move();
  }
  if (!row) {
    const have = await balanceOf(m.storeId, tx);
    throw new BusinessError(PAY_BALANCE_LOW, `余额不足：当前余额 ${formatYuan(have)}，需支付 ${formatYuan(-m.amount)}，请先充值或选择其他支付方式`);
  }
  return { balance: Number(row.balance), entryId: Number(row.id) };
}

/** The store's balance in fen (0 without a wallet). */
export async function balanceOf(storeId: number, conn?: Conn): Promise<number> {
  const c = conn ?? (await db());
  const [row] = await c.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.storeId, storeId));
  return row?.balance ?? 0;
}

/** Σ ledger of a store (the invariant: equals {@link balanceOf}). */
export async function ledgerSum(storeId: number, conn?: Conn): Promise<number> {
  const c = conn ?? (await db());
  const [row] = await queryRows<{ s: string | number | null }>(c as Db, sql`select coalesce(sum(amount), 0)::bigint as s from wallet_entries where store_id = ${storeId}`);
  return Number(row?.s ?? 0);
}

/** Top-up (operator `wallet:credit`, or a recharge): one transaction, a ledger entry with its reference. */
export async function credit(storeId: number, amount: number, ref: string, note = '余额充值', kind: WalletKind = 'recharge'): Promise<number> {
  const conn = await db();
  return conn.transaction(async (tx) => (await postEntry(tx, { storeId, kind, amount, ref, note })).balance);
}

/** What a ledger reference points at, for the page: an order link, a top-up or repayment number. */
export function refView(ref: string): { ref_text: string; ref_url: string | null } {
  const [kind, id] = ref.split(':');
  if ((kind === 'order' || kind === 'cashback' || kind === 'cashback-return') && id) return { ref_text: '查看订单', ref_url: `/order/info/${id}` };
  if (kind === 'topup' || kind === 'repay' || kind === 'gateway') return { ref_text: id ?? '', ref_url: null };
  if (kind === 'return' && id) return { ref_text: '退货退款', ref_url: `/order/returnInfo/${id}` };
  if (kind === 'cancel' && id) return { ref_text: '取消退款', ref_url: `/order/info/${id}` };
  return { ref_text: '', ref_url: null };
}

export type MoneyLogQuery = { page: number; pageSize: number; useType?: WalletKind; start?: Date; end?: Date };

/** GET /api/user/user_money_log: the ledger, newest first, filtered by kind and time. */
export async function moneyLog(storeId: number, q: MoneyLogQuery): Promise<MoneyLog> {
  const conn = await db();
  const where = and(
    eq(walletEntries.storeId, storeId),
    q.useType ? eq(walletEntries.kind, q.useType) : undefined,
    q.start ? gte(walletEntries.createdAt, q.start) : undefined,
    q.end ? lt(walletEntries.createdAt, q.end) : undefined,
  );
  const { rows, total } = await fetchPage(
    q,
    (limit, offset) => conn.select().from(walletEntries).where(where).orderBy(desc(walletEntries.id)).limit(limit).offset(offset),
    () => conn.select({ total: count() }).from(walletEntries).where(where),
  );
  return {
    total,
    page: q.page,
    page_size: q.pageSize,
    list: rows.map((r) => ({
      id: r.id,
      use_type: r.kind,
      use_type_text: WALLET_KIND_TEXT[r.kind],
      amount: fenToYuan(r.amount),
      balance: fenToYuan(r.balanceAfter),
      ref: r.ref,
      ...refView(r.ref),
      note: r.note,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
