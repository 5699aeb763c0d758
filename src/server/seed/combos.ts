/** Combination goods (type 3) built from buyable single goods, priced a little under their parts. */
import { SEED_NOW } from './constants';
import type { Rng } from './random';
import type { CombinationItemRow, GoodsRow } from './types';
import { COMBOS } from './data/combos';
import { goodsPinyin } from '../search/pinyin';

/** Goods any approved buyer can put in the cart right now (what shelves and combos should show). */
export function isPlainBuyable(g: GoodsRow): boolean {
  return g.type === 1 && g.isBuy && g.isOnSale && g.stock > 0 && g.xgNumber >= 0 && !g.isControlled && !g.isEphedrine;
}

function freeShipping(rng: Rng): { isFreeShipping: boolean; freeShippingNumber: number } {
  const isFreeShipping = rng.chance(0.5);
  return { isFreeShipping, freeShippingNumber: isFreeShipping ? 1 : 0 };
}

const RX_ORDER = ['Rx', 'OTC甲', 'OTC乙'] as const;

export function generateCombos(rng: Rng, goods: GoodsRow[], firstId: number, count: number): { combos: GoodsRow[]; items: CombinationItemRow[] } {
  const byName = new Map<string, GoodsRow>();
  for (const g of goods) if (isPlainBuyable(g) && !byName.has(g.name)) byName.set(g.name, g);

  const combos: GoodsRow[] = [];
  const items: CombinationItemRow[] = [];
  for (const def of COMBOS) {
    if (combos.length >= count) break;
    const parts = def.parts.map(([name, number]) => ({ goods: byName.get(name), number }));
    if (parts.some((p) => !p.goods)) continue;
    const resolved = parts as { goods: GoodsRow; number: number }[];
    const first = resolved[0]!.goods;
    const id = firstId + combos.length;
    const partsTotal = resolved.reduce((s, p) => s + p.goods.basePrice * p.number, 0);
    const rx = RX_ORDER.find((c) => resolved.some((p) => p.goods.rxClass === c)) ?? null;
    const pinyin = goodsPinyin(def.title);
    combos.push({
      ...first,
      id,
      type: 3,
      name: def.title,
      tradeName: '',
      brandId: null,
      spec: `组合装：${resolved.map((p) => `${p.goods.name}×${p.number}`).join('+')}`,
      unit: '套',
      dosageForm: '',
      approvalNo: '', // each part carries its own approval number
      rxClass: rx,
      origin: '',
      grade: '',
      deviceClass: null,
      basePrice: Math.floor(partsTotal * 0.92),
      retailPrice: resolved.reduce((s, p) => s + p.goods.retailPrice * p.number, 0),
      ladderPrice: [],
      ladderPriceType: 0,
      stock: Math.min(500, ...resolved.map((p) => Math.floor(p.goods.stock / p.number))),
      xgNumber: rng.pick([0, 0, 5, 10]),
      isDpby: false,
      qgNumber: 0,
      ...freeShipping(rng),
      isYoux: false,
      midPack: 1,
      casePack: 20,
      onlyMidPack: false,
      batchNo: `ZH${first.batchNo}`,
      productionDate: resolved
        .map((p) => p.goods.productionDate)
        .sort()
        .at(-1)!,
      expiryDate: resolved.map((p) => p.goods.expiryDate).sort()[0]!,
      sales: rng.int(20, 800),
      imageCount: 1,
      pinyinFull: pinyin.full,
      pinyinInitials: pinyin.initials,
      barcode: '',
      createdAt: new Date(SEED_NOW.getTime() - rng.int(5, 90) * 86_400_000),
    });
    for (const p of resolved) items.push({ comboId: id, goodsId: p.goods.id, number: p.number });
  }
  return { combos, items };
}
