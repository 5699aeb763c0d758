import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import type { GoodsSource } from './goods-view';
import type { Viewer } from '../auth/viewer';
import { goodsJsonSql, parseGoodsJson } from './goods-source';
import { visibleGoodsSql } from './visibility';

/** Whether a controlled-sales (控销) product is released to this viewer. */
export function releasedTo(rule: { companyTypes: string[]; provinces: string[] } | null, viewer: Viewer): boolean {
  if (!rule) return false;
  if (viewer.storeId === null) return false;
  const typeOk = rule.companyTypes.length === 0 || (viewer.companyType !== null && rule.companyTypes.includes(viewer.companyType));
  const provinceOk = rule.provinces.length === 0 || (viewer.province !== null && rule.provinces.includes(viewer.province));
  return typeOk && provinceOk;
}

/**
 * Loads goods by id with manufacturer and tags, in the order of `ids`, hiding goods that are off sale
 * or 控销 goods not released to the viewer (visibility.ts, the same rule as `releasedTo`).
 */
export async function goodsByIds(ids: number[], viewer: Viewer): Promise<GoodsSource[]> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647))];
  if (wanted.length === 0) return [];
  const rows = await queryRows<{ j: string }>(
    await db(),
    sql`select ${goodsJsonSql('g')} as j from goods g
    where g.id in (${sql.join(
      wanted.map((id) => sql`${id}`),
      sql`, `,
    )}) and ${visibleGoodsSql(viewer)}`,
  );
  const byId = new Map(
    rows.map((r) => {
      const source = parseGoodsJson(r.j);
      return [source.id, source];
    }),
  );
  return ids.flatMap((id) => {
    const found = byId.get(id);
    return found ? [found] : [];
  });
}
