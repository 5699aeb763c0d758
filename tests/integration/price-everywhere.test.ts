/**
 * One price everywhere (issue 27), through the endpoints with real sessions on PostgreSQL: for
 * generated carts (fast-check; ladder goods, 全场94折, goods-scoped 满减/满折, the demo's coupons,
 * shipping) the quote (detail page), the cart list (drawer, cart step 1), step 2 and the order all
 * show the engine's numbers and add up to the order's charge to the fen. Then the walkthrough cases
 * of the issue: a spike limit refused when added, a goods with 4 months' shelf life confirmed at
 * step 2, a 新客 coupon refused at claim and at use to a store with a completed order, the quote's
 * refusals.
 */
import { setSellableStock } from '../helpers/batches-fixtures';
import { PLAIN_PRICED_GOODS } from '../helpers/price-pool';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { TestBrowser } from '../helpers/accounts-browser';
import { loginAs, longSessions } from '../helpers/accounts-fixtures';
import { makeBuyers, newKey, orderClient, putInCart } from '../helpers/orders-fixtures';
import { GET as quote } from '../../src/pages/api/goods/quote';
import { GET as cartList } from '../../src/pages/api/cart/list';
import { POST as cartAdd } from '../../src/pages/api/cart/index';
import { POST as checkout } from '../../src/pages/api/cart/checkout';
import { GET as confirm } from '../../src/pages/api/order/confirm';
import { POST as create } from '../../src/pages/api/order/create';
import { GET as detail } from '../../src/pages/api/order/[id]';
import { claimCoupon } from '../../src/server/coupons/centre';
import { couponOf } from '../../src/server/coupons/use';
import { queryRows } from '../../src/server/db/rows';
import { parseYuanToFen } from '../../src/lib/money';

let t: TestDb;
let demo: TestBrowser;
let orderApi: ReturnType<typeof orderClient>;
let addressId: number;
let pool: { id: number; stock: number }[];
const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.db, q);
const fen = (yuan: string) => parseYuanToFen(yuan.replace(/^-/, ''))! * (yuan.startsWith('-') ? -1 : 1);
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

beforeAll(async () => {
  longSessions();
  t = await createTestDb({ goodsCount: 400, storeWideDiscount: true });
  demo = await loginAs('demo', '10.27.0.1');
  orderApi = orderClient(demo, { checkout, confirm, create, detail });
  const [row] = await rows<{ id: number }>(sql`select id from addresses where store_id = 1 limit 1`);
  addressId = Number(row!.id);
  pool = (
    await rows<{ id: number; stock: number }>(
      sql`select g.id, g.stock from goods g where ${PLAIN_PRICED_GOODS} order by jsonb_array_length(coalesce(g.ladder_price, '[]'::jsonb)) desc, g.id limit 12`,
    )
  ).map((r) => ({ id: Number(r.id), stock: Number(r.stock) }));
  // Goods-scoped 满减 and 满折 over part of the pool, beside the store-wide 94折.
  const now = Date.now();
  const [mj] = await rows<{ id: number }>(sql`insert into promotion_activities (kind, name, scope, tiers, with_coupon, is_enabled, starts_at, ends_at)
    values ('manjian', '测试满减', 'goods', '[{"amount":5000,"value":700},{"amount":20000,"value":2500}]', true, true, ${new Date(now - 3_600_000).toISOString()}, ${new Date(now + 86_400_000).toISOString()}) returning id`);
  const [mz] = await rows<{ id: number }>(sql`insert into promotion_activities (kind, name, scope, tiers, with_coupon, is_enabled, starts_at, ends_at)
    values ('discount', '测试满折', 'goods', '[{"amount":10000,"value":95}]', false, true, ${new Date(now - 3_600_000).toISOString()}, ${new Date(now + 86_400_000).toISOString()}) returning id`);
  for (const [i, g] of pool.entries()) {
    if (i % 3 === 1) await t.db.execute(sql`insert into promotion_activity_goods (activity_id, goods_id) values (${mj!.id}, ${g.id})`);
    if (i % 4 === 2) await t.db.execute(sql`insert into promotion_activity_goods (activity_id, goods_id) values (${mz!.id}, ${g.id})`);
  }
}, 120_000);
afterAll(async () => {
  await t?.teardown();
});

const quoteOf = async (b: TestBrowser, goodsId: number, number: number) => (await b.call(quote, `/api/goods/quote?goods_id=${goodsId}&number=${number}`)).body;

describe('one price everywhere: generated carts', () => {
  it('quote, cart, step 2 and order show the same numbers, and they add up to the charge', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 11 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        async (picks, numbers, useCoupon) => {
          await t.db.execute(sql`delete from cart_items where store_id = 1`);
          // Every run places an order: without a refill, a goods picked often enough sells out (20001 已售罄).
          await setSellableStock(t.db, [...new Set(picks.map((p) => pool[p]!.id))], 200);
          const chosen = picks.map((p, i) => ({ id: pool[p]!.id, number: Math.min(numbers[i]!, pool[p]!.stock) }));
          for (const c of chosen) {
            const added = (await demo.call(cartAdd, '/api/cart', { body: { goods_id: c.id, number: c.number, ck_id: 0 } as never })).body;
            expect(added.code, `goods ${c.id} × ${c.number}: ${added.msg}`).toBe(10000);
          }
          const cart = (await demo.call(cartList, '/api/cart/list')).body.data;
          for (const item of cart.items) {
            const m = item.price_model;
            expect(fen(m.amount) - fen(m.manjian_amount) - fen(m.coupon_amount)).toBe(fen(m.charged));
            expect(fen(m.charged)).toBe(fen(item.pay_price));
            // Alone in a cart, with no 满减 reached, the line costs what the detail page quoted.
            if (m.manjian_amount === '0.00' && item.discount_id !== null && cart.items.filter((o: any) => o.discount_id === item.discount_id).length === 1) {
              const q = await quoteOf(demo, item.goods_id, item.number);
              expect([q.data.unit_price, q.data.amount]).toEqual([m.unit_price, m.amount]);
            }
          }
          // The drawer: goods amount − discount line = total; Σ lines charged = the order amount.
          const s = cart.summary;
          expect(fen(s.goods_amount) - fen(s.promotion_amount)).toBe(fen(s.order_amount));
          expect(sum(cart.items.map((i: any) => fen(i.price_model.charged)))).toBe(fen(s.order_amount));

          const ids = cart.items.map((i: any) => i.id);
          expect((await orderApi.checkout(ids)).body.code).toBe(10000);
          let step2 = (await orderApi.confirm()).body.data;
          const usable = (step2.coupons ?? []).find((c: any) => c.usable === 1);
          if (useCoupon && usable) step2 = (await orderApi.confirm(`?coupon_id=${usable.id}`)).body.data;
          // Step 2 picks the best coupon itself unless told otherwise (coupon_id 0: none).
          if (!useCoupon) step2 = (await orderApi.confirm('?coupon_id=0')).body.data;
          const couponId = step2.coupon_id || 0;
          const draft = step2.orders[0];
          const shares = draft.lines.map((l: any) => l.price_model);
          expect(sum(shares.map((m: any) => fen(m.charged))) + fen(draft.shipping_fee)).toBe(fen(draft.payable));
          expect(sum(shares.map((m: any) => fen(m.coupon_amount)))).toBe(fen(draft.coupon_amount));
          for (const l of draft.lines) {
            const inCart = cart.items.find((i: any) => i.id === l.cart_id).price_model;
            // Line level is the same as in the cart; only the coupon's share can differ.
            expect([l.price_model.unit_price, l.price_model.amount, l.price_model.manjian_amount]).toEqual([inCart.unit_price, inCart.amount, inCart.manjian_amount]);
          }
          const made = await orderApi.create({ idempotency_key: newKey(), address_id: addressId, coupon_id: couponId, payable: step2.payable });
          expect(made.body.code).toBe(10000);
          const order = (await orderApi.detail(made.body.data.orders[0].id)).body.data;
          expect(order.payable).toBe(draft.payable);
          expect(sum(order.lines.map((l: any) => fen(l.pay_amount))) + fen(order.shipping_fee)).toBe(fen(order.payable));
          for (const l of order.lines) {
            const m = draft.lines.find((d: any) => d.goods_id === l.goods_id).price_model;
            expect(l.pay_amount).toBe(m.charged);
            expect(fen(l.raw_amount) - fen(l.discount_amount)).toBe(fen(m.amount));
          }
          await t.db.execute(sql`update orders set status = 'cancelled' where store_id = 1 and status = 'pending_payment'`);
          await t.db.execute(
            sql`update member_coupons set status = 'unused', order_id = null, used_at = null where store_id = 1 and status = 'used' and order_id in (select id from orders where status = 'cancelled')`,
          );
        },
      ),
      { numRuns: 6 },
    );
  }, 120_000);
});

describe('the walkthrough of issue 27', () => {
  it('布洛芬片 under 94折: the quote of 5 is cheaper per unit than 1, and says which rules applied', async () => {
    const [g] = await rows<{ id: number }>(
      sql`select g.id from goods g where ${PLAIN_PRICED_GOODS} and jsonb_array_length(coalesce(g.ladder_price, '[]'::jsonb)) > 0 and coalesce(g.ladder_price_type, 0) <> 1 order by g.id limit 1`,
    );
    const id = Number(g!.id);
    const one = (await quoteOf(demo, id, 1)).data;
    expect(one.applied.map((a: any) => a.kind)).toContain('discount');
    expect(fen(one.unit_price)).toBe(Math.floor((fen(one.list_price) * 94) / 100));
    expect(one.next_tier).not.toBeNull();
    const atTier = (await quoteOf(demo, id, one.next_tier.number)).data;
    expect(fen(atTier.unit_price)).toBeLessThan(fen(one.unit_price));
    expect(atTier.unit_price).toBe(one.next_tier.unit_price);
    expect(fen(one.next_tier.saving)).toBe(fen(one.unit_price) - fen(atTier.unit_price));
    expect(atTier.applied.map((a: any) => a.kind)).toEqual(['ladder', 'discount']);
  });

  it('a spike item limited to 5 per store: the cart refuses 6 when they are added, naming the limit', async () => {
    const [g] = await rows<{ id: number }>(sql`select g.id from goods g where ${PLAIN_PRICED_GOODS} order by g.id desc limit 1`);
    const id = Number(g!.id);
    const [a] = await rows<{ id: number }>(
      sql`insert into price_activities (kind, name, starts_at, ends_at) values ('spike', '测试秒杀', now() - interval '1 hour', now() + interval '1 hour') returning id`,
    );
    await t.db.execute(sql`insert into price_activity_goods (activity_id, goods_id, price, stock, member_limit) values (${a!.id}, ${id}, 100, 50, 5)`);
    await t.db.execute(sql`delete from cart_items where store_id = 1`);
    const six = await demo.call(cartAdd, '/api/cart', { body: { goods_id: id, number: 6, ck_id: 0 } as never });
    expect(six.body).toMatchObject({ code: 20002 });
    expect(six.body.msg).toContain('活动价每人限购 5');
    expect((await demo.call(cartAdd, '/api/cart', { body: { goods_id: id, number: 5, ck_id: 0 } as never })).body.code).toBe(10000);
    const more = await demo.call(cartAdd, '/api/cart', { body: { goods_id: id, number: 1, ck_id: 0 } as never });
    expect(more.body.msg).toContain('活动价每人限购 5');
    expect((await quoteOf(demo, id, 6)).data.message).toContain('活动价每人限购 5');
    await t.db.execute(sql`update price_activities set is_enabled = false where id = ${a!.id}`);
  });

  it('a goods with 4 months of shelf life is confirmed at step 2', async () => {
    const [g] = await rows<{ id: number }>(sql`select g.id from goods g where ${PLAIN_PRICED_GOODS} order by g.id limit 1 offset 20`);
    const id = Number(g!.id);
    await t.db.execute(sql`update goods set expiry_date = current_date + 120 where id = ${id}`);
    await t.db.execute(sql`delete from cart_items where store_id = 1`);
    const line = await putInCart(t.db, 1, id, 1);
    expect((await orderApi.checkout([line])).body.code).toBe(10000);
    const step2 = (await orderApi.confirm()).body.data;
    expect(step2.orders[0].lines[0]).toMatchObject({ goods_id: id, expiry_confirm: 1 });
    const refused = await orderApi.create({ idempotency_key: newKey(), address_id: addressId });
    expect(refused.body.code).toBe(31005);
    expect(refused.body.msg).toContain('请确认近效期商品的有效期');
    const ok = await orderApi.create({ idempotency_key: newKey(), address_id: addressId, 'expiry_confirm[0]': id });
    expect(ok.body.code).toBe(10000);
  });

  it('a 新客 coupon: refused at claim and at use to a store with a completed order, given to a new store', async () => {
    const [offer] = await rows<{ id: number; coupon_id: number }>(sql`select o.id, o.coupon_id from coupon_offers o join coupons c on c.id = o.coupon_id where c.new_customer`);
    const [fresh, veteran] = await makeBuyers(t.db, 2);
    await t.db.execute(sql`insert into orders (order_no, store_id, member_id, status, goods_amount, payable_amount, address, pay_before, pay_method)
      values ('T27V' || ${veteran!.storeId}, ${veteran!.storeId}, ${veteran!.memberId}, 'completed', 100, 100, '{}'::jsonb, now(), 'balance')`);
    await expect(claimCoupon(veteran!.storeId, Number(offer!.id))).rejects.toMatchObject({ message: expect.stringContaining('仅限新客') });
    const mine = await claimCoupon(fresh!.storeId, Number(offer!.id));
    expect(mine.mine).toBe(1);
    expect((await couponOf(fresh!.storeId, mine.memberCouponId)).id).toBe(mine.memberCouponId);
    // The store completes an order after claiming: the coupon can no longer be used.
    await t.db.execute(sql`insert into orders (order_no, store_id, member_id, status, goods_amount, payable_amount, address, pay_before, pay_method)
      values ('T27F' || ${fresh!.storeId}, ${fresh!.storeId}, ${fresh!.memberId}, 'completed', 100, 100, '{}'::jsonb, now(), 'balance')`);
    await expect(couponOf(fresh!.storeId, mine.memberCouponId)).rejects.toMatchObject({ message: expect.stringContaining('仅限新客') });
  });

  it('the quote: visitors log in first, members under review are refused, bad input is a 422', async () => {
    const id = pool[0]!.id;
    expect((await new TestBrowser('10.27.0.9').call(quote, `/api/goods/quote?goods_id=${id}&number=1`)).body.code).toBe(10001);
    const pending = await loginAs('pending', '10.27.0.2');
    expect((await pending.call(quote, `/api/goods/quote?goods_id=${id}&number=1`)).body.code).not.toBe(10000);
    const bad = await demo.call(quote, `/api/goods/quote?goods_id=${id}&number=0`);
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body.errors)).toMatch(/数量/);
    expect((await demo.call(quote, '/api/goods/quote?goods_id=999999&number=1')).status).toBe(404);
  });
});
