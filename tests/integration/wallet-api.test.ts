/**
 * The member wallet APIs of issue 12 through their handlers with real sessions, on PGlite and
 * PostgreSQL: balance and ledger filters, top-up through the sandbox gateway (credited once, bonus
 * voucher), credit bills by phase and repayment (part, full, by balance and online, another member's
 * bill), points earned on completion and reversed on refund, coupons by status, cash vouchers
 * (redeem once, guessing limited, pay before balance, refunded back).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { loginAs } from '../helpers/accounts-fixtures';
import { TestBrowser } from '../helpers/accounts-browser';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { invariants, makeBuyers, type Buyer } from '../helpers/orders-fixtures';
import { notice, unpaidOrder, walletClient, walletInvariants } from '../helpers/wallet-fixtures';
import { cashVouchers, creditBills, orderLines, stores, walletEntries, walletTopups } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/auth/password';
import { handleNotify, sandboxConfirm } from '../../src/server/payments/gateway';
import { payByCredit } from '../../src/server/payments/service';
import { deliverOrder, shipOrder } from '../../src/server/orders/actions';
import { approveReturn, requestReturn } from '../../src/server/orders/returns';
import { balanceOf, ledgerSum } from '../../src/server/wallet/ledger';
import { createVoucherCodes, grantVoucher } from '../../src/server/wallet/vouchers';
import { grantPoints, spendPoints, pointsOf } from '../../src/server/points/ledger';
import { runWalletCommand } from '../../src/server/wallet/admin-commands';
import { DEMO_BALANCE } from '../../src/server/seed/wallet';
import { DEMO_POINTS, DEMO_VOUCHER_CODES } from '../../src/server/seed/member-wallet';

let t: TestDb;
let pick: GoodsPicker;
let demo: ReturnType<typeof walletClient>;
let buyer: Buyer;
let me: ReturnType<typeof walletClient>;
let other: ReturnType<typeof walletClient>;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 400 });
  pick = new GoodsPicker(t.db);
  demo = walletClient(await loginAs('demo', '10.12.0.1'));
  const hash = await hashPassword('Demo@123456');
  const [b1, b2] = await makeBuyers(t.db, 2, { balance: 500_000, creditLimit: 1_000_000, passwordHash: hash });
  buyer = b1!;
  me = walletClient(await loginAs(b1!.username, '10.12.0.2'));
  other = walletClient(await loginAs(b2!.username, '10.12.0.3'));
});
afterAll(async () => {
  await t?.teardown();
});

async function completed(b: Buyer, price: number, how: 'balance' | 'credit' = 'balance', vouchers: number[] = []) {
  const id = await unpaidOrder(t.db, pick, b, price);
  if (how === 'credit') await payByCredit(b.storeId, id);
  else expect((await me.payBalance(id, vouchers)).body.code).toBe(10000);
  await shipOrder(id, '顺丰速运', 'SF1');
  await deliverOrder(id);
  return id;
}

describe(`member wallet on ${process.env.TEST_DB}`, () => {
  it('demo data: balance = Σ ledger, every kind filterable, entries carry their reference and running balance', async () => {
    const m = (await demo.money()).body.data;
    expect(m.user_money).toBe((DEMO_BALANCE / 100).toFixed(2));
    expect(await ledgerSum(1)).toBe(DEMO_BALANCE);
    const all = (await demo.moneyLog()).body.data;
    expect(all.list[0].balance).toBe(m.user_money);
    for (const [kind, text] of [
      ['recharge', '充值'],
      ['payment', '消费'],
      ['refund', '退款'],
      ['cashback', '返现'],
    ]) {
      const log = (await demo.moneyLog(`?use_type=${kind}`)).body.data;
      expect(log.total, kind).toBeGreaterThan(0);
      expect(log.list.every((e: any) => e.use_type === kind && e.use_type_text === text)).toBe(true);
    }
    const repay = (await demo.moneyLog('?use_type=payment')).body.data.list.find((e: any) => e.ref.startsWith('repay:'));
    expect(repay).toMatchObject({ note: expect.stringContaining('账期还款') });
    const future = (await demo.moneyLog('?start_time=2099-01-01')).body.data;
    expect(future.total).toBe(0);
    expect((await demo.moneyLog('?use_type=bogus')).status).toBe(422);
    expect((await demo.moneyLog('?start_time=yesterday')).body).toMatchObject({ code: 422, errors: { start_time: [expect.any(String)] } });
  });

  it('a visitor gets 10001 (401) from every wallet API and nothing is written', async () => {
    const v = walletClient(new TestBrowser('10.12.0.9'));
    const entries = (await t.db.select({ n: sql<number>`count(*)::int` }).from(walletEntries))[0]!.n;
    for (const res of [
      await v.money(),
      await v.moneyLog(),
      await v.recharge('500'),
      await v.credit(),
      await v.creditList(),
      await v.repayCreate({ bill_id: 1, pay_type: 'balance' }),
      await v.repayPay('HK1'),
      await v.repayCheck('HK1'),
      await v.payBalance(1),
      await v.points(),
      await v.coupons('?status=1'),
      await v.couponNum(),
      await v.vouchers(),
      await v.redeem('YCXJ2026DEMO0100'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(10001);
    }
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(walletEntries))[0]!.n).toBe(entries);
  });

  it('moneyConfig states the range and the bonus rule', async () => {
    const c = (await demo.moneyConfig()).body.data;
    expect(c).toMatchObject({ min: '100.00', max: '50000.00', online: 1 });
    expect(c.presets).toContain('500.00');
    expect(c.bonus[0]).toMatchObject({ min: '5000.00', voucher: '50.00', text: '充¥5,000.00 送¥50.00 现金券' });
  });

  it('top-up: out of range → 422 and nothing written; credited exactly once however often the callback comes; bonus voucher', async () => {
    const before = await t.db.select().from(walletTopups);
    for (const bad of ['99.99', '50000.01', 'abc', '', '1.234']) {
      const r = await me.recharge(bad);
      expect(r.status, bad).toBe(422);
      expect(r.body.errors.amount[0]).toMatch(/充值金额/);
    }
    expect(await t.db.select().from(walletTopups)).toHaveLength(before.length);

    const start = (await me.recharge('5000')).body.data;
    expect(start).toMatchObject({ amount: '5000.00', bonus: '50.00', pay_url: expect.stringMatching(/^\/api\/pay\/sandbox\/checkout\?trade_no=CZ\d{22}&amount=500000&sign=/) });
    expect((await me.rechargeCheck(start.trade_no)).body.data).toMatchObject({ status: 'pending', paid: 0 });
    expect((await other.rechargeCheck(start.trade_no)).status).toBe(404);
    const balance = await balanceOf(buyer.storeId);
    expect(await handleNotify({ ...notice(start.trade_no, 500_000), amount: '1' })).toMatchObject({ ok: false });
    const n = notice(start.trade_no, 500_000);
    const results = await Promise.all([handleNotify(n), handleNotify(n), handleNotify(n)]);
    expect(results.filter((r) => r.outcome === 'paid')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'duplicate')).toHaveLength(2);
    expect(await balanceOf(buyer.storeId)).toBe(balance + 500_000);
    expect((await me.rechargeCheck(start.trade_no)).body.data).toMatchObject({ status: 'succeeded', paid: 1 });
    const entry = (await me.moneyLog('?use_type=recharge')).body.data.list[0];
    expect(entry).toMatchObject({ amount: '5000.00', ref: `topup:${start.trade_no}`, ref_text: start.trade_no, balance: ((balance + 500_000) / 100).toFixed(2) });
    const vouchers = (await me.vouchers('?status=usable')).body.data;
    expect(vouchers.list.filter((v: any) => v.source === 'topup_bonus')).toHaveLength(1);

    // Through the sandbox cashier (confirm) as a buyer does: back to the balance page.
    const small = (await me.recharge('500')).body.data;
    expect(small.bonus).toBe('0.00');
    expect(await sandboxConfirm(buyer.storeId, small.trade_no)).toMatchObject({ outcome: 'paid', back: `/wdqb_yegl?topup=${small.trade_no}` });
    await expect(sandboxConfirm(buyer.storeId + 1, small.trade_no)).rejects.toThrow();
    expect(await balanceOf(buyer.storeId)).toBe(balance + 550_000);
    expect(await ledgerSum(buyer.storeId)).toBe(await balanceOf(buyer.storeId));
  });

  it('credit bills by phase: the demo has one 待还款 and one 已还清, with period, due date and its order', async () => {
    const all = (await demo.creditList()).body.data;
    expect(all.total).toBe(2);
    const due = (await demo.creditList('?type=1')).body.data.list;
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({
      status_text: '待还款',
      phase: 'due',
      orders: [{ order_no: expect.stringMatching(/^YC/) }],
      period: { from: expect.any(String), to: due[0].due_date },
    });
    expect((await demo.creditList('?type=2')).body.data.list[0]).toMatchObject({ status_text: '已还清', outstanding: '0.00' });
    expect((await demo.creditList('?type=3')).body.data.total).toBe(0);
    expect((await demo.creditList('?type=5')).status).toBe(422);
    const summary = (await demo.credit()).body.data;
    expect(summary.used).toBe(due[0].outstanding);
    expect(summary.next_due).toMatchObject({ date: due[0].due_date, amount: due[0].outstanding });
  });

  it('repay a bill in part then in full by balance: credit restored, ledger written, repeats answer the same, too much → refused', async () => {
    const id = await unpaidOrder(t.db, pick, buyer, 100_000);
    await payByCredit(buyer.storeId, id);
    const bill = (await me.creditList('?type=4')).body.data.list.find((b: any) => b.order_id === id);
    expect(bill).toMatchObject({ status_text: '未出账', outstanding: '1000.00' });
    const credit0 = (await me.credit()).body.data;

    expect((await me.repayCreate({ bill_id: bill.id, amount: '1000.01', pay_type: 'balance' })).body).toMatchObject({
      code: 30060,
      msg: '还款金额不能超过待还金额 ¥1,000.00', // thousands separator (issue 31 item 11)
    });
    expect((await me.repayCreate({ bill_id: bill.id, amount: '-5', pay_type: 'balance' })).status).toBe(422);
    expect((await me.repayCreate({ bill_id: bill.id, amount: '0', pay_type: 'balance' })).status).toBe(422);
    expect((await me.repayCreate({ bill_id: bill.id, pay_type: 'cash' })).status).toBe(422);
    expect((await other.repayCreate({ bill_id: bill.id, pay_type: 'balance' })).status).toBe(404);

    const balance = await balanceOf(buyer.storeId);
    const part = (await me.repayCreate({ bill_id: bill.id, amount: '120.50', pay_type: 'balance' })).body.data;
    expect(part).toMatchObject({ repay_no: expect.stringMatching(/^HK\d{22}$/), amount: '120.50', status: 'pending', pay_url: null });
    expect((await other.repayPay(part.repay_no)).status).toBe(404);
    const paid = await me.repayPay(part.repay_no);
    expect(paid.body).toMatchObject({ code: 10000, msg: '还款成功', data: { status: 'succeeded', paid: 1 } });
    expect((await me.repayPay(part.repay_no)).body.data).toMatchObject({ status: 'succeeded' }); // a repeat changes nothing
    expect(await balanceOf(buyer.storeId)).toBe(balance - 12_050);
    const mid = (await me.credit()).body.data;
    expect(Number(mid.available)).toBeCloseTo(Number(credit0.available) + 120.5, 2);
    expect((await me.creditList('?type=4')).body.data.list.find((b: any) => b.id === bill.id)).toMatchObject({ outstanding: '879.50', repaid_amount: '120.50' });

    const rest = (await me.repayCreate({ bill_id: bill.id, pay_type: 'balance' })).body.data;
    expect(rest.amount).toBe('879.50');
    expect((await me.repayPay(rest.repay_no)).body.code).toBe(10000);
    expect((await me.repayCheck(rest.repay_no)).body.data).toMatchObject({ paid: 1, bill_no: expect.stringMatching(/^ZQ/) });
    expect((await me.creditList('?type=2')).body.data.list.find((b: any) => b.id === bill.id)).toMatchObject({ status_text: '已还清' });
    expect((await me.credit()).body.data.used).toBe((Number(credit0.used) - 1000).toFixed(2));
    expect((await me.repayCreate({ bill_id: bill.id, pay_type: 'balance' })).body).toMatchObject({ code: 30060, msg: '该账单已还清' });
    const log = (await me.moneyLog('?use_type=payment')).body.data.list;
    expect(log.filter((e: any) => e.ref === `repay:${part.repay_no}` || e.ref === `repay:${rest.repay_no}`)).toHaveLength(2);
    expect(await invariants(t.db)).toMatchObject({ walletMismatch: 0, creditMismatch: 0 });
  });

  it('repayment by balance too low is refused and nothing moves; online repayment is credited once through the gateway', async () => {
    const [poor] = await makeBuyers(t.db, 1, { balance: 1_000, creditLimit: 1_000_000, passwordHash: await hashPassword('Demo@123456') });
    const c = walletClient(await loginAs(poor!.username, '10.12.0.4'));
    const id = await unpaidOrder(t.db, pick, poor!, 100_000);
    await payByCredit(poor!.storeId, id);
    const [bill] = await t.db.select().from(creditBills).where(eq(creditBills.orderId, id));
    const r = (await c.repayCreate({ bill_id: bill!.id, pay_type: 'balance' })).body.data;
    expect((await c.repayPay(r.repay_no)).body.code).toBe(30020);
    expect(await balanceOf(poor!.storeId)).toBe(1_000);
    expect((await c.credit()).body.data.used).toBe('1000.00');

    const online = (await c.repayCreate({ bill_id: bill!.id, amount: '200', pay_type: 'online' })).body.data;
    expect(online.pay_url).toMatch(/trade_no=HK\d{22}&amount=20000&sign=/);
    expect((await c.repayPay(online.repay_no)).body.code).toBe(30060); // online repayments are paid at the gateway
    const n = notice(online.repay_no, 20_000);
    expect(await handleNotify(n)).toMatchObject({ outcome: 'paid' });
    expect(await handleNotify(n)).toMatchObject({ outcome: 'duplicate' });
    expect((await c.repayCheck(online.repay_no)).body.data).toMatchObject({ paid: 1 });
    expect((await c.credit()).body.data.used).toBe('800.00');
    expect(await sandboxConfirm(poor!.storeId, (await c.repayCreate({ bill_id: bill!.id, pay_type: 'online' })).body.data.repay_no)).toMatchObject({
      outcome: 'paid',
      back: expect.stringMatching(/^\/wdqb_zqgl/),
    });
    expect((await c.credit()).body.data.used).toBe('0.00');
    expect(await balanceOf(poor!.storeId)).toBe(1_000);
  });

  it('points: earned on completion at ¥1 = 1 point, reversed on refund, ledger readable; spend never below zero', async () => {
    const p0 = (await demo.points()).body.data;
    expect(p0.points).toBe(DEMO_POINTS);
    expect(p0.list.reduce((s: number, e: any) => s + e.amount, 0)).toBe(DEMO_POINTS);
    expect(p0.rule).toContain('每 ¥1');

    const before = await pointsOf(buyer.storeId);
    const id = await completed(buyer, 123_456); // ¥1,234.56 (free shipping) → 1234 points
    const log = (await me.points('?type=in')).body.data;
    expect(log.points).toBe(before + 1234);
    expect(log.list[0]).toMatchObject({ kind: 'earn', amount: 1234, ref: `order:${id}`, balance: before + 1234 });

    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    const ret = await requestReturn(buyer.storeId, id, { kind: 'return', reason: '质量问题', description: '', photos: [], lines: [{ lineId: line!.id, number: 1 }] });
    await approveReturn(ret.id);
    expect(await pointsOf(buyer.storeId)).toBe(before);
    expect((await me.points('?type=out')).body.data.list[0]).toMatchObject({ kind: 'reverse', amount: -1234 });

    await expect(t.db.transaction((tx) => spendPoints(tx, buyer.storeId, before + 1, 'spend', 'test:too-much'))).rejects.toThrow(/积分不足/);
    expect(await pointsOf(buyer.storeId)).toBe(before);
    expect(await t.db.transaction((tx) => grantPoints(tx, buyer.storeId, 10, 'prize', 'test:prize-1'))).toBe(before + 10);
    expect(await t.db.transaction((tx) => grantPoints(tx, buyer.storeId, 10, 'prize', 'test:prize-1'))).toBeNull(); // same ref: once
    expect(await pointsOf(buyer.storeId)).toBe(before + 10);
    expect(await walletInvariants(t.db)).toMatchObject({ pointsMismatch: 0 });
  });

  it('coupons by status with their threshold, value and validity; couponNum counts the usable ones', async () => {
    const unused = (await demo.coupons('?status=1')).body.data;
    expect(unused.list.map((c: any) => c.name).sort()).toEqual(['95折券', '心脑血管专享券', '满1000减80', '满500减30', '维矿营养指定商品券']);
    // Scoped coupons say what they apply to and 去使用 opens their own goods page.
    const heart = unused.list.find((c: any) => c.name === '心脑血管专享券');
    expect(heart).toMatchObject({ scope: 'category', scope_ids: [expect.any(Number)], scope_text: '限「心脑血管」类商品', use_url: expect.stringMatching(/^\/lqzx\/\d+$/) });
    const named = unused.list.find((c: any) => c.name === '维矿营养指定商品券');
    expect(named).toMatchObject({ scope: 'goods', scope_text: expect.stringMatching(/^限「.+」「.+」等 3 种指定商品$/) });
    expect(named.scope_ids).toHaveLength(3);
    expect(unused.list.find((c: any) => c.name === '满500减30')).toMatchObject({ scope: 'all', scope_ids: [], scope_text: '全场通用（特价商品除外）', use_url: '/list_index' });
    expect(unused.list.find((c: any) => c.name === '95折券')).toMatchObject({
      kind: 'rate',
      rate: 95,
      max_off: '50.00',
      // The one coupon text (src/server/coupons/text.ts), as the 领券中心, step 2 and the console show it.
      text: '满¥300.00享9.5折（最多减¥50.00）',
      use_url: '/list_index',
      status_text: '未使用',
    });
    expect((await demo.coupons('?status=2')).body.data.list).toEqual([expect.objectContaining({ name: '满3000减120', status_text: '已使用', order_id: expect.any(Number) })]);
    expect((await demo.coupons('?status=3')).body.data.list).toEqual([expect.objectContaining({ name: '满800减50', status_text: '已过期' })]);
    expect((await demo.coupons('?status=1&type=2')).body.data.list.map((c: any) => c.name)).toEqual(['95折券']);
    expect((await demo.couponNum()).body.data).toMatchObject({ num: 5, unused: 5, used: 1, expired: 1 });
    expect((await demo.coupons('?status=9')).status).toBe(422);
    expect((await other.coupons('?status=1')).body.data.total).toBe(0);
  });

  it('vouchers: a code is redeemed once; unknown codes are refused and guessing is rate-limited', async () => {
    const [code] = await createVoucherCodes(t.db, 1, 30_000, '现金券 ¥300', new Date(Date.now() + 86_400_000));
    const r = await me.redeem(
      code!
        .toLowerCase()
        .replace(/(.{4})/g, '$1-')
        .slice(0, -1),
    );
    expect(r.body).toMatchObject({ code: 10000, data: { value: '300.00' } });
    expect((await other.redeem(code)).body).toMatchObject({ code: 30051, msg: '该兑换码已被使用' });
    expect((await me.redeem('')).status).toBe(422);
    expect((await me.redeem('short')).status).toBe(422);
    const [expired] = await createVoucherCodes(t.db, 1, 1_000, '过期券', new Date(Date.now() - 1000));
    expect((await me.redeem(expired)).body.msg).toBe('该兑换码已过期');
    // Wrong codes: 5 per store per hour (the expired one above counts), then 429 even for a real code.
    for (let i = 0; i < 4; i++) expect((await me.redeem(`ZZZZZZZZZZZZZZ${i}Z`)).body.msg).toBe('兑换码不存在，请核对后重新输入');
    const [fresh] = await createVoucherCodes(t.db, 1, 1_000, '券', new Date(Date.now() + 86_400_000));
    const blocked = await me.redeem(fresh);
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toMatch(/兑换尝试过于频繁/);
    const [row] = await t.db.select().from(cashVouchers).where(eq(cashVouchers.code, fresh!));
    expect(row!.storeId).toBeNull();
    // The demo's documented codes work for the demo member.
    expect((await demo.redeem(DEMO_VOUCHER_CODES[0].code)).body.code).toBe(10000);
    expect((await demo.vouchers('?status=usable')).body.data).toMatchObject({ usable_count: 2, usable_amount: '300.00' });
  });

  it('operator: vouchers:create prints codes a member can redeem; bad arguments are refused', async () => {
    const out: string[] = [];
    const errs: string[] = [];
    expect(
      await runWalletCommand(
        'vouchers:create',
        ['2', '88.5'],
        (n) => (n === 'days' ? '30' : undefined),
        (l) => out.push(l),
        (l) => errs.push(l),
      ),
    ).toBe(0);
    expect(out).toHaveLength(2);
    expect(errs[0]).toContain('¥88.5');
    const c = walletClient(await loginAs('demo', '10.12.0.9'));
    expect((await c.redeem(out[0])).body.data).toMatchObject({ value: '88.50' });
    expect(
      await runWalletCommand(
        'vouchers:create',
        ['0', '10'],
        () => undefined,
        () => {},
        () => {},
      ),
    ).toBe(1);
    expect(
      await runWalletCommand(
        'vouchers:create',
        ['1', '-1'],
        () => undefined,
        () => {},
        () => {},
      ),
    ).toBe(1);
  });

  it('vouchers pay an order before the balance, alone or together; a refund goes back where it came from', async () => {
    const vid = await t.db.transaction((tx) => grantVoucher(tx, { storeId: buyer.storeId, value: 5_000, name: '测试券 ¥50', validDays: 30, source: 'prize', ref: 'test:v1' }));
    const foreign = await t.db.transaction((tx) => grantVoucher(tx, { storeId: 1, value: 5_000, name: '别人的券', validDays: 30, source: 'prize', ref: 'test:v2' }));
    const balance = await balanceOf(buyer.storeId);

    const id = await unpaidOrder(t.db, pick, buyer, 100_000);
    const stolen = await me.payBalance(id, [foreign]);
    expect(stolen.status).toBe(404);
    expect(stolen.body.msg).toBe('现金券不存在');
    const paid = (await me.payBalance(id, [vid])).body;
    expect(paid).toMatchObject({ code: 10000, data: { pay_method: 'balance', voucher_amount: '50.00', balance_amount: '950.00' } });
    expect(await balanceOf(buyer.storeId)).toBe(balance - 95_000);
    expect((await me.vouchers()).body.data.list.find((v: any) => v.id === vid)).toMatchObject({ remaining: '0.00', status_text: '已用完' });
    expect((await me.payBalance(await unpaidOrder(t.db, pick, buyer, 1_000), [vid])).body).toMatchObject({ code: 30052, msg: expect.stringContaining('已用完') });
    // The order says how it was paid, part by part, in its detail and in the order list.
    expect((await me.order(id)).body.data).toMatchObject({
      pay_method: 'balance',
      pay_parts: [
        { method: 'voucher', text: '现金券', amount: '50.00', refunded: '0.00' },
        { method: 'balance', text: '余额', amount: '950.00', refunded: '0.00' },
      ],
      pay_parts_text: '现金券 ¥50.00 + 余额 ¥950.00',
      timeline: expect.arrayContaining([expect.objectContaining({ event: 'pay', note: '现金券 ¥50.00 + 余额支付 ¥950.00' })]),
    });
    expect((await me.orders('?page_size=50')).body.data.list.find((o: any) => o.id === id).pay_parts_text).toBe('现金券 ¥50.00 + 余额 ¥950.00');

    // Refund the whole ¥1,000: ¥950 back to the balance, ¥50 back to the voucher.
    await shipOrder(id, '顺丰速运', 'SF2');
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    const ret = await requestReturn(buyer.storeId, id, { kind: 'return', reason: '质量问题', description: '', photos: [], lines: [{ lineId: line!.id, number: 1 }] });
    await approveReturn(ret.id);
    expect(await balanceOf(buyer.storeId)).toBe(balance);
    expect((await me.vouchers()).body.data.list.find((v: any) => v.id === vid)).toMatchObject({ remaining: '50.00', status: 'usable' });
    expect((await me.order(id)).body.data.pay_parts).toEqual([
      { method: 'voucher', text: '现金券', amount: '50.00', refunded: '50.00' },
      { method: 'balance', text: '余额', amount: '950.00', refunded: '950.00' },
    ]);
    expect((await me.moneyLog('?use_type=refund')).body.data.list[0]).toMatchObject({
      amount: '950.00',
      ref_text: '退货退款',
      ref_url: `/order/returnInfo/${ret.id}`,
      note: expect.stringContaining('另 ¥50.00 退回现金券'),
    });

    // Wholly by voucher: method voucher, no balance entry.
    const small = await unpaidOrder(t.db, pick, buyer, 2_000); // ¥20 + ¥15 shipping
    expect((await me.payBalance(small, [vid])).body.data).toMatchObject({ pay_method: 'voucher', voucher_amount: '35.00', balance_amount: '0.00' });
    expect(
      await t.db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.ref, `order:${small}`)),
    ).toHaveLength(0);
    expect(await balanceOf(buyer.storeId)).toBe(balance);
    expect((await me.order(small)).body.data).toMatchObject({ pay_method: 'voucher', pay_parts: [{ method: 'voucher', amount: '35.00' }], pay_parts_text: '现金券 ¥35.00' });
    expect(await walletInvariants(t.db)).toEqual({ pointsMismatch: 0, voucherMismatch: 0, voucherOrderMismatch: 0, topupMismatch: 0 });
    expect(await invariants(t.db)).toMatchObject({ walletMismatch: 0, paidWithoutOnePayment: 0, doublePayments: 0, creditMismatch: 0, couponMismatch: 0 });
    const [s] = await t.db
      .select({ points: stores.points })
      .from(stores)
      .where(sql`${stores.id} = ${buyer.storeId}`);
    expect(s!.points).toBeGreaterThanOrEqual(0);
  });
});
