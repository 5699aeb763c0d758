/**
 * The ranking rules of goods search, as plain functions. The SQL in ./sql.ts implements the same
 * rules inside the database; tests compare the two on PGlite and PostgreSQL, and unit-test these.
 *
 * Tiers, best first:
 *   0 EXACT      the name, trade name or approval number is the keyword (for an approval number also
 *                its code, e.g. "H20033321" for 国药准字H20033321)
 *   1 PREFIX     the name or trade name starts with the keyword, or the full pinyin does (amoxi…)
 *   2 INITIALS   the pinyin initials start with the keyword (amxl → 阿莫西林胶囊 amxljn)
 *   3 SUBSTRING  the keyword occurs anywhere in the searchable text
 * Within a tier: more sales first, then the lower id, so pages never overlap or skip.
 * With several terms, every term must occur somewhere (issue 26: name, trade name, approval number,
 * pinyin, spec, barcode, or the goods' maker or brand); the tier is that of the first term, read
 * from the goods' own fields (a term matched through the maker or brand alone is SUBSTRING).
 */
import { FIELD_SEPARATOR, foldText, type SearchQuery } from './normalize';
import { specNorm } from './spec';

export const TIER = { EXACT: 0, PREFIX: 1, INITIALS: 2, SUBSTRING: 3 } as const;
export type Tier = (typeof TIER)[keyof typeof TIER];
export const TIER_NAMES: Record<Tier, 'exact' | 'prefix' | 'initials' | 'substring'> = {
  0: 'exact',
  1: 'prefix',
  2: 'initials',
  3: 'substring',
};

/** An approval-number code matches exactly only when it is this long (shorter is a substring hit). */
export const APPROVAL_CODE_MIN = 6;

export type SearchableGoods = {
  id: number;
  name: string;
  tradeName: string;
  approvalNo: string;
  pinyinFull: string;
  pinyinInitials: string;
  sales: number;
  /** 规格 and 商品条码 (issue 26): in the search text as its fields 6 and 7. */
  spec?: string;
  barcode?: string;
  /** For a query's makers and brands (SearchQuery.via). */
  manufacturerId?: number;
  brandId?: number | null;
};

/** The stored search text of a goods row (yc_goods_search_text). */
export function goodsSearchText(g: Omit<SearchableGoods, 'id' | 'sales'>): string {
  return [foldText(g.name), foldText(g.tradeName), foldText(g.approvalNo), g.pinyinFull, g.pinyinInitials, specNorm(g.spec ?? ''), g.barcode ?? ''].join(FIELD_SEPARATOR);
}

/** Whether the goods holds each term, in its text or (SearchQuery.via) through its maker or brand. */
function holdsTerms(g: Omit<SearchableGoods, 'id' | 'sales'>, text: string, query: SearchQuery): boolean {
  return query.terms.every((term, i) => {
    if (text.includes(term)) return true;
    const via = query.via?.[i];
    return !!via && (via.makers.includes(g.manufacturerId ?? 0) || via.brands.includes(g.brandId ?? 0));
  });
}

/** Tier of a goods row for a query, or null when it does not match. */
export function goodsTier(g: Omit<SearchableGoods, 'id' | 'sales'>, query: SearchQuery): Tier | null {
  const text = goodsSearchText(g);
  if (!holdsTerms(g, text, query)) return null;
  const k = query.terms[0];
  const name = foldText(g.name);
  const trade = foldText(g.tradeName);
  const approval = foldText(g.approvalNo);
  // Terms are never empty, so an empty field can neither equal nor start with one.
  if (name === k || trade === k || approval === k || ([...k].length >= APPROVAL_CODE_MIN && approval.endsWith(k))) return TIER.EXACT;
  if (name.startsWith(k) || trade.startsWith(k) || g.pinyinFull.startsWith(k)) return TIER.PREFIX;
  if (g.pinyinInitials.startsWith(k)) return TIER.INITIALS;
  return TIER.SUBSTRING;
}

export type Ranked<T> = { item: T; tier: Tier };

/** Best tier first, then more sales, then lower id. */
export function compareRanked<T extends { id: number; sales: number }>(a: Ranked<T>, b: Ranked<T>): number {
  return a.tier - b.tier || b.item.sales - a.item.sales || a.item.id - b.item.id;
}

/** Reference search over an in-memory list: the matches in result order. */
export function rankGoods<T extends SearchableGoods>(goods: readonly T[], query: SearchQuery): Ranked<T>[] {
  const out: Ranked<T>[] = [];
  for (const item of goods) {
    const tier = goodsTier(item, query);
    if (tier !== null) out.push({ item, tier });
  }
  return out.sort(compareRanked);
}

export type SearchableMaker = { id: number; name: string; shortName: string; pinyinInitials: string };

/** Searchable text of a manufacturer (type 2 search): name, short name and pinyin initials. */
export function makerSearchText(m: Omit<SearchableMaker, 'id'>): string {
  return [foldText(m.name), foldText(m.shortName), m.pinyinInitials].join(FIELD_SEPARATOR);
}

/** Tier of a manufacturer: exact name or short name, name/short-name prefix, initials prefix, substring. */
export function makerTier(m: Omit<SearchableMaker, 'id'>, query: SearchQuery): Tier | null {
  const text = makerSearchText(m);
  if (!query.terms.every((term) => text.includes(term))) return null;
  const k = query.terms[0];
  const name = foldText(m.name);
  const short = foldText(m.shortName);
  if (name === k || short === k) return TIER.EXACT;
  if (name.startsWith(k) || short.startsWith(k)) return TIER.PREFIX;
  if (m.pinyinInitials.startsWith(k)) return TIER.INITIALS;
  return TIER.SUBSTRING;
}
