/**
 * Demo promotions and shipping rules of the cart issue, derived from the generated goods (so they
 * are as deterministic as the rest of the demo data):
 * - 满减专区: goods tagged 满, 满¥399减¥20 / 满¥799减¥50 / 满¥1599减¥120;
 * - 采购节全场满减: every other goods, 满¥3000减¥200 / 满¥5000减¥400 (the demo message announces it);
 * - 中药饮片满折: herbal pieces, 满¥500享9.5折 / 满¥1500享9折;
 * - 买赠: goods tagged 赠, 买10赠1;
 * - shipping: ¥15, free from ¥800; remote provinces ¥30, free from ¥2000.
 * Runs after the main insert; ids come from the sequences.
 */
import type { Tx } from '../db/client';
import * as s from '../db/schema';
import { SEED_NOW } from './constants';
import type { DemoData } from './types';

const DAY = 86_400_000;

export type DemoActivity = {
  kind: (typeof s.ACTIVITY_KINDS)[number];
  name: string;
  scope: 'all' | 'goods';
  tiers: { amount: number; value: number }[];
  withCoupon: boolean;
  goodsIds: number[];
};

export const DEMO_SHIPPING = [
  { province: '', shippingAmount: 1500, noTransOrderAmount: 80_000 },
  { province: '新疆维吾尔自治区', shippingAmount: 3000, noTransOrderAmount: 200_000 },
  { province: '西藏自治区', shippingAmount: 3000, noTransOrderAmount: 200_000 },
];

/** The demo activities for a generated data set (pure). */
export function demoActivities(data: Pick<DemoData, 'goods' | 'goodsTags' | 'tags'>): DemoActivity[] {
  const tagId = (name: string) => data.tags.find((t) => t.name === name)?.id;
  const tagged = (name: string) => {
    const id = tagId(name);
    const ids = new Set(data.goodsTags.filter((gt) => gt.tagId === id).map((gt) => gt.goodsId));
    return data.goods.filter((g) => ids.has(g.id) && !g.isEphedrine).map((g) => g.id);
  };
  const herbal = data.goods.filter((g) => g.kind === 'herbal' && g.type === 1).map((g) => g.id);
  return [
    {
      kind: 'manjian',
      name: '满减专区',
      scope: 'goods',
      withCoupon: true,
      goodsIds: tagged('满'),
      tiers: [
        { amount: 39_900, value: 2000 },
        { amount: 79_900, value: 5000 },
        { amount: 159_900, value: 12_000 },
      ],
    },
    {
      kind: 'manjian',
      name: '采购节全场满减',
      scope: 'all',
      withCoupon: true,
      goodsIds: [],
      tiers: [
        { amount: 300_000, value: 20_000 },
        { amount: 500_000, value: 40_000 },
      ],
    },
    {
      kind: 'discount',
      name: '中药饮片满折',
      scope: 'goods',
      withCoupon: false,
      goodsIds: herbal,
      tiers: [
        { amount: 50_000, value: 95 },
        { amount: 150_000, value: 90 },
      ],
    },
    { kind: 'gift', name: '买赠', scope: 'goods', withCoupon: true, goodsIds: tagged('赠'), tiers: [{ amount: 10, value: 1 }] },
  ];
}

export async function insertPromotionDemo(tx: Tx, data: Pick<DemoData, 'goods' | 'goodsTags' | 'tags'>): Promise<void> {
  const startsAt = new Date(SEED_NOW.getTime() - 400 * DAY);
  const endsAt = new Date(SEED_NOW.getTime() + 3650 * DAY);
  for (const a of demoActivities(data)) {
    const [row] = await tx
      .insert(s.promotionActivities)
      .values({
        kind: a.kind,
        name: a.name,
        scope: a.scope,
        tiers: a.tiers,
        withCoupon: a.withCoupon,
        isEnabled: true,
        startsAt,
        endsAt,
      })
      .returning({ id: s.promotionActivities.id });
    for (let i = 0; i < a.goodsIds.length; i += 1000) {
      await tx.insert(s.promotionActivityGoods).values(a.goodsIds.slice(i, i + 1000).map((goodsId) => ({ activityId: row!.id, goodsId })));
    }
  }
  await tx.insert(s.shippingRules).values(DEMO_SHIPPING);
}
