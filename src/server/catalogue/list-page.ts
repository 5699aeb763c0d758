/**
 * Everything a server-rendered list page needs for one request: its parameters from the URL (with
 * the path's fixed ones), the page of goods, filter facets, the zone's categories, tags and hot words.
 */
import type { Viewer } from '../auth/viewer';
import { categoryTree, type MenuCategory, type Zone } from './categories';
import { canUsePrices, listFacets, listGoods, type Facet, type GoodsPage, type ListScope } from './goods-list';
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
  categories: MenuCategory[];
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
  const [result, facets, categories, tags, hotWords] = await Promise.all([
    listGoods(params, viewer, options.scope),
    // Facets ignore the page and the sort: one count per filter set and viewer.
    cached(`facets:${JSON.stringify([{ ...params, page: 1, sort: null }, viewer, options.scope ?? {}])}`, LIST_SIDE_TTL_MS, () => listFacets(params, viewer, options.scope)),
    cached(`categories:${zone ?? ''}`, LIST_SIDE_TTL_MS, () => (zone ? categoryTree(zone) : categoryTree())),
    cached('tags', LIST_SIDE_TTL_MS, () => listTags()),
    cached('hot-words', LIST_SIDE_TTL_MS, () => listHotWords()),
  ]);
  return { ok: true, params: { ...params, page: result.page }, result, facets, categories, tags, hotWords, canUsePrices: canUsePrices(viewer) };
}
