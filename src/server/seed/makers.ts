/** Manufacturers (≥ 300, by kind) and the brands of the biggest ones. */
import { pinyinInitials } from '../search/pinyin';
import type { Rng } from './random';
import type { BrandRow, ManufacturerRow } from './types';
import { BRAND_HEADS, BRAND_TAILS, COMPANY_SUFFIXES, DEVICE_TRADES, HERBAL_TRADES, MANUFACTURER_COUNTS, PHARMA_TRADES, RESERVED_BRANDS } from './data/manufacturers';
import { DEVICE_CITIES, HERBAL_CITIES, PHARMA_CITIES, provinceByName, type City, type Province } from '../reference/places';

export type MakerKind = 'pharma' | 'herbal' | 'device';

/** A manufacturer as the generator sees it: the row plus what codes and weights need. */
export type Maker = {
  row: ManufacturerRow;
  kind: MakerKind;
  city: City;
  province: Province;
  brandWord: string;
  /** Relative share of goods: a few big makers list many products, most list few. */
  weight: number;
};

const provinceShort = (name: string) => name.replace(/(壮族|回族|维吾尔)?自治区$|省$|市$/, '');

function brandWords(rng: Rng): string[] {
  const words: string[] = [];
  for (const head of BRAND_HEADS) {
    for (const tail of BRAND_TAILS) {
      if (head !== tail && !RESERVED_BRANDS.has(head + tail)) words.push(head + tail);
    }
  }
  return rng.shuffle(words);
}

const KINDS: { kind: MakerKind; cities: readonly City[]; trades: readonly { trade: string; short: string }[] }[] = [
  { kind: 'pharma', cities: PHARMA_CITIES, trades: PHARMA_TRADES },
  { kind: 'herbal', cities: HERBAL_CITIES, trades: HERBAL_TRADES },
  { kind: 'device', cities: DEVICE_CITIES, trades: DEVICE_TRADES },
];

export function generateMakers(rng: Rng): Maker[] {
  const words = brandWords(rng);
  const makers: Maker[] = [];
  for (const { kind, cities, trades } of KINDS) {
    for (let rank = 0; rank < MANUFACTURER_COUNTS[kind]; rank++) {
      const brandWord = words[makers.length];
      if (!brandWord) throw new Error('ran out of brand words');
      const city = rng.pick(cities);
      const province = provinceByName(city.province);
      const { trade, short } = rng.pick(trades);
      const suffix = rng.weighted(COMPANY_SUFFIXES, [6, 3, 1]);
      // Most names lead with the city (石家庄康信制药有限公司), some with the province (江西康信药业有限公司).
      const place = rng.chance(0.2) ? provinceShort(province.name) : city.name;
      const name = `${place}${brandWord}${trade}${suffix}`;
      makers.push({
        row: { id: makers.length + 1, name, shortName: `${brandWord}${short}`, province: province.name, pinyinInitials: pinyinInitials(name) },
        kind,
        city,
        province,
        brandWord,
        weight: 1 / (rank + 4) ** 0.8,
      });
    }
  }
  return makers;
}

/** How many brands each kind of maker contributes to the brand zone (≥ 30 in all). */
const BRANDED = { pharma: 30, herbal: 3, device: 3 } as const;

const BRAND_LINES: Record<MakerKind, string[]> = {
  pharma: ['专注常见病、慢性病用药研发与生产', '以感冒、消化、心脑血管用药见长', '拥有多条通过 GMP 认证的固体制剂生产线', '中西药并重，品种覆盖十余个治疗领域'],
  herbal: ['道地药材产地加工，饮片按《中国药典》炮制', '建有多个 GAP 种植基地，来源可追溯'],
  device: ['专注家用医疗器械与医用耗材', '产品覆盖防护、护理与检测三大类'],
};

/** Brands of the biggest makers of each kind; sets `brandId` lookups by manufacturer id. */
export function generateBrands(rng: Rng, makers: Maker[]): { brands: BrandRow[]; brandOfMaker: Map<number, number> } {
  const brands: BrandRow[] = [];
  const brandOfMaker = new Map<number, number>();
  for (const kind of ['pharma', 'herbal', 'device'] as const) {
    for (const maker of makers.filter((m) => m.kind === kind).slice(0, BRANDED[kind])) {
      const id = brands.length + 1;
      brands.push({
        id,
        name: maker.brandWord,
        manufacturerId: maker.row.id,
        logo: '',
        description: `${maker.row.name}旗下品牌，${rng.pick(BRAND_LINES[kind])}。药采品牌专区厂家直供，正品保障。`,
        sort: id,
      });
      brandOfMaker.set(maker.row.id, id);
    }
  }
  return { brands, brandOfMaker };
}
