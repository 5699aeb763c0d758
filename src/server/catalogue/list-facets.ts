/**
 * A list's filter facets (makers, brands) and its goods per category, for the same parameters and
 * viewer as its goods (goods-list.ts): from the in-memory index when it holds every filter
 * (index-list.ts), else grouped counts in SQL over the list's own query.
 */
import { sql } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { buildQuery, indexFor, type ListScope } from './goods-list';
import { categoryCountsFromIndex, facetsFromIndex } from './index-list';
import type { ListParams } from './list-params';
import { searchQueryFor } from './search-query';

export type Facet = { id: number; name: string; count: number };

/** Manufacturers and brands among the goods of a list (its filters except that one), most goods first. */
export async function listFacets(params: ListParams, viewer: Viewer, scope: ListScope = {}, limit = 16): Promise<{ manufacturers: Facet[]; brands: Facet[] }> {
  const query = await searchQueryFor(params, viewer);
  const index = indexFor(params, scope);
  if (index) return facetsFromIndex(index, params, viewer, query, limit);
  const conn = await db();
  const makers = await buildQuery({ ...params, manufacturer: null }, viewer, scope, query);
  const brandsQ = await buildQuery({ ...params, brand: null }, viewer, scope, query);
  const [manufacturers, brands] = [
    await queryRows<Facet>(
      conn,
      sql`select mf.id, mf.short_name as name, count(*)::int as count from ${makers.from}
      join manufacturers mf on mf.id = g.manufacturer_id where ${makers.where}
      group by mf.id, mf.short_name order by count(*) desc, mf.id limit ${limit}`,
    ),
    await queryRows<Facet>(
      conn,
      sql`select b.id, b.name, count(*)::int as count from ${brandsQ.from}
      join brands b on b.id = g.brand_id where ${brandsQ.where}
      group by b.id, b.name order by count(*) desc, b.id limit ${limit}`,
    ),
  ];
  const num = (f: Facet) => ({ id: Number(f.id), name: f.name, count: Number(f.count) });
  return { manufacturers: manufacturers.map(num), brands: brands.map(num) };
}

/**
 * How many goods of a list (all its filters, the category included) sit directly in each category:
 * one grouped count; the page rolls these up over each category chip's sub-tree (see rollUpCounts).
 */
export async function categoryCounts(params: ListParams, viewer: Viewer, scope: ListScope = {}): Promise<Record<number, number>> {
  const query = await searchQueryFor(params, viewer);
  const index = indexFor(params, scope);
  if (index) return categoryCountsFromIndex(index, params, viewer, query);
  const built = await buildQuery(params, viewer, scope, query);
  const rows = await queryRows<{ id: number; count: number }>(
    await db(),
    sql`select g.category_id as id, count(*)::int as count from ${built.from} where ${built.where} group by g.category_id`,
  );
  return Object.fromEntries(rows.map((r) => [Number(r.id), Number(r.count)]));
}
