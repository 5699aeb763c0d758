/**
 * Commerce traits of a product: retail price, ladder prices, stock and purchase limits,
 * shipping flags, packs, batch and dates, sales. Shares are tuned so every list and badge of
 * the site has something to show.
 */
import { goodsPinyin } from '../search/pinyin';
import { batchNumber } from './codes';
import { SEED_NOW, SEED_TODAY } from './constants';
import { addDays, addMonths } from './dates';
import type { GoodsDraft } from './goods-drafts';
import type { Rng } from './random';
import type { GoodsRow } from './types';
import type { LadderTier } from '../db/schema';

const roundUp = (n: number, step: number) => Math.ceil(n / step) * step;

/** 建议零售价: 25–90 % over wholesale, ending in a round yuan or .x0/.x5 like shelf labels. */
export function retailPrice(rng: Rng, base: number): number {
  const raw = base * (1.25 + rng.next() * 0.65);
  const step = base < 1000 ? 10 : 100;
  return Math.max(base + 10, roundUp(raw, step) - (step === 100 ? rng.pick([0, 10, 20, 50]) : 0));
}

/**
 * 2–3 tiers, the first from more than one unit, quantities rising and unit prices falling
 * (2–6 % per step, at least 1 fen), all below the base price.
 */
export function ladderTiers(rng: Rng, base: number, step: number): LadderTier[] {
  const tiers: LadderTier[] = [];
  let number = roundUp(rng.pick([3, 5, 10, 20]), step);
  let price = base;
  const count = rng.int(2, 3);
  for (let i = 0; i < count; i++) {
    const next = Math.min(price - 1, Math.floor(price * (1 - (0.02 + rng.next() * 0.04))));
    if (next < 1) break;
    price = next;
    tiers.push({ number, price });
    number = roundUp(number * rng.pick([2, 3, 5]), step);
  }
  return tiers;
}

/** 中包装 / 件装 by kind, unit and price: cheap boxes travel in tens, devices and costly goods singly. */
function packs(rng: Rng, draft: GoodsDraft): { midPack: number; casePack: number } {
  if (draft.kind === 'herbal') return { midPack: 1, casePack: draft.spec === '250g' ? 40 : draft.spec === '500g' ? 20 : 10 };
  if (draft.basePrice >= 10000 || ['台', '件', '副', '套'].includes(draft.unit)) return { midPack: 1, casePack: rng.pick([5, 10, 20]) };
  const midPack = rng.weighted([1, 5, 10, 20], [3, 1, 4, 2]);
  return { midPack, casePack: midPack * rng.pick([10, 20, 30, 40]) };
}

function batchDates(rng: Rng, shelfLifeMonths: number, nearExpiry: boolean): { productionDate: string; expiryDate: string } {
  if (nearExpiry) {
    // Expires within six months of SEED_NOW: the "近效期" badge must have goods to show.
    const expiryDate = addDays(SEED_TODAY, rng.int(20, 170));
    return { productionDate: addDays(addMonths(expiryDate, -shelfLifeMonths), 1), expiryDate };
  }
  const productionDate = addDays(SEED_TODAY, -rng.int(15, 300));
  return { productionDate, expiryDate: addDays(addMonths(productionDate, shelfLifeMonths), -1) };
}

export function withTraits(rng: Rng, draft: GoodsDraft): Omit<GoodsRow, 'id'> {
  const { shelfLifeMonths, popularity, ...identity } = draft;
  const { midPack, casePack } = packs(rng, draft);
  const onlyMidPack = midPack > 1 && rng.chance(0.12);
  const step = onlyMidPack ? midPack : 1;
  const special = draft.isEphedrine; // 含麻 goods keep plain terms: no promotions, their own per-order limit

  const xgRoll = rng.next();
  const xgNumber = special ? 0 : xgRoll < 0.015 ? -1 : xgRoll < 0.13 ? roundUp(rng.pick([5, 10, 20, 30, 50, 100]), step) : 0;
  const hasLadder = !special && rng.chance(0.25);
  const isDpby = !special && rng.chance(0.08);
  const isFreeShipping = !special && !isDpby && rng.chance(0.05);
  const { productionDate, expiryDate } = batchDates(rng, shelfLifeMonths, rng.chance(0.05));
  const pinyin = goodsPinyin(draft.name, draft.tradeName);
  const ageDays = rng.chance(0.08) ? rng.int(0, 40) : rng.int(41, 720);

  return {
    ...identity,
    type: 1,
    erpCode: null,
    holder: '', // 上市许可持有人: the maker holds it
    retailPrice: retailPrice(rng, draft.basePrice),
    ladderPrice: hasLadder ? ladderTiers(rng, draft.basePrice, step) : [],
    ladderPriceType: hasLadder ? rng.pick([0, 1]) : 0,
    isBuy: !rng.chance(0.01),
    stock: rng.chance(0.05) ? 0 : Math.floor(50 + rng.next() ** 2 * 19_950),
    xgNumber,
    isDpby,
    qgNumber: isDpby ? roundUp(rng.pick([5, 10, 20, 30, 50]), step) : 0,
    isFreeShipping,
    freeShippingNumber: isFreeShipping ? roundUp(rng.pick([5, 10, 20]), step) : 0,
    isYoux: !special && rng.chance(0.1),
    midPack,
    casePack,
    onlyMidPack,
    batchNo: batchNumber(rng, productionDate),
    productionDate,
    expiryDate,
    lastExpiryDate: null,
    isControlled: false,
    controlRule: null,
    sales: ageDays <= 40 ? rng.int(0, 30) : Math.floor(Math.exp(rng.next() * 8) * popularity),
    imageCount: rng.int(1, 4),
    pinyinFull: pinyin.full,
    pinyinInitials: pinyin.initials,
    isOnSale: !rng.chance(0.01),
    version: 1,
    barcode: '', // assigned once ids are known (barcodes.ts)
    createdAt: new Date(SEED_NOW.getTime() - ageDays * 86_400_000 - rng.int(0, 86_399) * 1000),
  };
}
