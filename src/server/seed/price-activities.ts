/**
 * Demo data of the promotions issue (13), derived from the generated goods so it is as
 * deterministic as the rest of the seed. No row depends on the day the demo starts:
 * - 秒杀: four daily schedules (00:00, 10:00, 14:00 and 20:00, each until the next), 4 goods each at
 *   ~55% of the base price, 30 units per session, 2–5 per member; 每日特价: one 00:00–24:00 schedule of 8
 *   goods at ~80%, 10 per member. src/server/promotions/schedule.ts turns the schedules into
 *   sessions for yesterday, today and tomorrow whenever they are read, so live, upcoming and
 *   ended sessions always exist;
 * - 拼团: one long-running activity, 3 buyers within 24 hours, 6 goods at ~85%;
 * - 近效期专场: one long-running clearance activity over 12 goods whose batch expires in 2–12 months, ~60%;
 * - 全场94折: a store-wide 满折 activity (scope all, tier ¥0.01 → 94%); the exclusions (含麻, combination
 *   packages, goods of a running special price or 拼团, goods of another 满折) are rules of the engine;
 * - 领券中心: four coupon offers (无门槛, 满减, 折扣, and one already 抢光);
 * - 满额返现: 满¥1000返¥20 / 满¥3000返¥80 / 满¥5000返¥150.
 * Goods of one special-price activity join no other promotion. Runs after insertPromotionDemo.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { queryRows } from '../db/rows';
import * as s from '../db/schema';
import { SEED_NOW, SEED_TODAY } from './constants';
import { addDays, addMonths } from './dates';
import { isPlainBuyable } from './combos';
import { demoActivities } from './promotions';
import type { DemoData, GoodsRow } from './types';

const DAY = 86_400_000;
/** 整点秒杀: four back-to-back sessions a day, so one is always running (and earlier ones ended, later ones upcoming). */
export const SPIKE_TIMES = [
  ['00:00', '10:00'],
  ['10:00', '14:00'],
  ['14:00', '20:00'],
  ['20:00', '24:00'],
] as const;
const percentOf = (fen: number, pct: number) => Math.max(1, Math.floor((fen * pct) / 100 / 10) * 10);

export type PriceDemo = {
  spike: GoodsRow[][];
  daily: GoodsRow[];
  group: GoodsRow[];
  clearance: GoodsRow[];
};

/** Which goods take part in which special-price activity (pure). */
export function priceDemoGoods(data: Pick<DemoData, 'goods' | 'goodsTags' | 'tags' | 'goodsCombinationItems'>): PriceDemo {
  const promoted = new Set(demoActivities(data).flatMap((a) => a.goodsIds));
  const parts = new Set(data.goodsCombinationItems.map((c) => c.goodsId));
  const tagOf = (name: string) => data.tags.find((t) => t.name === name)?.id;
  const tagged = (name: string) => new Set(data.goodsTags.filter((t) => t.tagId === tagOf(name)).map((t) => t.goodsId));
  const pool = data.goods.filter((g) => isPlainBuyable(g) && g.kind !== 'herbal' && !promoted.has(g.id) && !parts.has(g.id) && g.stock >= 50 && g.xgNumber === 0 && !g.onlyMidPack);
  const used = new Set<number>();
  const take = (n: number, prefer: (g: GoodsRow) => boolean = () => false): GoodsRow[] => {
    const free = pool.filter((g) => !used.has(g.id));
    const picked = [...free.filter(prefer), ...free.filter((g) => !prefer(g))].slice(0, n);
    for (const g of picked) used.add(g.id);
    return picked;
  };
  // 近效期: batches expiring in 2–12 months (nothing a pharmacy could not sell on), spread over the
  // window so the zone's 3 / 6 / 12-month filters each show different goods.
  const limit = addMonths(SEED_TODAY, 12);
  const soonest = addDays(SEED_TODAY, 60);
  const candidates = [...pool]
    .filter((g) => g.expiryDate >= soonest && g.expiryDate < limit)
    .sort((a, b) => (a.expiryDate < b.expiryDate ? -1 : a.expiryDate > b.expiryDate ? 1 : a.id - b.id));
  const step = Math.max(1, candidates.length / 12);
  const near = Array.from({ length: Math.min(12, candidates.length) }, (_, i) => candidates[Math.floor(i * step)]!);
  for (const g of near) used.add(g.id);
  const spikeTag = tagged('秒');
  const specialTag = tagged('特');
  const spike = SPIKE_TIMES.map(() => take(4, (g) => spikeTag.has(g.id)));
  const daily = take(8, (g) => specialTag.has(g.id));
  const group = take(6);
  return { spike, daily, group, clearance: near };
}

export async function insertPriceActivityDemo(tx: Tx, data: Pick<DemoData, 'goods' | 'goodsTags' | 'tags' | 'goodsCombinationItems'>): Promise<void> {
  const demo = priceDemoGoods(data);
  const longFrom = new Date(SEED_NOW.getTime() - 30 * DAY);
  const longTo = new Date(SEED_NOW.getTime() + 3650 * DAY);

  await tx.insert(s.promoSchedules).values([
    ...SPIKE_TIMES.map(([start, end], i) => ({
      kind: 'spike' as const,
      name: `${start} 场秒杀`,
      start,
      end,
      withCoupon: false,
      goods: demo.spike[i]!.map((g, j) => ({ goodsId: g.id, price: percentOf(g.basePrice, 55), stock: 30, memberLimit: 2 + ((i + j) % 4) })),
    })),
    {
      kind: 'daily' as const,
      name: '每日特价',
      start: '00:00',
      end: '24:00',
      withCoupon: false,
      goods: demo.daily.map((g) => ({ goodsId: g.id, price: percentOf(g.basePrice, 80), stock: 200, memberLimit: 10 })),
    },
  ]);

  const [group] = await tx
    .insert(s.priceActivities)
    .values({
      kind: 'group',
      name: '3人成团 · 多店联采',
      startsAt: longFrom,
      endsAt: longTo,
      groupSize: 3,
      groupHours: 24,
    })
    .returning({ id: s.priceActivities.id });
  await tx.insert(s.priceActivityGoods).values(
    demo.group.map((g, i) => ({
      activityId: group!.id,
      goodsId: g.id,
      price: percentOf(g.basePrice, 85),
      stock: 300,
      memberLimit: 20,
      sort: i,
    })),
  );
  const [clearance] = await tx
    .insert(s.priceActivities)
    .values({
      kind: 'clearance',
      name: '近效期专场',
      startsAt: longFrom,
      endsAt: longTo,
      withCoupon: false,
    })
    .returning({ id: s.priceActivities.id });
  if (demo.clearance.length) {
    await tx.insert(s.priceActivityGoods).values(
      demo.clearance.map((g, i) => ({
        activityId: clearance!.id,
        goodsId: g.id,
        price: percentOf(g.basePrice, 60),
        stock: Math.min(g.stock, 500),
        memberLimit: 0,
        sort: i,
      })),
    );
  }

  await tx.insert(s.promotionActivities).values({
    kind: 'discount',
    name: '全场94折',
    scope: 'all',
    tiers: [{ amount: 1, value: 94 }],
    withCoupon: true,
    isEnabled: true,
    startsAt: longFrom,
    endsAt: longTo,
  });

  const validFrom = new Date(SEED_NOW.getTime() - 10 * DAY);
  const validTo = new Date(SEED_NOW.getTime() + 365 * DAY);
  const made = await tx
    .insert(s.coupons)
    .values([
      { name: '新客无门槛券', kind: 'amount', threshold: 0, value: 500, validFrom, validTo, newCustomer: true },
      { name: '满200减15', kind: 'amount', threshold: 20_000, value: 1_500, validFrom, validTo },
      { name: '满1000享9折', kind: 'rate', threshold: 100_000, rate: 90, maxOff: 10_000, validFrom, validTo },
      { name: '满300减30', kind: 'amount', threshold: 30_000, value: 3_000, validFrom, validTo },
    ])
    .returning({ id: s.coupons.id });
  await tx.insert(s.couponOffers).values([
    { couponId: made[0]!.id, total: 500, claimed: 37, memberLimit: 1, startsAt: validFrom, endsAt: validTo, sort: 1 },
    { couponId: made[1]!.id, total: 1000, claimed: 412, memberLimit: 2, startsAt: validFrom, endsAt: validTo, sort: 2 },
    { couponId: made[2]!.id, total: 300, claimed: 96, memberLimit: 1, startsAt: validFrom, endsAt: validTo, sort: 3 },
    { couponId: made[3]!.id, total: 50, claimed: 50, memberLimit: 1, startsAt: validFrom, endsAt: validTo, sort: 4 },
  ]);

  // The cash-back runs from the day the seed runs (the database's clock, as the wallet demo): the seeded
  // history (orders completed before it) is not credited by the job at the first server start (issue 31 item 14).
  const [{ started }] = await queryRows<{ started: string | Date }>(tx, sql`select now() as started`);
  await tx.insert(s.cashbackRules).values({
    name: '满额返现',
    startsAt: new Date(started),
    endsAt: longTo,
    tiers: [
      { amount: 100_000, value: 2_000 },
      { amount: 300_000, value: 8_000 },
      { amount: 500_000, value: 15_000 },
    ],
  });
}
