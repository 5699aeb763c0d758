/**
 * Cash vouchers (现金券): prepaid value that pays orders, before the balance. Each voucher's value
 * moves only with an append-only `voucher_entries` row in the same transaction (`remaining` = Σ its
 * entries once owned, CHECK 0 ≤ remaining ≤ face value):
 * - a sold code is redeemed once: `update … set store_id = ? where code = ? and store_id is null`;
 *   wrong codes are counted per store and per IP (rate limit) so codes cannot be guessed;
 * - prizes and top-up bonuses are issued owned (`grantVoucher`);
 * - paying locks the chosen vouchers in id order and takes `remaining >= n` conditionally;
 * - a refund gives the value back to the vouchers the order used, latest first.
 */
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { cashVouchers, voucherEntries, type VoucherSource } from '../db/schema';
import { fetchPage } from '../db/paging';
import { BusinessError, NotFoundError } from '../http/errors';
import { giveBack, take, type Limit } from '../limits';
import { fenToYuan } from '../../lib/money';
import { VOUCHER_CODE, VOUCHER_USE } from './errors';
import type { Conn } from './ledger';
import type { Voucher, VoucherPage, VoucherRedeemed } from '../../wire/wallet';

const DAY = 86_400_000;
/** Wrong codes allowed per store and per IP before redeeming pauses (guessing). */
export const VOUCHER_GUESS_LIMITS: { store: Limit; ip: Limit } = {
  store: { name: 'voucher:store', points: 5, duration: 3600, block: 3600, what: '兑换尝试' },
  ip: { name: 'voucher:ip', points: 20, duration: 3600, block: 3600, what: '兑换尝试' },
};

/** 16 characters without look-alikes (no 0/O, 1/I/L), grouped 4-4-4-4 when shown. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export function newVoucherCode(): string {
  return Array.from({ length: 16 }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
}
/** What the buyer typed → the stored form (spaces, dashes and case ignored). */
export function normaliseCode(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '');
}

export type VoucherGrant = { storeId: number; value: number; name: string; validDays: number; source: VoucherSource; ref: string; now?: Date };

/** Issues an owned voucher (top-up bonus, lottery prize, operator) inside the caller's transaction. */
export async function grantVoucher(tx: Conn, g: VoucherGrant): Promise<number> {
  if (!Number.isSafeInteger(g.value) || g.value <= 0) throw new Error(`invalid voucher value ${g.value}`);
  const now = g.now ?? new Date();
  const [v] = await tx
    .insert(cashVouchers)
    .values({
      code: newVoucherCode(),
      name: g.name,
      faceValue: g.value,
      remaining: g.value,
      storeId: g.storeId,
      source: g.source,
      validTo: new Date(now.getTime() + g.validDays * DAY),
      redeemedAt: now,
      createdAt: now,
    })
    .returning({ id: cashVouchers.id });
  await tx
    .insert(voucherEntries)
    .values({ voucherId: v!.id, storeId: g.storeId, kind: 'issue', amount: g.value, remainingAfter: g.value, ref: g.ref, note: g.name, createdAt: now });
  return v!.id;
}

/** Operator / seed: unsold codes worth `value` fen each, to be redeemed by `validTo` (a console batch names its `batchNo`). */
export async function createVoucherCodes(conn: Conn, n: number, value: number, name: string, validTo: Date, batchNo: string | null = null): Promise<string[]> {
  const rows = await conn
    .insert(cashVouchers)
    .values(
      Array.from({ length: n }, () => ({
        code: newVoucherCode(),
        name,
        faceValue: value,
        remaining: value,
        source: 'code' as const,
        batchNo,
        validTo,
      })),
    )
    .returning({ code: cashVouchers.code });
  return rows.map((r) => r.code);
}

/**
 * POST /api/cash_coupon/userRecharge {code}: the store takes a sold code. Exactly one of any number of
 * concurrent redemptions of one code succeeds. Wrong codes count towards the guessing limit.
 */
export async function redeemCode(storeId: number, rawCode: string, ip: string, now = new Date()): Promise<VoucherRedeemed> {
  const code = normaliseCode(rawCode);
  // Every attempt is counted first (429 when over); a successful one gives its points back.
  await take(VOUCHER_GUESS_LIMITS.store, String(storeId));
  await take(VOUCHER_GUESS_LIMITS.ip, ip);
  const conn = await db();
  const taken = await conn.transaction(async (tx) => {
    const [v] = await tx
      .update(cashVouchers)
      .set({ storeId, redeemedAt: now })
      .where(and(eq(cashVouchers.code, code), isNull(cashVouchers.storeId), eq(cashVouchers.source, 'code'), gt(cashVouchers.validTo, now)))
      .returning();
    if (!v) return null;
    await tx
      .insert(voucherEntries)
      .values({ voucherId: v.id, storeId, kind: 'issue', amount: v.faceValue, remainingAfter: v.remaining, ref: `code:${v.code}`, note: '兑换现金券', createdAt: now });
    return v;
  });
  if (!taken) {
    const [known] = await conn.select({ storeId: cashVouchers.storeId, validTo: cashVouchers.validTo }).from(cashVouchers).where(eq(cashVouchers.code, code));
    const why = !known ? '兑换码不存在，请核对后重新输入' : known.storeId !== null ? '该兑换码已被使用' : '该兑换码已过期';
    throw new BusinessError(VOUCHER_CODE, why);
  }
  await giveBack(VOUCHER_GUESS_LIMITS.store, String(storeId));
  await giveBack(VOUCHER_GUESS_LIMITS.ip, ip);
  return { id: taken.id, name: taken.name, value: fenToYuan(taken.faceValue), valid_to: taken.validTo.toISOString() };
}

type VoucherRow = typeof cashVouchers.$inferSelect;

function statusOf(v: VoucherRow, now: Date): 'usable' | 'used' | 'expired' {
  if (v.remaining === 0) return 'used';
  return v.validTo <= now ? 'expired' : 'usable';
}
export const VOUCHER_STATUS_TEXT = { usable: '可使用', used: '已用完', expired: '已过期' } as const;

function view(v: VoucherRow, now: Date): Voucher {
  const status = statusOf(v, now);
  return {
    id: v.id,
    name: v.name,
    face_value: fenToYuan(v.faceValue),
    remaining: fenToYuan(v.remaining),
    remaining_fen: v.remaining,
    valid_to: v.validTo.toISOString(),
    status,
    status_text: VOUCHER_STATUS_TEXT[status],
    source: v.source,
    code_tail: v.code.slice(-4),
    received_at: v.redeemedAt?.toISOString() ?? null,
  };
}

/** GET /api/cash_coupon/list?status: the store's vouchers (usable first by expiry) and the usable total. */
export async function voucherList(storeId: number, q: { status?: 'usable' | 'used' | 'expired'; page: number; pageSize: number }, now = new Date()): Promise<VoucherPage> {
  const conn = await db();
  const where = and(
    eq(cashVouchers.storeId, storeId),
    q.status === 'usable' ? and(gt(cashVouchers.remaining, 0), gt(cashVouchers.validTo, now)) : undefined,
    q.status === 'used' ? eq(cashVouchers.remaining, 0) : undefined,
    q.status === 'expired' ? and(gt(cashVouchers.remaining, 0), lte(cashVouchers.validTo, now)) : undefined,
  );
  const [{ rows, total }, summary] = await Promise.all([
    fetchPage(
      q,
      (limit, offset) => conn.select().from(cashVouchers).where(where).orderBy(asc(cashVouchers.validTo), asc(cashVouchers.id)).limit(limit).offset(offset),
      () => conn.select({ total: count() }).from(cashVouchers).where(where),
    ),
    usableVoucherTotal(storeId, now),
  ]);
  return { total, page: q.page, usable_count: summary.count, usable_amount: fenToYuan(summary.amount), list: rows.map((v) => view(v, now)) };
}

export async function usableVoucherTotal(storeId: number, now = new Date(), conn?: Conn): Promise<{ count: number; amount: number }> {
  const c = conn ?? (await db());
  const [row] = await c
    .select({ n: count(), s: sql<string>`coalesce(sum(${cashVouchers.remaining}), 0)` })
    .from(cashVouchers)
    .where(and(eq(cashVouchers.storeId, storeId), gt(cashVouchers.remaining, 0), gt(cashVouchers.validTo, now)));
  return { count: Number(row?.n ?? 0), amount: Number(row?.s ?? 0) };
}

/** Usable vouchers for the pay page, soonest expiry first. */
export async function usableVouchers(storeId: number, now = new Date()) {
  const rows = await (
    await db()
  )
    .select()
    .from(cashVouchers)
    .where(and(eq(cashVouchers.storeId, storeId), gt(cashVouchers.remaining, 0), gt(cashVouchers.validTo, now)))
    .orderBy(asc(cashVouchers.validTo), asc(cashVouchers.id));
  return rows.map((v) => view(v, now));
}

/**
 * Pays up to `max` fen of an order from the chosen vouchers (ids), in the caller's transaction:
 * locks them in id order, refuses any that is not the store's, empty or expired, and takes from each
 * in expiry order. Returns the fen taken (≤ max).
 */
export async function payWithVouchers(tx: Conn, storeId: number, ids: number[], max: number, ref: string, note: string, now = new Date()): Promise<number> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (!unique.length || max <= 0) return 0;
  const rows = await tx.select().from(cashVouchers).where(inArray(cashVouchers.id, unique)).orderBy(asc(cashVouchers.id)).for('update');
  for (const id of unique) {
    const v = rows.find((r) => r.id === id);
    if (!v || v.storeId !== storeId) throw new NotFoundError('现金券不存在'); // another member's voucher: as if it did not exist
    if (v.remaining <= 0) throw new BusinessError(VOUCHER_USE, `现金券“${v.name}”已用完`);
    if (v.validTo <= now) throw new BusinessError(VOUCHER_USE, `现金券“${v.name}”已过期`);
  }
  let left = max;
  for (const v of [...rows].sort((a, b) => a.validTo.getTime() - b.validTo.getTime() || a.id - b.id)) {
    if (left <= 0) break;
    const take = Math.min(left, v.remaining);
    const [after] = await tx
      .update(cashVouchers)
      .set({ remaining: sql`${cashVouchers.remaining} - ${take}` })
      .where(and(eq(cashVouchers.id, v.id), sql`${cashVouchers.remaining} >= ${take}`))
      .returning({ remaining: cashVouchers.remaining });
    if (!after) throw new BusinessError(VOUCHER_USE, '现金券余额已变化，请刷新后重试');
    await tx.insert(voucherEntries).values({ voucherId: v.id, storeId, kind: 'payment', amount: -take, remainingAfter: after.remaining, ref, note, createdAt: now });
    left -= take;
  }
  return max - left;
}

/** Fen an order (ref `order:<id>`) paid with vouchers (before any refund). */
export async function voucherPaidFor(tx: Conn, ref: string): Promise<number> {
  const [row] = await tx
    .select({ s: sql<string>`coalesce(sum(${voucherEntries.amount}), 0)` })
    .from(voucherEntries)
    .where(and(eq(voucherEntries.ref, ref), eq(voucherEntries.kind, 'payment')));
  return -Number(row?.s ?? 0);
}

/**
 * Gives `amount` fen back to the vouchers `ref` (an order) paid with, latest payment first, never more
 * than they paid. Returns what was given back (the rest is the caller's to refund elsewhere).
 */
export async function refundToVouchers(tx: Conn, ref: string, amount: number, refundRef: string, note: string, now = new Date()): Promise<number> {
  if (amount <= 0) return 0;
  const paid = await tx
    .select()
    .from(voucherEntries)
    .where(and(eq(voucherEntries.ref, ref), eq(voucherEntries.kind, 'payment')))
    .orderBy(desc(voucherEntries.id));
  const refunded = await tx
    .select({ voucherId: voucherEntries.voucherId, amount: voucherEntries.amount })
    .from(voucherEntries)
    .where(and(eq(voucherEntries.kind, 'refund'), sql`${voucherEntries.ref} like ${`${ref}:%`}`));
  let left = amount;
  for (const p of paid) {
    if (left <= 0) break;
    const back = refunded.filter((r) => r.voucherId === p.voucherId).reduce((s, r) => s + r.amount, 0);
    const room = -p.amount - back;
    if (room <= 0) continue;
    const give = Math.min(room, left);
    const [after] = await tx
      .update(cashVouchers)
      .set({ remaining: sql`${cashVouchers.remaining} + ${give}` })
      .where(eq(cashVouchers.id, p.voucherId))
      .returning({ remaining: cashVouchers.remaining });
    await tx
      .insert(voucherEntries)
      .values({ voucherId: p.voucherId, storeId: p.storeId, kind: 'refund', amount: give, remainingAfter: after!.remaining, ref: `${ref}:${refundRef}`, note, createdAt: now });
    left -= give;
  }
  return amount - left;
}
