/**
 * Which goods a viewer may see, as SQL (the list, search and zone queries filter in the database so
 * that totals and pages are right). Mirrors `releasedTo` of ./goods-query.ts: goods must be on sale,
 * and a controlled-sales (控销) product only shows to members whose company type and province its
 * rule releases it to (an empty list in the rule means "any").
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer';

export function visibleGoodsSql(viewer: Viewer, alias = 'g'): SQL {
  const a = sql.raw(alias);
  if (viewer.storeId === null) return sql`(${a}.is_on_sale and not ${a}.is_controlled)`;
  const rule = sql`${a}.control_rule`;
  const typeOk =
    viewer.companyType === null
      ? sql`jsonb_array_length(coalesce(${rule}->'companyTypes', '[]'::jsonb)) = 0`
      : sql`(jsonb_array_length(coalesce(${rule}->'companyTypes', '[]'::jsonb)) = 0 or (${rule}->'companyTypes') @> jsonb_build_array(${viewer.companyType}::text))`;
  const provinceOk =
    viewer.province === null
      ? sql`jsonb_array_length(coalesce(${rule}->'provinces', '[]'::jsonb)) = 0`
      : sql`(jsonb_array_length(coalesce(${rule}->'provinces', '[]'::jsonb)) = 0 or (${rule}->'provinces') @> jsonb_build_array(${viewer.province}::text))`;
  return sql`(${a}.is_on_sale and (not ${a}.is_controlled or (${rule} is not null and ${typeOk} and ${provinceOk})))`;
}

/** Only the controlled-sales goods released to this viewer (the 控销 zone); none for visitors. */
export function releasedControlledSql(viewer: Viewer, alias = 'g'): SQL {
  const a = sql.raw(alias);
  if (viewer.storeId === null) return sql`false`;
  return sql`(${a}.is_controlled and ${visibleGoodsSql(viewer, alias)})`;
}
