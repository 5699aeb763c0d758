import { and, eq, inArray } from 'drizzle-orm';
import { db } from '../db/client';
import { goods, goodsTags, manufacturers, tags } from '../db/schema';
import type { GoodsSource, GoodsTagView } from './goods-view';
import type { Viewer } from '../accounts/viewer';

/** Whether a controlled-sales (控销) product is released to this viewer. */
export function releasedTo(rule: { companyTypes: string[]; provinces: string[] } | null, viewer: Viewer): boolean {
  if (!rule) return false;
  if (viewer.storeId === null) return false;
  const typeOk = rule.companyTypes.length === 0 || (viewer.companyType !== null && rule.companyTypes.includes(viewer.companyType));
  const provinceOk = rule.provinces.length === 0 || (viewer.province !== null && rule.provinces.includes(viewer.province));
  return typeOk && provinceOk;
}

/** Loads goods by id with manufacturer and tags, in the order of `ids`, hiding 控销 goods not released to the viewer. */
export async function goodsByIds(ids: number[], viewer: Viewer): Promise<GoodsSource[]> {
  if (ids.length === 0) return [];
  const conn = await db();
  const rows = await conn
    .select({ g: goods, manufacturer: manufacturers.name })
    .from(goods)
    .innerJoin(manufacturers, eq(goods.manufacturerId, manufacturers.id))
    .where(and(inArray(goods.id, ids), eq(goods.isOnSale, true)));
  const tagRows = await conn
    .select({ goodsId: goodsTags.goodsId, tag: tags })
    .from(goodsTags)
    .innerJoin(tags, eq(goodsTags.tagId, tags.id))
    .where(inArray(goodsTags.goodsId, ids));
  const tagsByGoods = new Map<number, GoodsTagView[]>();
  for (const { goodsId, tag } of tagRows) {
    if (!tag.isShow) continue;
    const list = tagsByGoods.get(goodsId) ?? [];
    list.push({ name: tag.name, describe: tag.describe, color: tag.color, is_show: 1, isLadder: tag.isLadder ? 1 : 0 });
    tagsByGoods.set(goodsId, list);
  }
  const byId = new Map(rows.map((r) => [r.g.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    if (row.g.isControlled && !releasedTo(row.g.controlRule ?? null, viewer)) return [];
    return [{ ...row.g, manufacturer: row.manufacturer, tags: tagsByGoods.get(id) ?? [] }];
  });
}
