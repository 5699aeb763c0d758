/**
 * The buyer's coupons at checkout: which unused, valid coupons fit the order (and how much each
 * takes off, the best first), and using one — a conditional UPDATE inside the order transaction
 * (`status = 'unused'`), so a coupon pays for one order even when two checkouts race. Cancelling the
 * order (buyer or deadline) gives it back.
 */
import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { coupons, goods, memberCoupons, type CouponScope } from '../db/schema';
import { categoryIndex } from '../catalogue/categories';
import type { ListScope } from '../catalogue/goods-list';
import { fetchPage } from '../db/paging';
import { BusinessError } from '../http/errors';
import { fenToYuan, formatYuan } from '../../lib/money';
import type { Coupon } from '../pricing';
import { ORDER_COUPON } from './errors';
import type { Conn } from './ledger';

export type StoreCoupon = {
  id: number;
  couponId: number;
  name: string;
  kind: 'amount' | 'rate';
  threshold: number;
  value: number;
  rate: number;
  maxOff: number | null;
  scope: CouponScope;
  /** Category ids (scope 'category') or goods ids (scope 'goods'), as stored. */
  scopeIds: number[];
  validTo: Date;
};

/** A coupon with its scope made concrete: category scopes with every sub-category (what the engine checks). */
export type ScopedCoupon = StoreCoupon & { coverIds: number[] };

/** A coupon's rule and scope: what its text, its scope text and its goods page are made of. */
const ruleCols = {
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
/** A coupon a store holds. */
const cols = { id: memberCoupons.id, ...ruleCols, validTo: coupons.validTo };

/** Adds `coverIds`: the goods ids, or the categories with all their sub-categories. */
export async function withCover<T extends Pick<StoreCoupon, 'scope' | 'scopeIds'>>(list: T[]): Promise<(T & { coverIds: number[] })[]> {
  const index = list.some((c) => c.scope === 'category') ? await categoryIndex() : null;
  return list.map((c) => ({
    ...c,
    coverIds: c.scope === 'category' && index ? [...new Set(c.scopeIds.flatMap((id) => index.descendants(id)))] : c.scope === 'goods' ? c.scopeIds : [],
  }));
}

export const ALL_GOODS_SCOPE_TEXT = '全场通用（特价商品除外）';

/**
 * 「全场通用（特价商品除外）」, 「限「中药饮片」类商品」, 「限「阿莫西林胶囊」「布洛芬缓释胶囊」」 or
 * 「限「阿莫西林胶囊」等 5 种指定商品」 for each coupon, by id, in two queries at most.
 */
export async function scopeTexts(list: readonly Pick<StoreCoupon, 'couponId' | 'scope' | 'scopeIds'>[]): Promise<Map<number, string>> {
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
export function couponUseUrl(c: Pick<StoreCoupon, 'couponId' | 'scope'>): string {
  return c.scope === 'all' ? '/list_index' : `/lqzx/${c.couponId}`;
}

/** Unused coupons of the store valid at `now`, soonest expiry first. */
export async function unusedCoupons(storeId: number, now = new Date()): Promise<ScopedCoupon[]> {
  const rows = await (
    await db()
  )
    .select(cols)
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(and(eq(memberCoupons.storeId, storeId), eq(memberCoupons.status, 'unused'), lte(coupons.validFrom, now), gt(coupons.validTo, now)))
    .orderBy(asc(coupons.validTo), asc(memberCoupons.id));
  return withCover(rows);
}

export function pricingCoupon(c: ScopedCoupon): Coupon {
  const scope = c.scope === 'all' ? null : { kind: c.scope, ids: c.coverIds };
  return c.kind === 'amount'
    ? { kind: 'amount', threshold: c.threshold, value: c.value, scope }
    : { kind: 'rate', threshold: c.threshold, rate: c.rate, maxOff: c.maxOff ?? undefined, scope };
}

/** "满¥500减¥30" / "满¥300享95折（最多减¥50）". */
export function couponText(c: Pick<StoreCoupon, 'kind' | 'threshold' | 'value' | 'rate' | 'maxOff'>): string {
  const min = c.threshold > 0 ? `满${formatYuan(c.threshold)}` : '无门槛';
  if (c.kind === 'amount') return `${min}减${formatYuan(c.value)}`;
  const zhe = c.rate % 10 === 0 ? String(c.rate / 10) : String(c.rate);
  return `${min}享${zhe}折${c.maxOff ? `（最多减${formatYuan(c.maxOff)}）` : ''}`;
}

/** One of the store's coupons, usable now, or the refusal. */
export async function couponOf(storeId: number, memberCouponId: number, now = new Date()): Promise<ScopedCoupon> {
  const [c] = await (
    await db()
  )
    .select({ ...cols, status: memberCoupons.status, validFrom: coupons.validFrom })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(and(eq(memberCoupons.id, memberCouponId), eq(memberCoupons.storeId, storeId)));
  if (!c) throw new BusinessError(ORDER_COUPON, '优惠券不存在');
  if (c.status !== 'unused') throw new BusinessError(ORDER_COUPON, '优惠券已被使用');
  if (c.validFrom > now || c.validTo <= now) throw new BusinessError(ORDER_COUPON, '优惠券不在有效期内');
  return (await withCover([c]))[0]!;
}

/** Uses the coupon for `orderId` inside the order transaction, or throws (the transaction rolls back). */
export async function redeemCoupon(tx: Conn, storeId: number, memberCouponId: number, orderId: number, now = new Date()): Promise<void> {
  const used = await tx
    .update(memberCoupons)
    .set({ status: 'used', orderId, usedAt: now })
    .where(and(eq(memberCoupons.id, memberCouponId), eq(memberCoupons.storeId, storeId), eq(memberCoupons.status, 'unused')))
    .returning({ id: memberCoupons.id });
  if (used.length === 0) throw new BusinessError(ORDER_COUPON, '优惠券已被使用，请重新选择');
}

/** Gives back the coupon of a cancelled order. */
export async function releaseCoupon(tx: Conn, orderId: number): Promise<void> {
  await tx.update(memberCoupons).set({ status: 'unused', orderId: null, usedAt: null }).where(eq(memberCoupons.orderId, orderId));
}

/** Operator / seed: gives a store a coupon. */
export async function grantCoupon(storeId: number, couponId: number): Promise<number> {
  const [row] = await (await db()).insert(memberCoupons).values({ storeId, couponId }).returning({ id: memberCoupons.id });
  return row!.id;
}

/** Used coupons whose order is not cancelled = orders that carry a coupon (the invariant). */
export async function couponUsesMatch(conn?: Conn): Promise<boolean> {
  const c = conn ?? (await db());
  const [row] = await queryRows<{ uses: number; orders: number }>(
    c as Awaited<ReturnType<typeof db>>,
    sql`
    select (select count(*) from member_coupons m join orders o on o.id = m.order_id where m.status = 'used' and o.status <> 'cancelled')::int as uses,
           (select count(*) from orders o where o.coupon_amount > 0 and o.status <> 'cancelled')::int as orders`,
  );
  return Number(row!.uses) === Number(row!.orders);
}

export type CouponListQuery = { page: number; pageSize: number; type: number; status: number };
export const COUPON_STATUS_TEXT = { 1: '未使用', 2: '已使用', 3: '已过期' } as const;

/**
 * GET /api/user/coupon?page,type,status: the store's coupons by status (1 未使用, 2 已使用, 3 已过期)
 * and kind (0 all, 1 满减, 2 折扣), each with its scope (all goods, categories, goods) and a 去使用
 * link that lists only the goods it applies to.
 */
export async function couponList(storeId: number, q: CouponListQuery, now = new Date()) {
  const conn = await db();
  const where = and(
    eq(memberCoupons.storeId, storeId),
    q.type === 1 ? eq(coupons.kind, 'amount') : q.type === 2 ? eq(coupons.kind, 'rate') : undefined,
    q.status === 1 ? and(eq(memberCoupons.status, 'unused'), gt(coupons.validTo, now)) : undefined,
    q.status === 2 ? eq(memberCoupons.status, 'used') : undefined,
    q.status === 3 ? and(eq(memberCoupons.status, 'unused'), lte(coupons.validTo, now)) : undefined,
  );
  const [{ rows, total }, counts] = await Promise.all([
    fetchPage(
      q,
      (limit, offset) =>
        conn
          .select({
            ...cols,
            status: memberCoupons.status,
            validFrom: coupons.validFrom,
            orderId: memberCoupons.orderId,
            usedAt: memberCoupons.usedAt,
            receivedAt: memberCoupons.receivedAt,
          })
          .from(memberCoupons)
          .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
          .where(where)
          .orderBy(q.status === 1 ? asc(coupons.validTo) : desc(memberCoupons.id), asc(memberCoupons.id))
          .limit(limit)
          .offset(offset),
      () => conn.select({ total: count() }).from(memberCoupons).innerJoin(coupons, eq(coupons.id, memberCoupons.couponId)).where(where),
    ),
    couponCounts(storeId, now),
  ]);
  const scopes = await scopeTexts(rows);
  return {
    total,
    page: q.page,
    counts,
    list: rows.map((c) => ({
      id: c.id,
      name: c.name,
      kind: c.kind,
      kind_text: c.kind === 'amount' ? '满减券' : '折扣券',
      text: couponText(c),
      threshold: fenToYuan(c.threshold),
      value: c.kind === 'amount' ? fenToYuan(c.value) : null,
      rate: c.kind === 'rate' ? c.rate : null,
      max_off: c.maxOff ? fenToYuan(c.maxOff) : null,
      scope: c.scope,
      scope_ids: c.scopeIds,
      scope_text: scopes.get(c.couponId) ?? ALL_GOODS_SCOPE_TEXT,
      use_url: couponUseUrl(c),
      valid_from: c.validFrom.toISOString(),
      valid_to: c.validTo.toISOString(),
      status: q.status,
      status_text: COUPON_STATUS_TEXT[q.status as 1 | 2 | 3],
      order_id: c.orderId,
      used_at: c.usedAt?.toISOString() ?? null,
    })),
  };
}

/** Counts per status; `usable` is GET api/user/couponNum. */
export async function couponCounts(storeId: number, now = new Date()) {
  const conn = await db();
  const [row] = await conn
    .select({
      unused: sql<string>`count(*) filter (where ${memberCoupons.status} = 'unused' and ${coupons.validTo} > ${now.toISOString()})`,
      used: sql<string>`count(*) filter (where ${memberCoupons.status} = 'used')`,
      expired: sql<string>`count(*) filter (where ${memberCoupons.status} = 'unused' and ${coupons.validTo} <= ${now.toISOString()})`,
    })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(eq(memberCoupons.storeId, storeId));
  return { unused: Number(row?.unused ?? 0), used: Number(row?.used ?? 0), expired: Number(row?.expired ?? 0) };
}

/** Gives a store a coupon inside the caller's transaction (lottery prizes, promotions). */
export async function grantCouponTx(tx: Conn, storeId: number, couponId: number, now = new Date()): Promise<number> {
  const [row] = await tx.insert(memberCoupons).values({ storeId, couponId, receivedAt: now }).returning({ id: memberCoupons.id });
  return row!.id;
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
