/**
 * Races on the member wallet (issue 12), on PGlite and — where they really run side by side through
 * the connection pool — on PostgreSQL: two repayments of one bill at once, one repayment submitted
 * many times at once, a top-up callback replayed concurrently, one voucher code redeemed by many
 * stores at once, one voucher spent by parallel payments, parallel point spends. After each: the
 * invariants (balance = Σ ledger, credit used = Σ open bills, points and vouchers = Σ their ledgers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { invariants, makeBuyers } from '../helpers/orders-fixtures';
import { notice, unpaidOrder, walletInvariants } from '../helpers/wallet-fixtures';
import { payByBalance, payByCredit } from '../../src/server/payments/service';
import { handleNotify } from '../../src/server/payments/gateway';
import { createRepayment, payRepayment } from '../../src/server/credit/repay';
import { startTopUp } from '../../src/server/wallet/topup';
import { createVoucherCodes, grantVoucher, redeemCode } from '../../src/server/wallet/vouchers';
import { grantPoints, pointsOf, spendPoints } from '../../src/server/points/ledger';
import { balanceOf } from '../../src/server/wallet/ledger';
import { cashVouchers, creditAccounts, creditBills, walletEntries } from '../../src/server/db/schema';

let t: TestDb;
let pick: GoodsPicker;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 400 });
  pick = new GoodsPicker(t.db);
});
afterAll(async () => {
  await t?.teardown();
});

async function allInvariants() {
  expect(await invariants(t.db)).toMatchObject({ walletMismatch: 0, creditMismatch: 0, doublePayments: 0, paidWithoutOnePayment: 0 });
  expect(await walletInvariants(t.db)).toEqual({ pointsMismatch: 0, voucherMismatch: 0, voucherOrderMismatch: 0, topupMismatch: 0 });
}

describe(`wallet races on ${process.env.TEST_DB}`, () => {
  it('two repayments of one bill in full at once: exactly one takes effect, the other is refused', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 1_000_000, creditLimit: 1_000_000 });
    const id = await unpaidOrder(t.db, pick, b!, 100_000);
    await payByCredit(b!.storeId, id);
    const [bill] = await t.db.select().from(creditBills).where(eq(creditBills.orderId, id));
    const r1 = await createRepayment(b!.storeId, bill!.id, undefined, 'balance');
    const r2 = await createRepayment(b!.storeId, bill!.id, undefined, 'balance');
    const results = await Promise.allSettled([payRepayment(b!.storeId, r1.repayNo), payRepayment(b!.storeId, r2.repayNo)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message)).toEqual(['该账单已还清']);
    expect(await balanceOf(b!.storeId)).toBe(1_000_000 - bill!.amount);
    const [acc] = await t.db.select().from(creditAccounts).where(eq(creditAccounts.storeId, b!.storeId));
    expect(acc!.used).toBe(0);
    await allInvariants();
  });

  it('one repayment submitted ten times at once takes effect once', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 1_000_000, creditLimit: 1_000_000 });
    const id = await unpaidOrder(t.db, pick, b!, 100_000);
    await payByCredit(b!.storeId, id);
    const [bill] = await t.db.select().from(creditBills).where(eq(creditBills.orderId, id));
    const r = await createRepayment(b!.storeId, bill!.id, 40_000, 'balance');
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => payRepayment(b!.storeId, r.repayNo)));
    expect(results.every((x) => x.status === 'fulfilled')).toBe(true);
    const entries = await t.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.ref, `repay:${r.repayNo}`));
    expect(entries).toHaveLength(1);
    expect(await balanceOf(b!.storeId)).toBe(1_000_000 - 40_000);
    await allInvariants();
  });

  it('partial repayments racing for the last of a bill never repay more than is owed', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 1_000_000, creditLimit: 1_000_000 });
    const id = await unpaidOrder(t.db, pick, b!, 100_000);
    await payByCredit(b!.storeId, id);
    const [bill] = await t.db.select().from(creditBills).where(eq(creditBills.orderId, id));
    const parts = await Promise.all(Array.from({ length: 6 }, () => createRepayment(b!.storeId, bill!.id, 30_000, 'balance')));
    const results = await Promise.allSettled(parts.map((p) => payRepayment(b!.storeId, p.repayNo)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(Math.floor(bill!.amount / 30_000));
    const [after] = await t.db.select().from(creditBills).where(eq(creditBills.id, bill!.id));
    expect(after!.repaidAmount).toBeLessThanOrEqual(after!.amount);
    await allInvariants();
  });

  it('a top-up callback replayed concurrently credits the balance and the bonus once', async () => {
    const [b] = await makeBuyers(t.db, 1);
    const topup = await startTopUp(b!.storeId, 1_000_000);
    const n = notice(topup.tradeNo, 1_000_000);
    const results = await Promise.all(Array.from({ length: 12 }, () => handleNotify(n)));
    expect(results.filter((r) => r.outcome === 'paid')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'duplicate')).toHaveLength(11);
    expect(await balanceOf(b!.storeId)).toBe(1_000_000);
    expect(await t.db.select().from(cashVouchers).where(eq(cashVouchers.storeId, b!.storeId))).toHaveLength(1);
    await allInvariants();
  });

  it('one voucher code redeemed by many stores at once: exactly one gets it', async () => {
    const buyers = await makeBuyers(t.db, 8);
    const [code] = await createVoucherCodes(t.db, 1, 10_000, '现金券 ¥100', new Date(Date.now() + 86_400_000));
    const results = await Promise.allSettled(buyers.map((b, i) => redeemCode(b.storeId, code!, `10.99.0.${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').every((r) => /已被使用/.test((r as PromiseRejectedResult).reason.message))).toBe(true);
    const [row] = await t.db.select().from(cashVouchers).where(eq(cashVouchers.code, code!));
    expect(buyers.map((b) => b.storeId)).toContain(row!.storeId);
    await allInvariants();
  });

  it('one voucher spent by parallel payments never goes below zero; the balance pays the rest', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 1_000_000 });
    const vid = await t.db.transaction((tx) => grantVoucher(tx, { storeId: b!.storeId, value: 150_000, name: '券', validDays: 30, source: 'prize', ref: 'race' }));
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await unpaidOrder(t.db, pick, b!, 100_000)); // the orders one by one; the payments race
    const results = await Promise.allSettled(ids.map((id) => payByBalance(b!.storeId, id, new Date(), [vid])));
    // ¥1,500 of voucher for ¥1,000 orders: the first takes ¥1,000, the second ¥500 + ¥500 balance,
    // the others find the chosen voucher empty and are refused with nothing moved.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(results.filter((r) => r.status === 'rejected').every((r) => /已用完|余额已变化/.test((r as PromiseRejectedResult).reason.message))).toBe(true);
    const [v] = await t.db.select().from(cashVouchers).where(eq(cashVouchers.id, vid));
    expect(v!.remaining).toBe(0);
    expect(await balanceOf(b!.storeId)).toBe(1_000_000 - 50_000);
    await allInvariants();
  });

  it('parallel point spends never take the points below zero', async () => {
    const [b] = await makeBuyers(t.db, 1);
    await t.db.transaction((tx) => grantPoints(tx, b!.storeId, 1_000, 'prize', 'race:grant'));
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => t.db.transaction((tx) => spendPoints(tx, b!.storeId, 300, 'spend', `race:${i}`))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await pointsOf(b!.storeId)).toBe(100);
    await allInvariants();
  });
});
