/**
 * Product detail (GET /api/goods/detail/{id}, /list_info/:id, /list_info_pt/:id): the goods view with
 * everything a buyer checks before ordering — category path, manufacturer and brand links, production
 * and expiry dates with the near-expiry flag, limits, a combination's parts — and related goods.
 */
import { sql } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { categoryIndex } from './categories';
import { goodsByIds } from './goods-query';
import { goodsJsonSql, parseGoodsJson } from './goods-source';
import { goodsView, type GoodsView } from './goods-view';
import { shanghaiToday } from '../../lib/time';
import { visibleGoodsSql } from './visibility';
import { cached } from '../cache/memo';
import { searchIndex } from './search-index';
import { relatedFromIndex } from './index-list';

/** Makers' and brands' names on the detail page are kept this long (their writes are console actions, which drop them at once). */
const LABEL_TTL_MS = 30_000;

export const RELATED_LIMIT = 10;
const MAX_ID = 2_147_483_647;

/** A goods id from a URL segment: digits only and within the id column's range, else null (→ 404). */
export function parseGoodsId(raw: string | undefined | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

export type ComboPart = { goods_id: number; name: string; ypgg: string; bzdw: string; number: number };

export type GoodsDetail = GoodsView & {
  production_date: string | null;
  ephedrine_limit: number;
  category_path: { id: number; name: string; url: string }[];
  manufacturer: { id: number; name: string; short_name: string; province: string; url: string } | null;
  brand: { id: number; name: string; url: string } | null;
  combination: ComboPart[];
  related: GoodsView[];
};

/** The detail of a goods row the viewer may see, or null (unknown, off sale, or 控销 not released to them). */
export async function goodsDetail(id: number, viewer: Viewer, today = shanghaiToday()): Promise<GoodsDetail | null> {
  const [source] = await goodsByIds([id], viewer);
  if (!source) return null;
  const conn = await db();
  const index = await categoryIndex();
  const makerId = source.manufacturerId ?? 0;
  const [maker] = await cached(`maker:${makerId}`, LABEL_TTL_MS, () =>
    queryRows<{ id: number; name: string; short_name: string; province: string }>(conn, sql`select id, name, short_name, province from manufacturers where id = ${makerId}`),
  );
  const brandId = source.brandId;
  const [brand] = brandId
    ? await cached(`brand:${brandId}`, LABEL_TTL_MS, () => queryRows<{ id: number; name: string }>(conn, sql`select id, name from brands where id = ${brandId}`))
    : [];
  const combination =
    source.type === 3
      ? (
          await queryRows<{ goods_id: number; name: string; ypgg: string; bzdw: string; number: number }>(
            conn,
            sql`
        select c.goods_id, g.name, g.spec as ypgg, g.unit as bzdw, c.number from goods_combination_items c
        join goods g on g.id = c.goods_id where c.combo_id = ${id} order by c.goods_id`,
          )
        ).map((p) => ({ ...p, goods_id: Number(p.goods_id), number: Number(p.number) }))
      : [];
  const related = await relatedGoods(source.categoryId ?? 0, id, viewer);
  return {
    ...goodsView(source, viewer, today),
    production_date: source.productionDate ?? null,
    ephedrine_limit: source.ephedrineLimit ?? 0,
    category_path: source.categoryId ? index.path(source.categoryId).map((c) => ({ id: c.id, name: c.name, url: `${zoneListPath(c.zone)}?select=${c.id}` })) : [],
    manufacturer: maker ? { id: Number(maker.id), name: maker.name, short_name: maker.short_name, province: maker.province, url: `/list?manufacturer=${maker.id}` } : null,
    brand: brand ? { id: Number(brand.id), name: brand.name, url: `/ppzq/info/${brand.id}` } : null,
    combination,
    related: related.map((j) => goodsView(parseGoodsJson(j), viewer, today)),
  };
}

/** The best-selling other goods of the category the viewer may see: from the in-memory index when current, else SQL. */
async function relatedGoods(categoryId: number, exceptId: number, viewer: Viewer): Promise<string[]> {
  if (!categoryId) return []; // a goods without category has no related goods
  const index = searchIndex();
  if (index) return relatedFromIndex(index, categoryId, exceptId, viewer, RELATED_LIMIT);
  const rows = await queryRows<{ j: string }>(
    await db(),
    sql`
    select ${goodsJsonSql('g')} as j from goods g
    where g.category_id = ${categoryId} and g.id <> ${exceptId} and ${visibleGoodsSql(viewer)}
    order by g.sales desc, g.id limit ${RELATED_LIMIT}`,
  );
  return rows.map((r) => r.j);
}

/** The list page of a category's zone (herbal pieces and devices have zone pages of their own). */
export function zoneListPath(zone: 'medicine' | 'herbal' | 'device'): string {
  return zone === 'herbal' ? '/zyyp' : zone === 'device' ? '/qxzq' : '/list';
}
