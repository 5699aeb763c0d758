import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Tx } from '../db/client';
import { coupons, lotteryActivities, lotteryDraws, lotteryPrizes, PRIZE_KINDS, type PrizeKind } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { fenToYuan } from '../../lib/money';
import { checkWindow, flag, int, name, refuse, rows, windowShape } from './promo-inputs';
import { fenOf, MAX_FEN } from '../http/money';

/**
 * Lottery activities and their prize tables in the console. The odds rule: every prize has a
 * probability in percent with at most two decimals (stored as 万分之 `weight`), and the table's
 * probabilities add up to exactly 100.00% (weights sum to 10000) — so the odds shown to members are
 * the odds drawn. 谢谢参与 (none) has no stock; points / balance / voucher prizes need a value.
 */
export const PRIZE_TEXT: Record<PrizeKind, string> = { points: '积分', coupon: '优惠券', voucher: '现金券', balance: '余额', goods: '实物', none: '谢谢参与' };
export const ODDS_TOTAL = 10_000;

const kindOf = (s: string): PrizeKind | undefined =>
  (PRIZE_KINDS as readonly string[]).includes(s) ? (s as PrizeKind) : (Object.entries(PRIZE_TEXT).find(([, t]) => t === s)?.[0] as PrizeKind | undefined);

const cell = z.union([z.string(), z.number()]).transform((v) => String(v ?? '').trim());
const prizeLine = z.object({ name: name('奖品名称'), kind: cell, value: cell, odds: cell, stock: cell, coupon_id: cell }).transform((p, ctx) => {
  const kind = kindOf(p.kind);
  if (!kind) {
    ctx.addIssue({ code: 'custom', message: `奖品类型应为 ${Object.values(PRIZE_TEXT).join('、')} 之一` });
    return z.NEVER;
  }
  const odds = fenOf(p.odds, { digits: 3 }); // hundredths of a percent, read like an amount
  if (odds === null || odds > ODDS_TOTAL) {
    ctx.addIssue({ code: 'custom', message: '概率应为 0–100 的百分数，最多两位小数' });
    return z.NEVER;
  }
  const stock = p.stock === '' || p.stock === '不限' ? null : /^\d{1,9}$/.test(p.stock) ? Number(p.stock) : NaN;
  if (Number.isNaN(stock)) ctx.addIssue({ code: 'custom', message: '库存应为非负整数或「不限」' });
  if (kind === 'none' && stock !== null) ctx.addIssue({ code: 'custom', message: '谢谢参与不设库存（填「不限」）' });
  let value = 0;
  if (kind === 'points') value = /^\d{1,9}$/.test(p.value) ? Number(p.value) : 0;
  if (kind === 'balance' || kind === 'voucher') value = Math.min(fenOf(p.value) ?? 0, MAX_FEN);
  if ((kind === 'points' || kind === 'balance' || kind === 'voucher') && value <= 0) ctx.addIssue({ code: 'custom', message: `${PRIZE_TEXT[kind]}奖品须填写大于 0 的数值` });
  const couponId = kind === 'coupon' ? Number(p.coupon_id) : null;
  if (kind === 'coupon' && !(Number.isSafeInteger(couponId) && couponId! > 0)) ctx.addIssue({ code: 'custom', message: '优惠券奖品须填写优惠券编号' });
  return { name: p.name, kind, value, weight: odds, stock: stock as number | null, couponId };
});
export const PRIZE_LINE_KEYS = ['name', 'kind', 'value', 'odds', 'stock', 'coupon_id'];

export const lotteryInput = z
  .object({
    name: name('活动名称'),
    rules: z.string().trim().max(2000, '活动规则最多 2000 字').default(''),
    ...windowShape,
    is_enabled: flag.default(true),
    free_chances: int('免费次数', 0, 100),
    max_chances: int('最多次数', 0, 1000),
    chance_every: z
      .union([
        z.literal(''),
        z.string().transform((s, ctx) => Math.min(fenOf(s) ?? 0, MAX_FEN) || (ctx.addIssue({ code: 'custom', message: '订单金额应为大于 0 的金额' }), z.NEVER)),
      ])
      .optional(),
    prizes: rows('奖品', PRIZE_LINE_KEYS, prizeLine, { min: 1, max: 12 }),
  })
  .superRefine((v, ctx) => {
    checkWindow(v, ctx);
    if (v.max_chances < v.free_chances) ctx.addIssue({ code: 'custom', path: ['max_chances'], message: '最多次数不能少于免费次数' });
    const sum = v.prizes.reduce((s, p) => s + p.weight, 0);
    if (v.prizes.length && sum !== ODDS_TOTAL) ctx.addIssue({ code: 'custom', path: ['prizes'], message: `各奖品概率之和须为 100%，现为 ${fenToYuan(sum)}%` });
    if (new Set(v.prizes.map((p) => p.name)).size !== v.prizes.length) ctx.addIssue({ code: 'custom', path: ['prizes'], message: '奖品名称不能重复' });
    // A prize that runs out turns into 谢谢参与: every lottery needs one (its odds may be 0).
    if (v.prizes.length && !v.prizes.some((p) => p.kind === 'none'))
      ctx.addIssue({ code: 'custom', path: ['prizes'], message: '请添加一行「谢谢参与」（奖品抽完时以它代替，概率可为 0）' });
  });
export type LotteryInput = z.infer<typeof lotteryInput>;

async function lotterySnapshot(tx: Tx, id: number) {
  const [activity] = await tx.select().from(lotteryActivities).where(eq(lotteryActivities.id, id)).for('update');
  if (!activity) return null;
  return { activity, prizes: await tx.select().from(lotteryPrizes).where(eq(lotteryPrizes.activityId, id)).orderBy(asc(lotteryPrizes.sort), asc(lotteryPrizes.id)) };
}

/**
 * Creates or edits a lottery and replaces its prize table. Prizes are matched by name: a kept name
 * is updated in place (its draws keep pointing at it), a new one inserted, a dropped one deleted —
 * unless somebody already won it (then the operator sets its probability to 0 instead).
 */
export async function saveLottery(tx: Tx, id: number | null, v: LotteryInput) {
  const before = id === null ? null : await lotterySnapshot(tx, id);
  if (id !== null && !before) throw new NotFoundError('抽奖活动不存在');
  const couponIds = v.prizes.flatMap((p) => (p.couponId ? [p.couponId] : []));
  const known = new Set(couponIds.length ? (await tx.select({ id: coupons.id }).from(coupons).where(inArray(coupons.id, couponIds))).map((c) => c.id) : []);
  const missing = couponIds.find((c) => !known.has(c));
  if (missing !== undefined) refuse('prizes', `优惠券 #${missing} 不存在`);
  const header = {
    name: v.name,
    rules: v.rules,
    startsAt: v.starts_at,
    endsAt: v.ends_at,
    isEnabled: v.is_enabled,
    freeChances: v.free_chances,
    maxChances: v.max_chances,
    chanceEveryFen: typeof v.chance_every === 'number' ? v.chance_every : null,
  };
  const activityId = id ?? (await tx.insert(lotteryActivities).values(header).returning({ id: lotteryActivities.id }))[0]!.id;
  if (id !== null) await tx.update(lotteryActivities).set(header).where(eq(lotteryActivities.id, id));
  const old = new Map((before?.prizes ?? []).map((p) => [p.name, p]));
  const dropped = (before?.prizes ?? []).filter((p) => !v.prizes.some((n) => n.name === p.name));
  if (dropped.length) {
    const [won] = await tx
      .select({ name: lotteryDraws.prizeName })
      .from(lotteryDraws)
      .where(
        inArray(
          lotteryDraws.prizeId,
          dropped.map((p) => p.id),
        ),
      )
      .limit(1);
    if (won) refuse('prizes', `「${won.name}」已有人抽中，不能删除（可把概率设为 0）`);
    await tx.delete(lotteryPrizes).where(
      inArray(
        lotteryPrizes.id,
        dropped.map((p) => p.id),
      ),
    );
  }
  for (const [i, p] of v.prizes.entries()) {
    const values = { name: p.name, kind: p.kind, value: p.value, couponId: p.couponId, weight: p.weight, stock: p.stock, sort: i };
    const kept = old.get(p.name);
    if (kept) await tx.update(lotteryPrizes).set(values).where(eq(lotteryPrizes.id, kept.id));
    else await tx.insert(lotteryPrizes).values({ activityId, ...values });
  }
  return { id: activityId, before, after: (await lotterySnapshot(tx, activityId))! };
}

/** Lotteries, newest first, with their prize tables and how often each prize was won. */
export async function lotteryList() {
  const conn = await db();
  const list = await conn.select().from(lotteryActivities).orderBy(desc(lotteryActivities.id)).limit(30);
  if (!list.length) return [];
  const prizes = await conn
    .select({ prize: lotteryPrizes, won: sql<number>`(select count(*)::int from lottery_draws d where d.prize_id = ${lotteryPrizes.id})` })
    .from(lotteryPrizes)
    .where(
      inArray(
        lotteryPrizes.activityId,
        list.map((a) => a.id),
      ),
    )
    .orderBy(asc(lotteryPrizes.sort), asc(lotteryPrizes.id));
  return list.map((a) => ({ ...a, prizes: prizes.filter((p) => p.prize.activityId === a.id).map((p) => ({ ...p.prize, won: Number(p.won) })) }));
}

/** A prize as a line of the prize-table field (the inverse of the parser). */
export function prizeLineText(p: typeof lotteryPrizes.$inferSelect): string {
  const value = p.kind === 'points' ? String(p.value) : p.kind === 'balance' || p.kind === 'voucher' ? fenToYuan(p.value) : '0';
  return [p.name, PRIZE_TEXT[p.kind], value, fenToYuan(p.weight), p.stock === null ? '不限' : String(p.stock), p.couponId ?? ''].join(', ');
}
