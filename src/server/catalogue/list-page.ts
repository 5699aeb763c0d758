/**
 * Everything a server-rendered list page needs for one request: its parameters from the URL (with
 * the path's fixed ones), the page of goods, filter facets, the zone's categories, tags and hot words.
 */
import type { Viewer } from '../auth/viewer';
import { categoryTree, type MenuCategory, type Zone } from './categories';
import { canUsePrices, listGoods, type GoodsPage, type ListScope } from './goods-list';
import { categoryCounts, listFacets, type Facet } from './list-facets';
import { listHotWords } from './hot-words';
import { listParamsFromUrl, type ListParams } from './list-params';
import { listTags, type TagOption } from './tags';
import { cached } from '../cache/memo';

/** Facet counts and the list page's side data are kept this long (see src/server/cache/). */
export const LIST_SIDE_TTL_MS = 3_000;

export type ListPageData = {
  ok: true;
  params: ListParams;
  result: GoodsPage;
  facets: { manufacturers: Facet[]; brands: Facet[] };
  /** The category chips' goods counts for this list; chips with none are left out. */
  categories: MenuCategory[];
  categoryCounts: Map<number, number>;
  tags: TagOption[];
  hotWords: string[];
  canUsePrices: boolean;
};

export type ListPageOptions = { fixed?: Partial<ListParams>; scope?: ListScope; zone?: Zone | null; pageSize?: number };

export async function loadListPage(url: URL, viewer: Viewer, options: ListPageOptions = {}): Promise<ListPageData | { ok: false; message: string }> {
  const read = listParamsFromUrl(url);
  if (!read.ok) return { ok: false, message: Object.values(read.errors)[0]?.[0] ?? '参数错误' };
  const params: ListParams = { ...read.params, ...options.fixed, ...(options.pageSize ? { pageSize: options.pageSize } : {}) };
  const zone = options.zone === undefined ? (params.kind ?? null) : options.zone;
  // Facets ignore the page and the sort: one count per filter set and viewer.
  const facetKey = JSON.stringify([{ ...params, page: 1, sort: null }, viewer, options.scope ?? {}]);
  const [result, facets, counts, categories, tags, hotWords] = await Promise.all([
    listGoods(params, viewer, options.scope),
    cached(`facets:${facetKey}`, LIST_SIDE_TTL_MS, () => listFacets(params, viewer, options.scope)),
    cached(`category-counts:${facetKey}`, LIST_SIDE_TTL_MS, () => categoryCounts(params, viewer, options.scope)),
    cached(`categories:${zone ?? ''}`, LIST_SIDE_TTL_MS, () => (zone ? categoryTree(zone) : categoryTree())),
    cached('tags', LIST_SIDE_TTL_MS, () => listTags()),
    cached('hot-words', LIST_SIDE_TTL_MS, () => listHotWords()),
  ]);
  return {
    ok: true,
    params: { ...params, page: result.page },
    result,
    facets,
    categories,
    categoryCounts: rollUpCounts(categories, counts),
    tags,
    hotWords,
    canUsePrices: canUsePrices(viewer),
  };
}

/** Each category's count including its sub-categories, from the per-category counts of its own goods. */
export function rollUpCounts(tree: MenuCategory[], own: Record<number, number>): Map<number, number> {
  const out = new Map<number, number>();
  const visit = (c: MenuCategory): number => {
    const total = (own[c.id] ?? 0) + c.children.reduce((sum, child) => sum + visit(child), 0);
    out.set(c.id, total);
    return total;
  };
  tree.forEach(visit);
  return out;
}
