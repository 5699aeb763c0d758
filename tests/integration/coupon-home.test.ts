/**
 * Issue 23 point 1, coupons in one home (src/server/coupons/), on PGlite and PostgreSQL: one coupon reads
 * the same in 我的优惠券, the 领券中心, checkout step 2 and the console; a refused claim answers its state
 * code (`data.state`), not only a Chinese message; the 领券中心, a lottery prize and the console's
 * 发放给门店 all give a store the same member-coupon row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { loginAs } from '../helpers/accounts-fixtures';
import { operatorBrowser } from '../helpers/console-fixtures';
import type { TestBrowser } from '../helpers/accounts-browser';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { makeBuyers, orderClient, putInCart, type Buyer } from '../helpers/orders-fixtures';
import { walletClient } from '../helpers/wallet-fixtures';
import { POST as checkout } from '../../src/pages/api/cart/checkout';
import { GET as confirm } from '../../src/pages/api/order/confirm';
import { POST as create } from '../../src/pages/api/order/create';
import { GET as detail } from '../../src/pages/api/order/[id]';
import { POST as cancel } from '../../src/pages/api/order/[id]/cancel';
import { GET as offers } from '../../src/pages/api/activity/coupons';
import { POST as claim } from '../../src/pages/api/activity/coupon_claim';
import { POST as createCoupon } from '../../src/pages/admin/api/promotions/coupons/index';
import { POST as grant } from '../../src/pages/admin/api/coupons/grant';
import { auditLog, cartItems, couponOffers, type lotteryPrizes, memberCoupons } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/auth/password';
import { couponList as consoleCoupons } from '../../src/server/console/promo-coupons';
import { couponText } from '../../src/server/coupons/text';
import { deliverPrize } from '../../src/server/lottery/deliver';
import { localInput } from '../../src/server/console/promo-view';

const HOUR = 3_600_000;
const at = (offsetMs: number) => localInput(new Date(Date.now() + offsetMs));
/** The one text of a 满¥300 9.5折 coupon capped at ¥50. */
const TEXT = '满¥300.00享9.5折（最多减¥50.00）';

let t: TestDb;
let op: TestBrowser;
let buyers: Buyer[];
let browsers: TestBrowser[];
let goodsId: number;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 240 });
  op = await operatorBrowser('merchandiser');
  buyers = await makeBuyers(t.db, 3, { balance: 1_000_000, passwordHash: await hashPassword('Demo@123456') });
  browsers = await Promise.all(buyers.map((b, i) => loginAs(b.username, `10.23.0.${i + 1}`)));
  // A goods that takes coupons (no 秒/特 tag, in no activity), ¥400 a unit: above the ¥300 threshold.
  goodsId = await new GoodsPicker(t.db).take({ basePrice: 40_000 });
  await t.db.execute(sql`delete from goods_tags where goods_id = ${goodsId} and tag_id in (select id from tags where name in ('秒', '特'))`);
});
afterAll(async () => {
  await t?.teardown();
});

/** A coupon made in the console with its 领券中心 offer; returns the coupon and offer ids. */
async function consoleCoupon(name: string, extra: Record<string, string> = {}): Promise<{ couponId: number; offerId: number }> {
  const body = {
    name,
    kind: 'rate',
    threshold: '300',
    rate: '95',
    max_off: '50',
    scope: 'all',
    total: '10',
    member_limit: '1',
    valid_from: at(-HOUR),
    valid_to: at(30 * 24 * HOUR),
    ...extra,
  };
  const made = await op.call(createCoupon, '/admin/api/promotions/coupons', { body });
  expect(made.body).toMatchObject({ code: 10000 });
  const couponId = made.body.data.id as number;
  const [offer] = await t.db.select().from(couponOffers).where(eq(couponOffers.couponId, couponId));
  return { couponId, offerId: offer!.id };
}

const claimOf = (b: TestBrowser, offerId: number) => b.call(claim, '/api/activity/coupon_claim', { body: { id: offerId } });

describe(`one coupon home on ${process.env.TEST_DB}`, () => {
  it('one coupon reads the same in 我的优惠券, the 领券中心, checkout step 2 and the console', async () => {
    const { couponId, offerId } = await consoleCoupon('同文折扣券');
    const [buyer, browser] = [buyers[0]!, browsers[0]!];
    expect((await claimOf(browser, offerId)).body).toMatchObject({ code: 10000 });

    const held = (await walletClient(browser).coupons('?status=1')).body.data.list.find((c: any) => c.name === '同文折扣券');
    const offer = (await browser.call(offers, '/api/activity/coupons')).body.data.find((o: any) => o.id === offerId);
    await t.db.delete(cartItems).where(eq(cartItems.storeId, buyer.storeId));
    const api = orderClient(browser, { checkout, confirm, create, detail, cancel });
    expect((await api.checkout([await putInCart(t.db, buyer.storeId, goodsId, 1)])).body.code).toBe(10000);
    const option = (await api.confirm()).body.data.coupons.find((c: any) => c.id === held.id);
    const consoleRow = (await consoleCoupons()).find((r) => r.coupon.id === couponId)!;

    const texts = { held: held.text, centre: offer.text, centreRule: offer.rule, checkout: option.text, console: couponText(consoleRow.coupon) };
    expect(texts).toEqual({ held: TEXT, centre: TEXT, centreRule: TEXT, checkout: TEXT, console: TEXT });
    expect([held.kind_text, offer.kind_text]).toEqual(['折扣券', '折扣券']);
    // ¥400 × 5% = ¥20, under the ¥50 cap.
    expect(option).toMatchObject({ usable: 1, reduction: '20.00' });
  });

  it('a refused claim answers its state code: claimed, sold_out, upcoming, ended, missing', async () => {
    const { offerId } = await consoleCoupon('限一张', { total: '2' });
    expect((await claimOf(browsers[0]!, offerId)).body).toMatchObject({ code: 10000, data: { mine: 1, left: 1 } });
    const again = await claimOf(browsers[0]!, offerId);
    expect(again.body).toMatchObject({ code: 31002, data: { state: 'claimed' } });
    expect(again.body.msg).toContain('每人限领 1 张');
    expect((await claimOf(browsers[1]!, offerId)).body).toMatchObject({ code: 10000, data: { left: 0 } });
    expect((await claimOf(browsers[2]!, offerId)).body).toMatchObject({ code: 31002, msg: '优惠券已抢光', data: { state: 'sold_out' } });

    const { offerId: later } = await consoleCoupon('明天的券', { valid_from: at(24 * HOUR) });
    expect((await claimOf(browsers[2]!, later)).body).toMatchObject({ code: 31002, data: { state: 'upcoming' } });
    // An offer ending right now is over: the end instant is not part of the window.
    const { offerId: over } = await consoleCoupon('刚结束的券');
    await t.db.execute(sql`update coupon_offers set ends_at = now() - interval '1 second' where id = ${over}`);
    expect((await claimOf(browsers[2]!, over)).body).toMatchObject({ code: 31002, data: { state: 'ended' } });
    const missing = await claimOf(browsers[2]!, 2_000_000_000);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 31002, data: { state: 'missing' } });
  });

  it('the 领券中心, a lottery prize and the console give a store the same member-coupon row', async () => {
    const { couponId, offerId } = await consoleCoupon('三路同券', { member_limit: '3' });
    const store = buyers[2]!;
    const claimed = (await claimOf(browsers[2]!, offerId)).body.data.member_coupon_id as number;
    const prize = { kind: 'coupon', couponId, name: '抽奖优惠券', value: 0 } as unknown as typeof lotteryPrizes.$inferSelect;
    const won = await t.db.transaction((tx) => deliverPrize(tx, { storeId: store.storeId } as never, prize, `lottery:test:${store.storeId}`, new Date()));
    expect(won).toMatch(/^coupon:\d+$/);
    const granted = await op.call(grant, '/admin/api/coupons/grant', { body: { coupon_id: String(couponId), store_id: String(store.storeId) } });
    expect(granted.body).toMatchObject({ code: 10000, msg: '已发放到门店' });

    const rows = await t.db.select().from(memberCoupons).where(eq(memberCoupons.couponId, couponId));
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([claimed, Number(won.slice('coupon:'.length))]));
    const shape = rows.map(({ id: _id, receivedAt, ...rest }) => ({ ...rest, received: receivedAt instanceof Date && Math.abs(receivedAt.getTime() - Date.now()) < HOUR }));
    expect(shape).toHaveLength(3);
    for (const s of shape) expect(s).toEqual({ storeId: store.storeId, couponId, status: 'unused', orderId: null, usedAt: null, received: true });
    // The operator's grant is audited; an unknown store is a field error and writes nothing.
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['promo.coupons.grant']));
    expect(audits.some((a) => a.objectId === String(couponId))).toBe(true);
    const unknown = await op.call(grant, '/admin/api/coupons/grant', { body: { coupon_id: String(couponId), store_id: '2000000000' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.store_id).toEqual(['门店 #2000000000 不存在']);
    expect(await t.db.select().from(memberCoupons).where(eq(memberCoupons.couponId, couponId))).toHaveLength(3);
  });
});
