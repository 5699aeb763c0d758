import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { M as goods, P as manufacturers, i as promotionActivityGoods, r as promotionActivities, t as db } from "./client_BXA_sWCA.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { n as isoDate, r as $$ShareMeta, t as chineseDate } from "./format-date_BSm1gb0t.mjs";
import { and, asc, count, eq, gte, inArray, lte } from "drizzle-orm";
import { z } from "zod";
// src/server/activities/rules.ts
var KIND_LABELS = {
	manjian: "满减",
	discount: "满折",
	gift: "买赠"
};
/** 39900 → ¥399, 1990 → ¥19.90 (whole yuan without decimals). */
function yuan(fen) {
	return fen % 100 === 0 ? `¥${fen / 100}` : `¥${(fen / 100).toFixed(2)}`;
}
/** One line per tier, lowest first: 满¥399减¥20 / 满¥500享9.5折 / 买10赠1. */
function ruleLines(kind, tiers) {
	return [...tiers].sort((a, b) => a.amount - b.amount).map((t) => {
		if (kind === "manjian") return `满${yuan(t.amount)}减${yuan(t.value)}`;
		if (kind === "discount") return `满${yuan(t.amount)}享${t.value / 10}折`;
		return `买${t.amount}赠${t.value}`;
	});
}
function activityStatus(window, now) {
	if (now < window.startsAt) return "upcoming";
	return now > window.endsAt ? "ended" : "running";
}
/** The spec's words for a link without a live target (活动暂未开始) and for one not yet started (活动未开始). */
var STATUS_TEXT = {
	missing: "活动暂未开始",
	upcoming: "活动未开始",
	running: "活动进行中",
	ended: "活动已结束"
};
// src/components/activity/ActivityLandingView.astro
createAstro("https://astro.build");
var $$ActivityLandingView = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ActivityLandingView;
	const { activity: a, variant = "activity" } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<section${addAttribute(["landing", variant], "class:list")} aria-labelledby="activity-title" data-astro-cid-zdr77av7><header class="hero" data-astro-cid-zdr77av7><p class="chips" data-astro-cid-zdr77av7><span class="kind" data-astro-cid-zdr77av7>${a.kindLabel}</span><span${addAttribute(["state", a.status], "class:list")} data-astro-cid-zdr77av7>${STATUS_TEXT[a.status]}</span></p><h1 id="activity-title" data-astro-cid-zdr77av7>${a.name}</h1><p class="window" data-astro-cid-zdr77av7>活动时间：<time${addAttribute(isoDate(a.startsAt), "datetime")} data-astro-cid-zdr77av7>${chineseDate(a.startsAt)}</time> 至 <time${addAttribute(isoDate(a.endsAt), "datetime")} data-astro-cid-zdr77av7>${chineseDate(a.endsAt)}</time></p></header>${a.status === "upcoming" && renderTemplate`<p class="notice" role="status" data-astro-cid-zdr77av7>${STATUS_TEXT.upcoming}，${chineseDate(a.startsAt)} 开始，敬请期待。</p>`}${a.status === "ended" && renderTemplate`<p class="notice" role="status" data-astro-cid-zdr77av7>${STATUS_TEXT.ended}，感谢关注。请看看首页的其他活动。</p>`}<section class="rules" aria-labelledby="rules-title" data-astro-cid-zdr77av7><h2 id="rules-title" data-astro-cid-zdr77av7>活动规则</h2><ul data-astro-cid-zdr77av7>${a.rules.map((r) => renderTemplate`<li data-astro-cid-zdr77av7>${r}</li>`)}</ul><p class="muted" data-astro-cid-zdr77av7>${a.scope === "all" ? "全场商品参与（含麻黄碱类复方制剂除外）。" : `共 ${a.goodsCount} 种商品参与。`}${a.withCoupon ? "可与优惠券同时使用。" : "不与优惠券同时使用。"}优惠在购物车按已勾选的参与商品自动计算。</p></section>${a.goods.length > 0 && renderTemplate`<section class="goods" aria-labelledby="goods-title" data-astro-cid-zdr77av7><h2 id="goods-title" data-astro-cid-zdr77av7>参与商品</h2><ul data-astro-cid-zdr77av7>${a.goods.map((g) => renderTemplate`<li data-astro-cid-zdr77av7><a${addAttribute(g.url, "href")} data-astro-cid-zdr77av7><strong data-astro-cid-zdr77av7>${g.name}</strong><span data-astro-cid-zdr77av7>${g.spec}</span><span class="muted" data-astro-cid-zdr77av7>${g.maker}</span></a></li>`)}</ul><p class="muted" data-astro-cid-zdr77av7>价格登录并通过资质审核后可见。</p></section>`}</section>`;
}, "/work/main/src/components/activity/ActivityLandingView.astro", void 0);
// src/components/activity/ActivityMissing.astro
createAstro("https://astro.build");
var $$ActivityMissing = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ActivityMissing;
	const { running, text = "该活动尚未开始或已经结束，请关注首页和领券中心的最新活动。" } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<section class="wrap missing" aria-labelledby="missing-title" data-astro-cid-j3rwnarm><h1 id="missing-title" data-astro-cid-j3rwnarm>${STATUS_TEXT.missing}</h1><p class="muted" data-astro-cid-j3rwnarm>${text}</p><p class="links" data-astro-cid-j3rwnarm><a class="btn" href="/" data-astro-cid-j3rwnarm>返回首页</a><a class="btn btn-ghost" href="/lqzx" data-astro-cid-j3rwnarm>去领券中心</a></p>${running.length > 0 && renderTemplate`<section class="running" aria-labelledby="running-title" data-astro-cid-j3rwnarm><h2 id="running-title" data-astro-cid-j3rwnarm>正在进行的活动</h2><ul data-astro-cid-j3rwnarm>${running.map((a) => renderTemplate`<li data-astro-cid-j3rwnarm><a${addAttribute(a.url, "href")} data-astro-cid-j3rwnarm><span class="kind" data-astro-cid-j3rwnarm>${a.kindLabel}</span>${a.name}</a></li>`)}</ul></section>`}</section>`;
}, "/work/main/src/components/activity/ActivityMissing.astro", void 0);
// src/components/activity/ActivityPage.astro
createAstro("https://astro.build");
var $$ActivityPage = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ActivityPage;
	const { route, activity, running, sharePath, variant, tabs = [] } = Astro.props;
	const shareTitle = activity?.name ?? STATUS_TEXT.missing;
	const description = activity ? `${activity.kindLabel}：${activity.rules.join("，")}。${STATUS_TEXT[activity.status]}。` : "该活动尚未开始或已经结束，请关注药采首页的最新活动。";
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"route": route,
		"description": description,
		"data-astro-cid-q4apvuin": true
	}, {
		"default": ($$result) => renderTemplate`${tabs.length > 1 && renderTemplate`${maybeRenderHead($$result)}<nav class="wrap tabs" aria-label="活动列表" data-astro-cid-q4apvuin>${tabs.map((t) => renderTemplate`<a${addAttribute(t.href, "href")}${addAttribute(t.current ? "page" : void 0, "aria-current")} data-astro-cid-q4apvuin>${t.label}</a>`)}</nav>`}${activity ? renderTemplate`<div class="wrap" data-astro-cid-q4apvuin>${renderComponent($$result, "ActivityLandingView", $$ActivityLandingView, {
			"activity": activity,
			"variant": variant,
			"data-astro-cid-q4apvuin": true
		})}</div>` : renderTemplate`${renderComponent($$result, "ActivityMissing", $$ActivityMissing, {
			"running": running,
			"data-astro-cid-q4apvuin": true
		})}`}`,
		"head": ($$result) => renderTemplate`${renderComponent($$result, "ShareMeta", $$ShareMeta, {
			"slot": "head",
			"title": shareTitle,
			"description": description,
			"path": sharePath,
			"data-astro-cid-q4apvuin": true
		})}`
	})}`;
}, "/work/main/src/components/activity/ActivityPage.astro", void 0);
/** An activity id from a path or query (`/yjh/3`, `?id=3`); undefined for anything else. */
var activityId = z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).refine((n) => n <= 2147483647);
function parseActivityId(raw) {
	const parsed = activityId.safeParse(raw ?? "");
	return parsed.success ? parsed.data : void 0;
}
/** `1,2,3` → [1, 2, 3] (unparseable entries dropped, duplicates removed, at most 20). */
function parseActivityIds(raw) {
	const ids = (raw ?? "").split(/[,，]/).map((s) => parseActivityId(s.trim())).filter((n) => n !== void 0);
	return [...new Set(ids)].slice(0, 20);
}
function summary(row, now) {
	return {
		id: row.id,
		name: row.name,
		kind: row.kind,
		kindLabel: KIND_LABELS[row.kind],
		status: activityStatus(row, now),
		startsAt: row.startsAt,
		endsAt: row.endsAt,
		url: `/yjh/${row.id}`
	};
}
/** Enabled activities among `ids`, in the order asked. */
async function activitySummaries(ids, now = /* @__PURE__ */ new Date()) {
	if (!ids.length) return [];
	const rows = await (await db()).select().from(promotionActivities).where(and(inArray(promotionActivities.id, ids), eq(promotionActivities.isEnabled, true)));
	const byId = new Map(rows.map((r) => [r.id, r]));
	return ids.flatMap((id) => byId.has(id) ? [summary(byId.get(id), now)] : []);
}
/** Activities running now, oldest first (the zone's list when no activity is named). */
async function runningActivities(now = /* @__PURE__ */ new Date(), limit = 20) {
	return (await (await db()).select().from(promotionActivities).where(and(eq(promotionActivities.isEnabled, true), lte(promotionActivities.startsAt, now), gte(promotionActivities.endsAt, now))).orderBy(asc(promotionActivities.id)).limit(limit)).map((r) => summary(r, now));
}
/** Everything a landing page shows for activity `id`; undefined when it does not exist or is disabled. */
async function activityLanding(id, now = /* @__PURE__ */ new Date()) {
	const conn = await db();
	const [row] = await conn.select().from(promotionActivities).where(eq(promotionActivities.id, id)).limit(1);
	if (!row || !row.isEnabled) return void 0;
	const base = summary(row, now);
	const picked = row.scope === "goods" ? await conn.select({
		id: goods.id,
		name: goods.name,
		spec: goods.spec,
		maker: manufacturers.name
	}).from(promotionActivityGoods).innerJoin(goods, eq(goods.id, promotionActivityGoods.goodsId)).innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId)).where(and(eq(promotionActivityGoods.activityId, id), eq(goods.isOnSale, true))).orderBy(asc(goods.id)).limit(12) : [];
	const [{ n }] = row.scope === "goods" ? await conn.select({ n: count() }).from(promotionActivityGoods).where(eq(promotionActivityGoods.activityId, id)) : [{ n: 0 }];
	return {
		...base,
		rules: ruleLines(row.kind, row.tiers),
		withCoupon: row.withCoupon,
		scope: row.scope,
		goods: picked.map((g) => ({
			...g,
			url: `/list_info/${g.id}`
		})),
		goodsCount: n
	};
}
export { runningActivities as a, parseActivityIds as i, activitySummaries as n, $$ActivityPage as o, parseActivityId as r, activityLanding as t };
