/**
 * Which goods a coupon applies to (`coupons.scope` all / category / goods with `scope_ids`): the cover
 * the pricing engine checks (categories with all their sub-categories), the scope text buyers read, where
 * 去使用 leads, and the coupon's own goods page (`/lqzx/<coupon id>`).
 */
import { eq, inArray } from 'drizzle-orm';
import { db } from '../db/client';
import { coupons, goods, type CouponScope } from '../db/schema';
import { categoryIndex } from '../catalogue/categories';
import type { ListScope } from '../catalogue/goods-list';
import type { Coupon } from '../pricing';
import { couponText, type CouponRule } from './text';

/** A coupon's rule and scope: what its text, its scope text and its goods page are made of. */
export const ruleCols = {
  couponId: coupons.id,
  name: coupons.name,
  kind: coupons.kind,
  threshold: coupons.threshold,
  value: coupons.value,
  rate: coupons.rate,
  maxOff: coupons.maxOff,
  scope: coupons.scope,
  scopeIds: coupons.scopeIds,
};

export type CouponScopeOf = { couponId: number; scope: CouponScope; scopeIds: number[] };

/** A coupon a store holds (member coupon `id`). */
export type StoreCoupon = CouponRule & CouponScopeOf & { id: number; name: string; validTo: Date };

/** A coupon with its scope made concrete: category scopes with every sub-category (what the engine checks). */
export type ScopedCoupon = StoreCoupon & { coverIds: number[] };

/** Adds `coverIds`: the goods ids, or the categories with all their sub-categories. */
export async function withCover<T extends Pick<StoreCoupon, 'scope' | 'scopeIds'>>(list: T[]): Promise<(T & { coverIds: number[] })[]> {
  const index = list.some((c) => c.scope === 'category') ? await categoryIndex() : null;
  return list.map((c) => ({
    ...c,
    coverIds: c.scope === 'category' && index ? [...new Set(c.scopeIds.flatMap((id) => index.descendants(id)))] : c.scope === 'goods' ? c.scopeIds : [],
  }));
}

/** The coupon as the pricing engine takes it. */
export function pricingCoupon(c: ScopedCoupon): Coupon {
  const scope = c.scope === 'all' ? null : { kind: c.scope, ids: c.coverIds };
  return c.kind === 'amount'
    ? { kind: 'amount', threshold: c.threshold, value: c.value, scope }
    : { kind: 'rate', threshold: c.threshold, rate: c.rate, maxOff: c.maxOff ?? undefined, scope };
}

export const ALL_GOODS_SCOPE_TEXT = '全场通用（特价商品除外）';

/**
 * 「全场通用（特价商品除外）」, 「限「中药饮片」类商品」, 「限「阿莫西林胶囊」「布洛芬缓释胶囊」」 or
 * 「限「阿莫西林胶囊」等 5 种指定商品」 for each coupon, by coupon id, in two queries at most.
 */
export async function scopeTexts(list: readonly CouponScopeOf[]): Promise<Map<number, string>> {
  const goodsIds = [...new Set(list.filter((c) => c.scope === 'goods').flatMap((c) => c.scopeIds.slice(0, 2)))];
  const [index, names] = await Promise.all([
    list.some((c) => c.scope === 'category') ? categoryIndex() : null,
    goodsIds.length ? (await db()).select({ id: goods.id, name: goods.name }).from(goods).where(inArray(goods.id, goodsIds)) : [],
  ]);
  const goodsName = new Map(names.map((g) => [g.id, g.name]));
  const out = new Map<number, string>();
  for (const c of list) {
    if (c.scope === 'category') {
      const named = c.scopeIds.map((id) => index?.byId.get(id)?.name).filter((n): n is string => !!n);
      out.set(c.couponId, named.length ? `限${named.map((n) => `「${n}」`).join('')}类商品` : '限指定分类商品');
    } else if (c.scope === 'goods') {
      const first = c.scopeIds
        .slice(0, 2)
        .map((id) => goodsName.get(id))
        .filter((n): n is string => !!n);
      const quoted = first.map((n) => `「${n}」`).join('');
      out.set(c.couponId, c.scopeIds.length > 2 ? `限${quoted}等 ${c.scopeIds.length} 种指定商品` : `限${quoted || '指定商品'}`);
    } else out.set(c.couponId, ALL_GOODS_SCOPE_TEXT);
  }
  return out;
}

/** Where 去使用 leads: the goods list for all-goods coupons, else the coupon's own goods page (only the goods it applies to). */
export function couponUseUrl(c: Pick<CouponScopeOf, 'couponId' | 'scope'>): string {
  return c.scope === 'all' ? '/list_index' : `/lqzx/${c.couponId}`;
}

/**
 * The goods page of a scoped coupon (`/lqzx/<coupon id>`, where 去使用 leads): its name, rule, scope
 * text and the list scope that shows only the goods it covers (every listed goods for an all-goods coupon,
 * which the wallet sends to /list_index instead). Null for an unknown coupon.
 */
export async function couponGoodsScope(couponId: number): Promise<{ name: string; rule: string; scopeText: string; list: ListScope } | null> {
  const [c] = await (await db()).select(ruleCols).from(coupons).where(eq(coupons.id, couponId));
  if (!c) return null;
  const scopeText = (await scopeTexts([c])).get(c.couponId)!;
  if (c.scope === 'all') return { name: c.name, rule: couponText(c), scopeText, list: {} };
  const [covered] = await withCover([c]);
  return { name: c.name, rule: couponText(c), scopeText, list: c.scope === 'category' ? { categoryIds: covered!.coverIds } : { ids: covered!.coverIds } };
}
