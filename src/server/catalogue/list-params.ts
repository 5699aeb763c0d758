/**
 * The parameters of goods lists and search (GET /api/goods/list and the list, search and zone pages,
 * whose URLs carry the same names so a list is shareable and the back button restores it):
 *
 *   keywords   search keyword (≤ 50 characters, else 422)      type     1 drug (default) | 2 manufacturer
 *   select     category id, sub-categories included            yx       1 = free-shipping goods only
 *   kind       medicine | herbal | device (zones)               manufacturer, brand, tag   ids
 *   stock      1 = in stock and buyable only                    price_min, price_max      yuan
 *   sort       default | sales | price_asc | price_desc | new   page (from 1), page_size (1–100, default 20)
 *
 * Everything but an over-long keyword is read leniently: a malformed or out-of-range value falls back
 * to its default (page numbers are clamped later, once the total is known), never an error page.
 */
import { z } from 'zod';
import { text as safeText } from '../http/text';
import { yuan as yuanField } from '../http/money';
import { keywordLength, MAX_KEYWORD_LENGTH } from '../search/normalize';

export const SORTS = ['default', 'sales', 'price_asc', 'price_desc', 'new'] as const;
export type ListSort = (typeof SORTS)[number];
export const KINDS = ['medicine', 'herbal', 'device'] as const;
export type GoodsKind = (typeof KINDS)[number];
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const KEYWORD_TOO_LONG = `搜索关键词不能超过${MAX_KEYWORD_LENGTH}个字`;

export type ListParams = {
  keywords: string;
  type: 1 | 2;
  select: number | null;
  yx: boolean;
  kind: GoodsKind | null;
  manufacturer: number | null;
  brand: number | null;
  tag: number | null;
  stock: boolean;
  /** Fen. */
  priceMin: number | null;
  priceMax: number | null;
  sort: ListSort;
  page: number;
  pageSize: number;
};

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const id = z.preprocess(first, z.coerce.number().int().positive().max(2_147_483_647)).nullable().catch(null);
const flag = z
  .preprocess(first, z.union([z.literal('1'), z.literal(1), z.literal('true')]))
  .transform(() => true)
  .catch(false);
const yuan = z
  .preprocess(first, yuanField('价格', { digits: 7 }))
  .nullable()
  .catch(null);

export const listParamsSchema = z.object({
  keywords: z
    .preprocess((v) => (typeof first(v) === 'string' ? first(v) : ''), safeText())
    .refine((s) => keywordLength(s) <= MAX_KEYWORD_LENGTH, KEYWORD_TOO_LONG)
    .transform((s) => s.trim()),
  type: z.preprocess(first, z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]))).catch(1),
  select: id,
  yx: flag,
  kind: z.preprocess(first, z.enum(KINDS)).nullable().catch(null),
  manufacturer: id,
  brand: id,
  tag: id,
  stock: flag,
  price_min: yuan,
  price_max: yuan,
  sort: z.preprocess(first, z.enum(SORTS)).catch('default'),
  page: z
    .preprocess(first, z.coerce.number().int().min(-1e9).max(1e9))
    .transform((n) => Math.max(1, n))
    .catch(1),
  page_size: z
    .preprocess(first, z.coerce.number().int())
    .transform((n) => Math.min(MAX_PAGE_SIZE, Math.max(1, n)))
    .catch(DEFAULT_PAGE_SIZE),
});

export type ListParamsResult = { ok: true; params: ListParams } | { ok: false; errors: Record<string, string[]> };

/** Reads list parameters from a query object (qs-parsed or URLSearchParams entries). */
export function readListParams(input: Record<string, unknown>): ListParamsResult {
  const result = listParamsSchema.safeParse({ ...input });
  if (!result.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of result.error.issues) (errors[issue.path.join('.') || 'keywords'] ??= []).push(issue.message);
    return { ok: false, errors };
  }
  const r = result.data;
  let { price_min: priceMin, price_max: priceMax } = r;
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  return {
    ok: true,
    params: {
      keywords: r.keywords,
      type: r.type as 1 | 2,
      select: r.select,
      yx: r.yx,
      kind: r.kind,
      manufacturer: r.manufacturer,
      brand: r.brand,
      tag: r.tag,
      stock: r.stock,
      priceMin,
      priceMax,
      sort: r.sort,
      page: r.page,
      pageSize: r.page_size,
    },
  };
}

/** Parameters from a page URL (repeated keys: the first wins). */
export function listParamsFromUrl(url: URL): ListParamsResult {
  const input: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!(key in input)) input[key] = value;
  return readListParams(input);
}

export const DEFAULT_LIST_PARAMS: ListParams = {
  keywords: '',
  type: 1,
  select: null,
  yx: false,
  kind: null,
  manufacturer: null,
  brand: null,
  tag: null,
  stock: false,
  priceMin: null,
  priceMax: null,
  sort: 'default',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/** The URL query of a list (only non-default values), for links that change one thing. */
export function listQuery(params: Partial<ListParams>): string {
  const p = { ...DEFAULT_LIST_PARAMS, ...params };
  const q = new URLSearchParams();
  if (p.keywords) q.set('keywords', p.keywords);
  if (p.keywords && p.type === 2) q.set('type', '2');
  if (p.select) q.set('select', String(p.select));
  if (p.yx) q.set('yx', '1');
  if (p.kind) q.set('kind', p.kind);
  if (p.manufacturer) q.set('manufacturer', String(p.manufacturer));
  if (p.brand) q.set('brand', String(p.brand));
  if (p.tag) q.set('tag', String(p.tag));
  if (p.stock) q.set('stock', '1');
  if (p.priceMin !== null) q.set('price_min', (p.priceMin / 100).toFixed(2).replace(/\.00$/, ''));
  if (p.priceMax !== null) q.set('price_max', (p.priceMax / 100).toFixed(2).replace(/\.00$/, ''));
  if (p.sort !== 'default') q.set('sort', p.sort);
  if (p.pageSize !== DEFAULT_PAGE_SIZE) q.set('page_size', String(p.pageSize));
  if (p.page > 1) q.set('page', String(p.page));
  const s = q.toString();
  return s ? `?${s}` : '';
}
