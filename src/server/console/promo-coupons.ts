import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client';
import { categories, COUPON_KINDS, COUPON_SCOPES, coupons, stores } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { grantCoupon } from '../coupons/grant';
import { couponSnapshot, couponsWithOffers, saveCouponDefinition } from '../coupons/define';
import { flag, idList, int, name, refuse, when } from './promo-inputs';
import { yuan } from '../http/money';
import { refuseUnknownGoods } from './promo-overlap';

/**
 * Coupons (优惠券) and their 领券中心 offer in the console. A coupon is 满 threshold 减 value or 满
 * threshold 打 rate 折 (percent paid, 1–99, optional cap); a 减 coupon with a threshold must take off
 * less than the threshold. Scope (`all` / `category` / `goods` with `scope_ids`) says which goods it
 * covers. The offer gives the total stock and the per-member limit; claims are counted in `claimed`.
 */
export const COUPON_SCOPE_TEXT: Record<(typeof COUPON_SCOPES)[number], string> = { all: '全部商品', category: '指定分类', goods: '指定商品' };

export const couponInput = z
  .object({
    name: name('优惠券名称'),
    kind: z.enum(COUPON_KINDS, { error: '请选择优惠券类型' }),
    threshold: yuan('使用门槛').default(0),
    value: z.union([z.literal(''), yuan('面额')]).optional(),
    rate: z.union([z.literal(''), int('折扣', 1, 99)]).optional(),
    max_off: z.union([z.literal(''), yuan('最多优惠', { positive: true })]).optional(),
    scope: z.enum(COUPON_SCOPES, { error: '请选择适用范围' }).default('all'),
    scope_ids: idList('适用范围编号'),
    total: int('发放总量', 1, 10_000_000),
    member_limit: int('每人限领', 1, 100),
    offered: flag.default(true),
    valid_from: when('生效时间'),
    valid_to: when('失效时间'),
  })
  .transform((v, ctx) => {
    if (v.valid_to <= v.valid_from) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: '失效时间须晚于生效时间' });
    const value = typeof v.value === 'number' ? v.value : 0;
    const rate = typeof v.rate === 'number' ? v.rate : 100;
    if (v.kind === 'amount') {
      if (value <= 0) ctx.addIssue({ code: 'custom', path: ['value'], message: '请输入大于 0 的面额' });
      else if (v.threshold > 0 && value >= v.threshold) ctx.addIssue({ code: 'custom', path: ['value'], message: '面额须小于使用门槛' });
    } else if (rate < 1 || rate > 99) ctx.addIssue({ code: 'custom', path: ['rate'], message: '折扣应为 1–99 的整数（90 = 9折）' });
    if (v.scope !== 'all' && v.scope_ids.length === 0) ctx.addIssue({ code: 'custom', path: ['scope_ids'], message: '请填写适用的分类或商品编号' });
    return {
      ...v,
      value: v.kind === 'amount' ? value : 0,
      rate: v.kind === 'rate' ? rate : 100,
      maxOff: v.kind === 'rate' && typeof v.max_off === 'number' ? v.max_off : null,
      scope_ids: v.scope === 'all' ? [] : v.scope_ids,
    };
  });
export type CouponInput = z.infer<typeof couponInput>;

/** Creates or edits a coupon and its offer; the offer's total may not fall below what was claimed. */
export async function saveCoupon(tx: Tx, id: number | null, v: CouponInput) {
  const before = id === null ? null : await couponSnapshot(tx, id);
  if (id !== null && !before) throw new NotFoundError('优惠券不存在');
  if (v.scope === 'goods') await refuseUnknownGoods(tx, v.scope_ids, 'scope_ids');
  if (v.scope === 'category') {
    const found = new Set((await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, v.scope_ids))).map((c) => c.id));
    const missing = v.scope_ids.find((c) => !found.has(c));
    if (missing !== undefined) refuse('scope_ids', `分类 #${missing} 不存在`);
  }
  const claimed = before?.offer?.claimed ?? 0;
  if (v.total < claimed) refuse('total', `发放总量不能少于已领取的 ${claimed} 张`);
  const offered = v.offered || before?.offer;
  const offer = offered
    ? {
        total: v.total,
        memberLimit: v.member_limit,
        startsAt: v.valid_from,
        endsAt: v.offered ? v.valid_to : v.valid_from.getTime() < Date.now() ? new Date() : new Date(v.valid_from.getTime() + 1000),
      }
    : null;
  const definition = {
    name: v.name,
    kind: v.kind,
    threshold: v.threshold,
    value: v.value,
    rate: v.rate,
    maxOff: v.maxOff,
    scope: v.scope,
    scopeIds: v.scope_ids,
    validFrom: v.valid_from,
    validTo: v.valid_to,
  };
  const couponId = await saveCouponDefinition(tx, id, definition, offer);
  return { id: couponId, before, after: (await couponSnapshot(tx, couponId))! };
}

/** The console's list: the latest coupons with their offer. */
export const couponList = () => couponsWithOffers();

/** 发放给门店: one coupon into a store's 我的优惠券, the same row a claim or a lottery prize makes. */
export const grantInput = z.object({ coupon_id: int('优惠券编号', 1, 2_147_483_647), store_id: int('门店编号', 1, 2_147_483_647) });

export async function grantToStore(tx: Tx, v: z.infer<typeof grantInput>, now = new Date()) {
  const [coupon] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, v.coupon_id));
  if (!coupon) refuse('coupon_id', `优惠券 #${v.coupon_id} 不存在`);
  const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, v.store_id));
  if (!store) refuse('store_id', `门店 #${v.store_id} 不存在`);
  const memberCouponId = await grantCoupon(tx, v.store_id, v.coupon_id, now);
  return { id: v.coupon_id, after: { store_id: v.store_id, member_coupon_id: memberCouponId } };
}
