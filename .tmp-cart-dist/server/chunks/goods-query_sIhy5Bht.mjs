import { M as goods, t as db } from "./client_BXA_sWCA.mjs";
import { t as queryRows } from "./rows_CxcUVZVs.mjs";
import { a as parseGoodsJson, i as goodsJsonSql } from "./goods-view_C7Zjbapi.mjs";
import { n as visibleGoodsSql } from "./visibility_BQcSbk4D.mjs";
import { getTableColumns, sql } from "drizzle-orm";
// src/server/catalogue/goods-query.ts
/** Every goods column except the search keys (never needed for display, and the gram array is large). */
var { searchText: _searchText, searchGrams: _searchGrams, ...displayColumns } = getTableColumns(goods);
/**
* Loads goods by id with manufacturer and tags, in the order of `ids`, hiding goods that are off sale
* or 控销 goods not released to the viewer (visibility.ts, the same rule as `releasedTo`).
*/
async function goodsByIds(ids, viewer) {
	const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2147483647))];
	if (wanted.length === 0) return [];
	const rows = await queryRows(await db(), sql`select ${goodsJsonSql("g")} as j from goods g
    where g.id in (${sql.join(wanted.map((id) => sql`${id}`), sql`, `)}) and ${visibleGoodsSql(viewer)}`);
	const byId = new Map(rows.map((r) => {
		const source = parseGoodsJson(r.j);
		return [source.id, source];
	}));
	return ids.flatMap((id) => {
		const found = byId.get(id);
		return found ? [found] : [];
	});
}
export { goodsByIds as t };
