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
  const [maker] = await queryRows<{ id: number; name: string; short_name: string; province: string }>(
    conn,
    sql`select id, name, short_name, province from manufacturers where id = ${source.manufacturerId ?? 0}`,
  );
  const [brand] = source.brandId ? await queryRows<{ id: number; name: string }>(conn, sql`select id, name from brands where id = ${source.brandId}`) : [];
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
  const related = await queryRows<{ j: string }>(
    conn,
    sql`
    select ${goodsJsonSql('g')} as j from goods g
    where g.category_id = ${source.categoryId ?? 0} and g.id <> ${id} and ${visibleGoodsSql(viewer)}
    order by g.sales desc, g.id limit ${RELATED_LIMIT}`,
  );
  return {
    ...goodsView(source, viewer, today),
    production_date: source.productionDate ?? null,
    ephedrine_limit: source.ephedrineLimit ?? 0,
    category_path: source.categoryId ? index.path(source.categoryId).map((c) => ({ id: c.id, name: c.name, url: `${zoneListPath(c.zone)}?select=${c.id}` })) : [],
    manufacturer: maker ? { id: Number(maker.id), name: maker.name, short_name: maker.short_name, province: maker.province, url: `/list?manufacturer=${maker.id}` } : null,
    brand: brand ? { id: Number(brand.id), name: brand.name, url: `/ppzq/info/${brand.id}` } : null,
    combination,
    related: related.map((r) => goodsView(parseGoodsJson(r.j), viewer, today)),
  };
}

/** The list page of a category's zone (herbal pieces and devices have zone pages of their own). */
export function zoneListPath(zone: 'medicine' | 'herbal' | 'device'): string {
  return zone === 'herbal' ? '/zyyp' : zone === 'device' ? '/qxzq' : '/list';
}
