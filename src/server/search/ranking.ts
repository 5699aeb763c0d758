/**
 * The ranking rules of goods search, as plain functions. The SQL in ./sql.ts implements the same
 * rules inside the database; tests compare the two on PGlite and PostgreSQL, and unit-test these.
 *
 * Tiers, best first (issue 26: exact name > name prefix > trade name > maker …, then sales):
 *   0 EXACT      the name, approval number or barcode is a term (for an approval number also its
 *                code, e.g. "H20033321" for 国药准字H20033321)
 *   1 PREFIX     the name starts with a term, or the full pinyin does (amoxi…)
 *   2 INITIALS   the pinyin initials start with a term (amxl → 阿莫西林胶囊 amxljn)
 *   3 TRADE      the trade name (商品名) starts with a term
 *   4 MAKER      the goods' maker or brand holds a term in its name (SearchQuery.via)
 *   5 SUBSTRING  every term occurs somewhere else (name, trade name, approval number, pinyin, spec, barcode)
 * Judged on the whole query: every term must match (in the goods' text or through its maker or
 * brand), and the tier is the best any term reaches, whatever the terms' order (天源 布洛芬 ranks the
 * goods named 布洛芬… first, as 布洛芬 天源 does). Within a tier: more sales first, then the lower id,
 * so pages never overlap or skip.
 */
import { FIELD_SEPARATOR, foldText, type SearchQuery } from './normalize';
import { specNorm } from './spec';

export const TIER = { EXACT: 0, PREFIX: 1, INITIALS: 2, TRADE: 3, MAKER: 4, SUBSTRING: 5 } as const;
/** Number of tiers (TIER values are 0…TIER_COUNT-1). */
export const TIER_COUNT = 6;
export type Tier = (typeof TIER)[keyof typeof TIER];
export const TIER_NAMES: Record<Tier, 'exact' | 'prefix' | 'initials' | 'trade' | 'maker' | 'substring'> = {
  0: 'exact',
  1: 'prefix',
  2: 'initials',
  3: 'trade',
  4: 'maker',
  5: 'substring',
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

/** Whether the query's term `i` is held by the goods' maker or brand (SearchQuery.via). */
function heldVia(g: Omit<SearchableGoods, 'id' | 'sales'>, query: SearchQuery, i: number): boolean {
  const via = query.via?.[i];
  return !!via && (via.makers.includes(g.manufacturerId ?? 0) || via.brands.includes(g.brandId ?? 0));
}

/**
 * The tier one term reaches in a goods' own fields (the search text's fields in order: name, trade
 * name, approval number, full pinyin, initials, spec, barcode); SUBSTRING when it starts none of them.
 * The in-memory index calls this too (search-index-walk.ts), so the two can never drift apart.
 */
export function fieldTier(fields: readonly string[], k: string): Tier {
  const [name = '', trade = '', approval = '', full = '', initials = '', , barcode = ''] = fields;
  // Terms are never empty, so an empty field can neither equal nor start with one.
  if (name === k || approval === k || barcode === k || ([...k].length >= APPROVAL_CODE_MIN && approval.endsWith(k))) return TIER.EXACT;
  if (name.startsWith(k) || full.startsWith(k)) return TIER.PREFIX;
  if (initials.startsWith(k)) return TIER.INITIALS;
  if (trade.startsWith(k)) return TIER.TRADE;
  return TIER.SUBSTRING;
}

/** Tier of a goods row for a query (the best over its terms), or null when it does not match. */
export function goodsTier(g: Omit<SearchableGoods, 'id' | 'sales'>, query: SearchQuery): Tier | null {
  const text = goodsSearchText(g);
  const fields = text.split(FIELD_SEPARATOR);
  let best: Tier = TIER.SUBSTRING;
  for (let i = 0; i < query.terms.length; i++) {
    const term = query.terms[i]!;
    const via = heldVia(g, query, i);
    if (!via && !text.includes(term)) return null;
    if (via && best > TIER.MAKER) best = TIER.MAKER;
    const own = fieldTier(fields, term);
    if (own < best) best = own;
  }
  return best;
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
