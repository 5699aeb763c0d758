/**
 * 降价通知, the notice SMS opt-in and stock coming back from a cancelled order (issue 29 item 3), on
 * both engines: owner-only, Chinese 422s, a notice fires when the price THAT store pays (the engine's
 * quote) reaches the expected one, once even when two checks, two stock returns or two SMS senders
 * run at once (on PostgreSQL each on its own pooled connection, as two instances would).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { TestDb } from '../helpers/test-db';
import { loginAs } from '../helpers/accounts-fixtures';
import type { GoodsPicker } from '../helpers/cart-fixtures';
import type { Buyer } from '../helpers/orders-fixtures';
import { awaitArrival, noticeSuite, outOfStock } from '../helpers/replenish-fixtures';
import { goods, members, messages, noticeSms } from '../../src/server/db/schema';
import { checkPriceDrops, priceChanged, subscribePriceDrop } from '../../src/server/replenish/price-drops';
import { deliverNoticeSms } from '../../src/server/replenish/notice-sms';
import { releaseStock } from '../../src/server/orders/stock';
import { setSmsProvider, type SmsMessage } from '../../src/server/sms/provider';
import { GET as priceGet, POST as pricePost } from '../../src/pages/api/user/price_notice';
import { POST as priceCancel } from '../../src/pages/api/user/price_notice/cancel';
import { GET as settingsGet, POST as settingsPost } from '../../src/pages/api/user/notice_settings';
import type { TestBrowser } from '../helpers/accounts-browser';

let t: TestDb;
let pick: GoodsPicker;
let demo: TestBrowser;
let buyers: Buyer[];
const engine = process.env.TEST_DB ?? 'pglite';

beforeAll(async () => {
  ({ t, pick, demo, buyers } = await noticeSuite('10.29.4.1', 20));
});
afterAll(async () => {
  await t?.teardown();
});
afterEach(() => setSmsProvider(null));

const titled = (title: string, storeIds: number[]) =>
  t.db
    .select({ storeId: messages.storeId, body: messages.body })
    .from(messages)
    .where(and(inArray(messages.storeId, storeIds), eq(messages.title, title)));
const viewerOf = (b: Buyer) => ({ ...b.actor.viewer, storeId: b.storeId });
const post = (b: TestBrowser, handler: typeof pricePost, path: string, body: Record<string, unknown>) => b.call(handler, path, { body: body as never, json: true });

describe(`降价通知 (${engine})`, () => {
  it('the buyer names an expected price; bad prices, a price already reached and other stores are refused in Chinese', async () => {
    const id = await pick.take({ basePrice: 10_000 });
    const visitor = await loginAs('choujiang', '10.29.4.2');
    expect((await post(demo, pricePost, '/api/user/price_notice', { goods_id: id, expected_price: 'abc' })).body.errors.expected_price).toEqual(['期望价格应为金额，最多两位小数']);
    expect((await post(demo, pricePost, '/api/user/price_notice', { goods_id: id, expected_price: '0' })).body.errors.expected_price).toEqual(['期望价格须大于 0']);
    expect((await post(demo, pricePost, '/api/user/price_notice', { goods_id: 'x', expected_price: '1' })).body.errors.goods_id).toEqual(['商品编号不正确']);
    const reached = await post(demo, pricePost, '/api/user/price_notice', { goods_id: id, expected_price: '100.00' });
    expect(reached.status).toBe(422);
    expect(reached.body.errors.expected_price[0]).toMatch(/^当前价格 ¥[\d,.]+ 已不高于期望价格，可直接购买$/);

    const ok = await post(demo, pricePost, '/api/user/price_notice', { goods_id: id, expected_price: '80.5' });
    expect(ok.body.code).toBe(10000);
    expect(ok.body.data.notice).toMatchObject({ goods_id: id, expected_price: '80.50' });
    expect((await post(demo, pricePost, '/api/user/price_notice', { goods_id: id, expected_price: '70' })).body.data.notice.expected_price).toBe('70.00');
    expect((await demo.call(priceGet, `/api/user/price_notice?goods_id=${id}`)).body.data.notice).toMatchObject({ goods_id: id, expected_price: '70.00' });
    // Owner-only: another store sees none and cannot withdraw it.
    expect((await visitor.call(priceGet, `/api/user/price_notice?goods_id=${id}`)).body.data.notice).toBeNull();
    expect((await post(visitor, priceCancel, '/api/user/price_notice/cancel', { goods_id: id })).status).toBe(404);
    expect((await post(demo, priceCancel, '/api/user/price_notice/cancel', { goods_id: id })).body.code).toBe(10000);
    expect((await demo.call(priceGet, '/api/user/price_notice')).body.data.list.some((n: { goods_id: number }) => n.goods_id === id)).toBe(false);
  });

  it('fires when the price the store pays reaches it, once even when two checks run at once; SMS only to who opted in', async () => {
    const id = await pick.take({ basePrice: 10_000 });
    const [a, b, c] = buyers;
    await subscribePriceDrop(viewerOf(a!), a!.memberId, id, 9_000);
    await subscribePriceDrop(viewerOf(b!), b!.memberId, id, 9_000);
    await subscribePriceDrop(viewerOf(c!), c!.memberId, id, 5_000); // wants it much cheaper
    await t.db.update(members).set({ noticeSms: true }).where(eq(members.id, a!.memberId));
    expect(await checkPriceDrops([id])).toBe(0); // nothing reached yet
    await t.db.update(goods).set({ basePrice: 8_000 }).where(eq(goods.id, id));
    const [g] = await t.db.select({ name: goods.name }).from(goods).where(eq(goods.id, id));
    const counts = await Promise.all([checkPriceDrops([id]), checkPriceDrops()]);
    expect(counts[0] + counts[1]).toBe(2);
    const sent = await titled(`降价通知：${g!.name}`, [a!.storeId, b!.storeId, c!.storeId]);
    expect(sent.map((m) => m.storeId).sort()).toEqual([a!.storeId, b!.storeId].sort());
    expect(sent[0]!.body).toContain('已到您的期望价 ¥90.00');
    expect(await checkPriceDrops([id])).toBe(0); // told once
    const queued = await t.db.select({ memberId: noticeSms.memberId, template: noticeSms.template }).from(noticeSms).where(eq(noticeSms.template, 'price_drop'));
    expect(queued).toEqual([{ memberId: a!.memberId, template: 'price_drop' }]);
    // Two senders at once (two instances): the SMS goes out once.
    const delivered: SmsMessage[] = [];
    setSmsProvider({ name: 'test', send: async (m) => void delivered.push(m) });
    const out = await Promise.all([deliverNoticeSms(), deliverNoticeSms()]);
    expect(out[0] + out[1]).toBe(1);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ template: 'price_drop', params: { price: '¥80.00', expected: '¥90.00' } });
  });
});

describe(`降价通知 after a console price save (${engine})`, () => {
  it('the goods saved with a lower price tells its watcher at once (the save path calls priceChanged)', async () => {
    const id = await pick.take({ basePrice: 10_000 });
    const b = buyers[5]!;
    await subscribePriceDrop(viewerOf(b), b.memberId, id, 6_000);
    await t.db.update(goods).set({ basePrice: 5_500 }).where(eq(goods.id, id));
    await priceChanged([id]);
    const [g] = await t.db.select({ name: goods.name }).from(goods).where(eq(goods.id, id));
    expect((await titled(`降价通知：${g!.name}`, [b.storeId])).map((m) => m.body)).toEqual([expect.stringContaining('现价 ¥55.00，已到您的期望价 ¥60.00')]);
  });
});

describe(`短信通知设置 (${engine})`, () => {
  it('the member switches notice SMS on and off for themself; bad input is a Chinese 422', async () => {
    expect((await demo.call(settingsGet, '/api/user/notice_settings')).body.data).toEqual({ sms: false });
    expect((await demo.call(settingsPost, '/api/user/notice_settings', { body: { sms: 'maybe' } as never, json: true })).body.errors.sms).toEqual(['请选择是否接收短信通知']);
    expect((await demo.call(settingsPost, '/api/user/notice_settings', { body: { sms: '1' } as never })).body.data).toEqual({ sms: true });
    expect((await demo.call(settingsGet, '/api/user/notice_settings')).body.data).toEqual({ sms: true });
    const other = await loginAs('choujiang', '10.29.4.3');
    expect((await other.call(settingsGet, '/api/user/notice_settings')).body.data).toEqual({ sms: false });
    expect((await demo.call(settingsPost, '/api/user/notice_settings', { body: { sms: false } as never, json: true })).body.data).toEqual({ sms: false });
  });
});

describe(`到货通知 from stock coming back (${engine})`, () => {
  it('two cancelled orders returning stock at once tell each waiting store once, by SMS too when opted in', async () => {
    const { id, name } = await outOfStock(t.db, pick);
    await awaitArrival(buyers, id, 2);
    await t.db
      .update(members)
      .set({ noticeSms: false })
      .where(
        inArray(
          members.id,
          buyers.map((b) => b.memberId),
        ),
      );
    await t.db.update(members).set({ noticeSms: true }).where(eq(members.id, buyers[3]!.memberId));
    await Promise.all([3, 4].map((n) => t.db.transaction((tx) => releaseStock(tx, [{ goodsId: id, number: n }]))));
    const sent = await titled(
      `到货通知：${name}`,
      buyers.map((b) => b.storeId),
    );
    expect(sent).toHaveLength(buyers.length);
    expect(new Set(sent.map((m) => m.storeId)).size).toBe(buyers.length);
    const queued = await t.db.select({ memberId: noticeSms.memberId }).from(noticeSms).where(eq(noticeSms.template, 'arrival_notice'));
    expect(queued).toEqual([{ memberId: buyers[3]!.memberId }]);
  });
});
