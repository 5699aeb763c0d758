import { M as tags, O as goods, g as focusItems, h as focusBlocks, j as manufacturers, k as goodsTags, t as db } from "./client_DVaE_YJ-.mjs";
import { n as priceNotice } from "./viewer_BsregLbI.mjs";
import { and, asc, eq, getTableColumns, gt, inArray, isNull, lte, or } from "drizzle-orm";
// src/server/catalogue/goods-query.ts
/** Whether a controlled-sales (控销) product is released to this viewer. */
function releasedTo(rule, viewer) {
	if (!rule) return false;
	if (viewer.storeId === null) return false;
	const typeOk = rule.companyTypes.length === 0 || viewer.companyType !== null && rule.companyTypes.includes(viewer.companyType);
	const provinceOk = rule.provinces.length === 0 || viewer.province !== null && rule.provinces.includes(viewer.province);
	return typeOk && provinceOk;
}
/** Every goods column except the search keys (never needed for display, and the gram array is large). */
var { searchText: _searchText, searchGrams: _searchGrams, ...displayColumns } = getTableColumns(goods);
/** Loads goods by id with manufacturer and tags, in the order of `ids`, hiding 控销 goods not released to the viewer. */
async function goodsByIds(ids, viewer) {
	if (ids.length === 0) return [];
	const conn = await db();
	const rows = await conn.select({
		g: displayColumns,
		manufacturer: manufacturers.name
	}).from(goods).innerJoin(manufacturers, eq(goods.manufacturerId, manufacturers.id)).where(and(inArray(goods.id, ids), eq(goods.isOnSale, true)));
	const tagRows = await conn.select({
		goodsId: goodsTags.goodsId,
		tag: tags
	}).from(goodsTags).innerJoin(tags, eq(goodsTags.tagId, tags.id)).where(inArray(goodsTags.goodsId, ids));
	const tagsByGoods = /* @__PURE__ */ new Map();
	for (const { goodsId, tag } of tagRows) {
		if (!tag.isShow) continue;
		const list = tagsByGoods.get(goodsId) ?? [];
		list.push({
			name: tag.name,
			describe: tag.describe,
			color: tag.color,
			is_show: 1,
			isLadder: tag.isLadder ? 1 : 0
		});
		tagsByGoods.set(goodsId, list);
	}
	const byId = new Map(rows.map((r) => [r.g.id, r]));
	return ids.flatMap((id) => {
		const row = byId.get(id);
		if (!row) return [];
		if (row.g.isControlled && !releasedTo(row.g.controlRule ?? null, viewer)) return [];
		return [{
			...row.g,
			manufacturer: row.manufacturer,
			tags: tagsByGoods.get(id) ?? []
		}];
	});
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
// src/server/content/focus.ts
/** Focus items of one slot that are live at `now` (no window, or inside it). */
async function focusAt(position, now = /* @__PURE__ */ new Date()) {
	return (await (await db()).select().from(focusItems).where(and(eq(focusItems.position, position), or(isNull(focusItems.startsAt), lte(focusItems.startsAt, now)), or(isNull(focusItems.endsAt), gt(focusItems.endsAt, now)))).orderBy(asc(focusItems.sort), asc(focusItems.id))).map(({ id, title, image, url }) => ({
		id,
		title,
		image,
		url
	}));
}
/** Home-page shelves with their goods as the viewer may see them. */
async function homeShelves(viewer) {
	const blocks = await (await db()).select().from(focusBlocks).orderBy(asc(focusBlocks.sort), asc(focusBlocks.id));
	return Promise.all(blocks.map(async (b) => ({
		id: b.id,
		title: b.title,
		subtitle: b.subtitle,
		color: b.color,
		more_url: b.moreUrl,
		goods: (await goodsByIds(b.goodsIds, viewer)).map((g) => goodsView(g, viewer))
	})));
}
export { homeShelves as n, focusAt as t };
