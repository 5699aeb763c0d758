/**
 * An in-memory index of the goods' search keys, for keyword searches without other filters (the
 * header search, the search page): broad words such as 片 or 胶囊 match a large share of the
 * catalogue, and ranking them in SQL (tier, then sales, over every match) costs 50–200 ms; walking
 * this array, kept in (sales desc, id) order, costs a few milliseconds. Same ranking as ../search
 * (ranking.ts, sql.ts): the first N matches of each tier met in sales order are that tier's top N.
 *
 * Freshness: only used while the server's caches are on. Built on first use, in chunks of ids (so
 * the embedded database is never held by one long query); rebuilt after any invalidation
 * (catalogue, price and listing writes call invalidateCaches) — until then searches go to SQL — and
 * refreshed in the background every INDEX_REFRESH_MS (sales order). The page's rows are read from
 * the database by id with the visibility and match conditions again, so a goods taken off sale or
 * out of a 控销 release never shows.
 */
import { sql } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { queryPrepared, type PreparedStatement } from '../db/session-prepared';
import { cacheGeneration, cachesEnabled } from '../cache/memo';
import { FIELD_SEPARATOR, type SearchQuery } from '../search/normalize';
import { APPROVAL_CODE_MIN, TIER, type Tier } from '../search/ranking';
import { releasedTo } from './goods-query';
import { goodsJsonText } from './goods-source';

/** Rows of the index, in (sales desc, id) order. */
export type IndexedGoods = {
  id: number;
  sales: number;
  /** \x01 + search_text (folded name, trade name, approval number, full pinyin, initials, joined by \x01). */
  text: string;
  name: string;
  tradeName: string;
  approvalNo: string;
  onSale: boolean;
  controlled: boolean;
  rule: { companyTypes: string[]; provinces: string[] } | null;
};

/** Sales order is refreshed this often (visibility and names are checked against the database anyway). */
export const INDEX_REFRESH_MS = 60_000;
const CHUNK = 5_000;

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
};
type State = { index: SearchIndex | null; generation: number; builtAt: number; building: Promise<void> | null };
const ROW_SEPARATOR = '\u0002';
const FIELD_CODE = FIELD_SEPARATOR.charCodeAt(0);
const KEY = Symbol.for('yaocai.search.index');

function state(): State {
  const holder = globalThis as { [KEY]?: State };
  holder[KEY] ??= { index: null, generation: -1, builtAt: 0, building: null };
  return holder[KEY];
}

/** The goods columns an indexed row is made of. */
type IndexedColumns = {
  id: number;
  sales: number;
  search_text: string;
  name: string;
  trade_name: string | null;
  approval_no: string | null;
  is_on_sale: boolean;
  is_controlled: boolean;
  control_rule: IndexedGoods['rule'] | string | null;
};
const INDEXED_COLUMNS = 'id, sales, search_text, name, trade_name, approval_no, is_on_sale, is_controlled, control_rule';

/** One row as indexed, whatever the driver's type parsers made of booleans and jsonb. */
function indexed(r: IndexedColumns): IndexedGoods {
  const rule = typeof r.control_rule === 'string' ? (JSON.parse(r.control_rule) as IndexedGoods['rule']) : r.control_rule;
  return {
    id: Number(r.id),
    sales: Number(r.sales),
    text: FIELD_SEPARATOR + r.search_text,
    name: r.name,
    tradeName: r.trade_name ?? '',
    approvalNo: r.approval_no ?? '',
    onSale: r.is_on_sale === true || (r.is_on_sale as unknown) === 't',
    controlled: r.is_controlled === true || (r.is_controlled as unknown) === 't',
    rule: rule ? { companyTypes: rule.companyTypes ?? [], provinces: rule.provinces ?? [] } : null,
  };
}

async function load(): Promise<IndexedGoods[]> {
  const conn = await db();
  const out: IndexedGoods[] = [];
  for (let after = 0; ;) {
    const rows = await queryRows<IndexedColumns>(conn, sql`select ${sql.raw(INDEXED_COLUMNS)} from goods where id > ${after} order by id limit ${CHUNK}`);
    for (const r of rows) out.push(indexed(r));
    if (rows.length < CHUNK) break;
    after = Number(rows[rows.length - 1]!.id);
  }
  return out.sort((a, b) => b.sales - a.sales || a.id - b.id);
}

function joined(rows: IndexedGoods[]): SearchIndex {
  const starts = new Int32Array(rows.length + 1);
  let at = 0;
  let width = 1;
  const fields = rows.map((g, i) => {
    starts[i] = at;
    at += g.text.length + ROW_SEPARATOR.length;
    const parts = g.text.split(FIELD_SEPARATOR).slice(1);
    width = Math.max(width, parts.length);
    return parts;
  });
  starts[rows.length] = at;
  const nameIds = new Int32Array(rows.length);
  const ids = new Map<string, number>();
  rows.forEach((g, i) => {
    let id = ids.get(g.name);
    if (id === undefined) ids.set(g.name, (id = ids.size));
    nameIds[i] = id;
  });
  const heads = fields.map((parts) => Array.from({ length: width }, (_, f) => parts[f]?.charAt(0) || ROW_SEPARATOR).join('')).join('');
  return { rows, all: rows.map((g) => g.text).join(ROW_SEPARATOR) + ROW_SEPARATOR, starts, heads, width, nameIds, names: ids.size };
}

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
  const { all, starts, rows } = index;
  const { first, terms, long } = q;
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
    if (head || long) {
      const tier = indexedTier(g.text, q);
      if (tier !== null && visit(g, tier, row, HITS) === true) return;
    } else if (!more || terms.every((term) => g.text.includes(term))) {
      if (visit(g, TIER.SUBSTRING, row, HITS) === true) return;
    }
  }
}

function rebuild(s: State): Promise<void> {
  if (s.building) return s.building;
  const generation = cacheGeneration();
  const startedAt = Date.now();
  s.building = load()
    .then((rows) => {
      // A write during the build may be missing from it: keep it only if none happened.
      if (cacheGeneration() !== generation) return;
      Object.assign(s, { index: joined(rows), generation, builtAt: startedAt });
    })
    .catch(() => {})
    .finally(() => {
      s.building = null;
    });
  return s.building;
}

/**
 * The index when it is current (caches on, built after the last invalidation), else null — a
 * search then goes to SQL and the index is (re)built in the background.
 */
export function searchIndex(now = Date.now()): SearchIndex | null {
  if (!cachesEnabled()) return null;
  const s = state();
  if (!s.index || s.generation !== cacheGeneration()) {
    void rebuild(s);
    return null;
  }
  if (now - s.builtAt > INDEX_REFRESH_MS) void rebuild(s);
  return s.index;
}

/** Builds the index now (tests and benches; the server builds it on first use). */
export async function warmSearchIndex(): Promise<void> {
  const s = state();
  while (!s.index || s.generation !== cacheGeneration()) await rebuild(s);
}

/** Whether the viewer may see a goods (visibility.ts, releasedTo). */
export function visibleTo(g: IndexedGoods, viewer: Viewer): boolean {
  if (!g.onSale) return false;
  return !g.controlled || releasedTo(g.rule, viewer);
}

/** A query prepared for walking the index: its terms, and the first term as a field start. */
export type IndexQuery = { terms: string[]; first: string; head: string; long: boolean };

export function indexQuery(query: SearchQuery): IndexQuery {
  const first = query.terms[0]!;
  return { terms: query.terms, first, head: FIELD_SEPARATOR + first, long: [...first].length >= APPROVAL_CODE_MIN };
}

/**
 * The tier of a goods for a query (ranking.ts `goodsTier`, read from the indexed text: \x01 +
 * search_text), or null when it does not match.
 */
export function indexedTier(text: string, q: IndexQuery): Tier | null {
  for (const term of q.terms) if (!text.includes(term)) return null;
  const k = q.first;
  const long = q.long;
  if (!long && !text.includes(q.head)) return TIER.SUBSTRING;
  const [, name = '', trade = '', approval = '', full = '', initials = ''] = text.split(FIELD_SEPARATOR);
  if (name === k || trade === k || approval === k || (long && approval.endsWith(k))) return TIER.EXACT;
  if (name.startsWith(k) || trade.startsWith(k) || full.startsWith(k)) return TIER.PREFIX;
  if (initials.startsWith(k)) return TIER.INITIALS;
  return TIER.SUBSTRING;
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
  const tiers: number[][] = [[], [], [], []];
  const substring = tiers[TIER.SUBSTRING]!;
  const lastHead = q.long ? index.rows.length : Math.floor(index.heads.lastIndexOf(q.first.charAt(0)) / index.width);
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

/** The goods as shown (goods-source.ts JSON) with the columns the visibility and match rules read. */
const ROWS_BY_IDS: PreparedStatement = {
  name: 'yc_search_rows_by_ids',
  types: ['int[]'],
  text: `select ${goodsJsonText('g')} as j, ${INDEXED_COLUMNS.split(', ')
    .map((c) => `g.${c}`)
    .join(', ')} from goods g where g.id = any($1)`,
};

/**
 * The rows of a page ranked from the index, read from the database now (one prepared statement):
 * the JSON text of each goods still visible to the viewer and still matching the query (the rules
 * of the index walk, which tests/integration/search-index.test.ts holds equal to SQL's), in the
 * order of `ids`. A goods taken off sale, out of a 控销 release or renamed since the index was
 * built is left out even before the write's invalidation.
 */
export async function readRanked(ids: readonly number[], query: SearchQuery, viewer: Viewer): Promise<string[]> {
  if (ids.length === 0) return [];
  const q = indexQuery(query);
  const rows = await queryPrepared<IndexedColumns & { j: string }>(ROWS_BY_IDS, [ids]);
  const byId = new Map<number, string>();
  for (const r of rows) {
    const g = indexed(r);
    if (visibleTo(g, viewer) && indexedTier(g.text, q) !== null) byId.set(g.id, r.j);
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}
