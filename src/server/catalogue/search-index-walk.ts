/**
 * Walking the in-memory search index (search-index.ts builds it): which rows match a query, their
 * tier, and one page ranked as the viewer may see it. Pure functions over the index; the same
 * ranking as ../search (ranking.ts, sql.ts), which tests/integration/search-index.test.ts holds.
 */
import type { Viewer } from '../auth/viewer';
import { FIELD_SEPARATOR, type SearchQuery } from '../search/normalize';
import { APPROVAL_CODE_MIN, fieldTier, TIER, TIER_COUNT, type Tier } from '../search/ranking';
import { releasedTo } from './goods-query';

/** Rows of the index, in (sales desc, id) order. */
export type IndexedGoods = {
  id: number;
  sales: number;
  /** \x01 + search_text (folded name, trade name, approval number, full pinyin, initials, joined by \x01). */
  text: string;
  name: string;
  tradeName: string;
  approvalNo: string;
  makerId: number;
  brandId: number;
  onSale: boolean;
  controlled: boolean;
  rule: { companyTypes: string[]; provinces: string[] } | null;
  /** For list pages and facets answered from the index (index-list.ts): 0 for none. */
  categoryId: number;
  basePrice: number;
  /** created_at as epoch seconds (microseconds kept: the 最新 sort breaks ties by id only on equal times). */
  created: number;
};

/** Makers' short names and brands' names, for facets counted from the index. */
export type IndexNames = { makers: Map<number, string>; brands: Map<number, string> };

/** Row numbers of the index in each list sort's order (index-list.ts); sales order is the index's own. */
export type ListOrders = { id: Int32Array; new: Int32Array; priceAsc: Int32Array; priceDesc: Int32Array };

/**
 * The rows, and their texts joined into one string (rows apart by \x02, which keywords never hold):
 * `indexOf` over it jumps from match to match, so a narrow word costs one fast scan and a broad one
 * only its matching rows. `starts[i]` is where row i's text begins.
 *
 * `heads` holds the first character of each field of each row, `width` characters a row (\x02 for an
 * empty or missing field): the last row where a field may start with a term is found with one
 * `lastIndexOf` over it, and a walk for a capped page stops once past it (see rankFromIndex).
 */
export type SearchIndex = {
  rows: IndexedGoods[];
  all: string;
  starts: Int32Array;
  heads: string;
  width: number;
  /** `nameIds[i]`: row i's name as a number (rows of one name share it; 0…names-1), for grouping by name. */
  nameIds: Int32Array;
  names: number;
  /** Rows of each maker and of each brand, in index order (a maker's name searched in the goods box). */
  byMaker: Map<number, number[]>;
  byBrand: Map<number, number[]>;
  orders: ListOrders;
  labels: IndexNames;
};

const FIELD_CODE = FIELD_SEPARATOR.charCodeAt(0);

/** The row whose text holds position `pos` of `all`. */
function rowAt(starts: Int32Array, pos: number): number {
  let lo = 0;
  let hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Where the first term occurs in the row being visited (positions in `all`): `at[0…count)`, or only
 * the first `at.length` of them when `count` is larger. Valid during the `visit` call only.
 */
export type RowHits = { at: Int32Array; count: number };
const HITS: RowHits = { at: new Int32Array(16), count: 0 };

/**
 * Calls `visit` with each row matching the query and its tier (exactly {@link indexedTier}), in
 * index order, until `visit` returns true. Cheaper than indexedTier on every row holding the term
 * (broad words): the walk visits each occurrence of the first term in the joined text, so it sees
 * whether one starts a field (the character before it is \x01) without searching the row's own text
 * string; a row where none does is a substring match (when the term is shorter than an approval
 * code) and is never split.
 */
export function eachMatch(index: SearchIndex, q: IndexQuery, visit: (g: IndexedGoods, tier: Tier, row: number, hits: RowHits) => boolean | void): void {
  if (q.via) return eachMatchVia(index, q, visit);
  const { all, starts, rows } = index;
  const { first, terms, long } = q;
  // One term that starts no field of the row (and is shorter than an approval code): SUBSTRING.
  const more = terms.length > 1;
  const { at } = HITS;
  let pos = all.indexOf(first);
  while (pos !== -1) {
    const row = rowAt(starts, pos);
    const end = starts[row + 1]!;
    let head = false;
    let count = 0;
    // The row's occurrences (a term never holds \x02, so none crosses into the next row).
    while (pos !== -1 && pos < end) {
      if (all.charCodeAt(pos - 1) === FIELD_CODE) head = true;
      if (count < at.length) at[count] = pos;
      count++;
      pos = all.indexOf(first, pos + 1);
    }
    HITS.count = count;
    const g = rows[row]!;
    if (head || long || more) {
      const tier = indexedTier(g.text, q);
      if (tier !== null && visit(g, tier, row, HITS) === true) return;
    } else if (visit(g, TIER.SUBSTRING, row, HITS) === true) return;
  }
}

/**
 * eachMatch for a query with a term that makers or brands hold (a goods of theirs matches it without
 * holding it): the walk follows a term only goods texts match (the driver) when there is one, else
 * visits every row; each candidate's tier is indexedTier's. `hits` are not kept (count past them).
 */
function eachMatchVia(index: SearchIndex, q: IndexQuery, visit: (g: IndexedGoods, tier: Tier, row: number, hits: RowHits) => boolean | void): void {
  const { all, starts, rows } = index;
  HITS.count = HITS.at.length + 1;
  const check = (row: number): boolean => {
    const g = rows[row]!;
    const tier = indexedTier(g.text, q, g.makerId, g.brandId);
    return tier !== null && visit(g, tier, row, HITS) === true;
  };
  if (q.driver === -1) {
    // The first term's candidates: the goods of its makers and brands, and the rows holding it.
    const v = q.via![0]!;
    const candidates = new Set<number>();
    for (const m of v.makers) for (const row of index.byMaker.get(m) ?? []) candidates.add(row);
    for (const b of v.brands) for (const row of index.byBrand.get(b) ?? []) candidates.add(row);
    for (let pos = all.indexOf(q.first); pos !== -1;) {
      const row = rowAt(starts, pos);
      candidates.add(row);
      pos = all.indexOf(q.first, starts[row + 1]!);
    }
    for (const row of Int32Array.from(candidates).sort()) if (check(row)) return;
    return;
  }
  const term = q.terms[q.driver]!;
  let pos = all.indexOf(term);
  while (pos !== -1) {
    const row = rowAt(starts, pos);
    if (check(row)) return;
    pos = all.indexOf(term, starts[row + 1]!);
  }
}

/** Whether the viewer may see a goods (visibility.ts, releasedTo). */
export function visibleTo(g: IndexedGoods, viewer: Viewer): boolean {
  if (!g.onSale) return false;
  return !g.controlled || releasedTo(g.rule, viewer);
}

/**
 * A query prepared for walking the index: its terms, the first term as a field start, and for terms
 * that makers or brands hold their ids (`via`, else null) with a term no maker or brand holds to
 * follow through the joined text (`driver`, -1 when every term has makers or brands).
 */
export type IndexQuery = {
  terms: string[];
  first: string;
  long: boolean;
  /** Per term: \x01 + term (a field starting with it), and whether it is approval-code long. */
  heads: string[];
  longs: boolean[];
  via: ({ makers: Set<number>; brands: Set<number> } | null)[] | null;
  driver: number;
};

export function indexQuery(query: SearchQuery): IndexQuery {
  const first = query.terms[0]!;
  const via = query.via?.some(Boolean) ? query.via.map((v) => (v ? { makers: new Set(v.makers), brands: new Set(v.brands) } : null)) : null;
  const driver = via ? via.findIndex((v) => v === null) : 0;
  const longs = query.terms.map((t) => [...t].length >= APPROVAL_CODE_MIN);
  return { terms: query.terms, first, long: longs[0]!, heads: query.terms.map((t) => FIELD_SEPARATOR + t), longs, via, driver };
}

/**
 * The tier of a goods for a query (ranking.ts `goodsTier`, read from the indexed text: \x01 +
 * search_text), or null when it does not match: every term in the text or held by the goods' maker
 * or brand; the best tier any term reaches (fields split out only when a term starts one).
 */
export function indexedTier(text: string, q: IndexQuery, makerId = 0, brandId = 0): Tier | null {
  let head = false;
  let best: Tier = TIER.SUBSTRING;
  for (let i = 0; i < q.terms.length; i++) {
    const v = q.via?.[i];
    const held = !!v && (v.makers.has(makerId) || v.brands.has(brandId));
    if (held) best = TIER.MAKER;
    if (text.includes(q.terms[i]!)) {
      if (!head && (q.longs[i] || text.includes(q.heads[i]!))) head = true;
    } else if (!held) return null;
  }
  if (!head) return best;
  const fields = text.split(FIELD_SEPARATOR).slice(1);
  for (const term of q.terms) {
    const own = fieldTier(fields, term);
    if (own < best) best = own;
  }
  return best;
}

/** The last row that may rank above SUBSTRING: one where a term may start a field, or of a maker or brand holding a term. */
function lastBetterRow(index: SearchIndex, q: IndexQuery): number {
  if (q.longs.some(Boolean)) return index.rows.length;
  let last = -1;
  for (const term of q.terms) last = Math.max(last, Math.floor(index.heads.lastIndexOf(term.charAt(0)) / index.width));
  for (const v of q.via ?? []) {
    for (const m of v?.makers ?? []) last = Math.max(last, index.byMaker.get(m)?.at(-1) ?? -1);
    for (const b of v?.brands ?? []) last = Math.max(last, index.byBrand.get(b)?.at(-1) ?? -1);
  }
  return last;
}

/**
 * The ids of one page of a keyword search as the viewer may see them, best first, and the number
 * of matches counted up to `cap + 1`.
 *
 * Matches better than SUBSTRING start a field with the first term, so none lies past the last row
 * whose `heads` hold its first character: once the walk is past that row, has counted more than
 * `cap` and has the first `offset + limit` substring matches, the rest of the walk cannot change the
 * page or the (capped) total, and it stops. A broad word (片: 16,000 matches in 50,000 goods) then
 * walks about a thousand rows instead of all of them. An approval-code-long term can be an exact
 * match without starting a field (suffix of the approval number): no early stop.
 */
export function rankFromIndex(index: SearchIndex, query: SearchQuery, viewer: Viewer, offset: number, limit: number, cap: number): { ids: number[]; total: number } {
  const q = indexQuery(query);
  const want = offset + limit;
  const tiers: number[][] = Array.from({ length: TIER_COUNT }, () => []);
  const substring = tiers[TIER.SUBSTRING]!;
  const lastHead = lastBetterRow(index, q);
  let total = 0;
  eachMatch(index, q, (g, tier, row) => {
    if (visibleTo(g, viewer)) {
      if (total <= cap) total++;
      const bucket = tiers[tier]!;
      if (bucket.length < want) bucket.push(g.id);
    }
    return total > cap && substring.length >= want && row >= lastHead;
  });
  return { ids: tiers.flat().slice(offset, want), total };
}
