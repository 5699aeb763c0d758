import type { Activity, PricingGoods, PricingLine } from '../../../src/server/pricing';

/** A buyable goods row with no ladder, limit or promotion unless overridden. */
export function goods(id: number, over: Partial<PricingGoods> = {}): PricingGoods {
  return {
    id,
    type: 1,
    basePrice: 100,
    ladderPrice: [],
    ladderPriceType: 0,
    isBuy: true,
    stock: 1000,
    xgNumber: 0,
    isDpby: false,
    qgNumber: 0,
    midPack: 1,
    onlyMidPack: false,
    visible: true,
    isEphedrine: false,
    ephedrineLimit: 0,
    noCoupon: false,
    ...over,
  };
}

export function line(id: number, goodsId: number, number: number, over: Partial<PricingLine> = {}): PricingLine {
  return { id, goodsId, type: 1, number, isSelected: true, ...over };
}

export function manjian(id: number, tiers: [number, number][], over: Partial<Activity> = {}): Activity {
  return { id, kind: 'manjian', name: `满减${id}`, scope: 'all', goodsIds: [], tiers: tiers.map(([amount, value]) => ({ amount, value })), withCoupon: true, ...over };
}

export function discount(id: number, tiers: [number, number][], over: Partial<Activity> = {}): Activity {
  return { id, kind: 'discount', name: `满折${id}`, scope: 'all', goodsIds: [], tiers: tiers.map(([amount, value]) => ({ amount, value })), withCoupon: true, ...over };
}

export const SHIP = { shippingAmount: 1500, noTransOrderAmount: 80_000 };

export function goodsMap(...list: PricingGoods[]): Map<number, PricingGoods> {
  return new Map(list.map((g) => [g.id, g]));
}
