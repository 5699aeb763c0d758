/**
 * List pages, facet counts and category counts answered from the in-memory index (search-index.ts)
 * instead of SQL (issue 34: the long tail of list and search pages ran three grouped counts over the
 * visible catalogue per page). Only for what the index holds: visibility, category, maker and brand
 * filters, a keyword of the goods (type 1), and the list sorts but 销量 (index-orders.ts). goods-list.ts
 * decides when (`indexable`) and falls back to SQL while the index is being (re)built.
 *
 * Freshness is the index's: rebuilt after any catalogue, price or listing write (invalidateCaches),
 * sales order refreshed every minute (so the 销量 sort, whose numbers change with every order, stays
 * with SQL; the related goods of a detail page may lag a minute in their order). The page's rows are
 * read back from the database by id and checked against the same filters again, so a goods taken off
 * sale or moved since never shows.
 */
import type { Viewer } from '../auth/viewer';
import type { SearchQuery } from '../search/normalize';
import { categoryIndex } from './categories';
import type { ListParams, ListSort } from './list-params';
import { readBack } from './search-index';
import { eachMatch, indexQuery, visibleTo, type IndexedGoods, type SearchIndex } from './search-index-walk';

type Filters = Pick<ListParams, 'select' | 'manufacturer' | 'brand'>;
type Keep = (g: IndexedGoods) => boolean;
export type IndexFacet = { id: number; name: string; count: number };

/** The list filters and the viewer's visibility as one test of an indexed row (goods-list.ts buildQuery). */
async function filterOf(params: Filters, viewer: Viewer): Promise<Keep> {
  const categories = params.select === null ? null : new Set((await categoryIndex()).descendants(params.select));
  const { manufacturer, brand } = params;
  return (g) =>
    visibleTo(g, viewer) &&
    (categories === null || categories.has(g.categoryId)) &&
    (manufacturer === null || g.makerId === manufacturer) &&
    (brand === null || g.brandId === brand);
}

/** Row numbers of the index passing `keep` (and matching the query, if any), in the index's (sales) order. */
function matchingRows(index: SearchIndex, keep: Keep, query: SearchQuery | null): number[] {
  const out: number[] = [];
  const visit = (g: IndexedGoods, row: number) => {
    if (keep(g)) out.push(row);
  };
  if (query) eachMatch(index, indexQuery(query), (g, _tier, row) => visit(g, row));
  else index.rows.forEach(visit);
  return out;
}

/** The sorts the index answers: their orders never change without a write that rebuilds it (sales change with every order: SQL). */
export type IndexSort = Exclude<ListSort, 'sales'>;

function orderOf(index: SearchIndex, sort: IndexSort): Int32Array {
  const orders = index.orders;
  return { default: orders.id, new: orders.new, price_asc: orders.priceAsc, price_desc: orders.priceDesc }[sort];
}

/**
 * One page of a list without keyword: its goods' JSON text (read back now), the total and the page
 * shown (clamped to 1…last page, as goods-list.ts listFor).
 */
export async function listPageFromIndex(index: SearchIndex, params: ListParams, viewer: Viewer, sort: IndexSort): Promise<{ json: string[]; total: number; page: number }> {
  const keep = await filterOf(params, viewer);
  const rows = Array.from(orderOf(index, sort)).filter((row) => keep(index.rows[row]!));
  const total = rows.length;
  const page = Math.min(Math.max(1, params.page), Math.max(1, Math.ceil(total / params.pageSize)));
  const ids = rows.slice((page - 1) * params.pageSize, page * params.pageSize).map((row) => index.rows[row]!.id);
  return { json: await readBack(ids, keep), total, page };
}

function countBy(index: SearchIndex, rows: number[], key: (g: IndexedGoods) => number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const id = key(index.rows[row]!);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** The `limit` most frequent named ids, most goods first, then by id (the SQL facets' order). */
function top(counts: Map<number, number>, names: Map<number, string>, limit: number): IndexFacet[] {
  return [...counts]
    .filter(([id]) => names.has(id))
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([id, count]) => ({ id, name: names.get(id)!, count }));
}

/** goods-list.ts listFacets from the index: makers among the list without its maker filter, brands without its brand filter. */
export async function facetsFromIndex(
  index: SearchIndex,
  params: ListParams,
  viewer: Viewer,
  query: SearchQuery | null,
  limit: number,
): Promise<{ manufacturers: IndexFacet[]; brands: IndexFacet[] }> {
  const makerRows = matchingRows(index, await filterOf({ ...params, manufacturer: null }, viewer), query);
  const brandRows = params.manufacturer === null && params.brand === null ? makerRows : matchingRows(index, await filterOf({ ...params, brand: null }, viewer), query);
  return {
    manufacturers: top(
      countBy(index, makerRows, (g) => g.makerId),
      index.labels.makers,
      limit,
    ),
    brands: top(
      countBy(index, brandRows, (g) => g.brandId),
      index.labels.brands,
      limit,
    ),
  };
}

/** goods-list.ts categoryCounts from the index: goods of the list per own category (0 for none). */
export async function categoryCountsFromIndex(index: SearchIndex, params: ListParams, viewer: Viewer, query: SearchQuery | null): Promise<Record<number, number>> {
  const rows = matchingRows(index, await filterOf(params, viewer), query);
  return Object.fromEntries(countBy(index, rows, (g) => g.categoryId));
}

/** The detail page's related goods from the index: the best-selling others of the category the viewer may see (goods-detail.ts). */
export async function relatedFromIndex(index: SearchIndex, categoryId: number, exceptId: number, viewer: Viewer, limit: number): Promise<string[]> {
  const keep: Keep = (g) => g.categoryId === categoryId && g.id !== exceptId && visibleTo(g, viewer);
  const ids: number[] = [];
  for (const g of index.rows) {
    if (ids.length === limit) break;
    if (keep(g)) ids.push(g.id);
  }
  return readBack(ids, keep);
}
