import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate, s as Fragment$2, w as unescapeHTML } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { n as routeByName } from "./route-match_vmI3D5jV.mjs";
import { A as logout, B as qrSvg, F as apiGet, H as renderScript, N as watchLoginFlag, O as $user, V as chromeData, j as applyLoginFlag, k as loadUser, t as CartButton, z as isCancelled } from "./CartButton_rLjZ92CS.mjs";
import { useEffect, useId, useRef } from "react";
import { useStore } from "@nanostores/react";
import { atom, map, onMount } from "nanostores";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/islands/header-account/HeaderAccount.tsx
/** Manager label rule of the spec: a dedicated manager (is_default 0) gets the 专属客户经理 prefix. */
function managerLabel(admin) {
	if (!admin?.name) return null;
	return admin.is_default === 0 ? `专属客户经理：${admin.name}` : `客服经理：${admin.name}`;
}
/** Header login state: company + 安全退出 when logged in, 登录/注册 otherwise; re-fetched when the header appears. */
function HeaderAccount({ initial, routeName }) {
	const stored = useStore($user);
	const user = stored.username || stored.company ? stored : {
		...initial,
		...stored
	};
	useEffect(() => {
		loadUser(routeName);
	}, [routeName]);
	useEffect(() => {
		const renderedLoggedIn = Boolean(initial.username);
		if (applyLoginFlag(renderedLoggedIn)) return;
		return watchLoginFlag(renderedLoggedIn);
	}, [initial.username]);
	const manager = managerLabel(user.admin ?? null);
	return /* @__PURE__ */ jsxs("div", {
		className: "ha",
		style: {
			display: "flex",
			gap: "1rem",
			alignItems: "center"
		},
		children: [user.company ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("span", { children: ["您好，", /* @__PURE__ */ jsx("a", {
			href: "/user",
			style: { color: "var(--brand)" },
			children: user.company
		})] }), /* @__PURE__ */ jsx("button", {
			type: "button",
			onClick: () => void logout(),
			style: {
				border: 0,
				background: "none",
				cursor: "pointer",
				color: "inherit",
				padding: 0
			},
			children: "安全退出"
		})] }) : /* @__PURE__ */ jsxs("span", { children: [
			"您好，欢迎来到药采！",
			/* @__PURE__ */ jsx("a", {
				href: "/login",
				style: { color: "var(--brand)" },
				children: "请登录"
			}),
			/* @__PURE__ */ jsx("a", {
				href: "/register",
				style: { marginLeft: ".75rem" },
				children: "免费注册"
			})
		] }), manager && /* @__PURE__ */ jsxs("span", { children: [manager, user.admin?.phone && /* @__PURE__ */ jsx("a", {
			href: `tel:${user.admin.phone}`,
			style: {
				marginLeft: ".4rem",
				color: "var(--accent)"
			},
			children: user.admin.phone
		})] })]
	});
}
// src/components/chrome/TopBar.astro
createAstro("https://astro.build");
var $$TopBar = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$TopBar;
	const { chrome } = Astro.props;
	const { settings, user } = chrome;
	const appQr = await qrSvg(new URL("/?from=app", Astro.url).href);
	const inspection = settings.qualityInspection;
	return renderTemplate`${maybeRenderHead($$result)}<div class="topbar" data-astro-cid-7ijqszut><div class="wrap topbar-inner" data-astro-cid-7ijqszut>${renderComponent($$result, "HeaderAccount", HeaderAccount, {
		"client:load": true,
		"initial": user,
		"routeName": chrome.route.name,
		"data-astro-cid-7ijqszut": true,
		"client:component-hydration": "load",
		"client:component-path": "/work/main/src/islands/header-account/HeaderAccount.tsx",
		"client:component-export": "default"
	})}<nav class="links" aria-label="站点链接" data-astro-cid-7ijqszut><a href="/" data-astro-cid-7ijqszut>首页</a><a href="/desktop.url" download="药采.url" data-astro-cid-7ijqszut>桌面快捷方式</a><a href="/user" data-astro-cid-7ijqszut>会员中心</a><a href="/order" data-astro-cid-7ijqszut>我的订单</a><a href="/dzfp" data-astro-cid-7ijqszut>电子发票查询</a><details class="app-qr" data-astro-cid-7ijqszut><summary data-astro-cid-7ijqszut>手机APP</summary><div class="popover" role="group" aria-label="扫码下载手机APP" data-astro-cid-7ijqszut>${renderComponent($$result, "Fragment", Fragment$2, {}, { "default": async ($$result) => renderTemplate`${unescapeHTML(appQr)}` })}<p data-astro-cid-7ijqszut>扫码下载药采APP</p></div></details><a${addAttribute(inspection.quality_inspection_url || "#", "href")} class="inspection"${addAttribute(inspection.quality_inspection_url ? void 0 : inspection.msg, "data-msg")} data-astro-cid-7ijqszut>质检报告</a>${settings.complaintLine && renderTemplate`<span class="hotline" data-astro-cid-7ijqszut>投诉热线：<a${addAttribute(`tel:${settings.complaintLine}`, "href")} data-astro-cid-7ijqszut>${settings.complaintLine}</a></span>`}</nav></div></div>${renderScript($$result, "/work/main/src/components/chrome/TopBar.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/main/src/components/chrome/TopBar.astro", void 0);
var CACHE_MS = 5e3;
var CACHE_PREFIX = "yaocai.search:";
var $search = map({
	type: 1,
	keywords: "",
	open: false,
	status: "idle",
	suggestions: [],
	active: -1
});
var $searchSticky = atom(false);
var env = {
	fetch: (keywords, type) => apiGet("/api/goods/search", {
		keywords,
		type
	}, { silent: true }),
	storage: () => {
		try {
			return globalThis.sessionStorage ?? null;
		} catch {
			return null;
		}
	},
	now: () => Date.now(),
	navigate: (url) => globalThis.location?.assign(url),
	setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
	clearTimeout: (handle) => globalThis.clearTimeout(handle)
};
var timer = null;
/** Counts requests so a late answer for an older keyword never overwrites a newer one. */
var generation = 0;
/** The search URL for a keyword (trimmed) and type; null for an empty keyword. */
function searchUrl(keywords, type) {
	const k = keywords.trim();
	if (!k) return null;
	const q = new URLSearchParams({ keywords: k });
	if (type === 2) q.set("type", "2");
	return `/search?${q.toString()}`;
}
function cacheKey(keywords, type) {
	return `${CACHE_PREFIX}${type}:${keywords}`;
}
/** A cached answer for this keyword, and whether it is still fresh (younger than 5 s). */
function readCache(keywords, type) {
	try {
		const raw = env.storage()?.getItem(cacheKey(keywords, type));
		if (!raw) return null;
		const parsed = JSON.parse(raw);
		if (!Array.isArray(parsed.list) || typeof parsed.at !== "number") return null;
		return {
			list: parsed.list,
			fresh: env.now() - parsed.at < CACHE_MS
		};
	} catch {
		return null;
	}
}
function writeCache(keywords, type, list) {
	try {
		env.storage()?.setItem(cacheKey(keywords, type), JSON.stringify({
			at: env.now(),
			list
		}));
	} catch {}
}
function show(list) {
	$search.set({
		...$search.get(),
		suggestions: list,
		status: list.length ? "results" : "empty",
		active: -1
	});
}
function cancelPending() {
	if (timer !== null) env.clearTimeout(timer);
	timer = null;
}
/** Asks for suggestions for the current keyword now (the debounce has elapsed). */
async function loadSuggestions() {
	const { keywords, type } = $search.get();
	const k = keywords.trim();
	if (!k || [...k].length > 50) return;
	const cached = readCache(k, type);
	if (cached) show(cached.list);
	if (cached?.fresh) return;
	const mine = ++generation;
	if (!cached) $search.setKey("status", "searching");
	try {
		const { list } = await env.fetch(k, type);
		writeCache(k, type, list);
		const now = $search.get();
		if (mine === generation && now.keywords.trim() === k && now.type === type) show(list);
	} catch (error) {
		if (mine === generation && !isCancelled(error) && $search.get().status === "searching") $search.setKey("status", "idle");
	}
}
function schedule() {
	cancelPending();
	timer = env.setTimeout(() => {
		timer = null;
		loadSuggestions();
	}, 500);
}
/** Sets the initial state from the page (the keyword of a search result page, the chosen type). */
function initSearch(keywords, type) {
	cancelPending();
	$search.set({
		type,
		keywords,
		open: false,
		status: "idle",
		suggestions: [],
		active: -1
	});
}
/** The user typed: keep the text, open the panel and ask after the debounce; empty closes. */
function typeKeywords(keywords) {
	const empty = keywords.trim() === "";
	generation++;
	$search.set({
		...$search.get(),
		keywords,
		open: !empty,
		active: -1,
		...empty ? {
			status: "idle",
			suggestions: []
		} : {}
	});
	if (empty) cancelPending();
	else schedule();
}
/** Drug / manufacturer toggle: suggestions are per type, so ask again. */
function setSearchType(type) {
	if ($search.get().type === type) return;
	$search.set({
		...$search.get(),
		type,
		suggestions: [],
		status: "idle",
		active: -1
	});
	if ($search.get().keywords.trim()) {
		$search.setKey("open", true);
		schedule();
	}
}
/** Focus opens the panel when there is something to show for the keyword. */
function focusSearch() {
	const { keywords, status } = $search.get();
	if (!keywords.trim()) return;
	$search.setKey("open", true);
	if (status === "idle") schedule();
}
function closeSearch() {
	$search.set({
		...$search.get(),
		open: false,
		active: -1
	});
}
/** Down (+1) / up (-1) through the suggestions, wrapping around; opens a closed panel. */
function moveActive(delta) {
	const state = $search.get();
	if (!state.open) {
		if (state.keywords.trim()) focusSearch();
		return;
	}
	const n = state.suggestions.length;
	if (n === 0) return;
	const next = state.active === -1 ? delta === 1 ? 0 : n - 1 : (state.active + delta + n) % n;
	$search.setKey("active", next);
}
/** Goes to the search result page of a keyword; nothing for an empty one. Returns the URL used. */
function go(keywords, type) {
	const url = searchUrl(keywords, type);
	if (!url) return null;
	cancelPending();
	generation++;
	$search.set({
		...$search.get(),
		keywords: keywords.trim(),
		open: false,
		active: -1
	});
	env.navigate(url);
	return url;
}
/** Enter or the search button: the selected suggestion if any, else the typed keyword (trimmed). */
function submitSearch() {
	const { active, suggestions, keywords, type } = $search.get();
	const chosen = active >= 0 ? suggestions[active] : void 0;
	return chosen ? go(chosen.keywords, chosen.type) : go(keywords, type);
}
/** A click on a suggestion or a hot word. */
function chooseSuggestion(index) {
	const chosen = $search.get().suggestions[index];
	return chosen ? go(chosen.keywords, chosen.type) : null;
}
function searchHotWord(word) {
	return go(word, 1);
}
/** Sticky bar rule: scrolled 205 px or more. */
function updateSticky(scrollY) {
	const sticky = scrollY >= 205;
	if ($searchSticky.get() !== sticky) $searchSticky.set(sticky);
}
onMount($searchSticky, () => {
	const target = globalThis;
	if (typeof target.addEventListener !== "function") return;
	const onScroll = () => updateSticky(target.scrollY ?? 0);
	onScroll();
	target.addEventListener("scroll", onScroll, { passive: true });
	return () => target.removeEventListener?.("scroll", onScroll);
});
// src/islands/header-search/HeaderSearch.tsx
/** Splits text into plain and highlighted pieces by the server's ranges. */
function highlighted(text, ranges) {
	const out = [];
	let at = 0;
	ranges.forEach((r, i) => {
		if (r.start > at) out.push(text.slice(at, r.start));
		out.push(/* @__PURE__ */ jsx("mark", { children: text.slice(r.start, r.end) }, i));
		at = r.end;
	});
	if (at < text.length) out.push(text.slice(at));
	return out;
}
/**
* The header search (spec: search box with drug/manufacturer toggle, hot words, suggestion dropdown
* with loading and empty states, sticky bar on scroll, cart button). Renders $search; all behaviour
* lives in src/stores/search.ts. Without JavaScript it is a plain GET form to /search.
*/
var initialised = false;
function HeaderSearch({ keywords: initialKeywords, type: initialType, hotWords, siteName }) {
	const onServer = typeof window === "undefined";
	if (!onServer && !initialised) {
		initialised = true;
		initSearch(initialKeywords, initialType);
	}
	const stored = useStore($search);
	const stickyStored = useStore($searchSticky);
	const state = onServer ? {
		...stored,
		keywords: initialKeywords,
		type: initialType,
		open: false,
		suggestions: [],
		active: -1
	} : stored;
	const sticky = !onServer && stickyStored;
	const { keywords, type } = state;
	const input = useRef(null);
	useEffect(() => {
		const typed = input.current?.value ?? "";
		if (typed !== $search.get().keywords) typeKeywords(typed);
		if (typed.trim() && input.current === document.activeElement) focusSearch();
	}, []);
	const listId = useId();
	const optionId = (i) => `${listId}-opt-${i}`;
	const open = state.open;
	const onSubmit = (event) => {
		event.preventDefault();
		submitSearch();
	};
	const onKeyDown = (event) => {
		if (event.key === "ArrowDown") {
			event.preventDefault();
			moveActive(1);
		} else if (event.key === "ArrowUp") {
			event.preventDefault();
			moveActive(-1);
		} else if (event.key === "Escape") {
			if (state.open) {
				event.preventDefault();
				closeSearch();
			}
		}
	};
	return /* @__PURE__ */ jsx("div", {
		className: `hs-holder${sticky ? " is-sticky" : ""}`,
		children: /* @__PURE__ */ jsxs("div", {
			className: "hs-bar",
			children: [
				sticky && /* @__PURE__ */ jsxs("a", {
					className: "hs-logo",
					href: "/",
					"aria-label": `${siteName}首页`,
					children: [/* @__PURE__ */ jsx("img", {
						src: "/favicon.svg",
						alt: "",
						width: "32",
						height: "32"
					}), /* @__PURE__ */ jsx("strong", { children: siteName })]
				}),
				/* @__PURE__ */ jsxs("form", {
					className: "hs",
					action: "/search",
					method: "get",
					role: "search",
					"aria-label": "商品搜索",
					onSubmit,
					children: [
						/* @__PURE__ */ jsx("div", {
							className: "hs-type",
							role: "radiogroup",
							"aria-label": "搜索类型",
							children: [[1, "药品"], [2, "厂家"]].map(([value, label]) => /* @__PURE__ */ jsxs("label", {
								className: type === value ? "on" : void 0,
								children: [/* @__PURE__ */ jsx("input", {
									type: "radio",
									name: "type",
									value,
									checked: type === value,
									onChange: () => setSearchType(value)
								}), label]
							}, value))
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "hs-box",
							children: [/* @__PURE__ */ jsxs("div", {
								className: "hs-row",
								children: [
									/* @__PURE__ */ jsx("label", {
										htmlFor: `${listId}-input`,
										className: "sr-only",
										children: "搜索关键词"
									}),
									/* @__PURE__ */ jsx("input", {
										ref: input,
										id: `${listId}-input`,
										name: "keywords",
										type: "search",
										maxLength: 50,
										autoComplete: "off",
										placeholder: type === 2 ? "生产厂家名称 / 拼音首字母" : "药品名称 / 批准文号 / 拼音首字母，如 amxl",
										value: keywords,
										onChange: (e) => typeKeywords(e.target.value),
										onFocus: focusSearch,
										onBlur: closeSearch,
										onKeyDown,
										role: "combobox",
										"aria-autocomplete": "list",
										"aria-expanded": open,
										"aria-controls": listId,
										"aria-activedescendant": open && state.active >= 0 ? optionId(state.active) : void 0
									}),
									/* @__PURE__ */ jsx("button", {
										type: "submit",
										className: "btn",
										children: "搜索"
									})
								]
							}), /* @__PURE__ */ jsxs("div", {
								className: "hs-panel",
								id: listId,
								role: "listbox",
								"aria-label": "搜索建议",
								hidden: !open,
								children: [
									open && state.status === "searching" && /* @__PURE__ */ jsx("p", {
										className: "hs-state",
										role: "status",
										children: "正在搜索…"
									}),
									open && state.status === "empty" && /* @__PURE__ */ jsxs("p", {
										className: "hs-state",
										role: "status",
										children: [
											"没有找到相关",
											type === 2 ? "厂家" : "商品",
											"，换个关键词试试"
										]
									}),
									open && state.suggestions.map((s, i) => /* @__PURE__ */ jsxs("a", {
										id: optionId(i),
										role: "option",
										"aria-selected": state.active === i,
										className: state.active === i ? "active" : void 0,
										href: searchUrl(s.keywords, s.type) ?? "/search",
										onMouseDown: (e) => e.preventDefault(),
										onClick: (e) => {
											e.preventDefault();
											chooseSuggestion(i);
										},
										children: [/* @__PURE__ */ jsx("span", {
											className: "hs-text",
											children: highlighted(s.text, s.highlight)
										}), /* @__PURE__ */ jsxs("span", {
											className: "hs-count",
											children: [s.count, " 个商品"]
										})]
									}, `${s.type}-${s.keywords}-${i}`))
								]
							})]
						}),
						!sticky && hotWords.length > 0 && /* @__PURE__ */ jsx("ul", {
							className: "hs-hot",
							"aria-label": "热门搜索",
							children: hotWords.map((word) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
								href: searchUrl(word, 1) ?? "/search",
								onClick: (e) => {
									e.preventDefault();
									searchHotWord(word);
								},
								children: word
							}) }, word))
						})
					]
				}),
				sticky && /* @__PURE__ */ jsx(CartButton, {})
			]
		})
	});
}
// src/components/chrome/SearchBox.astro
createAstro("https://astro.build");
var $$SearchBox = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$SearchBox;
	const { hotWords, siteName = "药采" } = Astro.props;
	const keywords = (Astro.url.searchParams.get("keywords") ?? "").slice(0, 200);
	const type = Astro.url.searchParams.get("type") === "2" ? 2 : 1;
	return renderTemplate`${renderComponent($$result, "HeaderSearch", HeaderSearch, {
		"client:load": true,
		"keywords": keywords,
		"type": type,
		"hotWords": hotWords.slice(0, 10),
		"siteName": siteName,
		"client:component-hydration": "load",
		"client:component-path": "/work/main/src/islands/header-search/HeaderSearch.tsx",
		"client:component-export": "default"
	})}`;
}, "/work/main/src/components/chrome/SearchBox.astro", void 0);
// src/components/chrome/CartSteps.astro
createAstro("https://astro.build");
var $$CartSteps = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$CartSteps;
	const { step } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<ol class="steps" aria-label="下单进度" data-astro-cid-mrltimex>${[
		"我的购物车",
		"核对订单信息",
		"支付订单",
		"支付完成"
	].map((label, i) => renderTemplate`<li${addAttribute({
		done: i + 1 < step,
		current: i + 1 === step
	}, "class:list")}${addAttribute(i + 1 === step ? "step" : void 0, "aria-current")} data-astro-cid-mrltimex><span class="num" data-astro-cid-mrltimex>${i + 1}</span>${label}</li>`)}</ol>`;
}, "/work/main/src/components/chrome/CartSteps.astro", void 0);
// src/components/chrome/SiteHeader.astro
createAstro("https://astro.build");
var $$SiteHeader = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$SiteHeader;
	const { chrome } = Astro.props;
	const { flags, route, topAd, settings, common } = chrome;
	return renderTemplate`${maybeRenderHead($$result)}<header class="site-header" data-astro-cid-kbzixps5>${renderComponent($$result, "TopBar", $$TopBar, {
		"chrome": chrome,
		"data-astro-cid-kbzixps5": true
	})}${flags.header && topAd && renderTemplate`<a class="top-ad"${addAttribute(topAd.url || "#", "href")}${addAttribute(topAd.title, "aria-label")} data-astro-cid-kbzixps5><img${addAttribute(topAd.image, "src")}${addAttribute(topAd.title, "alt")} width="1200" height="80" data-astro-cid-kbzixps5></a>`}<div class="wrap main-row" data-astro-cid-kbzixps5><a class="logo" href="/"${addAttribute(`${settings.siteName}首页`, "aria-label")} data-astro-cid-kbzixps5><img src="/favicon.svg" alt="" width="44" height="44" data-astro-cid-kbzixps5><span data-astro-cid-kbzixps5><strong data-astro-cid-kbzixps5>${settings.siteName}</strong><small data-astro-cid-kbzixps5>医药采购批发平台</small></span></a>${flags.loginHeader && renderTemplate`<h1 class="page-name" data-astro-cid-kbzixps5>${route.title}</h1>`}${route.cartStep && renderTemplate`${renderComponent($$result, "CartSteps", $$CartSteps, {
		"step": route.cartStep,
		"data-astro-cid-kbzixps5": true
	})}`}${flags.header && !route.cartStep && renderTemplate`${renderComponent($$result, "SearchBox", $$SearchBox, {
		"hotWords": common.rnss,
		"siteName": settings.siteName,
		"data-astro-cid-kbzixps5": true
	})}`}${flags.header && !route.cartStep && renderTemplate`${renderComponent($$result, "CartButton", CartButton, {
		"client:load": true,
		"data-astro-cid-kbzixps5": true,
		"client:component-hydration": "load",
		"client:component-path": "/work/main/src/islands/header-account/CartButton.tsx",
		"client:component-export": "default"
	})}`}${flags.loginHeader && settings.hotLine && renderTemplate`<p class="service" data-astro-cid-kbzixps5>客服热线：<a${addAttribute(`tel:${settings.hotLine}`, "href")} data-astro-cid-kbzixps5>${settings.hotLine}</a></p>`}</div></header>`;
}, "/work/main/src/components/chrome/SiteHeader.astro", void 0);
// src/components/chrome/CategoryMenu.astro
createAstro("https://astro.build");
var $$CategoryMenu = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$CategoryMenu;
	const { categories, expanded = false, freeShipping = false } = Astro.props;
	const href = (c) => {
		return `${c.zone === "herbal" ? "/zyyp" : c.zone === "device" ? "/qxzq" : "/list"}?select=${c.id}${freeShipping && c.zone === "medicine" ? "&yx=1" : ""}`;
	};
	return renderTemplate`${maybeRenderHead($$result)}<nav${addAttribute(["cat-menu", { expanded }], "class:list")} aria-label="商品分类" data-astro-cid-4kqcxxxp><ul role="list" data-astro-cid-4kqcxxxp>${categories.slice(0, 7).map((top) => renderTemplate`<li class="top" data-astro-cid-4kqcxxxp><a${addAttribute(href(top), "href")} class="top-link" data-astro-cid-4kqcxxxp>${top.name}</a>${top.children.length > 0 && renderTemplate`<div class="flyout" data-astro-cid-4kqcxxxp>${top.children.map((child) => renderTemplate`<div class="group" data-astro-cid-4kqcxxxp><a${addAttribute(href(child), "href")} class="group-name" data-astro-cid-4kqcxxxp>${child.name}</a>${child.children.length > 0 && renderTemplate`<ul data-astro-cid-4kqcxxxp>${child.children.map((leaf) => renderTemplate`<li data-astro-cid-4kqcxxxp><a${addAttribute(href(leaf), "href")} data-astro-cid-4kqcxxxp>${leaf.name}</a></li>`)}</ul>`}</div>`)}</div>`}</li>`)}</ul></nav>`;
}, "/work/main/src/components/chrome/CategoryMenu.astro", void 0);
// src/components/chrome/NavBar.astro
createAstro("https://astro.build");
var $$NavBar = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$NavBar;
	const { chrome, menuExpanded = false } = Astro.props;
	const { flags, common } = chrome;
	const here = Astro.url.pathname;
	return renderTemplate`${maybeRenderHead($$result)}<div class="navbar" data-astro-cid-m35b5fps><div class="wrap nav-inner" data-astro-cid-m35b5fps>${flags.menu && renderTemplate`<div class="nav-all"${addAttribute(menuExpanded ? void 0 : 0, "tabindex")} data-astro-cid-m35b5fps><span class="all-label" data-astro-cid-m35b5fps>全部商品分类</span>${renderComponent($$result, "CategoryMenu", $$CategoryMenu, {
		"categories": common.category,
		"expanded": menuExpanded,
		"data-astro-cid-m35b5fps": true
	})}</div>`}<ul class="nav-list" aria-label="主导航" data-astro-cid-m35b5fps>${common.nav.map((item) => renderTemplate`<li data-astro-cid-m35b5fps><a${addAttribute(item.url, "href")}${addAttribute(item.is_open === 1 ? "_blank" : void 0, "target")}${addAttribute(item.is_open === 1 ? "noopener" : void 0, "rel")}${addAttribute(item.url === here ? "page" : void 0, "aria-current")} data-astro-cid-m35b5fps>${item.name}</a></li>`)}</ul></div></div>`;
}, "/work/main/src/components/chrome/NavBar.astro", void 0);
// src/layouts/DeferredHeader.astro
createAstro("https://astro.build");
var $$DeferredHeader = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$DeferredHeader;
	const chrome = await chromeData(Astro, routeByName(Astro.props.routeName) ?? routeByName("404"));
	const { flags } = chrome;
	Astro.response.headers.set("cache-control", "private, no-cache");
	return renderTemplate`${(flags.header || flags.loginHeader) && renderTemplate`${renderComponent($$result, "SiteHeader", $$SiteHeader, { "chrome": chrome })}`}${flags.nav && renderTemplate`${renderComponent($$result, "NavBar", $$NavBar, { "chrome": chrome })}`}`;
}, "/work/main/src/layouts/DeferredHeader.astro", void 0);
var $$file = "/work/main/src/layouts/DeferredHeader.astro";
var $$url = void 0;
export { $$SiteHeader as a, $$NavBar as i, $$file as n, $$url as r, $$DeferredHeader as t };
