import { n as priceNotice } from "./viewer_BsregLbI.mjs";
import { sql } from "drizzle-orm";
// src/server/catalogue/goods-source.ts
/**
* Goods rows as the views need them (GoodsSource: the row, its manufacturer's name and its shown
* tags), built by the database as one JSON text per row. One query fetches a whole page with its
* joins, and the result is the same plain JSON on PGlite and on PostgreSQL, whatever type parsers the
* drivers use (dates stay 'YYYY-MM-DD' strings, jsonb stays structured).
*/
/** [JSON key, SQL column] of every GoodsSource field read straight from `goods`. */
var FIELDS = [
	["id", "id"],
	["kind", "kind"],
	["type", "type"],
	["name", "name"],
	["tradeName", "trade_name"],
	["spec", "spec"],
	["unit", "unit"],
	["dosageForm", "dosage_form"],
	["approvalNo", "approval_no"],
	["rxClass", "rx_class"],
	["origin", "origin"],
	["grade", "grade"],
	["deviceClass", "device_class"],
	["basePrice", "base_price"],
	["retailPrice", "retail_price"],
	["ladderPrice", "ladder_price"],
	["ladderPriceType", "ladder_price_type"],
	["isBuy", "is_buy"],
	["stock", "stock"],
	["xgNumber", "xg_number"],
	["isDpby", "is_dpby"],
	["qgNumber", "qg_number"],
	["isFreeShipping", "is_free_shipping"],
	["freeShippingNumber", "free_shipping_number"],
	["isYoux", "is_youx"],
	["midPack", "mid_pack"],
	["casePack", "case_pack"],
	["onlyMidPack", "only_mid_pack"],
	["batchNo", "batch_no"],
	["expiryDate", "expiry_date"],
	["productionDate", "production_date"],
	["isEphedrine", "is_ephedrine"],
	["ephedrineLimit", "ephedrine_limit"],
	["isControlled", "is_controlled"],
	["imageCount", "image_count"],
	["manufacturerId", "manufacturer_id"],
	["categoryId", "category_id"],
	["brandId", "brand_id"],
	["sales", "sales"]
];
/** JSON text of the goods row `alias` with its manufacturer name and shown tags (tag order: tag id). */
function goodsJsonSql(alias = "g") {
	const pairs = FIELDS.map(([key, column]) => `'${key}', ${alias}.${column}`).join(", ");
	return sql.raw(`json_build_object(${pairs},
    'manufacturer', (select m.name from manufacturers m where m.id = ${alias}.manufacturer_id),
    'tags', (select coalesce(json_agg(json_build_object('name', t.name, 'describe', t.describe, 'color', t.color, 'is_show', 1,
      'isLadder', case when t.is_ladder then 1 else 0 end) order by t.id), '[]'::json)
      from goods_tags gt join tags t on t.id = gt.tag_id where gt.goods_id = ${alias}.id and t.is_show)
  )::text`);
}
/** Parses one row of {@link goodsJsonSql}. */
function parseGoodsJson(text) {
	return JSON.parse(text);
}
// src/lib/money.ts
/** 1250 → "12.50" (the API's yuan string). */
function fenToYuan(fen) {
	const sign = fen < 0 ? "-" : "";
	const abs = Math.abs(Math.trunc(fen));
	return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
/** Today as a calendar day in Asia/Shanghai (expiry dates are plain days). */
function shanghaiToday(now = /* @__PURE__ */ new Date()) {
	return new Intl.DateTimeFormat("en-CA", {
		timeZone: "Asia/Shanghai",
		year: "numeric",
		month: "2-digit",
		day: "2-digit"
	}).format(now);
}
/** Whether an expiry day (YYYY-MM-DD) falls within {@link NEAR_EXPIRY_MONTHS} of `today`. */
function isNearExpiry(expiryDate, today = shanghaiToday()) {
	const [y, m, d] = today.split("-").map(Number);
	return expiryDate < new Date(Date.UTC(y, m - 1 + 6, d)).toISOString().slice(0, 10);
}
function goodsImages(id, count) {
	return Array.from({ length: Math.max(1, count) }, (_, i) => ({ list: `/img/goods/${id}-${i + 1}.svg` }));
}
/**
* The goods object of the API. Prices, ladder tiers and limits are only sent to approved
* members; others get `price_notice` instead (wholesale prices are not public).
*/
function goodsView(g, viewer, today = shanghaiToday()) {
	const notice = priceNotice(viewer);
	const showPrice = notice === null;
	return {
		id: g.id,
		name: g.name,
		trade_name: g.tradeName,
		sccj: g.manufacturer,
		ypgg: g.spec,
		bzdw: g.unit,
		goods_image: goodsImages(g.id, g.imageCount),
		base_price: showPrice ? fenToYuan(g.basePrice) : null,
		base_price_fen: showPrice ? g.basePrice : null,
		retail_price: showPrice ? fenToYuan(g.retailPrice) : null,
		price_notice: notice,
		is_buy: g.isBuy && g.xgNumber >= 0 ? 1 : 0,
		number: g.stock,
		xg_number: showPrice ? g.xgNumber : null,
		is_dpby: g.isDpby ? 1 : 0,
		qg_number: g.qgNumber,
		is_free_shipping: g.isFreeShipping ? 1 : 0,
		free_shipping_number: g.freeShippingNumber,
		is_youx: g.isYoux ? 1 : 0,
		type: g.type,
		kind: g.kind,
		ladder_price: showPrice ? g.ladderPrice.map((t) => ({
			number: t.number,
			price: fenToYuan(t.price)
		})) : [],
		ladder_price_type: g.ladderPriceType,
		tags: g.tags,
		dosage_form: g.dosageForm,
		approval_no: g.approvalNo,
		rx_class: g.rxClass,
		origin: g.origin,
		grade: g.grade,
		device_class: g.deviceClass,
		mid_pack: g.midPack,
		case_pack: g.casePack,
		only_mid_pack: g.onlyMidPack ? 1 : 0,
		batch_no: g.batchNo,
		expiry_date: g.expiryDate,
		near_expiry: isNearExpiry(g.expiryDate, today) ? 1 : 0,
		/** Warehouse of the stock (spec cart line `ck_id`); the platform ships from one warehouse, 0. */
		ck_id: 0,
		manufacturer_id: g.manufacturerId ?? null,
		category_id: g.categoryId ?? null,
		brand_id: g.brandId ?? null,
		sales: g.sales ?? 0,
		is_ephedrine: g.isEphedrine ? 1 : 0,
		is_controlled: g.isControlled ? 1 : 0
	};
}
export { parseGoodsJson as a, goodsJsonSql as i, shanghaiToday as n, fenToYuan as r, goodsView as t };
