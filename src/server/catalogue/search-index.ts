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
import { goodsJsonText } from './goods-source';
import { indexedTier, indexQuery, visibleTo, type IndexedGoods, type IndexNames, type SearchIndex } from './search-index-walk';
import { listOrders } from './index-orders';

/** Sales order is refreshed this often (visibility and names are checked against the database anyway). */
export const INDEX_REFRESH_MS = 60_000;
const CHUNK = 5_000;

type State = { index: SearchIndex | null; generation: number; builtAt: number; building: Promise<void> | null };
const ROW_SEPARATOR = '\u0002';
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
  manufacturer_id: number;
  brand_id: number | null;
  is_on_sale: boolean;
  is_controlled: boolean;
  control_rule: IndexedGoods['rule'] | string | null;
  category_id: number | null;
  base_price: number;
  created_epoch: number;
};
/** The columns of an indexed row, as `g.`-qualified expressions (created_at as epoch seconds with its microseconds). */
const INDEXED_COLUMNS = [
  ...['id', 'sales', 'search_text', 'name', 'trade_name', 'approval_no', 'manufacturer_id', 'brand_id', 'is_on_sale', 'is_controlled', 'control_rule'],
  ...['category_id', 'base_price'],
]
  .map((c) => `g.${c}`)
  .concat('extract(epoch from g.created_at)::float8 as created_epoch')
  .join(', ');

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
    makerId: Number(r.manufacturer_id),
    brandId: Number(r.brand_id ?? 0),
    onSale: r.is_on_sale === true || (r.is_on_sale as unknown) === 't',
    controlled: r.is_controlled === true || (r.is_controlled as unknown) === 't',
    rule: rule ? { companyTypes: rule.companyTypes ?? [], provinces: rule.provinces ?? [] } : null,
    categoryId: Number(r.category_id ?? 0),
    basePrice: Number(r.base_price),
    created: Number(r.created_epoch),
  };
}

async function load(): Promise<{ rows: IndexedGoods[]; names: IndexNames }> {
  const conn = await db();
  const out: IndexedGoods[] = [];
  for (let after = 0; ;) {
    const rows = await queryRows<IndexedColumns>(conn, sql`select ${sql.raw(INDEXED_COLUMNS)} from goods g where g.id > ${after} order by g.id limit ${CHUNK}`);
    for (const r of rows) out.push(indexed(r));
    if (rows.length < CHUNK) break;
    after = Number(rows[rows.length - 1]!.id);
  }
  const [makers, brandRows] = [
    await queryRows<{ id: number; name: string }>(conn, sql`select id, short_name as name from manufacturers`),
    await queryRows<{ id: number; name: string }>(conn, sql`select id, name from brands`),
  ];
  const names = { makers: new Map(makers.map((m) => [Number(m.id), m.name])), brands: new Map(brandRows.map((b) => [Number(b.id), b.name])) };
  return { rows: out.sort((a, b) => b.sales - a.sales || a.id - b.id), names };
}

function joined(rows: IndexedGoods[], names: IndexNames): SearchIndex {
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
  const byMaker = new Map<number, number[]>();
  const byBrand = new Map<number, number[]>();
  rows.forEach((g, i) => {
    (byMaker.get(g.makerId) ?? byMaker.set(g.makerId, []).get(g.makerId)!).push(i);
    if (g.brandId) (byBrand.get(g.brandId) ?? byBrand.set(g.brandId, []).get(g.brandId)!).push(i);
  });
  const heads = fields.map((parts) => Array.from({ length: width }, (_, f) => parts[f]?.charAt(0) || ROW_SEPARATOR).join('')).join('');
  return {
    rows,
    all: rows.map((g) => g.text).join(ROW_SEPARATOR) + ROW_SEPARATOR,
    starts,
    heads,
    width,
    nameIds,
    names: ids.size,
    byMaker,
    byBrand,
    orders: listOrders(rows),
    labels: names,
  };
}

function rebuild(s: State): Promise<void> {
  if (s.building) return s.building;
  const generation = cacheGeneration();
  const startedAt = Date.now();
  s.building = load()
    .then(({ rows, names }) => {
      // A write during the build may be missing from it: keep it only if none happened.
      if (cacheGeneration() !== generation) return;
      Object.assign(s, { index: joined(rows, names), generation, builtAt: startedAt });
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

/** The goods as shown (goods-source.ts JSON) with the columns the visibility and match rules read. */
const ROWS_BY_IDS: PreparedStatement = {
  name: 'yc_search_rows_by_ids',
  types: ['int[]'],
  text: `select ${goodsJsonText('g')} as j, ${INDEXED_COLUMNS} from goods g where g.id = any($1)`,
};

/**
 * The rows of a page ranked from the index, read from the database now (one prepared statement):
 * the JSON text of each goods still visible to the viewer and still matching the query (the rules
 * of the index walk, which tests/integration/search-index.test.ts holds equal to SQL's), in the
 * order of `ids`. A goods taken off sale, out of a 控销 release or renamed since the index was
 * built is left out even before the write's invalidation.
 */
export async function readRanked(ids: readonly number[], query: SearchQuery, viewer: Viewer): Promise<string[]> {
  const q = indexQuery(query);
  return readBack(ids, (g) => visibleTo(g, viewer) && indexedTier(g.text, q, g.makerId, g.brandId) !== null);
}

/**
 * The JSON text of the goods of `ids` as they are in the database now, in the order of `ids`,
 * leaving out those that no longer pass `keep` (the same rules the index was walked with).
 */
export async function readBack(ids: readonly number[], keep: (g: IndexedGoods) => boolean): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await queryPrepared<IndexedColumns & { j: string }>(ROWS_BY_IDS, [ids]);
  const byId = new Map<number, string>();
  for (const r of rows) {
    const g = indexed(r);
    if (keep(g)) byId.set(g.id, r.j);
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}
