/**
 * The identity of each product (what it is, who makes it, its approval number and wholesale
 * price), before the commerce traits of goods-traits.ts are added.
 */
import { allocate, weightedSample } from './allocate';
import type { CategoryIndex } from './categories';
import { deviceApproval, drugApproval, type UniqueCodes } from './codes';
import type { Maker } from './makers';
import type { Rng } from './random';
import type { GoodsRow } from './types';
import { DEVICES } from './data/devices';
import { GRADE_FACTOR, HERB_GRADES, HERB_PACKS, HERBS } from './data/herbs';
import { dosageFormOf, MEDICINES } from './data/medicines';
import { TRADE_HEADS, TRADE_TAILS } from './data/trade-names';

export type GoodsDraft = Pick<
  GoodsRow,
  | 'kind'
  | 'name'
  | 'tradeName'
  | 'categoryId'
  | 'manufacturerId'
  | 'brandId'
  | 'spec'
  | 'unit'
  | 'dosageForm'
  | 'approvalNo'
  | 'rxClass'
  | 'origin'
  | 'grade'
  | 'deviceClass'
  | 'basePrice'
  | 'isEphedrine'
  | 'ephedrineLimit'
> & {
  /** Months from production to expiry. */
  shelfLifeMonths: number;
  /** Relative demand of the product line, scales sales. */
  popularity: number;
};

export type DraftContext = {
  rng: Rng;
  categories: CategoryIndex;
  makers: Maker[];
  brandOfMaker: Map<number, number>;
  codes: UniqueCodes;
};

/** Wholesale prices end in 5 fen below ¥10 and in 10 fen above, like real price lists. */
function roundPrice(fen: number): number {
  const step = fen < 1000 ? 5 : 10;
  return Math.max(step, Math.round(fen / step) * step);
}

function tradeName(rng: Rng): string {
  const head = rng.pick(TRADE_HEADS);
  let tail = rng.pick(TRADE_TAILS);
  while (tail === head) tail = rng.pick(TRADE_TAILS);
  return head + tail;
}

const makersOf = (ctx: DraftContext, kind: Maker['kind']) => ctx.makers.filter((m) => m.kind === kind);

export function medicineDrafts(ctx: DraftContext, count: number): GoodsDraft[] {
  const { rng } = ctx;
  const pharma = makersOf(ctx, 'pharma');
  // 中药制药 makers make Chinese patent medicines, 生物制药 makers chemical and biological ones.
  const pools = {
    H: pharma.filter((m) => !m.row.name.includes('中药')),
    S: pharma.filter((m) => !m.row.name.includes('中药')),
    Z: pharma.filter((m) => !m.row.name.includes('生物')),
  };
  const counts = allocate(
    count,
    MEDICINES.map((b) => b.weight),
  );
  const drafts: GoodsDraft[] = [];
  MEDICINES.forEach((base, i) => {
    const n = counts[i] ?? 0;
    const makers = weightedSample(rng, pools[base.kind], (m) => m.weight, n);
    const offset = rng.int(0, base.specs.length - 1);
    for (let k = 0; k < n; k++) {
      // More goods than makers only with huge goodsCount: makers then repeat with other specs.
      const maker = makers[k % makers.length] as Maker;
      const spec = base.specs[(offset + k) % base.specs.length] as (typeof base.specs)[number];
      drafts.push({
        kind: 'medicine',
        name: base.name,
        tradeName: base.kind !== 'Z' && rng.chance(0.25) ? tradeName(rng) : '',
        categoryId: ctx.categories.idOf(base.cat),
        manufacturerId: maker.row.id,
        brandId: ctx.brandOfMaker.get(maker.row.id) ?? null,
        spec: spec.spec,
        unit: spec.unit,
        dosageForm: dosageFormOf(base.name),
        approvalNo: drugApproval(ctx.codes, base.kind, base.name, maker.row.id, maker.province.code),
        rxClass: base.rx,
        origin: '',
        grade: '',
        deviceClass: null,
        basePrice: roundPrice(rng.int(spec.min, spec.max)),
        isEphedrine: base.ephedrineLimit > 0,
        ephedrineLimit: base.ephedrineLimit,
        shelfLifeMonths: rng.pick([24, 24, 36, 36, 30, 18]),
        popularity: base.weight,
      });
    }
  });
  return drafts;
}

export function herbalDrafts(ctx: DraftContext, count: number): GoodsDraft[] {
  const { rng } = ctx;
  const pool = makersOf(ctx, 'herbal');
  const counts = allocate(
    count,
    HERBS.map((h) => (h.minPerKg < 10000 ? 1.2 : 0.8)),
  );
  const drafts: GoodsDraft[] = [];
  HERBS.forEach((herb, i) => {
    for (let k = 0; k < (counts[i] ?? 0); k++) {
      const maker = rng.weighted(
        pool,
        pool.map((m) => m.weight),
      );
      const grade = rng.weighted(HERB_GRADES, [5, 2, 2, 1]);
      const pack = rng.weighted(HERB_PACKS, [5, 3, 2]);
      const perKg = rng.int(herb.minPerKg, herb.maxPerKg) * GRADE_FACTOR[grade];
      drafts.push({
        kind: 'herbal',
        name: rng.pick(herb.variants),
        tradeName: '',
        categoryId: ctx.categories.idOf(herb.cat),
        manufacturerId: maker.row.id,
        brandId: ctx.brandOfMaker.get(maker.row.id) ?? null,
        spec: pack.spec,
        unit: '袋',
        dosageForm: '饮片',
        approvalNo: '', // 饮片 are made to the 药典 / 炮制规范, without a 国药准字
        rxClass: null,
        origin: rng.pick(herb.origins),
        grade,
        deviceClass: null,
        basePrice: Math.max(100, Math.round((perKg * pack.grams) / 1000 / 10) * 10),
        isEphedrine: false,
        ephedrineLimit: 0,
        shelfLifeMonths: rng.pick([12, 18, 24, 24]),
        popularity: 1,
      });
    }
  });
  return drafts;
}

export function deviceDrafts(ctx: DraftContext, count: number): GoodsDraft[] {
  const { rng } = ctx;
  const pool = makersOf(ctx, 'device');
  const counts = allocate(
    count,
    DEVICES.map((d) => d.weight),
  );
  const drafts: GoodsDraft[] = [];
  DEVICES.forEach((device, i) => {
    const n = counts[i] ?? 0;
    const makers = weightedSample(rng, pool, (m) => m.weight, n);
    for (let k = 0; k < n; k++) {
      const maker = makers[k % makers.length] as Maker;
      const spec = rng.pick(device.specs);
      drafts.push({
        kind: 'device',
        name: device.name,
        tradeName: '',
        categoryId: ctx.categories.idOf(device.cat),
        manufacturerId: maker.row.id,
        brandId: ctx.brandOfMaker.get(maker.row.id) ?? null,
        spec: spec.spec,
        unit: spec.unit,
        dosageForm: '',
        approvalNo: deviceApproval(ctx.codes, device.cls, device.code, device.name, maker.row.id, maker.province.abbr, maker.city.abbr),
        rxClass: null,
        origin: '',
        grade: '',
        deviceClass: device.cls,
        basePrice: roundPrice(rng.int(spec.min, spec.max)),
        isEphedrine: false,
        ephedrineLimit: 0,
        shelfLifeMonths: rng.pick([36, 36, 60]),
        popularity: device.weight,
      });
    }
  });
  return drafts;
}
