/**
 * Real-channel callbacks (issue 30) on both engines: a 微信支付 and a 支付宝 callback signed with local
 * test keys pay an order; a forged one is refused and changes nothing; a callback replayed
 * concurrently pays once (a real race on PostgreSQL); a trade started through one channel is not
 * paid by another channel's callback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { invariants, makeBuyers, newKey } from '../helpers/orders-fixtures';
import { unpaidOrder } from '../helpers/wallet-fixtures';
import { alipayConfig, alipayPaidBody, stranger, wechatConfig, wechatHeaders, wechatPaidBody } from '../helpers/channel-keys';
import { handleChannelNotify } from '../../src/server/payments/channel-notify';
import { wechatChannel } from '../../src/server/payments/wechat-pay';
import { alipayChannel } from '../../src/server/payments/alipay';
import { fenToYuan } from '../../src/lib/money';
import { orders, payments, walletTopups } from '../../src/server/db/schema';
import { startTopUp } from '../../src/server/wallet/topup';
import ExcelJS from 'exceljs';
import { dailyStatement, statementWorkbook } from '../../src/server/payments/daily-statement';
import { financeCheck } from '../../src/server/payments/finance-check';
import { shanghaiToday } from '../../src/lib/time';

let t: TestDb;
let pick: GoodsPicker;
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 400 });
  pick = new GoodsPicker(t.db);
});
afterAll(async () => {
  await t?.teardown();
});

const wechat = wechatChannel(wechatConfig);
const alipay = alipayChannel(alipayConfig);

/** An unpaid order with a pending online payment started through `channel`. */
async function pending(channel: 'wechat' | 'alipay') {
  const [b] = await makeBuyers(t.db, 1);
  const id = await unpaidOrder(t.db, pick, b!, 30_000);
  const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
  const tradeNo = `PAY${newKey().replace(/\D/g, '').slice(0, 16).padEnd(16, '7')}`;
  await t.db.insert(payments).values({ orderId: id, storeId: b!.storeId, method: 'online', amount: o!.payableAmount, status: 'pending', tradeNo, channel });
  return { id, tradeNo, amount: o!.payableAmount };
}
const statusOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
const succeeded = async (id: number) => (await t.db.select().from(payments).where(eq(payments.orderId, id))).filter((p) => p.status === 'succeeded');

describe(`payment channel callbacks on ${process.env.TEST_DB}`, () => {
  it('a 微信支付 callback pays the order; a forged one is refused and changes nothing', async () => {
    const p = await pending('wechat');
    const body = wechatPaidBody(p.tradeNo, p.amount);
    const forged = await handleChannelNotify('wechat', wechatHeaders(body, stranger.privateKey), body, new Date(), wechat);
    expect(forged.result.outcome).toBe('rejected');
    expect(forged.response.status).toBe(400);
    expect(await statusOf(p.id)).toBe('pending_payment');
    const paid = await handleChannelNotify('wechat', wechatHeaders(body), body, new Date(), wechat);
    expect(paid.result).toMatchObject({ ok: true, outcome: 'paid', orderId: p.id });
    expect(paid.response.status).toBe(204);
    expect(await statusOf(p.id)).toBe('paid');
  });

  it('a 支付宝 callback pays the order; one signed by another key, or through the other channel, does not', async () => {
    const p = await pending('alipay');
    const forged = await handleChannelNotify('alipay', new Headers(), alipayPaidBody(p.tradeNo, fenToYuan(p.amount), stranger.privateKey), new Date(), alipay);
    expect(await forged.response.text()).toBe('fail');
    const wrongChannel = wechatPaidBody(p.tradeNo, p.amount);
    expect((await handleChannelNotify('wechat', wechatHeaders(wrongChannel), wrongChannel, new Date(), wechat)).result.reason).toBe('other channel');
    expect(await statusOf(p.id)).toBe('pending_payment');
    const paid = await handleChannelNotify('alipay', new Headers(), alipayPaidBody(p.tradeNo, fenToYuan(p.amount)), new Date(), alipay);
    expect(paid.result.outcome).toBe('paid');
    expect(await paid.response.text()).toBe('success');
    expect(await statusOf(p.id)).toBe('paid');
  });

  it('one callback replayed eight times at once pays once', async () => {
    const p = await pending('wechat');
    const body = wechatPaidBody(p.tradeNo, p.amount);
    const results = await Promise.all(Array.from({ length: 8 }, () => handleChannelNotify('wechat', wechatHeaders(body), body, new Date(), wechat)));
    expect(results.map((r) => r.result.outcome).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'paid']);
    expect(results.every((r) => r.response.status === 204)).toBe(true);
    expect(await succeeded(p.id)).toHaveLength(1);
    expect(await invariants(t.db)).toMatchObject({ doublePayments: 0, paidWithoutOnePayment: 0 });
  });

  it('the day statement per channel counts the channel payments with their fee, and exports to Excel', async () => {
    const rows = await dailyStatement(shanghaiToday());
    const wechatRow = rows.find((r) => r.channel === 'wechat')!;
    expect(wechatRow).toMatchObject({ name: '微信支付', orders: 2 });
    expect(wechatRow.fee).toBe(Math.round((wechatRow.orderAmount * 60) / 10_000));
    expect(rows.find((r) => r.channel === 'alipay')).toMatchObject({ orders: 1 });
    const book = new ExcelJS.Workbook();
    // exceljs types its input as the older Buffer type.
    await book.xlsx.load((await statementWorkbook(shanghaiToday(), rows)) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('渠道');
    expect(sheet.getColumn(1).values).toContain('微信支付');
    expect((await financeCheck()).problems).toEqual([]);
  });

  it('a top-up started through 微信支付 is credited by its callback, not by the other channel', async () => {
    const [b] = await makeBuyers(t.db, 1);
    const row = await startTopUp(b!.storeId, 50_000, new Date(), 'wechat');
    expect(row.channel).toBe('wechat');
    const other = alipayPaidBody(row.tradeNo, fenToYuan(row.amount));
    expect((await handleChannelNotify('alipay', new Headers(), other, new Date(), alipay)).result.reason).toBe('other channel');
    const body = wechatPaidBody(row.tradeNo, row.amount);
    expect((await handleChannelNotify('wechat', wechatHeaders(body), body, new Date(), wechat)).result.ok).toBe(true);
    const [after] = await t.db.select().from(walletTopups).where(eq(walletTopups.tradeNo, row.tradeNo));
    expect(after!.status).not.toBe('pending');
  });
});
