import { and, asc, desc, eq, gt, lt, ne, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Tx } from '../db/client';
import { ACTIVITY_KINDS, cashbackRules, goods, promotionActivities, promotionActivityGoods } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { checkWindow, flag, idList, int, name, refuse, rows, windowShape } from './promo-inputs';
import { fenOf, MAX_FEN } from '../http/money';
import { lockPriceRules, refuseOverlap, refuseUnknownGoods, STOREWIDE_MAX_THRESHOLD } from './promo-overlap';

/**
 * 满减 / 满折 / 买赠 activities, the store-wide discount (全场94折) and 满额返现 tiers in the console.
 * Tiers are {amount, value}: 满减 fen off (value < amount, so nothing is ever paid below zero),
 * 满折 percent paid (1–99), 买赠 units given per units bought; cash-back fen back (< amount).
 */

const cell = z.union([z.string(), z.number()]).transform((v) => String(v).trim());
const rawTier = z.object({ amount: cell, value: cell });
type Tier = { amount: number; value: number };

/** Turns the raw tier cells into fen / percent / units for `kind`, or a Chinese message. */
export function parseTier(kind: (typeof ACTIVITY_KINDS)[number] | 'cashback', t: { amount: string; value: string }): Tier | string {
  const units = (s: string) => (/^\d{1,6}$/.test(s) ? Number(s) : null);
  if (kind === 'gift') {
    const amount = units(t.amount);
    const value = units(t.value);
    if (!amount || !value) return '买赠档位应为「买几件 赠几件」，都为正整数';
    return { amount, value };
  }
  const amount = fenOf(t.amount);
  if (!amount || amount > MAX_FEN) return '门槛金额应为大于 0 的金额，不超过 ¥10,000,000';
  if (kind === 'discount') {
    const rate = units(t.value);
    if (rate === null || rate < 1 || rate > 99) return '折扣应为 1–99 的整数（94 = 9.4折，按原价的 94% 付款）';
    return { amount, value: rate };
  }
  const value = fenOf(t.value);
  const what = kind === 'cashback' ? '返现' : '减免';
  if (!value) return `${what}金额应为大于 0 的金额`;
  if (value >= amount) return `${what}金额须小于门槛金额`;
  return { amount, value };
}

const tiersOf = (kind: Parameters<typeof parseTier>[0], raw: { amount: string; value: string }[], ctx: z.RefinementCtx): Tier[] => {
  const out: Tier[] = [];
  raw.forEach((t, i) => {
    const r = parseTier(kind, t);
    if (typeof r === 'string') ctx.addIssue({ code: 'custom', path: ['tiers'], message: `第 ${i + 1} 档：${r}` });
    else out.push(r);
  });
  out.sort((a, b) => a.amount - b.amount);
  if (new Set(out.map((t) => t.amount)).size !== out.length) ctx.addIssue({ code: 'custom', path: ['tiers'], message: '各档门槛不能相同' });
  return out;
};

export const promotionInput = z
  .object({
    kind: z.enum(ACTIVITY_KINDS, { error: '请选择活动类型' }),
    name: name('活动名称'),
    scope: z.enum(['all', 'goods'], { error: '请选择适用范围' }).default('goods'),
    tiers: rows('档位', ['amount', 'value'], rawTier, { max: 10 }),
    goods: idList('活动商品'),
    with_coupon: flag.default(true),
    is_enabled: flag.default(true),
    ...windowShape,
  })
  .transform((v, ctx) => {
    checkWindow(v, ctx);
    const tiers = tiersOf(v.kind, v.tiers, ctx);
    if (v.kind === 'discount' && tiers.length && tiers[0]!.amount <= STOREWIDE_MAX_THRESHOLD)
      ctx.addIssue({ code: 'custom', path: ['tiers'], message: '满折门槛须高于 ¥1.00；无门槛的全场折扣请用「全场折扣」' });
    if (v.scope === 'goods' && v.goods.length === 0) ctx.addIssue({ code: 'custom', path: ['goods'], message: '请填写参加活动的商品编号' });
    return { ...v, tiers, goods: v.scope === 'all' ? [] : v.goods };
  });
export type PromotionInput = z.infer<typeof promotionInput>;

async function promotionSnapshot(tx: Tx, id: number) {
  const [activity] = await tx.select().from(promotionActivities).where(eq(promotionActivities.id, id)).for('update');
  if (!activity) return null;
  const ids = (await tx.select({ id: promotionActivityGoods.goodsId }).from(promotionActivityGoods).where(eq(promotionActivityGoods.activityId, id))).map((r) => r.id);
  return { ...activity, goodsIds: ids.sort((a, b) => a - b) };
}

async function writeGoods(tx: Tx, activityId: number, ids: number[]): Promise<void> {
  await tx.delete(promotionActivityGoods).where(eq(promotionActivityGoods.activityId, activityId));
  for (let i = 0; i < ids.length; i += 1000) await tx.insert(promotionActivityGoods).values(ids.slice(i, i + 1000).map((goodsId) => ({ activityId, goodsId })));
}

/** At most one store-wide discount runs at a time. */
async function refuseSecondStorewide(tx: Tx, self: number | null, from: Date, to: Date): Promise<void> {
  const [other] = await tx
    .select({ name: promotionActivities.name })
    .from(promotionActivities)
    .where(
      and(
        eq(promotionActivities.kind, 'discount'),
        eq(promotionActivities.isEnabled, true),
        lt(promotionActivities.startsAt, to),
        gt(promotionActivities.endsAt, from),
        sql`(select min((t->>'amount')::int) from jsonb_array_elements(${promotionActivities.tiers}) t) <= ${STOREWIDE_MAX_THRESHOLD}`,
        self ? ne(promotionActivities.id, self) : undefined,
      ),
    )
    .limit(1);
  if (other) refuse('starts_at', `该时段已有全场折扣「${other.name}」，同一时间只能有一个全场折扣`);
}

/** Creates or edits a 满减 / 满折 / 买赠 activity; a goods-scoped 满折 takes part in the one-price-changing-activity rule. */
export async function savePromotion(tx: Tx, id: number | null, v: PromotionInput) {
  await lockPriceRules(tx);
  const before = id === null ? null : await promotionSnapshot(tx, id);
  if (id !== null && (!before || before.tiers.some((t) => t.amount <= STOREWIDE_MAX_THRESHOLD))) throw new NotFoundError('活动不存在');
  const kind = before?.kind ?? v.kind;
  if (kind !== v.kind) refuse('kind', '活动类型不能修改');
  await refuseUnknownGoods(tx, v.goods);
  let leftStorewide = 0;
  if (kind === 'discount' && v.is_enabled && v.scope === 'goods') {
    await refuseOverlap(tx, { goodsIds: v.goods, startsAt: v.starts_at, endsAt: v.ends_at, selfDiscount: id ?? undefined });
    leftStorewide = await leaveStorewide(tx, v.goods, v.starts_at, v.ends_at);
  }
  const values = { name: v.name, scope: v.scope, tiers: v.tiers, withCoupon: v.with_coupon, isEnabled: v.is_enabled, startsAt: v.starts_at, endsAt: v.ends_at };
  let activityId = id;
  if (activityId === null)
    activityId = (
      await tx
        .insert(promotionActivities)
        .values({ kind, ...values })
        .returning({ id: promotionActivities.id })
    )[0]!.id;
  else await tx.update(promotionActivities).set(values).where(eq(promotionActivities.id, activityId));
  await writeGoods(tx, activityId, v.goods);
  return { id: activityId, before, after: { ...(await promotionSnapshot(tx, activityId))!, leftStorewide } };
}

/**
 * A goods that joins a goods-scoped 满折 leaves the store-wide discount running in that window (the
 * pricing engine would otherwise pick the lower activity id for the line): one 满折 per goods.
 */
async function leaveStorewide(tx: Tx, ids: number[], from: Date, to: Date): Promise<number> {
  if (!ids.length) return 0;
  const gone = await tx.execute(sql`
    delete from promotion_activity_goods g using promotion_activities a
    where a.id = g.activity_id and a.kind = 'discount' and a.is_enabled and a.starts_at < ${to.toISOString()} and a.ends_at > ${from.toISOString()}
      and (select min((t->>'amount')::int) from jsonb_array_elements(a.tiers) t) <= ${STOREWIDE_MAX_THRESHOLD}
      and g.goods_id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})
    returning g.goods_id`);
  return Array.isArray(gone) ? gone.length : ((gone as { rows?: unknown[] }).rows?.length ?? 0);
}

export const storewideInput = z
  .object({
    name: name('活动名称'),
    rate: int('折扣', 1, 99),
    exclude: idList('排除商品'),
    with_coupon: flag.default(true),
    is_enabled: flag.default(true),
    ...windowShape,
  })
  .superRefine(checkWindow);
export type StorewideInput = z.infer<typeof storewideInput>;

/**
 * The store-wide discount (全场94折): one tier {¥0.01 → rate}. Without exclusions it is scope `all`:
 * pricing leaves out, at the moment of pricing, 含麻 goods, packages and the goods of a running special
 * price, 拼团 or goods-scoped 满折 (pricing README rule 10), so goods listed later join it too. With the
 * operator's own exclusions it is scope `goods`, its goods recomputed on every save: every goods on
 * sale (not 含麻, not a combination) minus the exclusions and minus the goods of a goods-scoped 满折 in
 * the window; the moment-of-pricing exclusions still apply.
 */
export async function saveStorewide(tx: Tx, id: number | null, v: StorewideInput) {
  await lockPriceRules(tx);
  const before = id === null ? null : await promotionSnapshot(tx, id);
  if (id !== null && (!before || before.kind !== 'discount' || !before.tiers.some((t) => t.amount <= STOREWIDE_MAX_THRESHOLD))) throw new NotFoundError('活动不存在');
  await refuseUnknownGoods(tx, v.exclude, 'exclude');
  if (v.is_enabled) await refuseSecondStorewide(tx, id, v.starts_at, v.ends_at);
  const discounted = sql`select g.goods_id from promotion_activity_goods g join promotion_activities a on a.id = g.activity_id
    where a.kind = 'discount' and a.scope = 'goods' and a.is_enabled and a.starts_at < ${v.ends_at.toISOString()} and a.ends_at > ${v.starts_at.toISOString()}
    and (select min((t->>'amount')::int) from jsonb_array_elements(a.tiers) t) > ${STOREWIDE_MAX_THRESHOLD}`;
  const storeWide = v.exclude.length === 0;
  const ids = storeWide
    ? []
    : (
        await tx
          .select({ id: goods.id })
          .from(goods)
          .where(
            and(
              eq(goods.isOnSale, true),
              eq(goods.type, 1),
              eq(goods.isEphedrine, false),
              v.exclude.length ? notInArray(goods.id, v.exclude) : undefined,
              sql`${goods.id} not in (${discounted})`,
            ),
          )
          .orderBy(asc(goods.id))
      ).map((r) => r.id);
  const values = {
    name: v.name,
    scope: storeWide ? ('all' as const) : ('goods' as const),
    tiers: [{ amount: 1, value: v.rate }],
    withCoupon: v.with_coupon,
    isEnabled: v.is_enabled,
    startsAt: v.starts_at,
    endsAt: v.ends_at,
  };
  let activityId = id;
  if (activityId === null)
    activityId = (
      await tx
        .insert(promotionActivities)
        .values({ kind: 'discount', ...values })
        .returning({ id: promotionActivities.id })
    )[0]!.id;
  else await tx.update(promotionActivities).set(values).where(eq(promotionActivities.id, activityId));
  await writeGoods(tx, activityId, ids);
  const after = (await promotionSnapshot(tx, activityId))!;
  // The audit entry keeps the rule and the count, not thousands of ids.
  const brief = (s: typeof after | null) => s && { ...s, goodsIds: undefined, goodsCount: s.goodsIds.length };
  return { id: activityId, before: brief(before), after: { ...brief(after), exclude: v.exclude } };
}

export type PromotionRow = typeof promotionActivities.$inferSelect & { goodsCount: number; goodsIds: number[]; storewide: boolean };

/** Every 满减 / 满折 / 买赠 activity and store-wide discount, newest first, with its goods ids (a count only for the store-wide one). */
export async function promotionList(): Promise<PromotionRow[]> {
  const conn = await db();
  const list = await conn.select().from(promotionActivities).orderBy(desc(promotionActivities.id)).limit(100);
  const out: PromotionRow[] = [];
  for (const a of list) {
    const storewide = a.kind === 'discount' && a.tiers.some((t) => t.amount <= STOREWIDE_MAX_THRESHOLD);
    const [n] = await conn
      .select({ n: sql<number>`count(*)::int` })
      .from(promotionActivityGoods)
      .where(eq(promotionActivityGoods.activityId, a.id));
    const ids = storewide
      ? []
      : (
          await conn
            .select({ id: promotionActivityGoods.goodsId })
            .from(promotionActivityGoods)
            .where(eq(promotionActivityGoods.activityId, a.id))
            .orderBy(asc(promotionActivityGoods.goodsId))
        ).map((r) => r.id);
    out.push({ ...a, goodsIds: ids, goodsCount: Number(n?.n ?? 0), storewide });
  }
  return out;
}

export const cashbackInput = z
  .object({
    name: name('活动名称'),
    tiers: rows('返现档位', ['amount', 'value'], rawTier, { max: 10 }),
    is_enabled: flag.default(true),
    ...windowShape,
  })
  .transform((v, ctx) => {
    checkWindow(v, ctx);
    return { ...v, tiers: tiersOf('cashback', v.tiers, ctx) };
  });

export async function saveCashback(tx: Tx, id: number | null, v: z.infer<typeof cashbackInput>) {
  const [before] = id === null ? [null] : await tx.select().from(cashbackRules).where(eq(cashbackRules.id, id)).for('update');
  if (id !== null && !before) throw new NotFoundError('返现活动不存在');
  const values = { name: v.name, tiers: v.tiers, isEnabled: v.is_enabled, startsAt: v.starts_at, endsAt: v.ends_at };
  const [after] = id === null ? await tx.insert(cashbackRules).values(values).returning() : await tx.update(cashbackRules).set(values).where(eq(cashbackRules.id, id)).returning();
  return { id: after!.id, before, after: after! };
}

export async function cashbackList() {
  return (await db()).select().from(cashbackRules).orderBy(desc(cashbackRules.id)).limit(50);
}
