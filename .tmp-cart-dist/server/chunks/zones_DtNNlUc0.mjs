import { t as db } from "./client_BXA_sWCA.mjs";
import { t as queryRows } from "./rows_CxcUVZVs.mjs";
import { n as categoryTree } from "./categories_D5d7YANB.mjs";
import { r as listGoods } from "./goods-list_BXwmT9yT.mjs";
import { a as parseGoodsJson, i as goodsJsonSql, t as goodsView } from "./goods-view_C7Zjbapi.mjs";
import { o as DEFAULT_LIST_PARAMS } from "./sql_BlkiP9l8.mjs";
import { n as visibleGoodsSql, t as releasedControlledSql } from "./visibility_BQcSbk4D.mjs";
import { sql } from "drizzle-orm";
function brandCard(r) {
	return {
		id: Number(r.id),
		name: r.name,
		logo: r.logo || `/img/brand/${r.id}.svg`,
		description: r.description,
		url: `/ppzq/info/${r.id}`,
		goods_count: Number(r.n),
		manufacturer: r.maker
	};
}
function brandSelect(viewer) {
	return sql`select b.id, b.name, b.logo, b.description, m.name as maker,
      (select count(*)::int from goods g where g.brand_id = b.id and ${visibleGoodsSql(viewer)}) as n
    from brands b left join manufacturers m on m.id = b.manufacturer_id`;
}
/** Brand zone: the brands in operator order, a page at a time (page clamped). */
async function brandZone(page, viewer, pageSize = 24) {
	const conn = await db();
	const [{ total }] = await queryRows(conn, sql`select count(*)::int as total from brands`);
	const lastPage = Math.max(1, Math.ceil(Number(total) / pageSize));
	const current = Math.min(Math.max(1, page), lastPage);
	return {
		list: (await queryRows(conn, sql`${brandSelect(viewer)} order by b.sort, b.id limit ${pageSize} offset ${(current - 1) * pageSize}`)).map(brandCard),
		total: Number(total),
		page: current,
		page_size: pageSize,
		last_page: lastPage
	};
}
/** One brand with a page of its goods, or null for an unknown brand. */
async function brandDetail(id, params, viewer) {
	const [row] = await queryRows(await db(), sql`${brandSelect(viewer)} where b.id = ${id}`);
	if (!row) return null;
	return {
		brand: brandCard(row),
		...await listGoods({
			...params,
			brand: id
		}, viewer)
	};
}
/** How free shipping works (/yx_rule and the zone header). */
var FREE_SHIPPING_RULES = [
	"单品包邮：标有\"单品包邮\"的商品，单笔订单中该商品购买数量达到起购数量即免运费。",
	"包邮商品：标有\"包邮\"的商品，购买数量达到包邮数量即免运费。",
	"包邮以订单结算页显示的运费为准；偏远地区（新疆、西藏、青海等）可能另行收取运费。",
	"含麻黄碱类复方制剂、冷链商品不参与包邮活动。",
	"活动最终解释权归平台所有，如有疑问请联系您的专属客服。"
];
/** Free-shipping zone (包邮专区): its rules, the medicine categories and a page of free-shipping goods. */
async function freeShippingZone(params, viewer) {
	const [category, page] = await Promise.all([categoryTree("medicine"), listGoods({
		...params,
		yx: true
	}, viewer)]);
	return {
		rule: FREE_SHIPPING_RULES,
		category,
		...page
	};
}
/** A kind zone: herbal pieces (中药饮片 / zyzq) or devices (器械专区) with that zone's category tree. */
async function kindZone(kind, params, viewer) {
	const [category, page] = await Promise.all([categoryTree(kind), listGoods({
		...params,
		kind
	}, viewer)]);
	return {
		category,
		...page
	};
}
var CONTROLLED_NOTICE_VISITOR = "控销商品仅对指定客户类型和地区开放，请登录后查看。";
var CONTROLLED_NOTICE_NONE = "暂无对您开放的控销商品。控销商品由生产厂家指定销售的客户类型和地区。";
/** The controlled-sales zone: goods released to this viewer (none for visitors, with a notice). */
async function controlledZone(params, viewer, manufacturerId) {
	const page = await listGoods(manufacturerId ? {
		...params,
		manufacturer: manufacturerId
	} : params, viewer, { controlledOnly: true });
	const notice = viewer.storeId === null ? CONTROLLED_NOTICE_VISITOR : page.total === 0 ? CONTROLLED_NOTICE_NONE : null;
	return {
		...page,
		notice
	};
}
/** New controlled-sales page: the released goods grouped by manufacturer, each with its first goods. */
async function controlledGroups(viewer, perGroup = 4) {
	if (viewer.storeId === null) return {
		list: [],
		notice: CONTROLLED_NOTICE_VISITOR
	};
	const conn = await db();
	const groups = await queryRows(conn, sql`
    select m.id, m.name, m.short_name, count(*)::int as n from goods g join manufacturers m on m.id = g.manufacturer_id
    where ${releasedControlledSql(viewer)} group by m.id, m.name, m.short_name order by count(*) desc, m.id`);
	const rows = await queryRows(conn, sql`
    select ${goodsJsonSql("g")} as j from (
      select g.id, row_number() over (partition by g.manufacturer_id order by g.sales desc, g.id) as rn
      from goods g where ${releasedControlledSql(viewer)}
    ) r join goods g on g.id = r.id where r.rn <= ${perGroup} order by g.manufacturer_id, r.rn`);
	const byMaker = /* @__PURE__ */ new Map();
	for (const r of rows) {
		const view = goodsView(parseGoodsJson(r.j), viewer);
		const key = view.manufacturer_id ?? 0;
		byMaker.set(key, [...byMaker.get(key) ?? [], view]);
	}
	const list = groups.map((g) => ({
		id: Number(g.id),
		name: g.name,
		short_name: g.short_name,
		url: `/kxzq/goods/${g.id}`,
		goods_count: Number(g.n),
		ad: Number(g.id),
		goods: byMaker.get(Number(g.id)) ?? []
	}));
	return {
		list,
		notice: list.length ? null : CONTROLLED_NOTICE_NONE
	};
}
/** Banners of controlled-sales groups by id (the manufacturer's brand banner), for `kxzq_ad?ids=`. */
async function controlledAds(ids, viewer) {
	const wanted = ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2147483647).slice(0, 50);
	if (wanted.length === 0 || viewer.storeId === null) return [];
	return (await queryRows(await db(), sql`
    select m.id, m.short_name, (select b.id from brands b where b.manufacturer_id = m.id order by b.sort, b.id limit 1) as brand
    from manufacturers m where m.id in (${sql.join(wanted.map((id) => sql`${id}`), sql`, `)})
      and exists (select 1 from goods g where g.manufacturer_id = m.id and ${releasedControlledSql(viewer)})
    order by m.id`)).map((r) => ({
		id: Number(r.id),
		title: `${r.short_name}控销专区`,
		image: r.brand ? `/img/brand/${r.brand}.svg` : "",
		url: `/kxzq/goods/${r.id}`
	}));
}
/** "Recommended for you" (/api/index_wntj/{page}): 优选 goods first, then best sellers; in stock only. */
async function recommended(page, viewer, pageSize = 10) {
	const params = {
		...DEFAULT_LIST_PARAMS,
		stock: true,
		sort: "sales",
		page,
		pageSize
	};
	const conn = await db();
	const where = sql`${visibleGoodsSql(viewer)} and g.stock > 0 and g.is_buy and g.xg_number >= 0`;
	const [{ total }] = await queryRows(conn, sql`select count(*)::int as total from goods g where ${where}`);
	const lastPage = Math.max(1, Math.ceil(Number(total) / pageSize));
	const current = Math.min(Math.max(1, page), lastPage);
	return {
		list: (await queryRows(conn, sql`
    select ${goodsJsonSql("g")} as j from (
      select g.id, row_number() over (order by g.is_youx desc, g.sales desc, g.id) as ord from goods g where ${where}
      order by g.is_youx desc, g.sales desc, g.id limit ${pageSize} offset ${(current - 1) * pageSize}
    ) p join goods g on g.id = p.id order by p.ord`)).map((r) => goodsView(parseGoodsJson(r.j), viewer)),
		total: Number(total),
		page: current,
		page_size: pageSize,
		last_page: lastPage,
		sort: params.sort,
		keywords: "",
		type: 1
	};
}
/** New-user picks (新人推荐): well-selling, in-stock 优选 goods that any buyer may order. */
async function newUserPicks(viewer, limit = 12) {
	return (await queryRows(await db(), sql`
    select ${goodsJsonSql("g")} as j from goods g
    where ${visibleGoodsSql(viewer)} and not g.is_controlled and not g.is_ephedrine and g.is_youx
      and g.stock > 0 and g.is_buy and g.xg_number >= 0
    order by g.sales desc, g.id limit ${limit}`)).map((r) => goodsView(parseGoodsJson(r.j), viewer));
}
export { brandZone as a, controlledZone as c, newUserPicks as d, recommended as f, brandDetail as i, freeShippingZone as l, CONTROLLED_NOTICE_VISITOR as n, controlledAds as o, FREE_SHIPPING_RULES as r, controlledGroups as s, CONTROLLED_NOTICE_NONE as t, kindZone as u };
