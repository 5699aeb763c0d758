import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Tx } from '../db/client';
import { promoSchedules } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { formatYuan } from '../../lib/money';
import { flag, name, refuse, rows } from './promo-inputs';
import { lockPriceRules, refuseScheduleOverlap, refuseUnknownGoods } from './promo-overlap';
import { GOODS_LINE, GOODS_LINE_KEYS } from './promo-price';

/**
 * Recurring sessions (promo_schedules): the daily 整点秒杀 场次 and 每日特价, every Shanghai day from
 * `start` to `end`. src/server/promotions/schedule.ts makes one session per day (yesterday, today,
 * tomorrow) from them; a saved schedule applies to the days not made yet, and the sessions already
 * made stay as they are (each is edited on its own, like any special-price activity).
 */
const clock = (label: string) => z.string({ error: `请输入${label}` }).regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, `${label}格式应为 HH:MM（如 10:00，结束可为 24:00）`);

export const scheduleInput = z
  .object({
    kind: z.enum(['spike', 'daily'], { error: '请选择类型' }),
    name: name('场次名称'),
    start: clock('每天开始时间'),
    end: clock('每天结束时间'),
    with_coupon: flag.default(false),
    is_enabled: flag.default(true),
    goods: rows('活动商品', GOODS_LINE_KEYS, GOODS_LINE),
  })
  .superRefine((v, ctx) => {
    if (v.start === '24:00') ctx.addIssue({ code: 'custom', path: ['start'], message: '开始时间不能是 24:00' });
    if (v.end <= v.start) ctx.addIssue({ code: 'custom', path: ['end'], message: '结束时间须晚于开始时间' });
    if (new Set(v.goods.map((g) => g.goods_id)).size !== v.goods.length) ctx.addIssue({ code: 'custom', path: ['goods'], message: '活动商品不能重复' });
  });

export async function saveSchedule(tx: Tx, id: number | null, v: z.infer<typeof scheduleInput>) {
  await lockPriceRules(tx);
  const [before] = id === null ? [null] : await tx.select().from(promoSchedules).where(eq(promoSchedules.id, id)).for('update');
  if (id !== null && !before) throw new NotFoundError('场次不存在');
  const ids = v.goods.map((g) => g.goods_id);
  const byId = await refuseUnknownGoods(tx, ids);
  v.goods.forEach((g, i) => {
    const base = byId.get(g.goods_id)!.basePrice;
    if (g.price >= base) refuse('goods', `第 ${i + 1} 行：活动价须低于供货价 ${formatYuan(base)}`);
  });
  if (v.is_enabled) await refuseScheduleOverlap(tx, { id, start: v.start, end: v.end, goodsIds: ids });
  const values = {
    kind: before?.kind ?? v.kind,
    name: v.name,
    start: v.start,
    end: v.end,
    withCoupon: v.with_coupon,
    isEnabled: v.is_enabled,
    goods: v.goods.map((g) => ({ goodsId: g.goods_id, price: g.price, stock: g.stock, memberLimit: g.member_limit })),
  };
  const [after] =
    id === null ? await tx.insert(promoSchedules).values(values).returning() : await tx.update(promoSchedules).set(values).where(eq(promoSchedules.id, id)).returning();
  return { id: after!.id, before, after: after! };
}

export async function scheduleList(kind: 'spike' | 'daily') {
  return (await db()).select().from(promoSchedules).where(eq(promoSchedules.kind, kind)).orderBy(asc(promoSchedules.start), asc(promoSchedules.id));
}
