import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate, s as Fragment, u as renderSlot } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { F as tags, t as db } from "./client_BXA_sWCA.mjs";
import { n as categoryTree } from "./categories_D5d7YANB.mjs";
import { t as listHotWords } from "./hot-words_w0effxWg.mjs";
import { t as $$Notice } from "./Notice_BeMga-xM.mjs";
import { c as listParamsFromUrl, l as listQuery, o as DEFAULT_LIST_PARAMS } from "./sql_BlkiP9l8.mjs";
import { n as listFacets, r as listGoods, t as canUsePrices } from "./goods-list_BXwmT9yT.mjs";
import { i as $$TagList, n as $$BuyBox, r as $$PriceTag, t as $$GoodsCard } from "./GoodsCard_CrpFanYP.mjs";
import { t as $$Pagination } from "./Pagination_eXOlfEVQ.mjs";
import { t as $$EmptyState } from "./EmptyState_BIDzf8vy.mjs";
import { asc, eq } from "drizzle-orm";
// src/components/catalogue/GoodsTable.astro
createAstro("https://astro.build");
var $$GoodsTable = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$GoodsTable;
	const { list } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<table class="gt" data-astro-cid-pqi6ak2m><caption class="sr-only" data-astro-cid-pqi6ak2m>商品列表</caption><thead data-astro-cid-pqi6ak2m><tr data-astro-cid-pqi6ak2m><th scope="col" data-astro-cid-pqi6ak2m>商品名称</th><th scope="col" data-astro-cid-pqi6ak2m>规格</th><th scope="col" data-astro-cid-pqi6ak2m>生产厂家</th><th scope="col" data-astro-cid-pqi6ak2m>单位</th><th scope="col" data-astro-cid-pqi6ak2m>有效期至</th><th scope="col" data-astro-cid-pqi6ak2m>价格</th><th scope="col" data-astro-cid-pqi6ak2m>库存</th><th scope="col" data-astro-cid-pqi6ak2m>采购数量</th></tr></thead><tbody data-astro-cid-pqi6ak2m>${list.map((g) => renderTemplate`<tr data-astro-cid-pqi6ak2m><th scope="row" class="name" data-astro-cid-pqi6ak2m><a${addAttribute(`/list_info/${g.id}`, "href")} data-astro-cid-pqi6ak2m>${g.name}</a>${g.rx_class && renderTemplate`<span${addAttribute(["rx", { red: g.rx_class !== "OTC乙" }], "class:list")} data-astro-cid-pqi6ak2m>${g.rx_class}</span>`}${g.tags.slice(0, 3).map((t) => renderTemplate`<span class="tag"${addAttribute(`--tag:${t.color}`, "style")}${addAttribute(t.describe, "title")} data-astro-cid-pqi6ak2m>${t.name}</span>`)}</th><td data-astro-cid-pqi6ak2m>${g.ypgg}</td><td class="maker"${addAttribute(g.sccj, "title")} data-astro-cid-pqi6ak2m>${g.sccj}</td><td data-astro-cid-pqi6ak2m>${g.bzdw}</td><td${addAttribute({ near: g.near_expiry === 1 }, "class:list")} data-astro-cid-pqi6ak2m>${g.expiry_date}${g.near_expiry === 1 && renderTemplate`<span class="near-flag" data-astro-cid-pqi6ak2m>近效期</span>`}</td><td class="price-cell" data-astro-cid-pqi6ak2m>${renderComponent($$result, "PriceTag", $$PriceTag, {
		"goods": g,
		"size": "sm",
		"data-astro-cid-pqi6ak2m": true
	})}</td><td data-astro-cid-pqi6ak2m>${g.number > 0 ? g.number : renderTemplate`<span class="out" data-astro-cid-pqi6ak2m>缺货</span>`}</td><td class="buy" data-astro-cid-pqi6ak2m>${renderComponent($$result, "BuyBox", $$BuyBox, {
		"goods": g,
		"compact": true,
		"data-astro-cid-pqi6ak2m": true
	})}</td></tr>`)}</tbody></table>`;
}, "/work/main/src/components/catalogue/GoodsTable.astro", void 0);
// src/components/catalogue/GoodsPlainList.astro
createAstro("https://astro.build");
var $$GoodsPlainList = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$GoodsPlainList;
	const { list } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<ul class="plain" role="list" data-astro-cid-kd3nn2ms>${list.map((g) => renderTemplate`<li data-astro-cid-kd3nn2ms><div class="main" data-astro-cid-kd3nn2ms><h3 data-astro-cid-kd3nn2ms><a${addAttribute(`/list_info/${g.id}`, "href")} data-astro-cid-kd3nn2ms>${g.name}</a>${g.trade_name && renderTemplate`<span class="trade" data-astro-cid-kd3nn2ms>（${g.trade_name}）</span>`}</h3><p class="meta" data-astro-cid-kd3nn2ms><span data-astro-cid-kd3nn2ms>规格：${g.ypgg}</span><span data-astro-cid-kd3nn2ms>单位：${g.bzdw}</span><span data-astro-cid-kd3nn2ms>厂家：${g.sccj}</span>${g.approval_no && renderTemplate`<span data-astro-cid-kd3nn2ms>批准文号：${g.approval_no}</span>`}</p><p class="meta" data-astro-cid-kd3nn2ms><span data-astro-cid-kd3nn2ms>批号：${g.batch_no}</span><span${addAttribute({ near: g.near_expiry === 1 }, "class:list")} data-astro-cid-kd3nn2ms>有效期至：${g.expiry_date}${g.near_expiry === 1 && "（近效期）"}</span><span data-astro-cid-kd3nn2ms>中包装：${g.mid_pack}${g.bzdw}</span><span data-astro-cid-kd3nn2ms>库存：${g.number > 0 ? g.number : "缺货"}</span></p>${renderComponent($$result, "TagList", $$TagList, {
		"tags": g.tags,
		"rxClass": g.rx_class,
		"ephedrine": g.is_ephedrine === 1,
		"data-astro-cid-kd3nn2ms": true
	})}</div><div class="side" data-astro-cid-kd3nn2ms>${renderComponent($$result, "PriceTag", $$PriceTag, {
		"goods": g,
		"retail": true,
		"data-astro-cid-kd3nn2ms": true
	})}${renderComponent($$result, "BuyBox", $$BuyBox, {
		"goods": g,
		"data-astro-cid-kd3nn2ms": true
	})}</div></li>`)}</ul>`;
}, "/work/main/src/components/catalogue/GoodsPlainList.astro", void 0);
// src/components/catalogue/links.ts
/** Links of list pages: the same filters with one thing changed, without the parameters the path implies. */
function makeHref(base, params, fixed = {}) {
	const unfixed = Object.fromEntries(Object.keys(fixed).map((k) => [k, DEFAULT_LIST_PARAMS[k]]));
	return (changes = {}, path = base) => path + listQuery({
		...params,
		page: 1,
		...changes,
		...unfixed
	});
}
/** Hidden form fields carrying a list's parameters (for the page-jump and price forms). */
function hiddenFields(params, fixed = {}, omit = []) {
	const unfixed = Object.fromEntries(Object.keys(fixed).map((k) => [k, DEFAULT_LIST_PARAMS[k]]));
	const query = new URLSearchParams(listQuery({
		...params,
		page: 1,
		...unfixed
	}).slice(1));
	return Object.fromEntries([...query].filter(([k]) => !omit.includes(k)));
}
function findCategory(tree, id) {
	if (id === null) return null;
	for (const node of tree) {
		if (node.id === id) return node;
		const inner = findCategory(node.children, id);
		if (inner) return inner;
	}
	return null;
}
/** The chain of categories from a top category down to `id` (empty when not in the tree). */
function categoryTrail(tree, id) {
	if (id === null) return [];
	for (const node of tree) {
		if (node.id === id) return [node];
		const inner = categoryTrail(node.children, id);
		if (inner.length) return [node, ...inner];
	}
	return [];
}
// src/components/catalogue/GoodsListPage.astro
createAstro("https://astro.build");
var $$GoodsListPage = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$GoodsListPage;
	const { heading, crumbs = [], paths, view, params, fixed = {}, result, facets, categories, tags = [], canUsePrices, hotWords = [], notice = null } = Astro.props;
	const base = paths[view] ?? paths.grid;
	const href = makeHref(base, params, fixed);
	const pageHref = Astro.props.pageHref ?? ((page) => href({ page }));
	const trail = categoryTrail(categories, params.select);
	const selected = findCategory(categories, params.select);
	const chips = selected ? selected.children : categories;
	const sorts = [
		{
			value: "default",
			label: params.keywords ? "综合" : "默认"
		},
		{
			value: "sales",
			label: "销量"
		},
		{
			value: "new",
			label: "新品"
		},
		...canUsePrices ? [{
			value: "price_asc",
			label: "价格从低到高"
		}, {
			value: "price_desc",
			label: "价格从高到低"
		}] : []
	];
	const viewNames = {
		grid: "大图",
		table: "列表",
		plain: "无图"
	};
	const filtered = params.select !== null || params.manufacturer !== null || params.brand !== null || params.tag !== null || params.stock || params.yx && !fixed.yx || params.priceMin !== null || params.priceMax !== null;
	const clearHref = href({
		select: null,
		manufacturer: null,
		brand: null,
		tag: null,
		stock: false,
		yx: false,
		priceMin: null,
		priceMax: null,
		sort: "default"
	});
	const makerName = facets?.manufacturers.find((m) => m.id === params.manufacturer)?.name;
	const brandName = facets?.brands.find((b) => b.id === params.brand)?.name;
	const yuan = (fen) => fen === null ? "" : (fen / 100).toFixed(2).replace(/\.00$/, "");
	return renderTemplate`${maybeRenderHead($$result)}<div class="wrap glp"${addAttribute(view, "data-view")} data-astro-cid-lkoh4w2r><nav class="crumbs" aria-label="当前位置" data-astro-cid-lkoh4w2r><a href="/" data-astro-cid-lkoh4w2r>首页</a>${crumbs.map((c) => renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`${" › "}${c.href ? renderTemplate`<a${addAttribute(c.href, "href")} data-astro-cid-lkoh4w2r>${c.name}</a>` : renderTemplate`<span data-astro-cid-lkoh4w2r>${c.name}</span>`}` })}`)}${trail.map((c, i) => renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`${" › "}${i === trail.length - 1 ? renderTemplate`<span aria-current="page" data-astro-cid-lkoh4w2r>${c.name}</span>` : renderTemplate`<a${addAttribute(href({ select: c.id }), "href")} data-astro-cid-lkoh4w2r>${c.name}</a>`}` })}`)}${params.keywords && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`${" › "}<span data-astro-cid-lkoh4w2r>“${params.keywords}”</span>` })}`}</nav>${renderSlot($$result, $$slots["top"])}<h1 class="heading" data-astro-cid-lkoh4w2r>${selected?.name ?? heading}${params.keywords && renderTemplate`<small data-astro-cid-lkoh4w2r>“${params.keywords}”${params.type === 2 ? "（厂家）" : ""}</small>`}</h1>${notice && renderTemplate`<p class="notice" role="note" data-astro-cid-lkoh4w2r>${notice}</p>`}<section class="filters" aria-label="筛选条件" data-astro-cid-lkoh4w2r>${chips.length > 0 && renderTemplate`<div class="frow" data-astro-cid-lkoh4w2r><span class="fname" data-astro-cid-lkoh4w2r>分类</span><ul data-astro-cid-lkoh4w2r>${trail.length > 0 && renderTemplate`<li data-astro-cid-lkoh4w2r><a${addAttribute(href({ select: trail.length > 1 ? trail[trail.length - 2].id : null }), "href")} data-astro-cid-lkoh4w2r>« 上一级</a></li>`}${chips.map((c) => renderTemplate`<li data-astro-cid-lkoh4w2r><a${addAttribute(href({ select: c.id }), "href")}${addAttribute(c.id === params.select ? "true" : void 0, "aria-current")} data-astro-cid-lkoh4w2r>${c.name}</a></li>`)}</ul></div>`}${facets && facets.manufacturers.length > 0 && renderTemplate`<div class="frow" data-astro-cid-lkoh4w2r><span class="fname" data-astro-cid-lkoh4w2r>生产厂家</span><ul data-astro-cid-lkoh4w2r>${params.manufacturer !== null && renderTemplate`<li data-astro-cid-lkoh4w2r><a class="on"${addAttribute(href({ manufacturer: null }), "href")} data-astro-cid-lkoh4w2r>${makerName ?? "已选厂家"} ×</a></li>`}${facets.manufacturers.filter((m) => m.id !== params.manufacturer).map((m) => renderTemplate`<li data-astro-cid-lkoh4w2r><a${addAttribute(href({ manufacturer: m.id }), "href")} data-astro-cid-lkoh4w2r>${m.name}<small data-astro-cid-lkoh4w2r>(${m.count})</small></a></li>`)}</ul></div>`}${facets && facets.brands.length > 0 && renderTemplate`<div class="frow" data-astro-cid-lkoh4w2r><span class="fname" data-astro-cid-lkoh4w2r>品牌</span><ul data-astro-cid-lkoh4w2r>${params.brand !== null && renderTemplate`<li data-astro-cid-lkoh4w2r><a class="on"${addAttribute(href({ brand: null }), "href")} data-astro-cid-lkoh4w2r>${brandName ?? "已选品牌"} ×</a></li>`}${facets.brands.filter((b) => b.id !== params.brand).map((b) => renderTemplate`<li data-astro-cid-lkoh4w2r><a${addAttribute(href({ brand: b.id }), "href")} data-astro-cid-lkoh4w2r>${b.name}<small data-astro-cid-lkoh4w2r>(${b.count})</small></a></li>`)}</ul></div>`}<div class="frow" data-astro-cid-lkoh4w2r><span class="fname" data-astro-cid-lkoh4w2r>服务</span><ul data-astro-cid-lkoh4w2r><li data-astro-cid-lkoh4w2r><a${addAttribute(href({ stock: !params.stock }), "href")}${addAttribute({ on: params.stock }, "class:list")}${addAttribute(params.stock ? "true" : "false", "aria-pressed")} data-astro-cid-lkoh4w2r>仅看有货</a></li>${!fixed.yx && renderTemplate`<li data-astro-cid-lkoh4w2r><a${addAttribute(href({ yx: !params.yx }), "href")}${addAttribute({ on: params.yx }, "class:list")}${addAttribute(params.yx ? "true" : "false", "aria-pressed")} data-astro-cid-lkoh4w2r>包邮</a></li>`}${tags.map((t) => renderTemplate`<li data-astro-cid-lkoh4w2r><a${addAttribute(href({ tag: params.tag === t.id ? null : t.id }), "href")}${addAttribute(["tagf", { on: params.tag === t.id }], "class:list")}${addAttribute(`--tag:${t.color}`, "style")}${addAttribute(params.tag === t.id ? "true" : "false", "aria-pressed")} data-astro-cid-lkoh4w2r>${t.name}</a></li>`)}</ul></div>${canUsePrices && renderTemplate`<form class="frow price" method="get"${addAttribute(base, "action")} data-astro-cid-lkoh4w2r><span class="fname" data-astro-cid-lkoh4w2r>价格</span>${Object.entries(hiddenFields(params, fixed, [
		"price_min",
		"price_max",
		"page"
	])).map(([name, value]) => renderTemplate`<input type="hidden"${addAttribute(name, "name")}${addAttribute(value, "value")} data-astro-cid-lkoh4w2r>`)}<label data-astro-cid-lkoh4w2r>¥ <input name="price_min" inputmode="decimal"${addAttribute(yuan(params.priceMin), "value")} aria-label="最低价" size="6" data-astro-cid-lkoh4w2r></label><span data-astro-cid-lkoh4w2r>—</span><label data-astro-cid-lkoh4w2r>¥ <input name="price_max" inputmode="decimal"${addAttribute(yuan(params.priceMax), "value")} aria-label="最高价" size="6" data-astro-cid-lkoh4w2r></label><button type="submit" class="btn btn-ghost" data-astro-cid-lkoh4w2r>确定</button></form>`}${filtered && renderTemplate`<p class="clear" data-astro-cid-lkoh4w2r><a${addAttribute(clearHref, "href")} data-astro-cid-lkoh4w2r>清除全部筛选</a></p>`}</section><div class="toolbar" data-astro-cid-lkoh4w2r><nav class="sorts" aria-label="排序" data-astro-cid-lkoh4w2r>${sorts.map((s) => renderTemplate`<a${addAttribute(href({ sort: s.value }), "href")}${addAttribute(result.sort === s.value ? "true" : void 0, "aria-current")} data-astro-cid-lkoh4w2r>${s.label}</a>`)}</nav><p class="count" data-astro-cid-lkoh4w2r>共 <strong data-astro-cid-lkoh4w2r>${result.total}</strong> 件商品</p><nav class="views" aria-label="列表视图" data-astro-cid-lkoh4w2r>${Object.keys(viewNames).filter((v) => paths[v]).map((v) => renderTemplate`<a${addAttribute(href({ page: result.page }, paths[v]), "href")}${addAttribute(v === view ? "page" : void 0, "aria-current")} data-astro-cid-lkoh4w2r>${viewNames[v]}</a>`)}</nav>${result.last_page > 1 && renderTemplate`<p class="mini" data-astro-cid-lkoh4w2r>${result.page > 1 ? renderTemplate`<a${addAttribute(pageHref(result.page - 1), "href")} aria-label="上一页" data-astro-cid-lkoh4w2r>‹</a>` : renderTemplate`<span data-astro-cid-lkoh4w2r>‹</span>`}${result.page}/${result.last_page}${result.page < result.last_page ? renderTemplate`<a${addAttribute(pageHref(result.page + 1), "href")} aria-label="下一页" data-astro-cid-lkoh4w2r>›</a>` : renderTemplate`<span data-astro-cid-lkoh4w2r>›</span>`}</p>`}</div>${result.list.length === 0 ? renderTemplate`${renderComponent($$result, "EmptyState", $$EmptyState, {
		"keywords": params.keywords,
		"filtered": filtered,
		"clearHref": clearHref,
		"hotWords": hotWords,
		"data-astro-cid-lkoh4w2r": true
	})}` : view === "table" ? renderTemplate`${renderComponent($$result, "GoodsTable", $$GoodsTable, {
		"list": result.list,
		"data-astro-cid-lkoh4w2r": true
	})}` : view === "plain" ? renderTemplate`${renderComponent($$result, "GoodsPlainList", $$GoodsPlainList, {
		"list": result.list,
		"data-astro-cid-lkoh4w2r": true
	})}` : renderTemplate`<div class="grid" data-astro-cid-lkoh4w2r>${result.list.map((g) => renderTemplate`${renderComponent($$result, "GoodsCard", $$GoodsCard, {
		"goods": g,
		"data-astro-cid-lkoh4w2r": true
	})}`)}</div>`}${renderComponent($$result, "Pagination", $$Pagination, {
		"page": result.page,
		"lastPage": result.last_page,
		"total": result.total,
		"href": pageHref,
		"hidden": hiddenFields(params, fixed, ["page"]),
		"jump": !Astro.props.pageHref,
		"data-astro-cid-lkoh4w2r": true
	})}</div>`;
}, "/work/main/src/components/catalogue/GoodsListPage.astro", void 0);
// src/components/catalogue/ListRoute.astro
createAstro("https://astro.build");
var $$ListRoute = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ListRoute;
	const { data, heading, crumbs, paths, view, fixed, notice, pageHref } = Astro.props;
	return renderTemplate`${data.ok ? renderTemplate`${renderComponent($$result, "GoodsListPage", $$GoodsListPage, {
		"heading": heading,
		"crumbs": crumbs,
		"paths": paths,
		"view": view,
		"params": data.params,
		"fixed": fixed,
		"result": data.result,
		"facets": data.facets,
		"categories": data.categories,
		"tags": data.tags,
		"canUsePrices": data.canUsePrices,
		"hotWords": data.hotWords,
		"notice": notice,
		"pageHref": pageHref
	}, { "top": ($$result) => renderTemplate`${renderSlot($$result, $$slots["top"])}` })}` : renderTemplate`${renderComponent($$result, "Notice", $$Notice, {
		"heading": data.message,
		"text": "请缩短搜索关键词后重试，例如输入药品通用名或拼音首字母。",
		"links": [{
			href: paths.grid,
			label: "返回列表"
		}, {
			href: "/",
			label: "返回首页"
		}]
	})}`}`;
}, "/work/main/src/components/catalogue/ListRoute.astro", void 0);
// src/server/catalogue/tags.ts
/** The shown promotion tags (优 秒 满 换购 赠 特 新) with their colours, for the list filter. */
async function listTags() {
	return (await db()).select({
		id: tags.id,
		name: tags.name,
		color: tags.color,
		describe: tags.describe
	}).from(tags).where(eq(tags.isShow, true)).orderBy(asc(tags.id));
}
// src/server/catalogue/list-page.ts
async function loadListPage(url, viewer, options = {}) {
	const read = listParamsFromUrl(url);
	if (!read.ok) return {
		ok: false,
		message: Object.values(read.errors)[0]?.[0] ?? "参数错误"
	};
	const params = {
		...read.params,
		...options.fixed,
		...options.pageSize ? { pageSize: options.pageSize } : {}
	};
	const zone = options.zone === void 0 ? params.kind ?? null : options.zone;
	const [result, facets, categories, tags, hotWords] = await Promise.all([
		listGoods(params, viewer, options.scope),
		listFacets(params, viewer, options.scope),
		zone ? categoryTree(zone) : categoryTree(),
		listTags(),
		listHotWords()
	]);
	return {
		ok: true,
		params: {
			...params,
			page: result.page
		},
		result,
		facets,
		categories,
		tags,
		hotWords,
		canUsePrices: canUsePrices(viewer)
	};
}
export { $$ListRoute as n, loadListPage as t };
