import { t as db } from "./client_BXA_sWCA.mjs";
import { t as queryRows } from "./rows_CxcUVZVs.mjs";
import { t as categoryIndex } from "./categories_D5d7YANB.mjs";
import { t as goodsByIds } from "./goods-query_sIhy5Bht.mjs";
import { a as parseGoodsJson, i as goodsJsonSql, n as shanghaiToday, t as goodsView } from "./goods-view_C7Zjbapi.mjs";
import { n as visibleGoodsSql } from "./visibility_BQcSbk4D.mjs";
import { sql } from "drizzle-orm";
var MAX_ID = 2147483647;
/** A goods id from a URL segment: digits only and within the id column's range, else null (→ 404). */
function parseGoodsId(raw) {
	if (!raw || !/^\d{1,10}$/.test(raw)) return null;
	const id = Number(raw);
	return id >= 1 && id <= MAX_ID ? id : null;
}
/** The detail of a goods row the viewer may see, or null (unknown, off sale, or 控销 not released to them). */
async function goodsDetail(id, viewer, today = shanghaiToday()) {
	const [source] = await goodsByIds([id], viewer);
	if (!source) return null;
	const conn = await db();
	const index = await categoryIndex();
	const [maker] = await queryRows(conn, sql`select id, name, short_name, province from manufacturers where id = ${source.manufacturerId ?? 0}`);
	const [brand] = source.brandId ? await queryRows(conn, sql`select id, name from brands where id = ${source.brandId}`) : [];
	const combination = source.type === 3 ? (await queryRows(conn, sql`
        select c.goods_id, g.name, g.spec as ypgg, g.unit as bzdw, c.number from goods_combination_items c
        join goods g on g.id = c.goods_id where c.combo_id = ${id} order by c.goods_id`)).map((p) => ({
		...p,
		goods_id: Number(p.goods_id),
		number: Number(p.number)
	})) : [];
	const related = await queryRows(conn, sql`
    select ${goodsJsonSql("g")} as j from goods g
    where g.category_id = ${source.categoryId ?? 0} and g.id <> ${id} and ${visibleGoodsSql(viewer)}
    order by g.sales desc, g.id limit ${10}`);
	return {
		...goodsView(source, viewer, today),
		production_date: source.productionDate ?? null,
		ephedrine_limit: source.ephedrineLimit ?? 0,
		category_path: source.categoryId ? index.path(source.categoryId).map((c) => ({
			id: c.id,
			name: c.name,
			url: `${zoneListPath(c.zone)}?select=${c.id}`
		})) : [],
		manufacturer: maker ? {
			id: Number(maker.id),
			name: maker.name,
			short_name: maker.short_name,
			province: maker.province,
			url: `/list?manufacturer=${maker.id}`
		} : null,
		brand: brand ? {
			id: Number(brand.id),
			name: brand.name,
			url: `/ppzq/info/${brand.id}`
		} : null,
		combination,
		related: related.map((r) => goodsView(parseGoodsJson(r.j), viewer, today))
	};
}
/** The list page of a category's zone (herbal pieces and devices have zone pages of their own). */
function zoneListPath(zone) {
	return zone === "herbal" ? "/zyyp" : zone === "device" ? "/qxzq" : "/list";
}
export { parseGoodsId as n, goodsDetail as t };
