/**
 * Which goods a viewer may see, as SQL (the list, search and zone queries filter in the database so
 * that totals and pages are right). Mirrors `releasedTo` of ./goods-query.ts: goods must be on sale,
 * and a controlled-sales (控销) product only shows to members whose company type and province its
 * rule releases it to (an empty list in the rule means "any").
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer';

export function visibleGoodsSql(viewer: Viewer, alias = 'g'): SQL {
  return visibleSql(viewer.storeId !== null, viewer.companyType, viewer.province, alias);
}

/**
 * {@link visibleGoodsSql} for a prepared statement: the viewer's company type and province are the
 * placeholders `companyType` and `province`; which of them is null is part of the statement (one
 * statement per {@link visibilityShape}).
 */
export function visibleGoodsPlaceholderSql(viewer: Viewer, alias = 'g'): SQL {
  const p = sql.placeholder;
  return visibleSql(viewer.storeId !== null, viewer.companyType === null ? null : p('companyType'), viewer.province === null ? null : p('province'), alias);
}

/** What of the viewer {@link visibleGoodsPlaceholderSql} builds into the statement. */
export function visibilityShape(viewer: Viewer): string {
  return `${viewer.storeId !== null}:${viewer.companyType !== null}:${viewer.province !== null}`;
}

function visibleSql(member: boolean, companyType: unknown, province: unknown, alias: string): SQL {
  const a = sql.raw(alias);
  if (!member) return sql`(${a}.is_on_sale and not ${a}.is_controlled)`;
  const rule = sql`${a}.control_rule`;
  const typeOk =
    companyType === null
      ? sql`jsonb_array_length(coalesce(${rule}->'companyTypes', '[]'::jsonb)) = 0`
      : sql`(jsonb_array_length(coalesce(${rule}->'companyTypes', '[]'::jsonb)) = 0 or (${rule}->'companyTypes') @> jsonb_build_array(${companyType}::text))`;
  const provinceOk =
    province === null
      ? sql`jsonb_array_length(coalesce(${rule}->'provinces', '[]'::jsonb)) = 0`
      : sql`(jsonb_array_length(coalesce(${rule}->'provinces', '[]'::jsonb)) = 0 or (${rule}->'provinces') @> jsonb_build_array(${province}::text))`;
  return sql`(${a}.is_on_sale and (not ${a}.is_controlled or (${rule} is not null and ${typeOk} and ${provinceOk})))`;
}

/** Only the controlled-sales goods released to this viewer (the 控销 zone); none for visitors. */
export function releasedControlledSql(viewer: Viewer, alias = 'g'): SQL {
  const a = sql.raw(alias);
  if (viewer.storeId === null) return sql`false`;
  return sql`(${a}.is_controlled and ${visibleGoodsSql(viewer, alias)})`;
}
