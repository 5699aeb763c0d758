/**
 * Balance top-up (充值) through the payment gateway. `startTopUp` records a pending top-up with its
 * trade number (the amount within the configured range, the bonus fixed by the rule in force then);
 * the gateway's signed callback (../payments/gateway.ts) calls {@link applyTopUp} in its transaction
 * with the top-up row locked: a pending top-up becomes succeeded and the balance gets one `recharge`
 * entry (ref `topup:<trade no>`, unique), plus the bonus voucher — however often the callback comes.
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { walletTopups } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { fenToYuan, formatYuan } from '../../lib/money';
import { shanghaiStamp } from '../../lib/time';
import { postEntry, type Conn } from './ledger';
import { grantVoucher } from './vouchers';
import { TOPUP_AMOUNT } from './errors';
import type { MoneyConfig, TopUpState } from '../../wire/wallet';

/** Preset amounts, limits (fen) and the bonus rule shown by GET /api/moneys/moneyConfig. */
export const MONEY_CONFIG = {
  presets: [50_000, 100_000, 200_000, 500_000, 1_000_000],
  min: 10_000,
  max: 5_000_000,
  /** Highest tier reached wins: 充¥5,000 送¥50 现金券, 充¥10,000 送¥120 现金券. */
  bonus: [
    { min: 500_000, voucher: 5_000 },
    { min: 1_000_000, voucher: 12_000 },
  ],
  bonusValidDays: 90,
} as const;

export function bonusFor(amount: number): number {
  let bonus = 0;
  for (const tier of MONEY_CONFIG.bonus) if (amount >= tier.min) bonus = tier.voucher;
  return bonus;
}

export function moneyConfigView(): MoneyConfig {
  const c = MONEY_CONFIG;
  return {
    presets: c.presets.map((p) => fenToYuan(p)),
    min: fenToYuan(c.min),
    max: fenToYuan(c.max),
    bonus: c.bonus.map((b) => ({ min: fenToYuan(b.min), voucher: fenToYuan(b.voucher), text: `充${formatYuan(b.min)} 送${formatYuan(b.voucher)} 现金券` })),
    bonus_valid_days: c.bonusValidDays,
    online: 1,
  };
}

/** CZ + Shanghai time stamp + random digits (the gateway dispatches on the prefix). */
export function newTopUpNo(now = new Date()): string {
  return `CZ${shanghaiStamp(now)}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
}

export type TopUpRow = typeof walletTopups.$inferSelect;

/** Records a pending top-up of `amount` fen; refuses amounts outside the configured range. */
export async function startTopUp(storeId: number, amount: number, now = new Date(), channel: string = 'sandbox'): Promise<TopUpRow> {
  if (amount < MONEY_CONFIG.min || amount > MONEY_CONFIG.max) {
    throw new BusinessError(TOPUP_AMOUNT, `充值金额须在 ${formatYuan(MONEY_CONFIG.min)} 至 ${formatYuan(MONEY_CONFIG.max)} 之间`);
  }
  const [row] = await (
    await db()
  )
    .insert(walletTopups)
    .values({ tradeNo: newTopUpNo(now), storeId, amount, bonus: bonusFor(amount), channel, createdAt: now })
    .returning();
  return row!;
}

/** Inside the callback transaction, `topup` locked: credits it once. Returns false when it was already applied. */
export async function applyTopUp(tx: Conn, topup: TopUpRow, gatewayTradeNo: string, now = new Date()): Promise<boolean> {
  if (topup.status !== 'pending') return false;
  await tx
    .update(walletTopups)
    .set({ status: 'succeeded', gatewayTradeNo, paidAt: now })
    .where(and(eq(walletTopups.id, topup.id), eq(walletTopups.status, 'pending')));
  await postEntry(tx, { storeId: topup.storeId, kind: 'recharge', amount: topup.amount, ref: `topup:${topup.tradeNo}`, note: `在线充值 ${topup.tradeNo}` });
  if (topup.bonus > 0) {
    await grantVoucher(tx, {
      storeId: topup.storeId,
      value: topup.bonus,
      name: `充值赠送现金券 ${formatYuan(topup.bonus)}`,
      validDays: MONEY_CONFIG.bonusValidDays,
      source: 'topup_bonus',
      ref: `topup:${topup.tradeNo}`,
      now,
    });
  }
  return true;
}

/** Locks a top-up by trade number (callback). */
export async function lockTopUp(tx: Conn, tradeNo: string): Promise<TopUpRow | undefined> {
  const [row] = await tx.select().from(walletTopups).where(eq(walletTopups.tradeNo, tradeNo)).for('update');
  return row;
}

export async function topUpOf(tradeNo: string): Promise<TopUpRow | undefined> {
  const [row] = await (await db()).select().from(walletTopups).where(eq(walletTopups.tradeNo, tradeNo));
  return row;
}

/** GET /api/moneys/recharge_check?trade_no: my top-up's state (another store's → 404). */
export async function topUpState(storeId: number, tradeNo: string): Promise<TopUpState> {
  const row = await topUpOf(tradeNo);
  if (!row || row.storeId !== storeId) throw new NotFoundError('充值单不存在');
  return {
    trade_no: row.tradeNo,
    amount: fenToYuan(row.amount),
    bonus: fenToYuan(row.bonus),
    status: row.status,
    paid: row.status === 'succeeded' ? 1 : 0,
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}
