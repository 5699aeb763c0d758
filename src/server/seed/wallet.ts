/**
 * Demo money of the orders issue: the demo store (1) gets a balance of ¥50,000.00 from two recharges
 * on the ledger (balance = Σ ledger from the start) and credit terms of ¥100,000.00 at 30 days.
 * It also gets three coupons: 满¥500减¥30, 满¥1000减¥80 and 满¥300享95折 (at most ¥50 off), valid for a year.
 * Runs after the main insert; ids come from the sequences.
 */
import type { Tx } from '../db/client';
import * as s from '../db/schema';
import { SEED_NOW } from './constants';
import { DEMO_BALANCE, insertMemberWalletDemo } from './member-wallet';

export { DEMO_BALANCE };
export const DEMO_CREDIT_LIMIT = 10_000_000;

export async function insertWalletDemo(tx: Tx): Promise<void> {
  // The balance ledger (Σ = DEMO_BALANCE) comes with the wallet demo of issue 12 (./member-wallet.ts).
  await tx.insert(s.wallets).values({ storeId: 1, balance: DEMO_BALANCE });
  await tx.insert(s.creditAccounts).values({ storeId: 1, creditLimit: DEMO_CREDIT_LIMIT, used: 0, termDays: 30 });
  await insertCouponDemo(tx);
  await insertMemberWalletDemo(tx);
}

const DAY = 86_400_000;

export async function insertCouponDemo(tx: Tx): Promise<void> {
  const validFrom = new Date(SEED_NOW.getTime() - 10 * DAY);
  const validTo = new Date(SEED_NOW.getTime() + 365 * DAY);
  const made = await tx
    .insert(s.coupons)
    .values([
      { name: '满500减30', kind: 'amount', threshold: 50_000, value: 3_000, validFrom, validTo },
      { name: '满1000减80', kind: 'amount', threshold: 100_000, value: 8_000, validFrom, validTo },
      { name: '95折券', kind: 'rate', threshold: 30_000, rate: 95, maxOff: 5_000, validFrom, validTo },
    ])
    .returning({ id: s.coupons.id });
  await tx.insert(s.memberCoupons).values(made.map((c) => ({ storeId: 1, couponId: c.id, receivedAt: validFrom })));
}
