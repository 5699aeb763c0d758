/**
 * Goods lists and search results: filters, sorts, the viewer's visibility rules and search ranking in
 * one SQL query, a count first so the page number can be clamped, then the page's goods.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer';
import { priceNotice } from '../auth/viewer';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import type { SearchQuery } from '../search/normalize';
import { searchQueryFor, searchNotice } from './search-query';
import { goodsMatchSql, goodsTierSql, makerMatchSql, makerTierSql } from '../search/sql';
import { categoryIndex } from './categories';
import { goodsJsonSql, parseGoodsJson } from './goods-source';
import { goodsView, type GoodsView } from './goods-view';
import type { ListParams, ListSort } from './list-params';
import { releasedControlledSql, visibleGoodsSql } from './visibility';
import { readRanked, searchIndex } from './search-index';
import { rankFromIndex, type SearchIndex } from './search-index-walk';
import { listPageFromIndex, type IndexSort } from './index-list';

export type ListScope = {
  /** Only controlled-sales goods released to the viewer (控销专区). */
  controlledOnly?: boolean;
  /** Only goods of these ids (a shelf or zone picked by the operator). */
  ids?: number[];
  /** Store-wide offers (全场94折): only ordinary goods (no combination package, no 含麻), none of `excludeIds`. */
  storeWide?: { excludeIds: number[] };
  /** Only goods whose own category is one of these (callers include sub-categories: a coupon's scope). */
  categoryIds?: number[];
};

export type GoodsPage = {
  list: GoodsView[];
  total: number;
  /** The page shown, after clamping to 1…last_page. */
  page: number;
  page_size: number;
  last_page: number;
  /** The sort applied: price sorts fall back to default for viewers who may not see prices. */
  sort: ListSort;
  keywords: string;
  type: 1 | 2;
  /** A search matched more than SEARCH_TOTAL_CAP goods: `total` is the cap, shown as "1000+". */
  total_capped?: boolean;
  /** The words searched differ from the keyword (an alias, a near miss): 已为您显示“…”的结果. */
  search_notice?: string;
};

/**
 * A search counts its matches only up to this many (50 pages): broad words such as 片 or 胶囊 match
 * a large share of the catalogue, and an exact count of them costs more than the page itself.
 */
export const SEARCH_TOTAL_CAP = 1000;

/** Price sorts and price filters need prices: for other viewers they are ignored (prices are not public). */
export function canUsePrices(viewer: Viewer): boolean {
  return priceNotice(viewer) === null;
}

type Built = { from: SQL; where: SQL; tier: SQL | null };

/** `column in (ids)`, or false for an empty list (an empty scope shows nothing). */
function inIds(column: SQL, ids: readonly number[]): SQL {
  return ids.length
    ? sql`${column} in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`
    : sql`false`;
}

export async function buildQuery(params: ListParams, viewer: Viewer, scope: ListScope, query: SearchQuery | null): Promise<Built> {
  const conds: SQL[] = [visibleGoodsSql(viewer)];
  if (scope.controlledOnly) conds.push(releasedControlledSql(viewer));
  if (scope.ids) conds.push(inIds(sql`g.id`, scope.ids));
  if (scope.storeWide) {
    conds.push(sql`g.type = 1 and not g.is_ephedrine`);
    if (scope.storeWide.excludeIds.length) conds.push(sql`not ${inIds(sql`g.id`, scope.storeWide.excludeIds)}`);
  }
  if (scope.categoryIds) conds.push(inIds(sql`g.category_id`, scope.categoryIds));
  if (params.select !== null) conds.push(inIds(sql`g.category_id`, (await categoryIndex()).descendants(params.select)));
  if (params.yx) conds.push(sql`(g.is_free_shipping or g.is_dpby)`);
  if (params.kind) conds.push(sql`g.kind = ${params.kind}`);
  if (params.manufacturer !== null) conds.push(sql`g.manufacturer_id = ${params.manufacturer}`);
  if (params.brand !== null) conds.push(sql`g.brand_id = ${params.brand}`);
  if (params.tag !== null) conds.push(sql`exists (select 1 from goods_tags gt where gt.goods_id = g.id and gt.tag_id = ${params.tag})`);
  if (params.stock) conds.push(sql`(g.stock > 0 and g.is_buy and g.xg_number >= 0)`);
  if (canUsePrices(viewer)) {
    if (params.priceMin !== null) conds.push(sql`g.base_price >= ${params.priceMin}`);
    if (params.priceMax !== null) conds.push(sql`g.base_price <= ${params.priceMax}`);
  }
  let from = sql`goods g`;
  let tier: SQL | null = null;
  if (query && params.type === 2) {
    from = sql`goods g join manufacturers m on m.id = g.manufacturer_id`;
    conds.push(makerMatchSql(query, 'm'));
    tier = makerTierSql(query, 'm');
  } else if (query) {
    conds.push(goodsMatchSql(query, 'g'));
    tier = goodsTierSql(query, 'g');
  }
  return { from, where: sql.join(conds, sql` and `), tier };
}

function orderBy(sort: ListSort, tier: SQL | null): SQL {
  switch (sort) {
    case 'sales':
      return sql`g.sales desc, g.id`;
    case 'price_asc':
      return sql`g.base_price, g.id`;
    case 'price_desc':
      return sql`g.base_price desc, g.id`;
    case 'new':
      return sql`g.created_at desc, g.id desc`;
    default:
      return tier ? sql`${tier}, g.sales desc, g.id` : sql`g.id`;
  }
}

async function fetchPage(built: Built, sort: ListSort, limit: number, offset: number, viewer: Viewer) {
  // The page's ids in order (a top-N sort over the matches, numbered as they arrive), then each row as JSON.
  const order = orderBy(sort, built.tier);
  const rows = await queryRows<{ j: string }>(
    await db(),
    sql`
    select ${goodsJsonSql('g')} as j from (
      select ids.id, row_number() over () as ord from (
        select g.id from ${built.from} where ${built.where}
        order by ${order} limit ${limit} offset ${offset}
      ) ids
    ) p join goods g on g.id = p.id
    order by p.ord`,
  );
  return rows.map((r) => goodsView(parseGoodsJson(r.j), viewer));
}

/**
 * One page of goods for these parameters as the viewer may see them. Page numbers below 1 or past
 * the last page are clamped (an empty result has one empty page).
 *
 * The count comes first, so the page query is a top-N sort that stops at its limit. A search counts
 * at most SEARCH_TOTAL_CAP + 1 matches (labelled `total_capped`); a plain list counts them all
 * (an index-only count over the visible goods).
 */
export async function listGoods(params: ListParams, viewer: Viewer, scope: ListScope = {}): Promise<GoodsPage> {
  const query = await searchQueryFor(params, viewer);
  const notice = searchNotice(query);
  const page = await listFor(params, query, viewer, scope);
  return notice ? { ...page, search_notice: notice } : page;
}

async function listFor(params: ListParams, query: SearchQuery | null, viewer: Viewer, scope: ListScope): Promise<GoodsPage> {
  const sort: ListSort = (params.sort === 'price_asc' || params.sort === 'price_desc') && !canUsePrices(viewer) ? 'default' : params.sort;
  if (query && sort === 'default' && plainSearch(params, scope)) {
    const fromIndex = await searchFromIndex(params, query, viewer);
    if (fromIndex) return fromIndex;
  }
  if (!query && sort !== 'sales') {
    const fromIndex = await listFromIndex(params, viewer, scope, sort);
    if (fromIndex) return fromIndex;
  }
  const built = await buildQuery(params, viewer, scope, query);
  const size = params.pageSize;
  const conn = await db();
  let total: number;
  let capped = false;
  if (query) {
    total = (
      await queryRows<{ total: number }>(conn, sql`select count(*)::int as total from (select 1 from ${built.from} where ${built.where} limit ${SEARCH_TOTAL_CAP + 1}) m`)
    )[0].total;
    if (total > SEARCH_TOTAL_CAP) [total, capped] = [SEARCH_TOTAL_CAP, true];
  } else {
    total = (await queryRows<{ total: number }>(conn, sql`select count(*)::int as total from ${built.from} where ${built.where}`))[0].total;
  }
  const lastPage = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, params.page), lastPage);
  const list = total > 0 ? await fetchPage(built, sort, size, (page - 1) * size, viewer) : [];
  return {
    list,
    total,
    page,
    page_size: size,
    last_page: lastPage,
    sort,
    keywords: query ? params.keywords : '',
    type: params.type,
    ...(capped ? { total_capped: true } : {}),
  };
}

/**
 * The in-memory index when it is current and holds every filter of the list (index-list.ts: category,
 * maker and brand, a goods keyword), else null: SQL answers.
 */
export function indexFor(params: ListParams, scope: ListScope): SearchIndex | null {
  return indexable(params, scope) ? searchIndex() : null;
}

/** Filters the index holds: a goods keyword, category, maker and brand (no zone scope, tag, stock or price filter). */
function indexable(params: ListParams, scope: ListScope): boolean {
  return (
    params.type === 1 &&
    !scope.controlledOnly &&
    !scope.ids &&
    !scope.storeWide &&
    !scope.categoryIds &&
    !params.yx &&
    !params.kind &&
    params.tag === null &&
    !params.stock &&
    params.priceMin === null &&
    params.priceMax === null
  );
}

/** A drug keyword search in relevance order with no other filter: what the index ranks (searchFromIndex). */
function plainSearch(params: ListParams, scope: ListScope): boolean {
  return indexable(params, scope) && params.select === null && params.manufacturer === null && params.brand === null;
}

/** A list without keyword from the in-memory index (index-list.ts), or null when it is not current or lacks one of the filters. */
async function listFromIndex(params: ListParams, viewer: Viewer, scope: ListScope, sort: IndexSort): Promise<GoodsPage | null> {
  const index = indexFor(params, scope);
  if (!index) return null;
  const { json, total, page } = await listPageFromIndex(index, params, viewer, sort);
  const list = json.map((j) => goodsView(parseGoodsJson(j), viewer));
  return { list, total, page, page_size: params.pageSize, last_page: Math.max(1, Math.ceil(total / params.pageSize)), sort, keywords: '', type: params.type };
}

/**
 * The page from the in-memory search index (./search-index.ts), or null when it is not current. Its
 * rows are read back by id and checked against the visibility and match rules again (readRanked), in
 * the index's order.
 */
async function searchFromIndex(params: ListParams, query: SearchQuery, viewer: Viewer): Promise<GoodsPage | null> {
  const index = searchIndex();
  if (!index) return null;
  const size = params.pageSize;
  const maxPage = Math.ceil(SEARCH_TOTAL_CAP / size);
  let page = Math.min(Math.max(1, params.page), maxPage);
  let ranked = rankFromIndex(index, query, viewer, (page - 1) * size, size, SEARCH_TOTAL_CAP);
  const capped = ranked.total > SEARCH_TOTAL_CAP;
  const total = capped ? SEARCH_TOTAL_CAP : ranked.total;
  const lastPage = Math.max(1, Math.ceil(total / size));
  if (page > lastPage) {
    page = lastPage;
    ranked = rankFromIndex(index, query, viewer, (page - 1) * size, size, SEARCH_TOTAL_CAP);
  }
  const list = (await readRanked(ranked.ids, query, viewer)).map((j) => goodsView(parseGoodsJson(j), viewer));
  return {
    list,
    total,
    page,
    page_size: size,
    last_page: lastPage,
    sort: 'default',
    keywords: params.keywords,
    type: params.type,
    ...(capped ? { total_capped: true } : {}),
  };
}
