/** All goods rows: drafts per kind → traits → shuffled ids → 控销 picks → combinations. */
import { assignBarcodes } from './barcodes';
import { KIND_SHARES } from './constants';
import type { CategoryIndex } from './categories';
import { UniqueCodes } from './codes';
import { generateCombos } from './combos';
import { deviceDrafts, herbalDrafts, medicineDrafts, type DraftContext } from './goods-drafts';
import { withTraits } from './goods-traits';
import type { Maker } from './makers';
import type { Rng } from './random';
import type { CombinationItemRow, GoodsRow } from './types';
import { COMPANY_TYPES } from '../db/schema';
import { PROVINCE_NAMES } from '../reference/places';

/** Share of single goods released only to some buyers (控销). */
const CONTROLLED_SHARE = 0.03;

function comboCount(total: number): number {
  return total >= 1000 ? 8 : 3;
}

/** A 控销 rule: a few buyer types, and either every province or a handful. */
function controlRule(rng: Rng): NonNullable<GoodsRow['controlRule']> {
  const types = rng.sample(COMPANY_TYPES, rng.int(1, 4));
  const provinces = rng.chance(0.4) ? [] : rng.sample(PROVINCE_NAMES, rng.int(1, 6));
  // Keep the canonical order so equal rules compare equal.
  return {
    companyTypes: COMPANY_TYPES.filter((t) => types.includes(t)),
    provinces: PROVINCE_NAMES.filter((p) => provinces.includes(p)),
  };
}

export function generateGoods(
  rng: Rng,
  total: number,
  categories: CategoryIndex,
  makers: Maker[],
  brandOfMaker: Map<number, number>,
): { goods: GoodsRow[]; combinationItems: CombinationItemRow[] } {
  const combos = comboCount(total);
  const herbal = Math.round(total * KIND_SHARES.herbal);
  const device = Math.round(total * KIND_SHARES.device);
  const medicine = total - herbal - device - combos;

  const ctx: DraftContext = { rng: rng.fork('drafts'), categories, makers, brandOfMaker, codes: new UniqueCodes() };
  const drafts = [...medicineDrafts(ctx, medicine), ...herbalDrafts(ctx, herbal), ...deviceDrafts(ctx, device)];

  const traitsRng = rng.fork('traits');
  const rows = drafts.map((d) => withTraits(traitsRng, d));
  // Interleave kinds and makers so id order (the default list order) looks like a real catalogue.
  const goods: GoodsRow[] = rng
    .fork('order')
    .shuffle(rows)
    .map((row, i) => ({ id: i + 1, ...row }));

  const controlRng = rng.fork('control');
  const eligible = goods.filter((g) => !g.isEphedrine && g.kind !== 'herbal');
  for (const g of controlRng.sample(eligible, Math.ceil(goods.length * CONTROLLED_SHARE))) {
    g.isControlled = true;
    g.controlRule = controlRule(controlRng);
  }

  assignBarcodes(goods);
  const { combos: comboRows, items } = generateCombos(rng.fork('combos'), goods, goods.length + 1, combos);
  return { goods: [...goods, ...comboRows], combinationItems: items };
}
