/**
 * One price on every surface (issue 27, round 3), through the endpoints with real sessions on
 * PostgreSQL and the store-wide 94折 running: for generated carts (fast-check; ladder goods, a
 * goods-scoped 满减, shipping) the engine's line price (the cart's `price_model`) is what the
 * purchase plan, the order detail, the 随货同行单, the console export, 快捷采购's 今日价格 and the
 * favourites show, to the fen, and every visible sum adds up. Then the walkthrough cases: the
 * delivery note's ¥13.90 × 10, the plan's 「单价 × 10」 beside 「小计」, and a 拼团 seat refused at
 * join on the limits the cart checks at add.
 */
import { setSellableStock } from '../helpers/batches-fixtures';
import { PLAIN_PRICED_GOODS } from '../helpers/price-pool';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { type TestBrowser } from '../helpers/accounts-browser';
import { loginAs, longSessions } from '../helpers/accounts-fixtures';
import { makeBuyers, newKey, orderClient } from '../helpers/orders-fixtures';
import { hashPassword } from '../../src/server/auth/password';
import { GET as quote } from '../../src/pages/api/goods/quote';
import { GET as cartList } from '../../src/pages/api/cart/list';
import { POST as cartAdd } from '../../src/pages/api/cart/index';
import { POST as checkout } from '../../src/pages/api/cart/checkout';
import { GET as confirm } from '../../src/pages/api/order/confirm';
import { POST as create } from '../../src/pages/api/order/create';
import { GET as detail } from '../../src/pages/api/order/[id]';
import { POST as planPrice } from '../../src/pages/api/plan/price';
import { GET as fastBuy } from '../../src/pages/api/user/fast_buy';
import { GET as favoriteList, POST as favoriteAdd } from '../../src/pages/api/favorite/index';
import { GET as groupList } from '../../src/pages/api/activity/group';
import { POST as groupJoin } from '../../src/pages/api/activity/group_join';
import { orderForPrint } from '../../src/server/console/orders';
import { ordersExport } from '../../src/server/console/export-orders';
import { documentLine, documentTotals } from '../../src/server/orders/document-lines';
import { queryRows } from '../../src/server/db/rows';
import { goods } from '../../src/server/db/schema';
import { payByBalance } from '../../src/server/payments/service';
import { balanceOf } from '../../src/server/wallet/ledger';
import { formatYuan, parseYuanToFen } from '../../src/lib/money';

let t: TestDb;
let demo: TestBrowser;
let orderApi: ReturnType<typeof orderClient>;
let addressId: number;
let pool: { id: number; stock: number; bands: boolean }[];
const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.db, q);
const fen = (yuan: string) => parseYuanToFen(yuan.replace(/^-/, ''))! * (yuan.startsWith('-') ? -1 : 1);
const LINE_LEVEL = ['list_price', 'base_unit_price', 'raw_amount', 'discount_amount', 'unit_price', 'amount'] as const;
const pick = (m: any, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, m[k]]));

beforeAll(async () => {
  longSessions();
  t = await createTestDb({ goodsCount: 400, storeWideDiscount: true });
  demo = await loginAs('demo', '10.27.1.1');
  orderApi = orderClient(demo, { checkout, confirm, create, detail });
  const [row] = await rows<{ id: number }>(sql`select id from addresses where store_id = 1 limit 1`);
  addressId = Number(row!.id);
  pool = (
    await rows<{ id: number; stock: number; bands: boolean }>(
      sql`select g.id, g.stock, g.ladder_price_type = 1 as bands from goods g where ${PLAIN_PRICED_GOODS} order by jsonb_array_length(coalesce(g.ladder_price, '[]'::jsonb)) desc, g.id limit 10`,
    )
  ).map((r) => ({ id: Number(r.id), stock: Number(r.stock), bands: Boolean(r.bands) }));
  const [mj] = await rows<{ id: number }>(sql`insert into promotion_activities (kind, name, scope, tiers, with_coupon, is_enabled, starts_at, ends_at)
    values ('manjian', '测试满减', 'goods', '[{"amount":5000,"value":700}]', true, true, now() - interval '1 hour', now() + interval '1 day') returning id`);
  for (const [i, g] of pool.entries()) if (i % 3 === 1) await t.db.execute(sql`insert into promotion_activity_goods (activity_id, goods_id) values (${mj!.id}, ${g.id})`);
}, 120_000);
afterAll(async () => {
  await t?.teardown();
});

const quoteOf = async (goodsId: number, number: number) => (await demo.call(quote, `/api/goods/quote?goods_id=${goodsId}&number=${number}`)).body.data;

/** The visible sum of a line adds up: unit × number = raw (flat prices), raw − 折扣 = amount, − shares = 实付. */
function expectSumAddsUp(m: any, equation: string) {
  expect(fen(m.raw_amount) - fen(m.discount_amount)).toBe(fen(m.amount));
  if (fen(m.base_unit_price) * m.number === fen(m.raw_amount)) expect(equation).toContain(`${formatYuan(m.base_unit_price)} × ${m.number} = ${formatYuan(m.raw_amount)}`);
  if (fen(m.discount_amount) > 0) expect(equation).toContain(`− 折扣 ${formatYuan(m.discount_amount)} = ${formatYuan(m.amount)}`);
}

describe('one price on every surface: generated carts under 全场94折', () => {
  it('plan, order detail, 随货同行单, export, 快捷采购 and favourites show the engine’s line price', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 3, maxLength: 3 }),
        async (picks, numbers) => {
          await t.db.execute(sql`delete from cart_items where store_id = 1`);
          // Every run places an order: without a refill, a goods picked often enough sells out.
          await setSellableStock(t.db, [...new Set(picks.map((p) => pool[p]!.id))], 200);
          const chosen = picks.map((p, i) => ({ id: pool[p]!.id, number: Math.min(numbers[i]!, pool[p]!.stock) }));
          for (const c of chosen) expect((await demo.call(cartAdd, '/api/cart', { body: { goods_id: c.id, number: c.number, ck_id: 0 } as never })).body.code).toBe(10000);
          const cart = (await demo.call(cartList, '/api/cart/list')).body.data;
          const engine = new Map<number, any>(cart.items.map((i: any) => [i.goods_id, i.price_model]));

          // 采购计划: the same goods and quantities priced as the cart prices them.
          const plan = await demo.call(planPrice, '/api/plan/price', {
            body: { lines: chosen.map((c, key) => ({ key, goods_id: c.id, quantity: c.number, chosen: true })) },
            json: true,
          });
          expect(plan.body.code).toBe(10000);
          for (const l of plan.body.data.lines) {
            const m = engine.get(l.goods_id);
            expect(pick(l.price_model, [...LINE_LEVEL, 'manjian_amount'])).toEqual(pick(m, [...LINE_LEVEL, 'manjian_amount']));
            expect([l.unit_price, l.amount]).toEqual([m.unit_price, m.amount]);
            expectSumAddsUp(l.price_model, l.price_equation);
            // The tier reached is written at the price the line pays (after the 94折), not the ladder's own price.
            // Band ladders (type 1) price each band's units apart: their average unit price is not a tier's price.
            const bands = pool.find((g) => g.id === l.goods_id)!.bands;
            if (l.tier_text && !bands && fen(l.price_model.base_unit_price) * l.number === fen(l.price_model.raw_amount)) expect(l.tier_text).toContain(formatYuan(l.unit_price));
            // The cart says the same about the ladder: the tier at the price after the 94折, the next tier in the ladder's terms.
            const item = cart.items.find((i: any) => i.goods_id === l.goods_id);
            expect(item.ladder.hint).toBe(l.next_tier_text);
            if (item.ladder.tier) expect(l.tier_text).toContain(formatYuan(item.ladder.tier.price));
            if (bands && l.tier_text) expect(l.tier_text).toContain('分段计价');
          }

          // The order: step 2's line prices are what the order detail shows.
          expect((await orderApi.checkout(cart.items.map((i: any) => i.id))).body.code).toBe(10000);
          const step2 = (await orderApi.confirm('?coupon_id=0')).body.data;
          const draft = step2.orders[0];
          const made = await orderApi.create({ idempotency_key: newKey(), address_id: addressId, coupon_id: 0, payable: step2.payable });
          expect(made.body.code).toBe(10000);
          const orderId = made.body.data.orders[0].id;
          const order = (await orderApi.detail(orderId)).body.data;
          for (const l of order.lines) {
            const d = draft.lines.find((x: any) => x.goods_id === l.goods_id).price_model;
            const keys = [...LINE_LEVEL, 'manjian_amount', 'coupon_amount', 'charged', 'final_unit_price'];
            expect(pick(l.price_model, keys)).toEqual(pick(d, keys));
            expect(pick(l.price_model, LINE_LEVEL)).toEqual(pick(engine.get(l.goods_id), LINE_LEVEL));
            expect(l.pay_amount).toBe(d.charged);
            expectSumAddsUp(l.price_model, l.price_equation);
          }

          // 随货同行单 and the console export: per line 单价 × 数量 = 金额, − 优惠 = 实收; Σ 实收 + 运费 = 合计.
          await payByBalance(1, orderId);
          const printed = (await orderForPrint(orderId))!;
          const doc = printed.lines.map(documentLine);
          for (const [i, l] of printed.lines.entries()) {
            const m = order.lines.find((x: any) => x.id === l.id).price_model;
            expect(doc[i]!.charged).toBe(fen(m.charged));
            expect(doc[i]!.rawAmount - doc[i]!.reduction).toBe(doc[i]!.charged);
            expect(doc[i]!.unitPrice).toBe(fen(m.base_unit_price));
            if (doc[i]!.unitPrice * doc[i]!.number === doc[i]!.rawAmount) expect(doc[i]!.equation).toContain(`× ${doc[i]!.number} = ${formatYuan(doc[i]!.rawAmount)}`);
          }
          expect(documentTotals(printed.o, doc).total).toBe(fen(order.payable));
          const exported: any[] = [];
          for await (const page of ordersExport.pages({ status: 'paid' })) exported.push(...page.filter((r: any) => r.no === order.order_no));
          expect(exported).toHaveLength(order.lines.length);
          for (const l of order.lines) {
            const row = exported.find((r) => r.name === l.name && r.number === l.number);
            expect([row.unitPrice, row.amount]).toEqual([Number(l.price_model.unit_price), Number(l.price_model.charged)]);
          }

          // 快捷采购: 上次价格 is the line price just paid, 今日价格 the quote at the row's quantity.
          const history = (await demo.call(fastBuy, '/api/user/fast_buy?order=recent')).body.data.list;
          for (const l of order.lines) {
            const row = history.find((h: any) => h.goods_id === l.goods_id);
            expect(row.last_price).toBe(l.price_model.unit_price);
            const q = await quoteOf(l.goods_id, row.today.number);
            expect(pick(row.today, ['unit_price', 'amount', 'list_price'])).toEqual(pick(q, ['unit_price', 'amount', 'list_price']));
            // A goods alone in a cart at that quantity costs the quote (the 94折 is its only activity).
            if (row.today.number === l.number && l.price_model.manjian_amount === '0.00' && order.lines.length === 1) expect(row.today.amount).toBe(l.price_model.amount);
          }

          // 我的收藏: today's price is the engine's quote, not the list price.
          await t.db.execute(sql`delete from favorites where store_id = 1`);
          expect((await demo.call(favoriteAdd, '/api/favorite', { body: { goods_ids: chosen.map((c) => c.id) } as never })).body.code).toBe(10000);
          const stars = (await demo.call(favoriteList, '/api/favorite')).body.data.list;
          for (const s of stars) {
            const q = await quoteOf(s.goods_id, s.quote.number);
            expect(pick(s.quote, ['unit_price', 'amount'])).toEqual(pick(q, ['unit_price', 'amount']));
            // 94折 off the list price (goods of a goods-scoped 满折, e.g. 中药饮片满折, follow that one instead).
            if (s.quote.applied.some((a: any) => a.kind === 'discount')) expect(fen(s.quote.unit_price)).toBeLessThan(fen(s.goods.base_price));
          }
        },
      ),
      { numRuns: 4 },
    );
  }, 180_000);
});

describe('the walkthrough of issue 27, round 3', () => {
  it('the 随货同行单 of ¥13.90 × 10 under 94折 prints ¥139.00 − 折扣 ¥8.34 = ¥130.66, and 合计 = lines + 运费', async () => {
    const g = pool[9]!.id;
    await t.db.update(goods).set({ basePrice: 1390, ladderPrice: [] }).where(eq(goods.id, g));
    await t.db.execute(sql`delete from cart_items where store_id = 1`);
    expect((await demo.call(cartAdd, '/api/cart', { body: { goods_id: g, number: 10, ck_id: 0 } as never })).body.code).toBe(10000);
    const cart = (await demo.call(cartList, '/api/cart/list')).body.data;
    expect((await orderApi.checkout([cart.items[0].id])).body.code).toBe(10000);
    const step2 = (await orderApi.confirm('?coupon_id=0')).body.data;
    const made = await orderApi.create({ idempotency_key: newKey(), address_id: addressId, coupon_id: 0, payable: step2.payable });
    const orderId = made.body.data.orders[0].id;
    const printed = (await orderForPrint(orderId))!;
    const [line] = printed.lines.map(documentLine);
    expect(line).toMatchObject({ unitPrice: 1390, lineUnitPrice: 1306, number: 10, rawAmount: 13900, reduction: 834, charged: 13066 });
    expect(line!.equation).toBe('¥13.90 × 10 = ¥139.00 − 折扣 ¥8.34 = ¥130.66');
    const totals = documentTotals(printed.o, [line!]);
    expect(totals).toEqual({ goods: 13066, shipping: printed.o.shippingFee, total: printed.o.payableAmount });
    // The order detail says the same: 单价 ¥13.06 (list ¥13.90), the sum, 小计 ¥130.66.
    const l = (await orderApi.detail(orderId)).body.data.lines[0];
    expect([l.price_model.unit_price, l.price_model.list_price, l.pay_amount, l.price_equation]).toEqual(['13.06', '13.90', '130.66', line!.equation]);
    // The plan line for the same goods: 「单价 ¥13.06」 beside 「小计 ¥130.66」, with the sum that joins them.
    const plan = (await demo.call(planPrice, '/api/plan/price', { body: { lines: [{ key: 1, goods_id: g, quantity: 10, chosen: true }] }, json: true })).body.data;
    expect(plan.lines[0]).toMatchObject({ unit_price: '13.06', amount: '130.66', price_equation: '¥13.90 × 10 = ¥139.00 − 折扣 ¥8.34 = ¥130.66' });
    await t.db.execute(sql`update orders set status = 'cancelled' where id = ${orderId}`);
  });

  it('a 拼团 seat above the per-member limit or the goods’ 限购 is refused at join, before anything is charged', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 1_000_000, passwordHash: await hashPassword('Demo@123456') });
    const browser = await loginAs(b!.username, '10.27.1.2');
    const item = (await browser.call(groupList, '/api/activity/group')).body.data.activities[0].goods[0];
    const [row] = await rows<{ goods_id: number }>(sql`select goods_id from price_activity_goods where id = ${item.item_id}`);
    await t.db.execute(sql`update price_activity_goods set member_limit = 2 where id = ${item.item_id}`);
    const balance = await balanceOf(b!.storeId);
    const join = (number: number) => browser.call(groupJoin, '/api/activity/group_join', { body: { item_id: item.item_id, number } });
    const three = await join(3);
    expect(three.body.msg).toMatch(/^活动价每人限购 2.+，您还可购买 2/);
    await t.db
      .update(goods)
      .set({ xgNumber: 1 })
      .where(eq(goods.id, Number(row!.goods_id)));
    expect((await join(2)).body.msg).toMatch(/^该商品限购 1/);
    expect(await balanceOf(b!.storeId)).toBe(balance);
    expect(await rows(sql`select id from orders where store_id = ${b!.storeId}`)).toHaveLength(0);
    // Within the limits the seat is taken and paid.
    expect((await join(1)).body.code).toBe(10000);
    await t.db
      .update(goods)
      .set({ xgNumber: 0 })
      .where(eq(goods.id, Number(row!.goods_id)));
  });
});
