import { _ as createRenderInstruction } from "./server_CSXxjUDH.mjs";
import { r as routeFlags, t as ROUTES } from "./routes_CVUP_fD1.mjs";
import { n as currentAccount } from "./session_Bi72R1CB.mjs";
import { n as visitorBase, r as getSiteSettings, t as memberBase } from "./user-base_pSYcovz0.mjs";
import { t as commonData } from "./common-data_Da8UZ4WC.mjs";
import { t as focusAt } from "./focus_lw1bzTaz.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
import QRCode from "qrcode";
import { useStore } from "@nanostores/react";
import { atom, computed } from "nanostores";
import { createFetch } from "ofetch";
import qs from "qs";
import { jsx, jsxs } from "react/jsx-runtime";
// node_modules/astro/dist/runtime/server/render/script.js
async function renderScript(result, id) {
	const inlined = result.inlinedScripts.get(id);
	let content = "";
	if (inlined != null) {
		if (inlined) content = `<script type="module">${inlined}<\/script>`;
	} else {
		const resolved = await result.resolve(id);
		content = `<script type="module" src="${result.userAssetsBase ? (result.base === "/" ? "" : result.base) + result.userAssetsBase : ""}${resolved}"><\/script>`;
	}
	return createRenderInstruction({
		type: "script",
		id,
		content
	});
}
// src/server/page-context.ts
var NOT_FOUND = ROUTES.find((r) => r.name === "404");
/** Everything the site chrome (header, nav, menu, footer, sidebar) renders, read once per page. */
async function chromeData(astro, routeOverride) {
	const route = routeOverride ?? astro.locals.route ?? NOT_FOUND;
	const flags = routeFlags(route);
	const [settings, common, topAds, viewer] = await Promise.all([
		getSiteSettings(),
		commonData(),
		flags.header ? focusAt("top") : Promise.resolve([]),
		viewerOf(astro)
	]);
	const account = await currentAccount(astro);
	const user = account ? await memberBase(account, settings) : visitorBase(settings);
	return {
		route,
		flags,
		settings,
		common,
		topAd: topAds[0] ?? null,
		user,
		viewer
	};
}
// src/server/images/qr.ts
var cache = /* @__PURE__ */ new Map();
/** A QR code as inline SVG, generated locally (the footer and app popover need no network). */
async function qrSvg(text) {
	const hit = cache.get(text);
	if (hit) return hit;
	const svg = await QRCode.toString(text, {
		type: "svg",
		margin: 1,
		errorCorrectionLevel: "M",
		color: {
			dark: "#1d2a24",
			light: "#ffffff"
		}
	});
	cache.set(text, svg);
	return svg;
}
// src/client/messages.ts
/** Fixed Chinese texts of the spec's error catalogue (section 8). */
var MSG_SERVER_BUSY = "系统繁忙，请稍候再试";
var MSG_TIMEOUT = "请求超时，请刷新页面";
var TITLE_NOTICE = "温馨提示";
var LABEL_OK = "确定";
var LABEL_REFRESH = "刷新";
// src/client/paths.ts
/**
* Paths as the de-duplication rule compares them: leading slash, no origin, query or hash,
* no duplicate or trailing slashes. The spec writes some without a leading slash (`api/cart/total`).
*/
function normalizePath(path) {
	let p = path.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, "");
	p = p.split(/[?#]/, 1)[0] ?? "";
	p = `/${p}`.replace(/\/{2,}/g, "/");
	return p.length > 1 ? p.replace(/\/+$/, "") : p;
}
/** The query part of a path written with one (`/api/goods/list?page=2` → `page=2`), or ''. */
function pathQuery(path) {
	return /\?([^#]*)/.exec(path)?.[1] ?? "";
}
/** Spec section 7: these may run several at once; every other path keeps only its newest request. */
var DEDUPE_EXEMPT = /* @__PURE__ */ new Set([
	"/api/cart",
	"/api/favorite",
	"/api/favorite/cancel",
	"/api/activity/tap"
]);
// src/client/catalogue.ts
function isSilenced(error, silent) {
	if (!silent) return false;
	if (silent === true) return true;
	return silent.some((s) => typeof s === "number" ? s === error.code || s === error.status : s === error.kind);
}
var LOGIN_PATH = "/login";
var CONTRACT_PATH = "/dzht";
function loginUrl(redirect) {
	return `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`;
}
/**
* Builds the spec section 8 reaction to a failed call. One timeout dialog is shown at a time, however
* many requests time out together.
*/
function createErrorPresenter(notifier, nav) {
	let timeoutDialogOpen = false;
	const here = () => normalizePath(nav.currentPath());
	return (error) => {
		switch (error.kind) {
			case "login":
				if (here() !== "/login") nav.navigate(loginUrl(nav.currentPath()));
				return;
			case "contract":
				notifier.alert({
					title: TITLE_NOTICE,
					msg: error.msg
				}).then(() => {
					if (here() !== "/dzht") nav.navigate(CONTRACT_PATH);
				});
				return;
			case "validation":
				notifier.toast(error.msg, "error");
				return;
			case "server":
			case "network":
				notifier.toast(MSG_SERVER_BUSY, "error");
				return;
			case "timeout":
				if (timeoutDialogOpen) return;
				timeoutDialogOpen = true;
				notifier.dialog({
					title: TITLE_NOTICE,
					msg: MSG_TIMEOUT,
					actions: [{
						label: LABEL_REFRESH,
						primary: true,
						run: () => nav.reload()
					}]
				}).finally(() => {
					timeoutDialogOpen = false;
				});
				return;
			case "business":
				notifier.alert({
					title: TITLE_NOTICE,
					msg: error.msg
				});
				return;
		}
	};
}
// src/client/browser.ts
/** Real page navigation; harmless no-ops where there is no `location` (server rendering). */
var browserNavigation = {
	navigate(url) {
		globalThis.location?.assign(url);
	},
	reload() {
		globalThis.location?.reload();
	},
	currentPath() {
		const loc = globalThis.location;
		return loc ? `${loc.pathname}${loc.search}` : "/";
	}
};
// src/client/encode.ts
function isPlainObject(value) {
	return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}
/**
* qs's `brackets` format writes arrays of objects as `goods[][goods_id]=1&goods[][price]=2`, which
* parses back into one merged object. Arrays holding objects become index-keyed objects first so
* they encode as `goods[0][goods_id]=1`; arrays of scalars stay `ids[]=1&ids[]=2`.
*/
function indexObjectArrays(value) {
	if (Array.isArray(value)) {
		const items = value.map(indexObjectArrays);
		if (!items.some((item) => Array.isArray(item) || isPlainObject(item))) return items;
		return Object.fromEntries(items.map((item, i) => [String(i), item]));
	}
	if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, indexObjectArrays(v)]));
	return value;
}
/**
* Form / query encoding with qs bracket syntax: `ids[]=1&ids[]=2`, `goods[0][goods_id]=7`.
* `undefined` and `null` values are left out; empty arrays send nothing (as with any form post).
*/
function encodeParams(params) {
	if (!params) return "";
	return qs.stringify(indexObjectArrays(params), {
		arrayFormat: "brackets",
		skipNulls: true
	});
}
// src/client/errors.ts
/** Every failed API call rejects with this (except cancellations, see {@link CancelledError}). */
var ApiError = class extends Error {
	name = "ApiError";
	kind;
	code;
	msg;
	status;
	errors;
	body;
	constructor(init) {
		super(init.msg);
		this.kind = init.kind;
		this.code = init.code;
		this.msg = init.msg;
		this.status = init.status;
		this.errors = init.errors ?? null;
		this.body = init.body;
	}
};
/**
* A request superseded by a newer one to the same path (or aborted by the caller's own signal).
* It is not a failure: no UI is shown, callers usually just ignore it (`isCancelled`).
*/
var CancelledError = class extends Error {
	name = "CancelledError";
	path;
	constructor(path) {
		super(`请求已取消：${path}`);
		this.path = path;
	}
};
function isCancelled(error) {
	return error instanceof CancelledError;
}
function isApiError(error) {
	return error instanceof ApiError;
}
// src/client/envelope.ts
var SUCCESS_CODES = /* @__PURE__ */ new Set([
	1e4,
	200,
	201
]);
function asRecord(body) {
	return typeof body === "object" && body !== null && !Array.isArray(body) ? body : null;
}
function text(value) {
	return typeof value === "string" && value.trim() !== "" ? value : null;
}
function fieldErrors(value) {
	const record = asRecord(value);
	if (!record) return null;
	const out = {};
	for (const [field, messages] of Object.entries(record)) {
		const list = (Array.isArray(messages) ? messages : [messages]).filter((m) => typeof m === "string");
		if (list.length) out[field] = list;
	}
	return Object.keys(out).length ? out : null;
}
/** The message a 422 shows: the first error of the first field, else the answer's own message. */
function firstValidationMessage(errors, fallback) {
	return (errors ? Object.values(errors)[0]?.[0] : void 0) ?? fallback ?? "提交的信息有误，请检查后重试";
}
/** Codes arrive as numbers; a numeric string (`"10000"`) is accepted too. */
function toCode(value) {
	if (typeof value === "number" && Number.isInteger(value)) return value;
	if (typeof value === "string" && /^\d+$/.test(value)) return Number(value);
	return null;
}
/** Sorts an HTTP answer into success or one catalogue row. Pure: no UI, no navigation. */
function interpretResponse(status, body) {
	const raw = asRecord(body);
	const code = toCode(raw?.code);
	const msg = text(raw?.msg) ?? text(raw?.message);
	const fail = (kind, message, errors = null) => ({
		ok: false,
		error: new ApiError({
			kind,
			code: code ?? 0,
			msg: message,
			status,
			errors,
			body
		})
	});
	if (status === 401 || code === 10001) return fail("login", msg ?? "请先登录");
	if (status === 422 || code === 422) {
		const errors = fieldErrors(raw?.errors);
		return fail("validation", firstValidationMessage(errors, msg), errors);
	}
	if (code === 459) return fail("contract", msg ?? "请先签署电子采购合同");
	if (status >= 500) return fail("server", MSG_SERVER_BUSY);
	if (code === null) return status < 400 ? fail("server", MSG_SERVER_BUSY) : fail("business", msg ?? `请求失败（${status}）`);
	if (status < 400 && SUCCESS_CODES.has(code)) return {
		ok: true,
		envelope: {
			code,
			msg: msg ?? "",
			data: raw?.data
		}
	};
	return fail("business", msg ?? `请求失败（${code}）`);
}
// src/client/inflight.ts
/**
* Keeps the newest in-flight request per method + normalized path and cancels the one it replaces
* (spec section 7). Exempt paths (cart add, favourites, activity tap) are never tracked.
* Keyed by method too, so a write never cancels a read of the same path or the other way round.
*/
function createInflight() {
	const current = /* @__PURE__ */ new Map();
	return {
		/** Registers a request and cancels its predecessor; returns the release function for `finally`. */
		track(method, normalizedPath, entry) {
			if (DEDUPE_EXEMPT.has(normalizedPath)) return () => {};
			const key = `${method} ${normalizedPath}`;
			const previous = current.get(key);
			current.set(key, entry);
			previous?.cancel();
			return () => {
				if (current.get(key) === entry) current.delete(key);
			};
		},
		get size() {
			return current.size;
		}
	};
}
// src/client/notifier.ts
/** Used until an app notifier is installed: native alert where there is one, the console otherwise. */
var fallbackNotifier = {
	toast(msg, kind = "info") {
		(kind === "error" || kind === "warning" ? console.warn : console.info)(msg);
	},
	alert({ title, msg }) {
		if (typeof globalThis.alert === "function") globalThis.alert(`${title}\n${msg}`);
		else console.warn(`${title}: ${msg}`);
		return Promise.resolve();
	},
	dialog({ title, msg, actions }) {
		const primary = actions.find((a) => a.primary) ?? actions[0];
		if (typeof globalThis.confirm === "function") {
			if (globalThis.confirm(`${title}\n${msg}`)) primary?.run?.();
		} else console.warn(`${title}: ${msg}`);
		return Promise.resolve();
	}
};
var installed = null;
/** Installs the app-wide notifier used by the default API client. */
function setDefaultNotifier(notifier) {
	installed = notifier;
}
/** Forwards to the installed notifier at call time, so installation order does not matter. */
var defaultNotifier = {
	toast: (msg, kind) => (installed ?? fallbackNotifier).toast(msg, kind),
	alert: (options) => (installed ?? fallbackNotifier).alert(options),
	dialog: (options) => (installed ?? fallbackNotifier).dialog(options)
};
function isParams(body) {
	return typeof body === "object" && !(body instanceof FormData) && !(body instanceof URLSearchParams);
}
function buildUrl(baseURL, path, query) {
	const search = [pathQuery(path), encodeParams(query)].filter(Boolean).join("&");
	return `${baseURL.replace(/\/+$/, "")}${normalizePath(path)}${search ? `?${search}` : ""}`;
}
function encodeBody(body, headers) {
	if (body === void 0) return void 0;
	if (typeof body === "string" || isParams(body)) {
		headers["content-type"] = "application/x-www-form-urlencoded";
		return typeof body === "string" ? body : encodeParams(body);
	}
	return body;
}
/**
* The browser API client: credentials included, form-encoded bodies, a timeout, de-duplication of
* in-flight requests per path, and the spec's error catalogue shown through `notifier`.
*/
function createApiClient(options = {}) {
	const baseURL = options.baseURL ?? "";
	const timeout = options.timeout ?? 3e4;
	const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
	const $fetch = createFetch({ fetch: fetchImpl });
	const inflight = createInflight();
	const present = createErrorPresenter(options.notifier ?? defaultNotifier, {
		navigate: options.navigate ?? browserNavigation.navigate,
		reload: options.reload ?? browserNavigation.reload,
		currentPath: options.currentPath ?? browserNavigation.currentPath
	});
	async function send(method, path, opts, controller) {
		const headers = {
			accept: "application/json",
			"x-requested-with": "XMLHttpRequest",
			...opts.headers
		};
		const body = method === "GET" ? void 0 : encodeBody(opts.body, headers);
		return $fetch.raw(buildUrl(baseURL, path, opts.query), {
			method,
			headers,
			body,
			credentials: "include",
			signal: controller.signal,
			retry: 0,
			ignoreResponseError: true,
			responseType: "json"
		});
	}
	async function envelope(method, path, opts = {}) {
		const normalized = normalizePath(path);
		const controller = new AbortController();
		let reason = null;
		const abort = (why) => {
			if (reason) return;
			reason = why;
			controller.abort();
		};
		const release = inflight.track(method, normalized, { cancel: () => abort("cancelled") });
		const timer = timeout > 0 ? setTimeout(() => abort("timeout"), timeout) : void 0;
		const onCallerAbort = () => abort("cancelled");
		if (opts.signal?.aborted) onCallerAbort();
		opts.signal?.addEventListener("abort", onCallerAbort, { once: true });
		try {
			let response;
			try {
				response = await send(method, path, opts, controller);
			} catch {
				if (reason === "cancelled") throw new CancelledError(normalized);
				throw reason === "timeout" ? new ApiError({
					kind: "timeout",
					code: 0,
					status: 0,
					msg: MSG_TIMEOUT
				}) : new ApiError({
					kind: "network",
					code: 0,
					status: 0,
					msg: MSG_SERVER_BUSY
				});
			}
			if (reason === "cancelled") throw new CancelledError(normalized);
			const result = interpretResponse(response.status, response._data);
			if (result.ok) return result.envelope;
			throw result.error;
		} catch (error) {
			if (error instanceof ApiError && !isSilenced(error, opts.silent)) present(error);
			throw error;
		} finally {
			clearTimeout(timer);
			opts.signal?.removeEventListener("abort", onCallerAbort);
			release();
		}
	}
	const request = async (method, path, opts) => (await envelope(method, path, opts)).data;
	return {
		envelope,
		request,
		get: (path, query, opts) => request("GET", path, {
			...opts,
			query
		}),
		post: (path, body, opts) => request("POST", path, {
			...opts,
			body
		}),
		put: (path, body, opts) => request("PUT", path, {
			...opts,
			body
		}),
		delete: (path, query, opts) => request("DELETE", path, {
			...opts,
			query
		})
	};
}
// src/client/api.ts
/**
* The app's API client (spec sections 7–8). Islands and stores call these helpers; the default
* instance talks to the same origin with the 30 s timeout and shows errors through the notifier
* installed by src/stores/notifier.ts.
*/
var client = createApiClient();
var apiGet = (path, query, options) => client.get(path, query, options);
var apiPost = (path, body, options) => client.post(path, body, options);
var apiPut = (path, body, options) => client.put(path, body, options);
var apiDelete = (path, query, options) => client.delete(path, query, options);
/** For callers that show the server's own `msg` on success (cart add, favourites). */
var apiEnvelope = (method, path, options) => client.envelope(method, path, options);
// src/stores/login-flag.ts
/**
* The spec's "stored login flag causes a one-time reload" (section 2) and "logout clears the stored
* login flag and reloads" (section 4), read for a multi-page site.
*
* localStorage `yaocai.logged_in` = '1' records that this browser holds a logged-in session. It is
* set after a login and whenever the user base info shows a member, and cleared on logout or a
* login-required answer. The flag is shared by all tabs, so it tells a page whether the login state
* it was rendered with is stale:
* - another tab logs in or out → a `storage` event → this tab reloads once to show the new state;
* - a page restored from the back/forward cache, or served from a cache, was rendered for the other
*   state → {@link applyLoginFlag} reloads it once.
* "Once": a sessionStorage marker remembers which flag value we reloaded for. If after that reload the
* server still renders the other state (e.g. the session expired while the flag said logged in), the
* server wins: the flag is corrected instead of reloading again, so there is never a reload loop.
*/
var LOGIN_FLAG_KEY = "yaocai.logged_in";
var RELOADED_KEY = "yaocai.login_flag_reloaded";
function storage(name) {
	try {
		return globalThis[name] ?? null;
	} catch {
		return null;
	}
}
function browserLoginFlagEnv() {
	return {
		local: storage("localStorage"),
		session: storage("sessionStorage"),
		reload: () => globalThis.location?.reload()
	};
}
function safely(run) {
	try {
		run();
	} catch {}
}
function readLoginFlag(env = browserLoginFlagEnv()) {
	try {
		return env.local?.getItem(LOGIN_FLAG_KEY) === "1";
	} catch {
		return false;
	}
}
/** Records a logged-in session (after login, or when the user base info shows a member). */
function markLoggedIn(env = browserLoginFlagEnv()) {
	safely(() => env.local?.setItem(LOGIN_FLAG_KEY, "1"));
}
/** Forgets the logged-in session (logout, or a login-required answer). */
function clearLoginFlag(env = browserLoginFlagEnv()) {
	safely(() => env.local?.removeItem(LOGIN_FLAG_KEY));
}
/**
* Compares the flag with the login state the page was rendered with and reloads once when they
* differ (see the module comment). Returns true when it reloaded.
*/
function applyLoginFlag(renderedLoggedIn, env = browserLoginFlagEnv()) {
	if (!env.local) return false;
	const flag = readLoginFlag(env);
	const wanted = flag ? "1" : "0";
	let reloadedFor = null;
	try {
		reloadedFor = env.session?.getItem("yaocai.login_flag_reloaded") ?? null;
	} catch {
		reloadedFor = null;
	}
	if (flag === renderedLoggedIn) {
		safely(() => env.session?.removeItem(RELOADED_KEY));
		return false;
	}
	if (reloadedFor === wanted || !env.session) {
		safely(() => env.session?.removeItem(RELOADED_KEY));
		if (renderedLoggedIn) markLoggedIn(env);
		else clearLoginFlag(env);
		return false;
	}
	safely(() => env.session?.setItem(RELOADED_KEY, wanted));
	env.reload();
	return true;
}
/**
* Follows login changes made in other tabs (storage events) and re-checks pages restored from the
* back/forward cache. Returns the function that stops watching.
*/
function watchLoginFlag(renderedLoggedIn, env = browserLoginFlagEnv()) {
	const target = globalThis;
	if (typeof target.addEventListener !== "function") return () => {};
	const onStorage = (event) => {
		if (event.key === "yaocai.logged_in" || event.key === null) applyLoginFlag(renderedLoggedIn, env);
	};
	const onPageShow = (event) => {
		if (event.persisted) applyLoginFlag(renderedLoggedIn, env);
	};
	target.addEventListener("storage", onStorage);
	target.addEventListener("pageshow", onPageShow);
	return () => {
		target.removeEventListener?.("storage", onStorage);
		target.removeEventListener?.("pageshow", onPageShow);
	};
}
// src/stores/user.ts
/**
* The signed-in user as the header, sidebar and member pages show it (spec section 3, user state).
* `show` turns true once the header may render: after the base info loaded, or failed to load.
*/
var $user = atom({ show: false });
var $isLoggedIn = computed($user, (user) => Boolean(user.username || user.token));
/** Routes whose pages load the user themselves or must not (spec section 4). */
var USER_SKIP_ROUTES = /* @__PURE__ */ new Set([
	"user_hyzx",
	"login",
	"zhzx_bdwx"
]);
/**
* Re-fetches the user base info when the header appears, except on {@link USER_SKIP_ROUTES}.
* Silent: on failure the user becomes `{ show: true }` with no data (a visitor header).
* A request superseded by a newer loadUser leaves the state to the newer one.
*/
async function loadUser(routeName) {
	if (routeName && USER_SKIP_ROUTES.has(routeName)) return $user.get();
	try {
		const data = await apiGet("/api/user/base", void 0, { silent: true });
		$user.set({
			...data ?? {},
			show: true
		});
		if ($isLoggedIn.get()) markLoggedIn();
	} catch (error) {
		if (isCancelled(error)) return $user.get();
		$user.set({ show: true });
		if (isApiError(error) && error.kind === "login") clearLoginFlag();
	}
	return $user.get();
}
/**
* Logs out (DELETE /api/user/logout), clears the stored login flag and reloads the page; an
* already-ended session counts as logged out. Never rejects, so `void logout()` is safe: on any
* other failure the client has already shown the error and this resolves `false` without reloading.
*/
async function logout() {
	try {
		await apiDelete("/api/user/logout", void 0, { silent: ["login"] });
	} catch (error) {
		if (isCancelled(error)) return false;
		if (!(isApiError(error) && error.kind === "login")) return false;
	}
	clearLoginFlag();
	globalThis.location?.reload();
	return true;
}
// src/stores/notifier.ts
/**
* The on-screen notices: toasts (auto-hiding) and a queue of alerts / dialogs shown one at a time
* by the Notifier island. Importing this module installs it as the API client's notifier.
*/
var TOAST_MS = 2500;
var $notices = atom([]);
var $toasts = computed($notices, (all) => all.filter((n) => n.type === "toast"));
/** The alert or dialog on screen: the oldest one still open. */
var $activeModal = computed($notices, (all) => all.find((n) => n.type !== "toast") ?? null);
var nextId = 1;
var onClose = /* @__PURE__ */ new Map();
var timers = /* @__PURE__ */ new Map();
function push(notice, closed) {
	if (closed) onClose.set(notice.id, closed);
	$notices.set([...$notices.get(), notice]);
	return notice.id;
}
/** Shows a toast that hides itself after {@link TOAST_MS}. */
function showToast(msg, kind = "info") {
	const id = nextId++;
	timers.set(id, setTimeout(() => dismiss(id), TOAST_MS));
	return push({
		id,
		type: "toast",
		msg,
		kind
	});
}
/** An alert with a single 确定 button; `closed` runs when it is dismissed. */
function showAlert(options, closed) {
	return push({
		id: nextId++,
		type: "alert",
		...options,
		actions: [{
			label: LABEL_OK,
			primary: true
		}]
	}, closed);
}
/** A dialog with its own buttons; each button runs its action, then closes the dialog. */
function showDialog(options, closed) {
	return push({
		id: nextId++,
		type: "dialog",
		...options
	}, closed);
}
/** Removes a notice (button, Escape, toast timer); unknown ids are ignored. */
function dismiss(id) {
	clearTimeout(timers.get(id));
	timers.delete(id);
	const all = $notices.get();
	if (!all.some((n) => n.id === id)) return;
	$notices.set(all.filter((n) => n.id !== id));
	const closed = onClose.get(id);
	onClose.delete(id);
	closed?.();
}
/** Runs a dialog button: its action first, then the dialog closes. */
function chooseAction(id, action) {
	action.run?.();
	dismiss(id);
}
setDefaultNotifier({
	toast: (msg, kind) => void showToast(msg, kind),
	alert: (options) => new Promise((resolve) => showAlert(options, resolve)),
	dialog: (options) => new Promise((resolve) => showDialog(options, resolve))
});
/** Spec: the cart list's default filter (all goods). */
var CART_FILTER_ALL = 99999;
var CONFIRM_DELETE = "确定删除这件商品吗?";
var $cart = atom({
	status: "idle",
	data: null,
	error: null,
	busy: []
});
/** Goods ids being added right now (their buttons show a busy state). */
var $cartAdding = atom(/* @__PURE__ */ new Set());
/** The newest known item count: from the user base info, then from every cart answer. */
var $cartTotal = atom(null);
/** Item count for badges (header and sidebar; they cap it at 99). */
var $cartCount = computed([$cartTotal, $user], (total, user) => {
	const n = total ?? (typeof user.cart === "number" ? user.cart : 0);
	return n > 0 ? n : 0;
});
$user.listen((user) => {
	if (typeof user.cart === "number") $cartTotal.set(user.cart);
});
/** The drawer in the right sidebar (width 40 collapsed, 310 open). */
var $cartDrawerOpen = atom(false);
/** The cart-action flag: set by adds from anywhere; the drawer refreshes on it (except on cart step 1). */
var $cartActionFlag = atom(false);
var $cartSelectedIds = computed($cart, (s) => (s.data?.items ?? []).filter((i) => i.is_selected === 1).map((i) => i.id));
var env = {
	post: (lines) => apiEnvelope("POST", "/api/cart", { body: { goods: lines } }),
	wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
	toast: (msg, kind = "success") => void showToast(msg, kind),
	navigate: (url) => {
		globalThis.location?.assign(url);
	}
};
var seq = 0;
var applied = 0;
/** Takes a server cart unless a newer answer was already applied (answers can arrive out of order). */
function apply(data, ticket) {
	if (ticket < applied) return;
	applied = ticket;
	$cart.set({
		...$cart.get(),
		status: "ready",
		data,
		error: null
	});
	$cartTotal.set(data.total);
}
/** Sets the cart from the server-rendered page (cart step 1), without a request. */
function hydrateCart(data) {
	apply(data, ++seq);
}
function setBusy(ids, on) {
	const current = new Set($cart.get().busy);
	for (const id of ids) if (on) current.add(id);
	else current.delete(id);
	$cart.set({
		...$cart.get(),
		busy: [...current]
	});
}
function setAdding(ids, on) {
	const next = new Set($cartAdding.get());
	for (const id of ids) if (on) next.add(id);
	else next.delete(id);
	$cartAdding.set(next);
}
async function mutate(ids, run) {
	const ticket = ++seq;
	setBusy(ids, true);
	try {
		const data = await run();
		if ("items" in data) apply(data, ticket);
		else $cartTotal.set(data.total);
		return true;
	} catch (error) {
		if (isCancelled(error)) return false;
		return false;
	} finally {
		setBusy(ids, false);
	}
}
/** The server's add message with a success icon, or a warning icon when it says a price changed. */
function notify(msg, notice) {
	if (notice === "warning") env.toast(msg, "warning");
	else env.toast(msg);
}
/**
* Loads the cart (GET /api/cart/list, default filter 99999). `silent`: business refusals (e.g. an
* unapproved member) are kept in `error` for the drawer to show instead of an alert.
*/
async function loadCart(options = {}) {
	const ticket = ++seq;
	if ($cart.get().status !== "ready") $cart.set({
		...$cart.get(),
		status: "loading"
	});
	try {
		apply(await apiGet("/api/cart/list", { filter: options.filter ?? 99999 }, { silent: options.silent ? ["business"] : void 0 }), ticket);
	} catch (error) {
		if (isCancelled(error)) return $cart.get();
		$cart.set({
			...$cart.get(),
			status: "error",
			error: isApiError(error) ? error.msg : "购物车加载失败"
		});
	}
	return $cart.get();
}
/**
* Adds lines to the cart after the spec's 200 ms delay. Resolves true when the server accepted them
* (its message is shown with a success icon, or a warning icon when a price changed), false when it
* refused (the client already showed why). Sets the cart-action flag so the drawer refreshes.
*/
async function addToCart(lines) {
	const valid = lines.filter((l) => Number.isInteger(l.number) && l.number >= 1 && Number.isInteger(l.goods_id));
	if (valid.length === 0) return false;
	const ids = valid.map((l) => l.goods_id);
	setAdding(ids, true);
	try {
		await env.wait(200);
		const envelope = await env.post(valid);
		notify(envelope.msg || "已加入购物车", envelope.data?.notice);
		if (typeof envelope.data?.total === "number") $cartTotal.set(envelope.data.total);
		$cartActionFlag.set(true);
		return true;
	} catch {
		return false;
	} finally {
		setAdding(ids, false);
	}
}
/** POST api/cart/{id}/edit {number}; the answer is the whole recomputed cart. */
function setCartQuantity(id, number) {
	return mutate([id], () => apiPost(`/api/cart/${id}/edit`, { number }));
}
/** POST /api/cart/batch_select {ids, is_selected}. */
function selectCartItems(ids, selected) {
	if (ids.length === 0) return Promise.resolve(false);
	return mutate(ids, () => apiPost("/api/cart/batch_select", {
		ids,
		is_selected: selected ? 1 : 0
	}));
}
/** POST api/cart/batch_delete {ids} without asking. */
function removeCartItems(ids) {
	if (ids.length === 0) return Promise.resolve(false);
	return mutate(ids, () => apiPost("/api/cart/batch_delete", { ids }));
}
/** Asks "确定删除这件商品吗?" (or `msg`), then deletes. Resolves whether it deleted. */
function confirmRemoveCartItems(ids, msg = CONFIRM_DELETE) {
	return new Promise((resolve) => {
		let chosen = false;
		showDialog({
			title: "温馨提示",
			msg,
			actions: [{ label: "取消" }, {
				label: "确定",
				primary: true,
				run: () => {
					chosen = true;
					removeCartItems(ids).then(resolve);
				}
			}]
		}, () => {
			if (!chosen) resolve(false);
		});
	});
}
/** 清空失效商品: deletes every invalid line after confirmation. */
function clearInvalidCartItems() {
	const ids = ($cart.get().data?.invalid_items ?? []).map((i) => i.id);
	return confirmRemoveCartItems(ids, `确定清空 ${ids.length} 件失效商品吗?`);
}
/** POST /api/cart/checkout {ids}: on success goes to step 2. */
async function checkoutCart(ids = $cartSelectedIds.get()) {
	if (ids.length === 0) {
		env.toast("请选择要结算的商品", "warning");
		return false;
	}
	try {
		const data = await apiPost("/api/cart/checkout", { ids });
		env.navigate(data.next || "/cart_step2");
		return true;
	} catch {
		loadCart({ silent: true });
		return false;
	}
}
function closeCartDrawer() {
	$cartDrawerOpen.set(false);
}
function toggleCartDrawer() {
	$cartDrawerOpen.set(!$cartDrawerOpen.get());
}
/** The page's route name (BaseLayout writes it on <body data-route>). */
function currentRoute() {
	return globalThis.document?.body?.dataset?.route ?? "";
}
/**
* Reacts to the cart-action flag: off cart step 1 the drawer's list is refreshed (silently) and the
* flag cleared. Cart step 1 keeps its own state from the answers of its actions.
*/
async function refreshOnCartAction(route = currentRoute()) {
	if (!$cartActionFlag.get() || route === "cart_step1") return false;
	$cartActionFlag.set(false);
	if ($cart.get().status === "idle" && !$cartDrawerOpen.get()) return false;
	await loadCart({ silent: true });
	return true;
}
function badgeText(count) {
	if (!count || count < 0) return null;
	return count > 99 ? `99+` : String(count);
}
/** Header cart button with its badge (the count of the shared $cart store). */
function CartButton() {
	const badge = badgeText(useStore($cartCount));
	return /* @__PURE__ */ jsxs("a", {
		className: "btn btn-ghost",
		href: "/cart",
		"aria-label": badge ? `我的购物车，${badge} 件商品` : "我的购物车",
		style: {
			position: "relative",
			padding: ".55rem 1.2rem"
		},
		children: ["我的购物车", badge && /* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			style: {
				position: "absolute",
				top: -8,
				right: -8,
				minWidth: 20,
				padding: "0 5px",
				borderRadius: 10,
				background: "var(--accent)",
				color: "#fff",
				fontSize: 12,
				lineHeight: "20px",
				textAlign: "center"
			},
			children: badge
		})]
	});
}
export { logout as A, qrSvg as B, chooseAction as C, $isLoggedIn as D, showToast as E, apiGet as F, renderScript as H, apiPost as I, apiPut as L, markLoggedIn as M, watchLoginFlag as N, $user as O, apiDelete as P, isApiError as R, $toasts as S, showDialog as T, chromeData as V, refreshOnCartAction as _, $cartAdding as a, toggleCartDrawer as b, CART_FILTER_ALL as c, clearInvalidCartItems as d, closeCartDrawer as f, loadCart as g, hydrateCart as h, $cartActionFlag as i, applyLoginFlag as j, loadUser as k, addToCart as l, currentRoute as m, badgeText as n, $cartCount as o, confirmRemoveCartItems as p, $cart as r, $cartDrawerOpen as s, CartButton as t, checkoutCart as u, selectCartItems as v, dismiss as w, $activeModal as x, setCartQuantity as y, isCancelled as z };
