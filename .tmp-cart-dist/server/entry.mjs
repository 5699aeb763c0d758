import { t as __exportAll } from "./chunks/rolldown-runtime_D8jQpDG7.mjs";
import { B as generateCspDigest, D as isRoute500, E as isRoute404, F as nodeRequestAbortControllerCleanupSymbol, G as AstroResponseHeadersReassigned, H as isAstroError, I as originPathnameSymbol, J as ClientAddressNotAvailable, K as CacheNotEnabled, L as responseSentSymbol$1, M as REROUTABLE_STATUS_CODES, Mt as SessionStorageSaveError, N as clientAddressSymbol, Nt as StaticClientAddressNotAvailable, O as ASTRO_ERROR_HEADER, Ot as ReservedSlotName, P as fetchStateSymbol, R as decodeKey, Rt as i18nNoLocaleFoundInPath, T as renderEndpoint, U as ActionNotFoundError, V as AstroError, W as ActionsReturnedInvalidDataError, a as renderJSX, b as pushDirective, c as chunkToString, d as renderSlotToString, f as isRenderTemplateResult, gt as MiddlewareNotAResponse, ht as MiddlewareNoDataOrNextCalled, i as renderPage, j as REDIRECT_STATUS_CODES, jt as SessionStorageInitError, k as ASTRO_GENERATOR, kt as ResponseSentError, mt as LocalsReassigned, pt as LocalsNotAnObject, tt as ForbiddenRewrite, v as isRenderInstruction, wt as PrerenderClientAddressNotAvailable, xt as NoManifestAvailable, y as normalizeCspResourceEntry } from "./chunks/server_CSXxjUDH.mjs";
import { A as pathHasLocale, B as joinPaths, C as getCustom404Route, D as getErrorRoutePath, E as routeHasHtmlExtension, F as collapseDuplicateTrailingSlashes, G as removeTrailingForwardSlash, I as hasFileExtension, K as slash, L as isInternalPath, M as defineMiddleware, N as appendForwardSlash, O as normalizeTheLocale, P as collapseDuplicateSlashes, S as createManifestMemo, T as getDefaultStatusCode, U as removeLeadingForwardSlash, V as prependForwardSlash$1, _ as DEFAULT_404_ROUTE, a as getRouteGenerator, b as readBodyWithLimit, d as getEnvironment, f as copyRequest, g as validateAndDecodePathname, h as MultiLevelEncodingError, i as getRouteCache, j as shouldAppendForwardSlash, k as normalizeThePath, l as AstroIntegrationLogger, m as setOriginPathname, n as getParams, o as getLogger, p as getOriginPathname, q as stripRequestBase, r as getProps, s as getResolvedLogger, t as sequence, u as astroToRuntimeLogger, v as SERVER_ISLAND_COMPONENT, w as getCustom500Route, x as createAsyncManifestMemo, y as BodySizeLimitError } from "./chunks/sequence_ClRTL072.mjs";
import { n as getCookiesFromResponse, r as getSetCookiesFromResponse, t as attachCookiesToResponse } from "./chunks/response_Kf7qG8-5.mjs";
import { n as matchPattern } from "./chunks/remote_Cac2Oznb.mjs";
import React, { createElement, memo } from "react";
import ReactDOM from "react-dom/server";
import picomatch from "picomatch";
import { parse, stringify, unflatten } from "devalue";
import colors from "piccolore";
import { parseCookie, stringifySetCookie } from "cookie";
import { escape } from "html-escaper";
import destr from "destr";
import { AsyncLocalStorage } from "node:async_hooks";
import fs, { createReadStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { Http2ServerResponse } from "node:http2";
import url from "node:url";
import http from "node:http";
import https from "node:https";
import enableDestroy from "server-destroy";
import os from "node:os";
import send from "send";
// node_modules/astro/dist/core/middleware/noop-middleware.js
var NOOP_MIDDLEWARE_FN = async (_ctx, next) => {
	return await next();
};
// node_modules/astro/dist/core/app/manifest.js
function deserializeManifest(serializedManifest, routesList) {
	const routes = [];
	if (serializedManifest.routes) for (const serializedRoute of serializedManifest.routes) routes.push({
		...serializedRoute,
		routeData: deserializeRouteData(serializedRoute.routeData)
	});
	if (routesList) for (const route of routesList?.routes) routes.push({
		file: "",
		links: [],
		scripts: [],
		styles: [],
		routeData: route
	});
	const assets = new Set(serializedManifest.assets);
	const componentMetadata = new Map(serializedManifest.componentMetadata);
	const inlinedScripts = new Map(serializedManifest.inlinedScripts);
	const clientDirectives = new Map(serializedManifest.clientDirectives);
	const key = decodeKey(serializedManifest.key);
	return {
		middleware() {
			return { onRequest: NOOP_MIDDLEWARE_FN };
		},
		...serializedManifest,
		rootDir: new URL(serializedManifest.rootDir),
		srcDir: new URL(serializedManifest.srcDir),
		publicDir: new URL(serializedManifest.publicDir),
		outDir: new URL(serializedManifest.outDir),
		cacheDir: new URL(serializedManifest.cacheDir),
		buildClientDir: new URL(serializedManifest.buildClientDir),
		buildServerDir: new URL(serializedManifest.buildServerDir),
		assets,
		componentMetadata,
		inlinedScripts,
		clientDirectives,
		routes,
		key
	};
}
function deserializeRouteData(rawRouteData) {
	return {
		route: rawRouteData.route,
		type: rawRouteData.type,
		pattern: new RegExp(rawRouteData.pattern),
		params: rawRouteData.params,
		component: rawRouteData.component,
		pathname: rawRouteData.pathname || void 0,
		segments: rawRouteData.segments,
		prerender: rawRouteData.prerender,
		redirect: rawRouteData.redirect,
		redirectRoute: rawRouteData.redirectRoute ? deserializeRouteData(rawRouteData.redirectRoute) : void 0,
		fallbackRoutes: rawRouteData.fallbackRoutes.map((fallback) => {
			return deserializeRouteData(fallback);
		}),
		isIndex: rawRouteData.isIndex,
		origin: rawRouteData.origin,
		distURL: rawRouteData.distURL
	};
}
function deserializeRouteInfo(rawRouteInfo) {
	return {
		styles: rawRouteInfo.styles,
		file: rawRouteInfo.file,
		links: rawRouteInfo.links,
		scripts: rawRouteInfo.scripts,
		routeData: deserializeRouteData(rawRouteInfo.routeData)
	};
}
// \0astro:react:opts
var _astro_react_opts_default = {
	include: void 0,
	exclude: void 0,
	experimentalReactChildren: false,
	experimentalDisableStreaming: false
};
// node_modules/@astrojs/react/dist/context.js
var contexts = /* @__PURE__ */ new WeakMap();
var ID_PREFIX = "r";
function getContext(rendererContextResult) {
	if (contexts.has(rendererContextResult)) return contexts.get(rendererContextResult);
	const ctx = {
		currentIndex: 0,
		get id() {
			return ID_PREFIX + this.currentIndex.toString();
		}
	};
	contexts.set(rendererContextResult, ctx);
	return ctx;
}
function incrementId(rendererContextResult) {
	const ctx = getContext(rendererContextResult);
	const id = ctx.id;
	ctx.currentIndex++;
	return id;
}
// node_modules/@astrojs/react/dist/static-html.js
var StaticHtml = ({ value, name, hydrate = true }) => {
	if (value == null || value.trim() === "") return null;
	return createElement(hydrate ? "astro-slot" : "astro-static-slot", {
		name,
		suppressHydrationWarning: true,
		dangerouslySetInnerHTML: { __html: value }
	});
};
var static_html_default = memo(StaticHtml, () => true);
// node_modules/@astrojs/internal-helpers/dist/create-filter.js
function ensureArray(thing) {
	if (Array.isArray(thing)) return thing;
	if (thing == null) return [];
	return [thing];
}
function toMatcher(pattern) {
	if (pattern instanceof RegExp) return pattern;
	const normalized = slash(pattern);
	const fn = picomatch(normalized, { dot: true });
	return { test: (what) => fn(what) };
}
function createFilter(include, exclude) {
	const includeMatchers = ensureArray(include).map(toMatcher);
	const excludeMatchers = ensureArray(exclude).map(toMatcher);
	if (!includeMatchers.length && !excludeMatchers.length) return (id) => typeof id === "string" && !id.includes("\0");
	return function(id) {
		if (typeof id !== "string") return false;
		if (id.includes("\0")) return false;
		const pathId = slash(id);
		for (const matcher of excludeMatchers) {
			if (matcher instanceof RegExp) matcher.lastIndex = 0;
			if (matcher.test(pathId)) return false;
		}
		for (const matcher of includeMatchers) {
			if (matcher instanceof RegExp) matcher.lastIndex = 0;
			if (matcher.test(pathId)) return true;
		}
		return !includeMatchers.length;
	};
}
// node_modules/@astrojs/react/dist/server.js
var slotName = (str) => str.trim().replace(/[-_]([a-z])/g, (_, w) => w.toUpperCase());
var reactTypeof = /* @__PURE__ */ Symbol.for("react.element");
var reactTransitionalTypeof = /* @__PURE__ */ Symbol.for("react.transitional.element");
var filter = _astro_react_opts_default?.include || _astro_react_opts_default?.exclude ? createFilter(_astro_react_opts_default.include, _astro_react_opts_default.exclude) : null;
async function check(Component, props, children, metadata) {
	if (typeof Component === "object") return Component["$$typeof"]?.toString().slice(7).startsWith("react") ?? false;
	if (typeof Component !== "function") return false;
	if (Component.name === "QwikComponent") return false;
	if (typeof Component === "function" && Component["$$typeof"] === /* @__PURE__ */ Symbol.for("react.forward_ref")) return false;
	if (Component.prototype != null && typeof Component.prototype.render === "function") return React.Component.isPrototypeOf(Component) || React.PureComponent.isPrototypeOf(Component);
	if (filter && metadata?.componentUrl && !filter(metadata.componentUrl)) return false;
	let isReactComponent = false;
	function Tester(...args) {
		try {
			const vnode = Component(...args);
			if (vnode && (vnode["$$typeof"] === reactTypeof || vnode["$$typeof"] === reactTransitionalTypeof)) isReactComponent = true;
		} catch {}
		return React.createElement("div");
	}
	await renderToStaticMarkup.call(this, Tester, props, children);
	return isReactComponent;
}
async function getNodeWritable() {
	let { Writable } = await import(
		/* @vite-ignore */
		"node:stream"
);
	return Writable;
}
function needsHydration(metadata) {
	return metadata?.astroStaticSlot ? !!metadata.hydrate : true;
}
async function renderToStaticMarkup(Component, props, { default: children, ...slotted }, metadata) {
	let prefix;
	if (this && this.result) prefix = incrementId(this.result);
	const attrs = { prefix };
	delete props["class"];
	const slots = {};
	for (const [key, value] of Object.entries(slotted)) {
		const name = slotName(key);
		slots[name] = React.createElement(static_html_default, {
			hydrate: needsHydration(metadata),
			value,
			name
		});
	}
	const newProps = {
		...props,
		...slots
	};
	const newChildren = children ?? props.children;
	if (children && _astro_react_opts_default.experimentalReactChildren) {
		attrs["data-react-children"] = true;
		newProps.children = (await import("./chunks/vnode-children_C4hxNQje.mjs").then((mod) => mod.default))(children);
	} else if (newChildren != null) newProps.children = React.createElement(static_html_default, {
		hydrate: needsHydration(metadata),
		value: newChildren
	});
	const formState = this ? await getFormState(this) : void 0;
	if (formState) {
		attrs["data-action-result"] = JSON.stringify(formState[0]);
		attrs["data-action-key"] = formState[1];
		attrs["data-action-name"] = formState[2];
	}
	const vnode = React.createElement(Component, newProps);
	const renderOptions = {
		identifierPrefix: prefix,
		formState
	};
	let html;
	if (_astro_react_opts_default.experimentalDisableStreaming) html = ReactDOM.renderToString(vnode);
	else if ("renderToReadableStream" in ReactDOM) html = await renderToReadableStreamAsync(vnode, renderOptions);
	else html = await renderToPipeableStreamAsync(vnode, renderOptions);
	html = html.replace(/<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g, "");
	return {
		html,
		attrs
	};
}
async function getFormState({ result }) {
	const { request, actionResult } = result;
	if (!actionResult) return void 0;
	if (!isFormRequest(request.headers.get("content-type"))) return void 0;
	const { searchParams } = new URL(request.url);
	const actionKey = (await request.clone().formData()).get("$ACTION_KEY")?.toString();
	const actionName = searchParams.get("_action");
	if (!actionKey || !actionName) return void 0;
	return [
		actionResult,
		actionKey,
		actionName
	];
}
async function renderToPipeableStreamAsync(vnode, options) {
	const Writable = await getNodeWritable();
	let html = "";
	return new Promise((resolve, reject) => {
		let error = void 0;
		let stream = ReactDOM.renderToPipeableStream(vnode, {
			...options,
			onError(err) {
				error = err;
				reject(error);
			},
			onAllReady() {
				stream.pipe(new Writable({
					write(chunk, _encoding, callback) {
						html += chunk.toString("utf-8");
						callback();
					},
					destroy() {
						resolve(html);
					}
				}));
			}
		});
	});
}
async function readResult(stream) {
	const reader = stream.getReader();
	let result = "";
	const decoder = new TextDecoder("utf-8");
	while (true) {
		const { done, value } = await reader.read();
		if (done) {
			if (value) result += decoder.decode(value);
			else decoder.decode(/* @__PURE__ */ new Uint8Array());
			return result;
		}
		result += decoder.decode(value, { stream: true });
	}
}
async function renderToReadableStreamAsync(vnode, options) {
	return await readResult(await ReactDOM.renderToReadableStream(vnode, options));
}
var formContentTypes$1 = ["application/x-www-form-urlencoded", "multipart/form-data"];
function isFormRequest(contentType) {
	const type = contentType?.split(";")[0].toLowerCase();
	return formContentTypes$1.some((t) => type === t);
}
// \0virtual:astro:renderers
var renderers = [Object.assign({
	"name": "@astrojs/react",
	"clientEntrypoint": "@astrojs/react/client.js",
	"serverEntrypoint": "@astrojs/react/server.js"
}, { ssr: {
	name: "@astrojs/react",
	check,
	renderToStaticMarkup,
	supportsAstroStaticSlot: true
} })];
[
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"type": "page",
			"component": "_server-islands.astro",
			"params": ["name"],
			"segments": [[{
				"content": "_server-islands",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "name",
				"dynamic": true,
				"spread": false
			}]],
			"pattern": "^\\/_server-islands\\/([^/]+?)\\/?$",
			"prerender": false,
			"isIndex": false,
			"fallbackRoutes": [],
			"route": "/_server-islands/[name]",
			"origin": "internal",
			"distURL": [],
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/_image",
			"component": "node_modules/astro/dist/assets/endpoint/node.js",
			"params": [],
			"pathname": "/_image",
			"pattern": "^\\/_image\\/?$",
			"segments": [[{
				"content": "_image",
				"dynamic": false,
				"spread": false
			}]],
			"type": "endpoint",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"isIndex": false,
			"origin": "internal",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/404",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/404\\/?$",
			"segments": [[{
				"content": "404",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/404.astro",
			"pathname": "/404",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/addr",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/addr\\/?$",
			"segments": [[{
				"content": "addr",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/addr.astro",
			"pathname": "/addr",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/article/category",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/article\\/category\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "article",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "category",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/article/category.ts",
			"pathname": "/api/article/category",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/cart/batch_delete",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/cart\\/batch_delete\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "cart",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "batch_delete",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/cart/batch_delete.ts",
			"pathname": "/api/cart/batch_delete",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/cart/batch_select",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/cart\\/batch_select\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "cart",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "batch_select",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/cart/batch_select.ts",
			"pathname": "/api/cart/batch_select",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/cart/checkout",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/cart\\/checkout\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "cart",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "checkout",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/cart/checkout.ts",
			"pathname": "/api/cart/checkout",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/cart/copy",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/cart\\/copy\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "cart",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "copy",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/cart/copy.ts",
			"pathname": "/api/cart/copy",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/cart/list",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/cart\\/list\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "cart",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "list",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/cart/list.ts",
			"pathname": "/api/cart/list",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/cart/next_hint",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/cart\\/next_hint\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "cart",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "next_hint",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/cart/next_hint.ts",
			"pathname": "/api/cart/next_hint",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/cart/quick_add/[id]",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/cart\\/quick_add\\/([^/]+?)\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "cart",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "quick_add",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "id",
					"dynamic": true,
					"spread": false
				}]
			],
			"params": ["id"],
			"component": "src/pages/api/cart/quick_add/[id].ts",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/cart/total",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/cart\\/total\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "cart",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "total",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/cart/total.ts",
			"pathname": "/api/cart/total",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/cart/[id]/edit",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/cart\\/([^/]+?)\\/edit\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "cart",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "id",
					"dynamic": true,
					"spread": false
				}],
				[{
					"content": "edit",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": ["id"],
			"component": "src/pages/api/cart/[id]/edit.ts",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/cart",
			"isIndex": true,
			"type": "endpoint",
			"pattern": "^\\/api\\/cart\\/?$",
			"segments": [[{
				"content": "api",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "cart",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/api/cart/index.ts",
			"pathname": "/api/cart",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/focus/brand/[id]",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/focus\\/brand\\/([^/]+?)\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "focus",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "brand",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "id",
					"dynamic": true,
					"spread": false
				}]
			],
			"params": ["id"],
			"component": "src/pages/api/focus/brand/[id].ts",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/focus/common",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/focus\\/common\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "focus",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "common",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/focus/common.ts",
			"pathname": "/api/focus/common",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/focus/kxzq",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/focus\\/kxzq\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "focus",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "kxzq",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/focus/kxzq.ts",
			"pathname": "/api/focus/kxzq",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/focus/kxzq_ad",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/focus\\/kxzq_ad\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "focus",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "kxzq_ad",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/focus/kxzq_ad.ts",
			"pathname": "/api/focus/kxzq_ad",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/focus/new_kxzq",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/focus\\/new_kxzq\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "focus",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "new_kxzq",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/focus/new_kxzq.ts",
			"pathname": "/api/focus/new_kxzq",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/focus/ppzq",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/focus\\/ppzq\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "focus",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "ppzq",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/focus/ppzq.ts",
			"pathname": "/api/focus/ppzq",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/focus/right",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/focus\\/right\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "focus",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "right",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/focus/right.ts",
			"pathname": "/api/focus/right",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/focus/top",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/focus\\/top\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "focus",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "top",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/focus/top.ts",
			"pathname": "/api/focus/top",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/focus/xrtj",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/focus\\/xrtj\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "focus",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "xrtj",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/focus/xrtj.ts",
			"pathname": "/api/focus/xrtj",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/focus/yx",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/focus\\/yx\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "focus",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "yx",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/focus/yx.ts",
			"pathname": "/api/focus/yx",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/focus/zyzq",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/focus\\/zyzq\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "focus",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "zyzq",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/focus/zyzq.ts",
			"pathname": "/api/focus/zyzq",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/focus",
			"isIndex": true,
			"type": "endpoint",
			"pattern": "^\\/api\\/focus\\/?$",
			"segments": [[{
				"content": "api",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "focus",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/api/focus/index.ts",
			"pathname": "/api/focus",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/global/links",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/global\\/links\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "global",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "links",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/global/links.ts",
			"pathname": "/api/global/links",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/goods/detail/[id]",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/goods\\/detail\\/([^/]+?)\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "goods",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "detail",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "id",
					"dynamic": true,
					"spread": false
				}]
			],
			"params": ["id"],
			"component": "src/pages/api/goods/detail/[id].ts",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/goods/fl",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/goods\\/fl\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "goods",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "fl",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/goods/fl.ts",
			"pathname": "/api/goods/fl",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/goods/hot",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/goods\\/hot\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "goods",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "hot",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/goods/hot.ts",
			"pathname": "/api/goods/hot",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/goods/list",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/goods\\/list\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "goods",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "list",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/goods/list.ts",
			"pathname": "/api/goods/list",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/goods/search",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/goods\\/search\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "goods",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "search",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/goods/search.ts",
			"pathname": "/api/goods/search",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/index_wntj/[id]",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/index_wntj\\/([^/]+?)\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "index_wntj",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "id",
					"dynamic": true,
					"spread": false
				}]
			],
			"params": ["id"],
			"component": "src/pages/api/index_wntj/[id].ts",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/address/[id]/default",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/address\\/([^/]+?)\\/default\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "address",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "id",
					"dynamic": true,
					"spread": false
				}],
				[{
					"content": "default",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": ["id"],
			"component": "src/pages/api/user/address/[id]/default.ts",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/address/[id]",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/address\\/([^/]+?)\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "address",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "id",
					"dynamic": true,
					"spread": false
				}]
			],
			"params": ["id"],
			"component": "src/pages/api/user/address/[id].ts",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/address",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/address\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "address",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/address.ts",
			"pathname": "/api/user/address",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/base",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/base\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "base",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/base.ts",
			"pathname": "/api/user/base",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/contract/sign",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/contract\\/sign\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "contract",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "sign",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/contract/sign.ts",
			"pathname": "/api/user/contract/sign",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/contract",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/contract\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "contract",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/contract.ts",
			"pathname": "/api/user/contract",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/create_code",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/create_code\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "create_code",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/create_code.ts",
			"pathname": "/api/user/create_code",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/feedback",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/feedback\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "feedback",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/feedback.ts",
			"pathname": "/api/user/feedback",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/forget",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/forget\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "forget",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/forget.ts",
			"pathname": "/api/user/forget",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/jyfw",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/jyfw\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "jyfw",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/jyfw.ts",
			"pathname": "/api/user/jyfw",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/login",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/login\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "login",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/login.ts",
			"pathname": "/api/user/login",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/logout",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/logout\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "logout",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/logout.ts",
			"pathname": "/api/user/logout",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/messages/read_all",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/messages\\/read_all\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "messages",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "read_all",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/messages/read_all.ts",
			"pathname": "/api/user/messages/read_all",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/messages/[id]/read",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/messages\\/([^/]+?)\\/read\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "messages",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "id",
					"dynamic": true,
					"spread": false
				}],
				[{
					"content": "read",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": ["id"],
			"component": "src/pages/api/user/messages/[id]/read.ts",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/messages",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/messages\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "messages",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/messages.ts",
			"pathname": "/api/user/messages",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/phone/[value]",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/phone\\/([^/]+?)\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "phone",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "value",
					"dynamic": true,
					"spread": false
				}]
			],
			"params": ["value"],
			"component": "src/pages/api/user/phone/[value].ts",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/register/company",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/register\\/company\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "register",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "company",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/register/company.ts",
			"pathname": "/api/user/register/company",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/register",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/register\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "register",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/register.ts",
			"pathname": "/api/user/register",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/resetPassword",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/resetPassword\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "resetPassword",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/resetPassword.ts",
			"pathname": "/api/user/resetPassword",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/stores/[id]/switch",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/stores\\/([^/]+?)\\/switch\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "stores",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "id",
					"dynamic": true,
					"spread": false
				}],
				[{
					"content": "switch",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": ["id"],
			"component": "src/pages/api/user/stores/[id]/switch.ts",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/stores",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/stores\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "stores",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/stores.ts",
			"pathname": "/api/user/stores",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/unbind_wechat",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/unbind_wechat\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "unbind_wechat",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/unbind_wechat.ts",
			"pathname": "/api/user/unbind_wechat",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/updateUserInfo",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/updateUserInfo\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "updateUserInfo",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/updateUserInfo.ts",
			"pathname": "/api/user/updateUserInfo",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/wechat/authorize",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/wechat\\/authorize\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "wechat",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "authorize",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/wechat/authorize.ts",
			"pathname": "/api/user/wechat/authorize",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/wechat/callback",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/wechat\\/callback\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "wechat",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "callback",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/wechat/callback.ts",
			"pathname": "/api/user/wechat/callback",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/wechat/start",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/wechat\\/start\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "wechat",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "start",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/wechat/start.ts",
			"pathname": "/api/user/wechat/start",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/user/zizhi",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api\\/user\\/zizhi\\/?$",
			"segments": [
				[{
					"content": "api",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "user",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "zizhi",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/api/user/zizhi.ts",
			"pathname": "/api/user/zizhi",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/[...rest]",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api(?:\\/(.*?))?\\/?$",
			"segments": [[{
				"content": "api",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "...rest",
				"dynamic": true,
				"spread": true
			}]],
			"params": ["...rest"],
			"component": "src/pages/api/[...rest].ts",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/basic",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/basic\\/?$",
			"segments": [[{
				"content": "basic",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/basic.astro",
			"pathname": "/basic",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/bdwx",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/bdwx\\/?$",
			"segments": [[{
				"content": "bdwx",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/bdwx.astro",
			"pathname": "/bdwx",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/cart_step1",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/cart_step1\\/?$",
			"segments": [[{
				"content": "cart_step1",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/cart_step1.astro",
			"pathname": "/cart_step1",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/ddgl",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/ddgl\\/?$",
			"segments": [[{
				"content": "ddgl",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/ddgl.astro",
			"pathname": "/ddgl",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/desktop.url",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/desktop\\.url$",
			"segments": [[{
				"content": "desktop.url",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/desktop.url.ts",
			"pathname": "/desktop.url",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/dzht",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/dzht\\/?$",
			"segments": [[{
				"content": "dzht",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/dzht.astro",
			"pathname": "/dzht",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/files/zzzj/[id]",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/files\\/zzzj\\/([^/]+?)\\/?$",
			"segments": [
				[{
					"content": "files",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "zzzj",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "id",
					"dynamic": true,
					"spread": false
				}]
			],
			"params": ["id"],
			"component": "src/pages/files/zzzj/[id].ts",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/forget_step1",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/forget_step1\\/?$",
			"segments": [[{
				"content": "forget_step1",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/forget_step1.astro",
			"pathname": "/forget_step1",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/forget_step2",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/forget_step2\\/?$",
			"segments": [[{
				"content": "forget_step2",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/forget_step2.astro",
			"pathname": "/forget_step2",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/forget_step3",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/forget_step3\\/?$",
			"segments": [[{
				"content": "forget_step3",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/forget_step3.astro",
			"pathname": "/forget_step3",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/hdmb",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/hdmb\\/?$",
			"segments": [[{
				"content": "hdmb",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/hdmb.astro",
			"pathname": "/hdmb",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/Hdzx/[ids]/[...id]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/Hdzx\\/([^/]+?)(?:\\/(.*?))?\\/?$",
			"segments": [
				[{
					"content": "Hdzx",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "ids",
					"dynamic": true,
					"spread": false
				}],
				[{
					"content": "...id",
					"dynamic": true,
					"spread": true
				}]
			],
			"params": ["ids", "...id"],
			"component": "src/pages/Hdzx/[ids]/[...id].astro",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/help/xrzn/hyzc",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/help\\/xrzn\\/hyzc\\/?$",
			"segments": [
				[{
					"content": "help",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "xrzn",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "hyzc",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/help/xrzn/hyzc.astro",
			"pathname": "/help/xrzn/hyzc",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/help_news",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/help_news\\/?$",
			"segments": [[{
				"content": "help_news",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/help_news.astro",
			"pathname": "/help_news",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/help_news_company",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/help_news_company\\/?$",
			"segments": [[{
				"content": "help_news_company",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/help_news_company.astro",
			"pathname": "/help_news_company",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/help_news_hy",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/help_news_hy\\/?$",
			"segments": [[{
				"content": "help_news_hy",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/help_news_hy.astro",
			"pathname": "/help_news_hy",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/help_news_info/[id]/[type]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/help_news_info\\/([^/]+?)\\/([^/]+?)\\/?$",
			"segments": [
				[{
					"content": "help_news_info",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "id",
					"dynamic": true,
					"spread": false
				}],
				[{
					"content": "type",
					"dynamic": true,
					"spread": false
				}]
			],
			"params": ["id", "type"],
			"component": "src/pages/help_news_info/[id]/[type].astro",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/img/banner/[file]",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/img\\/banner\\/([^/]+?)\\/?$",
			"segments": [
				[{
					"content": "img",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "banner",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "file",
					"dynamic": true,
					"spread": false
				}]
			],
			"params": ["file"],
			"component": "src/pages/img/banner/[file].ts",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/img/brand/[file]",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/img\\/brand\\/([^/]+?)\\/?$",
			"segments": [
				[{
					"content": "img",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "brand",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "file",
					"dynamic": true,
					"spread": false
				}]
			],
			"params": ["file"],
			"component": "src/pages/img/brand/[file].ts",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/img/goods/[file]",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/img\\/goods\\/([^/]+?)\\/?$",
			"segments": [
				[{
					"content": "img",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "goods",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "file",
					"dynamic": true,
					"spread": false
				}]
			],
			"params": ["file"],
			"component": "src/pages/img/goods/[file].ts",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/kxzq/goods/[url]/[...ads]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/kxzq\\/goods\\/([^/]+?)(?:\\/(.*?))?\\/?$",
			"segments": [
				[{
					"content": "kxzq",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "goods",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "url",
					"dynamic": true,
					"spread": false
				}],
				[{
					"content": "...ads",
					"dynamic": true,
					"spread": true
				}]
			],
			"params": ["url", "...ads"],
			"component": "src/pages/kxzq/goods/[url]/[...ads].astro",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/kxzq",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/kxzq\\/?$",
			"segments": [[{
				"content": "kxzq",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/kxzq.astro",
			"pathname": "/kxzq",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/kxzq_index",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/kxzq_index\\/?$",
			"segments": [[{
				"content": "kxzq_index",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/kxzq_index.astro",
			"pathname": "/kxzq_index",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/list/other/[id]/[...name]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/list\\/other\\/([^/]+?)(?:\\/(.*?))?\\/?$",
			"segments": [
				[{
					"content": "list",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "other",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "id",
					"dynamic": true,
					"spread": false
				}],
				[{
					"content": "...name",
					"dynamic": true,
					"spread": true
				}]
			],
			"params": ["id", "...name"],
			"component": "src/pages/list/other/[id]/[...name].astro",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/list_index",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/list_index\\/?$",
			"segments": [[{
				"content": "list_index",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/list_index.astro",
			"pathname": "/list_index",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/list_info/[id]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/list_info\\/([^/]+?)\\/?$",
			"segments": [[{
				"content": "list_info",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "id",
				"dynamic": true,
				"spread": false
			}]],
			"params": ["id"],
			"component": "src/pages/list_info/[id].astro",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/list_info_pt/[id]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/list_info_pt\\/([^/]+?)\\/?$",
			"segments": [[{
				"content": "list_info_pt",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "id",
				"dynamic": true,
				"spread": false
			}]],
			"params": ["id"],
			"component": "src/pages/list_info_pt/[id].astro",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/list_no_image",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/list_no_image\\/?$",
			"segments": [[{
				"content": "list_no_image",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/list_no_image.astro",
			"pathname": "/list_no_image",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/list_table",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/list_table\\/?$",
			"segments": [[{
				"content": "list_table",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/list_table.astro",
			"pathname": "/list_table",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/loading/activity",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/loading\\/activity\\/?$",
			"segments": [[{
				"content": "loading",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "activity",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/loading/activity.astro",
			"pathname": "/loading/activity",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/loading",
			"isIndex": true,
			"type": "page",
			"pattern": "^\\/loading\\/?$",
			"segments": [[{
				"content": "loading",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/loading/index.astro",
			"pathname": "/loading",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/login",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/login\\/?$",
			"segments": [[{
				"content": "login",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/login.astro",
			"pathname": "/login",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/noActivity",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/noActivity\\/?$",
			"segments": [[{
				"content": "noActivity",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/noActivity.astro",
			"pathname": "/noActivity",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/ppzq/info/[id]/[...page]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/ppzq\\/info\\/([^/]+?)(?:\\/(.*?))?\\/?$",
			"segments": [
				[{
					"content": "ppzq",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "info",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "id",
					"dynamic": true,
					"spread": false
				}],
				[{
					"content": "...page",
					"dynamic": true,
					"spread": true
				}]
			],
			"params": ["id", "...page"],
			"component": "src/pages/ppzq/info/[id]/[...page].astro",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/ppzq_index/[...page]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/ppzq_index(?:\\/(.*?))?\\/?$",
			"segments": [[{
				"content": "ppzq_index",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "...page",
				"dynamic": true,
				"spread": true
			}]],
			"params": ["...page"],
			"component": "src/pages/ppzq_index/[...page].astro",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/qxzq",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/qxzq\\/?$",
			"segments": [[{
				"content": "qxzq",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/qxzq.astro",
			"pathname": "/qxzq",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/register/dd/step1",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/register\\/dd\\/step1\\/?$",
			"segments": [
				[{
					"content": "register",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "dd",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "step1",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/register/dd/step1.astro",
			"pathname": "/register/dd/step1",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/register/dd/step2",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/register\\/dd\\/step2\\/?$",
			"segments": [
				[{
					"content": "register",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "dd",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "step2",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/register/dd/step2.astro",
			"pathname": "/register/dd/step2",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/register/dd/step3",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/register\\/dd\\/step3\\/?$",
			"segments": [
				[{
					"content": "register",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "dd",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "step3",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": [],
			"component": "src/pages/register/dd/step3.astro",
			"pathname": "/register/dd/step3",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/register/step1",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/register\\/step1\\/?$",
			"segments": [[{
				"content": "register",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "step1",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/register/step1.astro",
			"pathname": "/register/step1",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/register/step2",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/register\\/step2\\/?$",
			"segments": [[{
				"content": "register",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "step2",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/register/step2.astro",
			"pathname": "/register/step2",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/register/step3",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/register\\/step3\\/?$",
			"segments": [[{
				"content": "register",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "step3",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/register/step3.astro",
			"pathname": "/register/step3",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/register/wechat",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/register\\/wechat\\/?$",
			"segments": [[{
				"content": "register",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "wechat",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/register/wechat.astro",
			"pathname": "/register/wechat",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/search_index",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/search_index\\/?$",
			"segments": [[{
				"content": "search_index",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/search_index.astro",
			"pathname": "/search_index",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/search_table",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/search_table\\/?$",
			"segments": [[{
				"content": "search_table",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/search_table.astro",
			"pathname": "/search_table",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/wdxx",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/wdxx\\/?$",
			"segments": [[{
				"content": "wdxx",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/wdxx.astro",
			"pathname": "/wdxx",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/yjh/[...id]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/yjh(?:\\/(.*?))?\\/?$",
			"segments": [[{
				"content": "yjh",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "...id",
				"dynamic": true,
				"spread": true
			}]],
			"params": ["...id"],
			"component": "src/pages/yjh/[...id].astro",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/yx_index",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/yx_index\\/?$",
			"segments": [[{
				"content": "yx_index",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/yx_index.astro",
			"pathname": "/yx_index",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/yx_rule",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/yx_rule\\/?$",
			"segments": [[{
				"content": "yx_rule",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/yx_rule.astro",
			"pathname": "/yx_rule",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/yx_table",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/yx_table\\/?$",
			"segments": [[{
				"content": "yx_table",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/yx_table.astro",
			"pathname": "/yx_table",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/zqmb",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/zqmb\\/?$",
			"segments": [[{
				"content": "zqmb",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/zqmb.astro",
			"pathname": "/zqmb",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/zyyp",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/zyyp\\/?$",
			"segments": [[{
				"content": "zyyp",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/zyyp.astro",
			"pathname": "/zyyp",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/zzzj",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/zzzj\\/?$",
			"segments": [[{
				"content": "zzzj",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/zzzj.astro",
			"pathname": "/zzzj",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/",
			"isIndex": true,
			"type": "page",
			"pattern": "^\\/$",
			"segments": [],
			"params": [],
			"component": "src/pages/index.astro",
			"pathname": "/",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/[...path]",
			"isIndex": false,
			"type": "page",
			"pattern": "^(?:\\/(.*?))?\\/?$",
			"segments": [[{
				"content": "...path",
				"dynamic": true,
				"spread": true
			}]],
			"params": ["...path"],
			"component": "src/pages/[...path].astro",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	}
].map(deserializeRouteInfo);
// \0virtual:astro:pages
var _page0 = () => import("./chunks/node_xJSBpmbg.mjs");
var _page1 = () => import("./chunks/404_BzS7MK5Z.mjs");
var _page2 = () => import("./chunks/addr_VNEVqoEh.mjs");
var _page3 = () => import("./chunks/category_CRbFRGUR.mjs");
var _page4 = () => import("./chunks/batch_delete_Bbef9uBL.mjs");
var _page5 = () => import("./chunks/batch_select_D-7MwP_g.mjs");
var _page6 = () => import("./chunks/checkout_DcUP9AVS.mjs");
var _page7 = () => import("./chunks/copy_CvE5hTWZ.mjs");
var _page8 = () => import("./chunks/list_DYFC7WxZ.mjs");
var _page9 = () => import("./chunks/next_hint_LcTZcgtp.mjs");
var _page10 = () => import("./chunks/_id__CNGWJUQu.mjs");
var _page11 = () => import("./chunks/total_YWlf5LGJ.mjs");
var _page12 = () => import("./chunks/edit_Mi_KKxOd.mjs");
var _page13 = () => import("./chunks/index_BYKBYhuc.mjs");
var _page14 = () => import("./chunks/_id__DBWm1y9m.mjs");
var _page15 = () => import("./chunks/common_Dr1YcxW9.mjs");
var _page16 = () => import("./chunks/kxzq_CKQ3GtFr.mjs");
var _page17 = () => import("./chunks/kxzq_ad_BTFoKvOc.mjs");
var _page18 = () => import("./chunks/new_kxzq_C-SUazyE.mjs");
var _page19 = () => import("./chunks/ppzq_ZVTuNZFu.mjs");
var _page20 = () => import("./chunks/right_DStOM5Hq.mjs");
var _page21 = () => import("./chunks/top_DZXIm2D9.mjs");
var _page22 = () => import("./chunks/xrtj_D-PsS91X.mjs");
var _page23 = () => import("./chunks/yx_C7UPRVw6.mjs");
var _page24 = () => import("./chunks/zyzq_olmLu9WJ.mjs");
var _page25 = () => import("./chunks/index_FeQMU5nP.mjs");
var _page26 = () => import("./chunks/links_PUncuP5q.mjs");
var _page27 = () => import("./chunks/_id__DD-cHryA.mjs");
var _page28 = () => import("./chunks/fl_DtQ-KKfi.mjs");
var _page29 = () => import("./chunks/hot_7HeDSROG.mjs");
var _page30 = () => import("./chunks/list_0JKxKwWB.mjs");
var _page31 = () => import("./chunks/search_Dn9XkEFJ.mjs");
var _page32 = () => import("./chunks/_id__BC8EMqum.mjs");
var _page33 = () => import("./chunks/default_JhxDaARV.mjs");
var _page34 = () => import("./chunks/_id__DZjotN6M.mjs");
var _page35 = () => import("./chunks/address_F3bsMBAt.mjs");
var _page36 = () => import("./chunks/base_ZVi9kdTo.mjs");
var _page37 = () => import("./chunks/sign_DV08a4xY.mjs");
var _page38 = () => import("./chunks/contract_CCwMBH-1.mjs");
var _page39 = () => import("./chunks/create_code_Dl8NbVV1.mjs");
var _page40 = () => import("./chunks/feedback_KvRE6FaU.mjs");
var _page41 = () => import("./chunks/forget_CqRLrTtt.mjs");
var _page42 = () => import("./chunks/jyfw_BkYOI4B_.mjs");
var _page43 = () => import("./chunks/login_CSC0GHsk.mjs");
var _page44 = () => import("./chunks/logout_CUHl2R23.mjs");
var _page45 = () => import("./chunks/read_all_EwjoBfIN.mjs");
var _page46 = () => import("./chunks/read_DrTwll1-.mjs");
var _page47 = () => import("./chunks/messages_C8UbUKFl.mjs");
var _page48 = () => import("./chunks/_value__Cacvn-eM.mjs");
var _page49 = () => import("./chunks/company_BTGNIEiv.mjs");
var _page50 = () => import("./chunks/register_BE9JyGZ3.mjs");
var _page51 = () => import("./chunks/resetPassword_rmaoQgCh.mjs");
var _page52 = () => import("./chunks/switch_DcrKUrLV.mjs");
var _page53 = () => import("./chunks/stores_Ds6pHl3K.mjs");
var _page54 = () => import("./chunks/unbind_wechat_DaJ-PqQg.mjs");
var _page55 = () => import("./chunks/updateUserInfo_BWNhXJ5C.mjs");
var _page56 = () => import("./chunks/authorize_C74rJNfL.mjs");
var _page57 = () => import("./chunks/callback_B3WxV125.mjs");
var _page58 = () => import("./chunks/start_CW_QQtiL.mjs");
var _page59 = () => import("./chunks/zizhi_BtbqIkI5.mjs");
var _page60 = () => import("./chunks/_.._h_oOGQHg.mjs");
var _page61 = () => import("./chunks/basic_7YJLHFW1.mjs");
var _page62 = () => import("./chunks/bdwx_66Ab2dxE.mjs");
var _page63 = () => import("./chunks/cart_step1_DEtJwbeO.mjs");
var _page64 = () => import("./chunks/ddgl_CC1bRS5L.mjs");
var _page65 = () => import("./chunks/desktop_B0ASfYCG.mjs");
var _page66 = () => import("./chunks/dzht_DD6_-v8E.mjs");
var _page67 = () => import("./chunks/_id__FNrvFVm5.mjs");
var _page68 = () => import("./chunks/forget_step1_DtkvuLhM.mjs");
var _page69 = () => import("./chunks/forget_step2_BTk5GbxW.mjs");
var _page70 = () => import("./chunks/forget_step3_CAxxG1yb.mjs");
var _page71 = () => import("./chunks/hdmb_BuIEGpVP.mjs");
var _page72 = () => import("./chunks/_.._zBt6gJKT.mjs");
var _page73 = () => import("./chunks/hyzc_BibvvjHm.mjs");
var _page74 = () => import("./chunks/help_news_5CkHjXoF.mjs");
var _page75 = () => import("./chunks/help_news_company_DwiVjm33.mjs");
var _page76 = () => import("./chunks/help_news_hy_BkcqL2Ky.mjs");
var _page77 = () => import("./chunks/_type__BeWQeoJY.mjs");
var _page78 = () => import("./chunks/_file__9RwhF985.mjs");
var _page79 = () => import("./chunks/_file__BJWYMr_z.mjs");
var _page80 = () => import("./chunks/_file__CL6ijgEE.mjs");
var _page81 = () => import("./chunks/_.._D7P94E__.mjs");
var _page82 = () => import("./chunks/kxzq_DvE1ObNc.mjs");
var _page83 = () => import("./chunks/kxzq_index_D6tZ0TvJ.mjs");
var _page84 = () => import("./chunks/_.._BvApKnE9.mjs");
var _page85 = () => import("./chunks/list_index_x4uG0XRE.mjs");
var _page86 = () => import("./chunks/_id__DWOeb8eB.mjs");
var _page87 = () => import("./chunks/_id__Ba-FfOet.mjs");
var _page88 = () => import("./chunks/list_no_image_DzokIIjW.mjs");
var _page89 = () => import("./chunks/list_table_xJKmSKuT.mjs");
var _page90 = () => import("./chunks/activity_-iiALUeE.mjs");
var _page91 = () => import("./chunks/index_kiY8knD2.mjs");
var _page92 = () => import("./chunks/login_Db5Ip5aC.mjs");
var _page93 = () => import("./chunks/noActivity_DLvqZmGd.mjs");
var _page94 = () => import("./chunks/_.._DgOQ-cRz.mjs");
var _page95 = () => import("./chunks/_.._5uF46zvR.mjs");
var _page96 = () => import("./chunks/qxzq_DKrKKatR.mjs");
var _page97 = () => import("./chunks/step1_DBROOxiA.mjs");
var _page98 = () => import("./chunks/step2_fGqPpIgQ.mjs");
var _page99 = () => import("./chunks/step3_XN1kgGEO.mjs");
var _page100 = () => import("./chunks/step1_B8RZtg5p.mjs");
var _page101 = () => import("./chunks/step2_CNzyIFJd.mjs");
var _page102 = () => import("./chunks/step3_B3gHaGZQ.mjs");
var _page103 = () => import("./chunks/wechat_BH-oMB_B.mjs");
var _page104 = () => import("./chunks/search_index_s8WAPnpC.mjs");
var _page105 = () => import("./chunks/search_table_BDvOuwto.mjs");
var _page106 = () => import("./chunks/wdxx_uuraXEeX.mjs");
var _page107 = () => import("./chunks/_.._DkvOkrs4.mjs");
var _page108 = () => import("./chunks/yx_index_C3VGMHk4.mjs");
var _page109 = () => import("./chunks/yx_rule_ByMidyU7.mjs");
var _page110 = () => import("./chunks/yx_table_CAZ88Vbu.mjs");
var _page111 = () => import("./chunks/zqmb_DIY6RjJA.mjs");
var _page112 = () => import("./chunks/zyyp_B8aiNFiz.mjs");
var _page113 = () => import("./chunks/zzzj_mwGIMfYW.mjs");
var _page114 = () => import("./chunks/index_CCDKE-S1.mjs");
var _page115 = () => import("./chunks/_.._BvdT4dDB.mjs");
var pageMap = /* @__PURE__ */ new Map([
	["node_modules/astro/dist/assets/endpoint/node.js", _page0],
	["src/pages/404.astro", _page1],
	["src/pages/addr.astro", _page2],
	["src/pages/api/article/category.ts", _page3],
	["src/pages/api/cart/batch_delete.ts", _page4],
	["src/pages/api/cart/batch_select.ts", _page5],
	["src/pages/api/cart/checkout.ts", _page6],
	["src/pages/api/cart/copy.ts", _page7],
	["src/pages/api/cart/list.ts", _page8],
	["src/pages/api/cart/next_hint.ts", _page9],
	["src/pages/api/cart/quick_add/[id].ts", _page10],
	["src/pages/api/cart/total.ts", _page11],
	["src/pages/api/cart/[id]/edit.ts", _page12],
	["src/pages/api/cart/index.ts", _page13],
	["src/pages/api/focus/brand/[id].ts", _page14],
	["src/pages/api/focus/common.ts", _page15],
	["src/pages/api/focus/kxzq.ts", _page16],
	["src/pages/api/focus/kxzq_ad.ts", _page17],
	["src/pages/api/focus/new_kxzq.ts", _page18],
	["src/pages/api/focus/ppzq.ts", _page19],
	["src/pages/api/focus/right.ts", _page20],
	["src/pages/api/focus/top.ts", _page21],
	["src/pages/api/focus/xrtj.ts", _page22],
	["src/pages/api/focus/yx.ts", _page23],
	["src/pages/api/focus/zyzq.ts", _page24],
	["src/pages/api/focus/index.ts", _page25],
	["src/pages/api/global/links.ts", _page26],
	["src/pages/api/goods/detail/[id].ts", _page27],
	["src/pages/api/goods/fl.ts", _page28],
	["src/pages/api/goods/hot.ts", _page29],
	["src/pages/api/goods/list.ts", _page30],
	["src/pages/api/goods/search.ts", _page31],
	["src/pages/api/index_wntj/[id].ts", _page32],
	["src/pages/api/user/address/[id]/default.ts", _page33],
	["src/pages/api/user/address/[id].ts", _page34],
	["src/pages/api/user/address.ts", _page35],
	["src/pages/api/user/base.ts", _page36],
	["src/pages/api/user/contract/sign.ts", _page37],
	["src/pages/api/user/contract.ts", _page38],
	["src/pages/api/user/create_code.ts", _page39],
	["src/pages/api/user/feedback.ts", _page40],
	["src/pages/api/user/forget.ts", _page41],
	["src/pages/api/user/jyfw.ts", _page42],
	["src/pages/api/user/login.ts", _page43],
	["src/pages/api/user/logout.ts", _page44],
	["src/pages/api/user/messages/read_all.ts", _page45],
	["src/pages/api/user/messages/[id]/read.ts", _page46],
	["src/pages/api/user/messages.ts", _page47],
	["src/pages/api/user/phone/[value].ts", _page48],
	["src/pages/api/user/register/company.ts", _page49],
	["src/pages/api/user/register.ts", _page50],
	["src/pages/api/user/resetPassword.ts", _page51],
	["src/pages/api/user/stores/[id]/switch.ts", _page52],
	["src/pages/api/user/stores.ts", _page53],
	["src/pages/api/user/unbind_wechat.ts", _page54],
	["src/pages/api/user/updateUserInfo.ts", _page55],
	["src/pages/api/user/wechat/authorize.ts", _page56],
	["src/pages/api/user/wechat/callback.ts", _page57],
	["src/pages/api/user/wechat/start.ts", _page58],
	["src/pages/api/user/zizhi.ts", _page59],
	["src/pages/api/[...rest].ts", _page60],
	["src/pages/basic.astro", _page61],
	["src/pages/bdwx.astro", _page62],
	["src/pages/cart_step1.astro", _page63],
	["src/pages/ddgl.astro", _page64],
	["src/pages/desktop.url.ts", _page65],
	["src/pages/dzht.astro", _page66],
	["src/pages/files/zzzj/[id].ts", _page67],
	["src/pages/forget_step1.astro", _page68],
	["src/pages/forget_step2.astro", _page69],
	["src/pages/forget_step3.astro", _page70],
	["src/pages/hdmb.astro", _page71],
	["src/pages/Hdzx/[ids]/[...id].astro", _page72],
	["src/pages/help/xrzn/hyzc.astro", _page73],
	["src/pages/help_news.astro", _page74],
	["src/pages/help_news_company.astro", _page75],
	["src/pages/help_news_hy.astro", _page76],
	["src/pages/help_news_info/[id]/[type].astro", _page77],
	["src/pages/img/banner/[file].ts", _page78],
	["src/pages/img/brand/[file].ts", _page79],
	["src/pages/img/goods/[file].ts", _page80],
	["src/pages/kxzq/goods/[url]/[...ads].astro", _page81],
	["src/pages/kxzq.astro", _page82],
	["src/pages/kxzq_index.astro", _page83],
	["src/pages/list/other/[id]/[...name].astro", _page84],
	["src/pages/list_index.astro", _page85],
	["src/pages/list_info/[id].astro", _page86],
	["src/pages/list_info_pt/[id].astro", _page87],
	["src/pages/list_no_image.astro", _page88],
	["src/pages/list_table.astro", _page89],
	["src/pages/loading/activity.astro", _page90],
	["src/pages/loading/index.astro", _page91],
	["src/pages/login.astro", _page92],
	["src/pages/noActivity.astro", _page93],
	["src/pages/ppzq/info/[id]/[...page].astro", _page94],
	["src/pages/ppzq_index/[...page].astro", _page95],
	["src/pages/qxzq.astro", _page96],
	["src/pages/register/dd/step1.astro", _page97],
	["src/pages/register/dd/step2.astro", _page98],
	["src/pages/register/dd/step3.astro", _page99],
	["src/pages/register/step1.astro", _page100],
	["src/pages/register/step2.astro", _page101],
	["src/pages/register/step3.astro", _page102],
	["src/pages/register/wechat.astro", _page103],
	["src/pages/search_index.astro", _page104],
	["src/pages/search_table.astro", _page105],
	["src/pages/wdxx.astro", _page106],
	["src/pages/yjh/[...id].astro", _page107],
	["src/pages/yx_index.astro", _page108],
	["src/pages/yx_rule.astro", _page109],
	["src/pages/yx_table.astro", _page110],
	["src/pages/zqmb.astro", _page111],
	["src/pages/zyyp.astro", _page112],
	["src/pages/zzzj.astro", _page113],
	["src/pages/index.astro", _page114],
	["src/pages/[...path].astro", _page115]
]);
// \0virtual:astro:manifest
var _manifest = deserializeManifest({"rootDir":"file:///work/main/","cacheDir":"file:///work/main/node_modules/.astro/","outDir":"file:///work/main/.tmp-cart-dist/","srcDir":"file:///work/main/src/","publicDir":"file:///work/main/public/","buildClientDir":"file:///work/main/.tmp-cart-dist/client/","buildServerDir":"file:///work/main/.tmp-cart-dist/server/","adapterName":"@astrojs/node","assetsDir":"_astro","routes":[{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"type":"page","component":"_server-islands.astro","params":["name"],"segments":[[{"content":"_server-islands","dynamic":false,"spread":false}],[{"content":"name","dynamic":true,"spread":false}]],"pattern":"^\\/_server-islands\\/([^/]+?)\\/?$","prerender":false,"isIndex":false,"fallbackRoutes":[],"route":"/_server-islands/[name]","origin":"internal","distURL":[],"_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/_image","component":"node_modules/astro/dist/assets/endpoint/node.js","params":[],"pathname":"/_image","pattern":"^\\/_image\\/?$","segments":[[{"content":"_image","dynamic":false,"spread":false}]],"type":"endpoint","prerender":false,"fallbackRoutes":[],"distURL":[],"isIndex":false,"origin":"internal","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".notice[data-astro-cid-5laazbic]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1.5rem;padding:4rem 1rem;display:grid}.code[data-astro-cid-5laazbic]{color:var(--brand-soft);-webkit-text-stroke:2px var(--brand);font-size:72px;font-weight:700;line-height:1}h1[data-astro-cid-5laazbic]{font-size:24px}.links[data-astro-cid-5laazbic]{gap:.75rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/404","isIndex":false,"type":"page","pattern":"^\\/404\\/?$","segments":[[{"content":"404","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/404.astro","pathname":"/404","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".centre[data-astro-cid-r572csit]{grid-template-columns:200px 1fr;align-items:start;gap:1rem;margin-block:1rem 2rem;display:grid}.side[data-astro-cid-r572csit]{background:var(--surface);padding:1rem 0}.who[data-astro-cid-r572csit]{border-bottom:1px solid var(--line);gap:.25rem;padding:0 1rem 1rem;display:grid}.who[data-astro-cid-r572csit] strong[data-astro-cid-r572csit]{font-size:13px}.state[data-astro-cid-r572csit]{color:var(--warn);font-size:12px}.state[data-astro-cid-r572csit].ok{color:var(--brand)}.group[data-astro-cid-r572csit] h2[data-astro-cid-r572csit]{padding:.75rem 1rem .25rem;font-size:14px}.group[data-astro-cid-r572csit] a[data-astro-cid-r572csit]{color:var(--text-muted);justify-content:space-between;align-items:center;padding:.35rem 1rem .35rem 1.75rem;display:flex}.group[data-astro-cid-r572csit] a[data-astro-cid-r572csit][aria-current]{color:var(--brand);background:var(--brand-soft);border-left:3px solid var(--brand);padding-left:calc(1.75rem - 3px)}.badge[data-astro-cid-r572csit]{background:var(--accent);color:#fff;text-align:center;border-radius:999px;min-width:1.2rem;padding:0 .4rem;font-size:11px}.content[data-astro-cid-r572csit]{background:var(--surface);min-height:480px;padding:1.25rem 1.5rem 2rem}.content[data-astro-cid-r572csit]>h1[data-astro-cid-r572csit]{border-bottom:1px solid var(--line);margin-bottom:1.25rem;padding-bottom:.75rem;font-size:18px}@media (width<=760px){.centre[data-astro-cid-r572csit]{grid-template-columns:1fr}}.grid-table{border-collapse:collapse;width:100%;font-size:13px}.grid-table th,.grid-table td{border:1px solid var(--line);text-align:left;vertical-align:middle;padding:.55rem .6rem}.grid-table thead th{background:var(--gray-1);font-weight:600}.grid-table tr.active{background:var(--brand-soft)}.tag{background:var(--brand);color:#fff;border-radius:3px;margin-left:.4rem;padding:0 .4rem;font-size:11px;font-weight:400;display:inline-block}.ok{color:var(--brand)}.warn{color:var(--warn)}.bad{color:var(--accent)}.sub-panel{border:1px solid var(--line);border-radius:var(--radius);margin-top:1.25rem;padding:1.25rem}.sub-panel h2{margin-bottom:1rem;font-size:15px}.linkish{color:var(--brand);cursor:pointer;background:0 0;border:0;padding:0}.linkish.danger{color:var(--accent)}.addr-list{gap:.75rem;margin-bottom:1rem;display:grid}.addr-list li{border:1px solid var(--line);border-radius:var(--radius);gap:.25rem;padding:.75rem 1rem;display:grid}.addr-list li.default{border-color:var(--brand)}.addr-list .ops{justify-content:flex-end;gap:1rem;display:flex}.msg-bar{justify-content:space-between;align-items:center;margin-bottom:.75rem;display:flex}.msg-list li{border-bottom:1px solid var(--line)}.msg-list button{cursor:pointer;text-align:left;background:0 0;border:0;align-items:center;gap:.75rem;width:100%;padding:.75rem .25rem;display:flex}.msg-list .title{flex:1}.msg-list .unread .title{font-weight:600}.msg-list time{color:var(--text-muted);font-size:12px}.msg-list .dot{background:var(--accent);border-radius:50%;width:8px;height:8px}.msg-list .body{color:var(--text-muted);padding:0 .25rem 1rem 1.5rem}.scopes{border:1px solid var(--line);border-radius:var(--radius);flex-wrap:wrap;gap:.5rem 1.25rem;margin:0 0 1rem 8.5rem;padding:.5rem 1rem;display:flex}.scopes legend{padding:0 .25rem}@media (width<=640px){.scopes{margin-left:0}}\n"},{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".field{grid-template-columns:7.5rem 1fr;align-items:start;gap:.25rem 1rem;margin-bottom:1rem;display:grid}.field>label{text-align:right;color:var(--text);padding-top:.45rem}.field .req{color:var(--accent);margin-right:2px}.field .control{gap:.5rem;display:flex}.field input:not([type=checkbox]):not([type=radio]),.field select,.field textarea{border:1px solid var(--line);border-radius:var(--radius);background:#fff;flex:1;min-width:0;padding:.45rem .6rem}.field input:focus,.field select:focus{border-color:var(--brand);outline:2px solid var(--brand-soft)}.field.has-error input,.field.has-error select{border-color:var(--accent)}.field .hint,.field .error{grid-column:2;font-size:12px}.field .hint{color:var(--text-muted)}.field .error{color:var(--accent)}.code-btn{white-space:nowrap;min-width:8.5rem}.code-btn:disabled,.submit:disabled{opacity:.6;cursor:not-allowed}.submit{min-width:10rem;padding:.55rem 1.5rem;font-size:15px}.form-actions{flex-wrap:wrap;align-items:center;gap:1rem;padding-left:8.5rem;display:flex}.check{align-items:center;gap:.4rem;margin-bottom:1rem;padding-left:8.5rem;display:flex}.check-error{color:var(--accent);margin:-.5rem 0 1rem;padding-left:8.5rem;font-size:12px}.form-note{border-radius:var(--radius);background:var(--brand-soft);color:var(--brand-strong);margin-bottom:1rem;padding:.6rem .8rem;font-size:13px}.form-note.warn{color:#ad6800;background:#fff7e6}.form-note.bad{color:#a8071a;background:#fff1f0}@media (width<=640px){.field{grid-template-columns:1fr}.field>label{text-align:left;padding-top:0}.field .hint,.field .error{grid-column:1}.form-actions,.check,.check-error{padding-left:0}}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/addr","isIndex":false,"type":"page","pattern":"^\\/addr\\/?$","segments":[[{"content":"addr","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/addr.astro","pathname":"/addr","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/article/category","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/article\\/category\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"article","dynamic":false,"spread":false}],[{"content":"category","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/article/category.ts","pathname":"/api/article/category","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/cart/batch_delete","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/cart\\/batch_delete\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"cart","dynamic":false,"spread":false}],[{"content":"batch_delete","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/cart/batch_delete.ts","pathname":"/api/cart/batch_delete","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/cart/batch_select","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/cart\\/batch_select\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"cart","dynamic":false,"spread":false}],[{"content":"batch_select","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/cart/batch_select.ts","pathname":"/api/cart/batch_select","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/cart/checkout","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/cart\\/checkout\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"cart","dynamic":false,"spread":false}],[{"content":"checkout","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/cart/checkout.ts","pathname":"/api/cart/checkout","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/cart/copy","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/cart\\/copy\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"cart","dynamic":false,"spread":false}],[{"content":"copy","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/cart/copy.ts","pathname":"/api/cart/copy","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/cart/list","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/cart\\/list\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"cart","dynamic":false,"spread":false}],[{"content":"list","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/cart/list.ts","pathname":"/api/cart/list","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/cart/next_hint","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/cart\\/next_hint\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"cart","dynamic":false,"spread":false}],[{"content":"next_hint","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/cart/next_hint.ts","pathname":"/api/cart/next_hint","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/cart/quick_add/[id]","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/cart\\/quick_add\\/([^/]+?)\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"cart","dynamic":false,"spread":false}],[{"content":"quick_add","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}]],"params":["id"],"component":"src/pages/api/cart/quick_add/[id].ts","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/cart/total","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/cart\\/total\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"cart","dynamic":false,"spread":false}],[{"content":"total","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/cart/total.ts","pathname":"/api/cart/total","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/cart/[id]/edit","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/cart\\/([^/]+?)\\/edit\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"cart","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}],[{"content":"edit","dynamic":false,"spread":false}]],"params":["id"],"component":"src/pages/api/cart/[id]/edit.ts","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/cart","isIndex":true,"type":"endpoint","pattern":"^\\/api\\/cart\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"cart","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/cart/index.ts","pathname":"/api/cart","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/focus/brand/[id]","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/focus\\/brand\\/([^/]+?)\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"focus","dynamic":false,"spread":false}],[{"content":"brand","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}]],"params":["id"],"component":"src/pages/api/focus/brand/[id].ts","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/focus/common","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/focus\\/common\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"focus","dynamic":false,"spread":false}],[{"content":"common","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/focus/common.ts","pathname":"/api/focus/common","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/focus/kxzq","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/focus\\/kxzq\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"focus","dynamic":false,"spread":false}],[{"content":"kxzq","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/focus/kxzq.ts","pathname":"/api/focus/kxzq","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/focus/kxzq_ad","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/focus\\/kxzq_ad\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"focus","dynamic":false,"spread":false}],[{"content":"kxzq_ad","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/focus/kxzq_ad.ts","pathname":"/api/focus/kxzq_ad","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/focus/new_kxzq","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/focus\\/new_kxzq\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"focus","dynamic":false,"spread":false}],[{"content":"new_kxzq","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/focus/new_kxzq.ts","pathname":"/api/focus/new_kxzq","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/focus/ppzq","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/focus\\/ppzq\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"focus","dynamic":false,"spread":false}],[{"content":"ppzq","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/focus/ppzq.ts","pathname":"/api/focus/ppzq","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/focus/right","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/focus\\/right\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"focus","dynamic":false,"spread":false}],[{"content":"right","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/focus/right.ts","pathname":"/api/focus/right","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/focus/top","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/focus\\/top\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"focus","dynamic":false,"spread":false}],[{"content":"top","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/focus/top.ts","pathname":"/api/focus/top","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/focus/xrtj","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/focus\\/xrtj\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"focus","dynamic":false,"spread":false}],[{"content":"xrtj","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/focus/xrtj.ts","pathname":"/api/focus/xrtj","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/focus/yx","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/focus\\/yx\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"focus","dynamic":false,"spread":false}],[{"content":"yx","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/focus/yx.ts","pathname":"/api/focus/yx","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/focus/zyzq","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/focus\\/zyzq\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"focus","dynamic":false,"spread":false}],[{"content":"zyzq","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/focus/zyzq.ts","pathname":"/api/focus/zyzq","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/focus","isIndex":true,"type":"endpoint","pattern":"^\\/api\\/focus\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"focus","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/focus/index.ts","pathname":"/api/focus","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/global/links","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/global\\/links\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"global","dynamic":false,"spread":false}],[{"content":"links","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/global/links.ts","pathname":"/api/global/links","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/goods/detail/[id]","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/goods\\/detail\\/([^/]+?)\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"goods","dynamic":false,"spread":false}],[{"content":"detail","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}]],"params":["id"],"component":"src/pages/api/goods/detail/[id].ts","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/goods/fl","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/goods\\/fl\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"goods","dynamic":false,"spread":false}],[{"content":"fl","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/goods/fl.ts","pathname":"/api/goods/fl","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/goods/hot","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/goods\\/hot\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"goods","dynamic":false,"spread":false}],[{"content":"hot","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/goods/hot.ts","pathname":"/api/goods/hot","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/goods/list","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/goods\\/list\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"goods","dynamic":false,"spread":false}],[{"content":"list","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/goods/list.ts","pathname":"/api/goods/list","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/goods/search","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/goods\\/search\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"goods","dynamic":false,"spread":false}],[{"content":"search","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/goods/search.ts","pathname":"/api/goods/search","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/index_wntj/[id]","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/index_wntj\\/([^/]+?)\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"index_wntj","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}]],"params":["id"],"component":"src/pages/api/index_wntj/[id].ts","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/address/[id]/default","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/address\\/([^/]+?)\\/default\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"address","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}],[{"content":"default","dynamic":false,"spread":false}]],"params":["id"],"component":"src/pages/api/user/address/[id]/default.ts","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/address/[id]","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/address\\/([^/]+?)\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"address","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}]],"params":["id"],"component":"src/pages/api/user/address/[id].ts","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/address","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/address\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"address","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/address.ts","pathname":"/api/user/address","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/base","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/base\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"base","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/base.ts","pathname":"/api/user/base","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/contract/sign","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/contract\\/sign\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"contract","dynamic":false,"spread":false}],[{"content":"sign","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/contract/sign.ts","pathname":"/api/user/contract/sign","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/contract","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/contract\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"contract","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/contract.ts","pathname":"/api/user/contract","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/create_code","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/create_code\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"create_code","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/create_code.ts","pathname":"/api/user/create_code","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/feedback","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/feedback\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"feedback","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/feedback.ts","pathname":"/api/user/feedback","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/forget","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/forget\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"forget","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/forget.ts","pathname":"/api/user/forget","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/jyfw","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/jyfw\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"jyfw","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/jyfw.ts","pathname":"/api/user/jyfw","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/login","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/login\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"login","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/login.ts","pathname":"/api/user/login","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/logout","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/logout\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"logout","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/logout.ts","pathname":"/api/user/logout","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/messages/read_all","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/messages\\/read_all\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"messages","dynamic":false,"spread":false}],[{"content":"read_all","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/messages/read_all.ts","pathname":"/api/user/messages/read_all","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/messages/[id]/read","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/messages\\/([^/]+?)\\/read\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"messages","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}],[{"content":"read","dynamic":false,"spread":false}]],"params":["id"],"component":"src/pages/api/user/messages/[id]/read.ts","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/messages","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/messages\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"messages","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/messages.ts","pathname":"/api/user/messages","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/phone/[value]","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/phone\\/([^/]+?)\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"phone","dynamic":false,"spread":false}],[{"content":"value","dynamic":true,"spread":false}]],"params":["value"],"component":"src/pages/api/user/phone/[value].ts","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/register/company","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/register\\/company\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"register","dynamic":false,"spread":false}],[{"content":"company","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/register/company.ts","pathname":"/api/user/register/company","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/register","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/register\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"register","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/register.ts","pathname":"/api/user/register","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/resetPassword","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/resetPassword\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"resetPassword","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/resetPassword.ts","pathname":"/api/user/resetPassword","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/stores/[id]/switch","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/stores\\/([^/]+?)\\/switch\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"stores","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}],[{"content":"switch","dynamic":false,"spread":false}]],"params":["id"],"component":"src/pages/api/user/stores/[id]/switch.ts","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/stores","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/stores\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"stores","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/stores.ts","pathname":"/api/user/stores","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/unbind_wechat","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/unbind_wechat\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"unbind_wechat","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/unbind_wechat.ts","pathname":"/api/user/unbind_wechat","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/updateUserInfo","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/updateUserInfo\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"updateUserInfo","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/updateUserInfo.ts","pathname":"/api/user/updateUserInfo","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/wechat/authorize","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/wechat\\/authorize\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"wechat","dynamic":false,"spread":false}],[{"content":"authorize","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/wechat/authorize.ts","pathname":"/api/user/wechat/authorize","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/wechat/callback","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/wechat\\/callback\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"wechat","dynamic":false,"spread":false}],[{"content":"callback","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/wechat/callback.ts","pathname":"/api/user/wechat/callback","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/wechat/start","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/wechat\\/start\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"wechat","dynamic":false,"spread":false}],[{"content":"start","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/wechat/start.ts","pathname":"/api/user/wechat/start","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/user/zizhi","isIndex":false,"type":"endpoint","pattern":"^\\/api\\/user\\/zizhi\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"user","dynamic":false,"spread":false}],[{"content":"zizhi","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/api/user/zizhi.ts","pathname":"/api/user/zizhi","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/[...rest]","isIndex":false,"type":"endpoint","pattern":"^\\/api(?:\\/(.*?))?\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"...rest","dynamic":true,"spread":true}]],"params":["...rest"],"component":"src/pages/api/[...rest].ts","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".centre[data-astro-cid-r572csit]{grid-template-columns:200px 1fr;align-items:start;gap:1rem;margin-block:1rem 2rem;display:grid}.side[data-astro-cid-r572csit]{background:var(--surface);padding:1rem 0}.who[data-astro-cid-r572csit]{border-bottom:1px solid var(--line);gap:.25rem;padding:0 1rem 1rem;display:grid}.who[data-astro-cid-r572csit] strong[data-astro-cid-r572csit]{font-size:13px}.state[data-astro-cid-r572csit]{color:var(--warn);font-size:12px}.state[data-astro-cid-r572csit].ok{color:var(--brand)}.group[data-astro-cid-r572csit] h2[data-astro-cid-r572csit]{padding:.75rem 1rem .25rem;font-size:14px}.group[data-astro-cid-r572csit] a[data-astro-cid-r572csit]{color:var(--text-muted);justify-content:space-between;align-items:center;padding:.35rem 1rem .35rem 1.75rem;display:flex}.group[data-astro-cid-r572csit] a[data-astro-cid-r572csit][aria-current]{color:var(--brand);background:var(--brand-soft);border-left:3px solid var(--brand);padding-left:calc(1.75rem - 3px)}.badge[data-astro-cid-r572csit]{background:var(--accent);color:#fff;text-align:center;border-radius:999px;min-width:1.2rem;padding:0 .4rem;font-size:11px}.content[data-astro-cid-r572csit]{background:var(--surface);min-height:480px;padding:1.25rem 1.5rem 2rem}.content[data-astro-cid-r572csit]>h1[data-astro-cid-r572csit]{border-bottom:1px solid var(--line);margin-bottom:1.25rem;padding-bottom:.75rem;font-size:18px}@media (width<=760px){.centre[data-astro-cid-r572csit]{grid-template-columns:1fr}}.grid-table{border-collapse:collapse;width:100%;font-size:13px}.grid-table th,.grid-table td{border:1px solid var(--line);text-align:left;vertical-align:middle;padding:.55rem .6rem}.grid-table thead th{background:var(--gray-1);font-weight:600}.grid-table tr.active{background:var(--brand-soft)}.tag{background:var(--brand);color:#fff;border-radius:3px;margin-left:.4rem;padding:0 .4rem;font-size:11px;font-weight:400;display:inline-block}.ok{color:var(--brand)}.warn{color:var(--warn)}.bad{color:var(--accent)}.sub-panel{border:1px solid var(--line);border-radius:var(--radius);margin-top:1.25rem;padding:1.25rem}.sub-panel h2{margin-bottom:1rem;font-size:15px}.linkish{color:var(--brand);cursor:pointer;background:0 0;border:0;padding:0}.linkish.danger{color:var(--accent)}.addr-list{gap:.75rem;margin-bottom:1rem;display:grid}.addr-list li{border:1px solid var(--line);border-radius:var(--radius);gap:.25rem;padding:.75rem 1rem;display:grid}.addr-list li.default{border-color:var(--brand)}.addr-list .ops{justify-content:flex-end;gap:1rem;display:flex}.msg-bar{justify-content:space-between;align-items:center;margin-bottom:.75rem;display:flex}.msg-list li{border-bottom:1px solid var(--line)}.msg-list button{cursor:pointer;text-align:left;background:0 0;border:0;align-items:center;gap:.75rem;width:100%;padding:.75rem .25rem;display:flex}.msg-list .title{flex:1}.msg-list .unread .title{font-weight:600}.msg-list time{color:var(--text-muted);font-size:12px}.msg-list .dot{background:var(--accent);border-radius:50%;width:8px;height:8px}.msg-list .body{color:var(--text-muted);padding:0 .25rem 1rem 1.5rem}.scopes{border:1px solid var(--line);border-radius:var(--radius);flex-wrap:wrap;gap:.5rem 1.25rem;margin:0 0 1rem 8.5rem;padding:.5rem 1rem;display:flex}.scopes legend{padding:0 .25rem}@media (width<=640px){.scopes{margin-left:0}}\n"},{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".info[data-astro-cid-taoiauyo]{grid-template-columns:7rem 1fr 7rem 1fr;gap:.6rem 1rem;display:grid}.info[data-astro-cid-taoiauyo] dt[data-astro-cid-taoiauyo]{color:var(--text-muted);text-align:right}.small[data-astro-cid-taoiauyo]{margin-top:.75rem;font-size:12px}@media (width<=760px){.info[data-astro-cid-taoiauyo]{grid-template-columns:6rem 1fr}}\n.field{grid-template-columns:7.5rem 1fr;align-items:start;gap:.25rem 1rem;margin-bottom:1rem;display:grid}.field>label{text-align:right;color:var(--text);padding-top:.45rem}.field .req{color:var(--accent);margin-right:2px}.field .control{gap:.5rem;display:flex}.field input:not([type=checkbox]):not([type=radio]),.field select,.field textarea{border:1px solid var(--line);border-radius:var(--radius);background:#fff;flex:1;min-width:0;padding:.45rem .6rem}.field input:focus,.field select:focus{border-color:var(--brand);outline:2px solid var(--brand-soft)}.field.has-error input,.field.has-error select{border-color:var(--accent)}.field .hint,.field .error{grid-column:2;font-size:12px}.field .hint{color:var(--text-muted)}.field .error{color:var(--accent)}.code-btn{white-space:nowrap;min-width:8.5rem}.code-btn:disabled,.submit:disabled{opacity:.6;cursor:not-allowed}.submit{min-width:10rem;padding:.55rem 1.5rem;font-size:15px}.form-actions{flex-wrap:wrap;align-items:center;gap:1rem;padding-left:8.5rem;display:flex}.check{align-items:center;gap:.4rem;margin-bottom:1rem;padding-left:8.5rem;display:flex}.check-error{color:var(--accent);margin:-.5rem 0 1rem;padding-left:8.5rem;font-size:12px}.form-note{border-radius:var(--radius);background:var(--brand-soft);color:var(--brand-strong);margin-bottom:1rem;padding:.6rem .8rem;font-size:13px}.form-note.warn{color:#ad6800;background:#fff7e6}.form-note.bad{color:#a8071a;background:#fff1f0}@media (width<=640px){.field{grid-template-columns:1fr}.field>label{text-align:left;padding-top:0}.field .hint,.field .error{grid-column:1}.form-actions,.check,.check-error{padding-left:0}}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/basic","isIndex":false,"type":"page","pattern":"^\\/basic\\/?$","segments":[[{"content":"basic","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/basic.astro","pathname":"/basic","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".centre[data-astro-cid-r572csit]{grid-template-columns:200px 1fr;align-items:start;gap:1rem;margin-block:1rem 2rem;display:grid}.side[data-astro-cid-r572csit]{background:var(--surface);padding:1rem 0}.who[data-astro-cid-r572csit]{border-bottom:1px solid var(--line);gap:.25rem;padding:0 1rem 1rem;display:grid}.who[data-astro-cid-r572csit] strong[data-astro-cid-r572csit]{font-size:13px}.state[data-astro-cid-r572csit]{color:var(--warn);font-size:12px}.state[data-astro-cid-r572csit].ok{color:var(--brand)}.group[data-astro-cid-r572csit] h2[data-astro-cid-r572csit]{padding:.75rem 1rem .25rem;font-size:14px}.group[data-astro-cid-r572csit] a[data-astro-cid-r572csit]{color:var(--text-muted);justify-content:space-between;align-items:center;padding:.35rem 1rem .35rem 1.75rem;display:flex}.group[data-astro-cid-r572csit] a[data-astro-cid-r572csit][aria-current]{color:var(--brand);background:var(--brand-soft);border-left:3px solid var(--brand);padding-left:calc(1.75rem - 3px)}.badge[data-astro-cid-r572csit]{background:var(--accent);color:#fff;text-align:center;border-radius:999px;min-width:1.2rem;padding:0 .4rem;font-size:11px}.content[data-astro-cid-r572csit]{background:var(--surface);min-height:480px;padding:1.25rem 1.5rem 2rem}.content[data-astro-cid-r572csit]>h1[data-astro-cid-r572csit]{border-bottom:1px solid var(--line);margin-bottom:1.25rem;padding-bottom:.75rem;font-size:18px}@media (width<=760px){.centre[data-astro-cid-r572csit]{grid-template-columns:1fr}}.grid-table{border-collapse:collapse;width:100%;font-size:13px}.grid-table th,.grid-table td{border:1px solid var(--line);text-align:left;vertical-align:middle;padding:.55rem .6rem}.grid-table thead th{background:var(--gray-1);font-weight:600}.grid-table tr.active{background:var(--brand-soft)}.tag{background:var(--brand);color:#fff;border-radius:3px;margin-left:.4rem;padding:0 .4rem;font-size:11px;font-weight:400;display:inline-block}.ok{color:var(--brand)}.warn{color:var(--warn)}.bad{color:var(--accent)}.sub-panel{border:1px solid var(--line);border-radius:var(--radius);margin-top:1.25rem;padding:1.25rem}.sub-panel h2{margin-bottom:1rem;font-size:15px}.linkish{color:var(--brand);cursor:pointer;background:0 0;border:0;padding:0}.linkish.danger{color:var(--accent)}.addr-list{gap:.75rem;margin-bottom:1rem;display:grid}.addr-list li{border:1px solid var(--line);border-radius:var(--radius);gap:.25rem;padding:.75rem 1rem;display:grid}.addr-list li.default{border-color:var(--brand)}.addr-list .ops{justify-content:flex-end;gap:1rem;display:flex}.msg-bar{justify-content:space-between;align-items:center;margin-bottom:.75rem;display:flex}.msg-list li{border-bottom:1px solid var(--line)}.msg-list button{cursor:pointer;text-align:left;background:0 0;border:0;align-items:center;gap:.75rem;width:100%;padding:.75rem .25rem;display:flex}.msg-list .title{flex:1}.msg-list .unread .title{font-weight:600}.msg-list time{color:var(--text-muted);font-size:12px}.msg-list .dot{background:var(--accent);border-radius:50%;width:8px;height:8px}.msg-list .body{color:var(--text-muted);padding:0 .25rem 1rem 1.5rem}.scopes{border:1px solid var(--line);border-radius:var(--radius);flex-wrap:wrap;gap:.5rem 1.25rem;margin:0 0 1rem 8.5rem;padding:.5rem 1rem;display:flex}.scopes legend{padding:0 .25rem}@media (width<=640px){.scopes{margin-left:0}}\n"},{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".wx[data-astro-cid-wz7lryqu]{border:1px solid var(--line);border-radius:var(--radius);align-items:flex-start;gap:1.5rem;padding:1.5rem;display:flex}.wx-icon[data-astro-cid-wz7lryqu]{font-size:48px}.wx[data-astro-cid-wz7lryqu]>div[data-astro-cid-wz7lryqu]{gap:.5rem;display:grid}.state[data-astro-cid-wz7lryqu]{font-size:16px}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/bdwx","isIndex":false,"type":"page","pattern":"^\\/bdwx\\/?$","segments":[[{"content":"bdwx","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/bdwx.astro","pathname":"/bdwx","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"external","src":"_astro/cart_step1.CiZPa_RG.css"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/cart_step1","isIndex":false,"type":"page","pattern":"^\\/cart_step1\\/?$","segments":[[{"content":"cart_step1","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/cart_step1.astro","pathname":"/cart_step1","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".centre[data-astro-cid-r572csit]{grid-template-columns:200px 1fr;align-items:start;gap:1rem;margin-block:1rem 2rem;display:grid}.side[data-astro-cid-r572csit]{background:var(--surface);padding:1rem 0}.who[data-astro-cid-r572csit]{border-bottom:1px solid var(--line);gap:.25rem;padding:0 1rem 1rem;display:grid}.who[data-astro-cid-r572csit] strong[data-astro-cid-r572csit]{font-size:13px}.state[data-astro-cid-r572csit]{color:var(--warn);font-size:12px}.state[data-astro-cid-r572csit].ok{color:var(--brand)}.group[data-astro-cid-r572csit] h2[data-astro-cid-r572csit]{padding:.75rem 1rem .25rem;font-size:14px}.group[data-astro-cid-r572csit] a[data-astro-cid-r572csit]{color:var(--text-muted);justify-content:space-between;align-items:center;padding:.35rem 1rem .35rem 1.75rem;display:flex}.group[data-astro-cid-r572csit] a[data-astro-cid-r572csit][aria-current]{color:var(--brand);background:var(--brand-soft);border-left:3px solid var(--brand);padding-left:calc(1.75rem - 3px)}.badge[data-astro-cid-r572csit]{background:var(--accent);color:#fff;text-align:center;border-radius:999px;min-width:1.2rem;padding:0 .4rem;font-size:11px}.content[data-astro-cid-r572csit]{background:var(--surface);min-height:480px;padding:1.25rem 1.5rem 2rem}.content[data-astro-cid-r572csit]>h1[data-astro-cid-r572csit]{border-bottom:1px solid var(--line);margin-bottom:1.25rem;padding-bottom:.75rem;font-size:18px}@media (width<=760px){.centre[data-astro-cid-r572csit]{grid-template-columns:1fr}}.grid-table{border-collapse:collapse;width:100%;font-size:13px}.grid-table th,.grid-table td{border:1px solid var(--line);text-align:left;vertical-align:middle;padding:.55rem .6rem}.grid-table thead th{background:var(--gray-1);font-weight:600}.grid-table tr.active{background:var(--brand-soft)}.tag{background:var(--brand);color:#fff;border-radius:3px;margin-left:.4rem;padding:0 .4rem;font-size:11px;font-weight:400;display:inline-block}.ok{color:var(--brand)}.warn{color:var(--warn)}.bad{color:var(--accent)}.sub-panel{border:1px solid var(--line);border-radius:var(--radius);margin-top:1.25rem;padding:1.25rem}.sub-panel h2{margin-bottom:1rem;font-size:15px}.linkish{color:var(--brand);cursor:pointer;background:0 0;border:0;padding:0}.linkish.danger{color:var(--accent)}.addr-list{gap:.75rem;margin-bottom:1rem;display:grid}.addr-list li{border:1px solid var(--line);border-radius:var(--radius);gap:.25rem;padding:.75rem 1rem;display:grid}.addr-list li.default{border-color:var(--brand)}.addr-list .ops{justify-content:flex-end;gap:1rem;display:flex}.msg-bar{justify-content:space-between;align-items:center;margin-bottom:.75rem;display:flex}.msg-list li{border-bottom:1px solid var(--line)}.msg-list button{cursor:pointer;text-align:left;background:0 0;border:0;align-items:center;gap:.75rem;width:100%;padding:.75rem .25rem;display:flex}.msg-list .title{flex:1}.msg-list .unread .title{font-weight:600}.msg-list time{color:var(--text-muted);font-size:12px}.msg-list .dot{background:var(--accent);border-radius:50%;width:8px;height:8px}.msg-list .body{color:var(--text-muted);padding:0 .25rem 1rem 1.5rem}.scopes{border:1px solid var(--line);border-radius:var(--radius);flex-wrap:wrap;gap:.5rem 1.25rem;margin:0 0 1rem 8.5rem;padding:.5rem 1rem;display:flex}.scopes legend{padding:0 .25rem}@media (width<=640px){.scopes{margin-left:0}}\n"},{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".field{grid-template-columns:7.5rem 1fr;align-items:start;gap:.25rem 1rem;margin-bottom:1rem;display:grid}.field>label{text-align:right;color:var(--text);padding-top:.45rem}.field .req{color:var(--accent);margin-right:2px}.field .control{gap:.5rem;display:flex}.field input:not([type=checkbox]):not([type=radio]),.field select,.field textarea{border:1px solid var(--line);border-radius:var(--radius);background:#fff;flex:1;min-width:0;padding:.45rem .6rem}.field input:focus,.field select:focus{border-color:var(--brand);outline:2px solid var(--brand-soft)}.field.has-error input,.field.has-error select{border-color:var(--accent)}.field .hint,.field .error{grid-column:2;font-size:12px}.field .hint{color:var(--text-muted)}.field .error{color:var(--accent)}.code-btn{white-space:nowrap;min-width:8.5rem}.code-btn:disabled,.submit:disabled{opacity:.6;cursor:not-allowed}.submit{min-width:10rem;padding:.55rem 1.5rem;font-size:15px}.form-actions{flex-wrap:wrap;align-items:center;gap:1rem;padding-left:8.5rem;display:flex}.check{align-items:center;gap:.4rem;margin-bottom:1rem;padding-left:8.5rem;display:flex}.check-error{color:var(--accent);margin:-.5rem 0 1rem;padding-left:8.5rem;font-size:12px}.form-note{border-radius:var(--radius);background:var(--brand-soft);color:var(--brand-strong);margin-bottom:1rem;padding:.6rem .8rem;font-size:13px}.form-note.warn{color:#ad6800;background:#fff7e6}.form-note.bad{color:#a8071a;background:#fff1f0}@media (width<=640px){.field{grid-template-columns:1fr}.field>label{text-align:left;padding-top:0}.field .hint,.field .error{grid-column:1}.form-actions,.check,.check-error{padding-left:0}}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/ddgl","isIndex":false,"type":"page","pattern":"^\\/ddgl\\/?$","segments":[[{"content":"ddgl","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/ddgl.astro","pathname":"/ddgl","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/desktop.url","isIndex":false,"type":"endpoint","pattern":"^\\/desktop\\.url$","segments":[[{"content":"desktop.url","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/desktop.url.ts","pathname":"/desktop.url","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".centre[data-astro-cid-r572csit]{grid-template-columns:200px 1fr;align-items:start;gap:1rem;margin-block:1rem 2rem;display:grid}.side[data-astro-cid-r572csit]{background:var(--surface);padding:1rem 0}.who[data-astro-cid-r572csit]{border-bottom:1px solid var(--line);gap:.25rem;padding:0 1rem 1rem;display:grid}.who[data-astro-cid-r572csit] strong[data-astro-cid-r572csit]{font-size:13px}.state[data-astro-cid-r572csit]{color:var(--warn);font-size:12px}.state[data-astro-cid-r572csit].ok{color:var(--brand)}.group[data-astro-cid-r572csit] h2[data-astro-cid-r572csit]{padding:.75rem 1rem .25rem;font-size:14px}.group[data-astro-cid-r572csit] a[data-astro-cid-r572csit]{color:var(--text-muted);justify-content:space-between;align-items:center;padding:.35rem 1rem .35rem 1.75rem;display:flex}.group[data-astro-cid-r572csit] a[data-astro-cid-r572csit][aria-current]{color:var(--brand);background:var(--brand-soft);border-left:3px solid var(--brand);padding-left:calc(1.75rem - 3px)}.badge[data-astro-cid-r572csit]{background:var(--accent);color:#fff;text-align:center;border-radius:999px;min-width:1.2rem;padding:0 .4rem;font-size:11px}.content[data-astro-cid-r572csit]{background:var(--surface);min-height:480px;padding:1.25rem 1.5rem 2rem}.content[data-astro-cid-r572csit]>h1[data-astro-cid-r572csit]{border-bottom:1px solid var(--line);margin-bottom:1.25rem;padding-bottom:.75rem;font-size:18px}@media (width<=760px){.centre[data-astro-cid-r572csit]{grid-template-columns:1fr}}.grid-table{border-collapse:collapse;width:100%;font-size:13px}.grid-table th,.grid-table td{border:1px solid var(--line);text-align:left;vertical-align:middle;padding:.55rem .6rem}.grid-table thead th{background:var(--gray-1);font-weight:600}.grid-table tr.active{background:var(--brand-soft)}.tag{background:var(--brand);color:#fff;border-radius:3px;margin-left:.4rem;padding:0 .4rem;font-size:11px;font-weight:400;display:inline-block}.ok{color:var(--brand)}.warn{color:var(--warn)}.bad{color:var(--accent)}.sub-panel{border:1px solid var(--line);border-radius:var(--radius);margin-top:1.25rem;padding:1.25rem}.sub-panel h2{margin-bottom:1rem;font-size:15px}.linkish{color:var(--brand);cursor:pointer;background:0 0;border:0;padding:0}.linkish.danger{color:var(--accent)}.addr-list{gap:.75rem;margin-bottom:1rem;display:grid}.addr-list li{border:1px solid var(--line);border-radius:var(--radius);gap:.25rem;padding:.75rem 1rem;display:grid}.addr-list li.default{border-color:var(--brand)}.addr-list .ops{justify-content:flex-end;gap:1rem;display:flex}.msg-bar{justify-content:space-between;align-items:center;margin-bottom:.75rem;display:flex}.msg-list li{border-bottom:1px solid var(--line)}.msg-list button{cursor:pointer;text-align:left;background:0 0;border:0;align-items:center;gap:.75rem;width:100%;padding:.75rem .25rem;display:flex}.msg-list .title{flex:1}.msg-list .unread .title{font-weight:600}.msg-list time{color:var(--text-muted);font-size:12px}.msg-list .dot{background:var(--accent);border-radius:50%;width:8px;height:8px}.msg-list .body{color:var(--text-muted);padding:0 .25rem 1rem 1.5rem}.scopes{border:1px solid var(--line);border-radius:var(--radius);flex-wrap:wrap;gap:.5rem 1.25rem;margin:0 0 1rem 8.5rem;padding:.5rem 1rem;display:flex}.scopes legend{padding:0 .25rem}@media (width<=640px){.scopes{margin-left:0}}\n"},{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".contract[data-astro-cid-zvn4qqsi]{border:1px solid var(--line);border-radius:var(--radius);gap:.75rem;max-height:420px;padding:1.25rem 1.5rem;display:grid;overflow:auto}.contract[data-astro-cid-zvn4qqsi] h2[data-astro-cid-zvn4qqsi]{text-align:center;font-size:18px}.ver[data-astro-cid-zvn4qqsi]{text-align:center;font-size:12px}.contract[data-astro-cid-zvn4qqsi] h3[data-astro-cid-zvn4qqsi]{font-size:14px}\n.field{grid-template-columns:7.5rem 1fr;align-items:start;gap:.25rem 1rem;margin-bottom:1rem;display:grid}.field>label{text-align:right;color:var(--text);padding-top:.45rem}.field .req{color:var(--accent);margin-right:2px}.field .control{gap:.5rem;display:flex}.field input:not([type=checkbox]):not([type=radio]),.field select,.field textarea{border:1px solid var(--line);border-radius:var(--radius);background:#fff;flex:1;min-width:0;padding:.45rem .6rem}.field input:focus,.field select:focus{border-color:var(--brand);outline:2px solid var(--brand-soft)}.field.has-error input,.field.has-error select{border-color:var(--accent)}.field .hint,.field .error{grid-column:2;font-size:12px}.field .hint{color:var(--text-muted)}.field .error{color:var(--accent)}.code-btn{white-space:nowrap;min-width:8.5rem}.code-btn:disabled,.submit:disabled{opacity:.6;cursor:not-allowed}.submit{min-width:10rem;padding:.55rem 1.5rem;font-size:15px}.form-actions{flex-wrap:wrap;align-items:center;gap:1rem;padding-left:8.5rem;display:flex}.check{align-items:center;gap:.4rem;margin-bottom:1rem;padding-left:8.5rem;display:flex}.check-error{color:var(--accent);margin:-.5rem 0 1rem;padding-left:8.5rem;font-size:12px}.form-note{border-radius:var(--radius);background:var(--brand-soft);color:var(--brand-strong);margin-bottom:1rem;padding:.6rem .8rem;font-size:13px}.form-note.warn{color:#ad6800;background:#fff7e6}.form-note.bad{color:#a8071a;background:#fff1f0}@media (width<=640px){.field{grid-template-columns:1fr}.field>label{text-align:left;padding-top:0}.field .hint,.field .error{grid-column:1}.form-actions,.check,.check-error{padding-left:0}}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/dzht","isIndex":false,"type":"page","pattern":"^\\/dzht\\/?$","segments":[[{"content":"dzht","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/dzht.astro","pathname":"/dzht","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/files/zzzj/[id]","isIndex":false,"type":"endpoint","pattern":"^\\/files\\/zzzj\\/([^/]+?)\\/?$","segments":[[{"content":"files","dynamic":false,"spread":false}],[{"content":"zzzj","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}]],"params":["id"],"component":"src/pages/files/zzzj/[id].ts","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".stepbar[data-astro-cid-v4r5dmao]{counter-reset:s;gap:0;margin:0 0 2rem;display:flex}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao]{background:var(--gray-2);color:var(--text-muted);flex:1;justify-content:center;align-items:center;gap:.5rem;padding:.7rem;display:flex;position:relative}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].on{background:var(--brand);color:#fff}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].done{background:var(--brand-soft);color:var(--brand-strong)}.num[data-astro-cid-v4r5dmao]{border:1px solid;border-radius:50%;place-items:center;width:1.5rem;height:1.5rem;font-size:12px;display:inline-grid}.auth-panel[data-astro-cid-pf5utoyz]{background:var(--surface);margin-block:1.5rem;padding:2rem 3rem 3rem}h1[data-astro-cid-pf5utoyz]{border-bottom:1px solid var(--line);margin-bottom:1.5rem;padding-bottom:.75rem;font-size:20px;font-weight:600}.auth-body[data-astro-cid-pf5utoyz]{max-width:620px;margin-inline:auto}@media (width<=640px){.auth-panel[data-astro-cid-pf5utoyz]{padding:1.25rem}}\n.field{grid-template-columns:7.5rem 1fr;align-items:start;gap:.25rem 1rem;margin-bottom:1rem;display:grid}.field>label{text-align:right;color:var(--text);padding-top:.45rem}.field .req{color:var(--accent);margin-right:2px}.field .control{gap:.5rem;display:flex}.field input:not([type=checkbox]):not([type=radio]),.field select,.field textarea{border:1px solid var(--line);border-radius:var(--radius);background:#fff;flex:1;min-width:0;padding:.45rem .6rem}.field input:focus,.field select:focus{border-color:var(--brand);outline:2px solid var(--brand-soft)}.field.has-error input,.field.has-error select{border-color:var(--accent)}.field .hint,.field .error{grid-column:2;font-size:12px}.field .hint{color:var(--text-muted)}.field .error{color:var(--accent)}.code-btn{white-space:nowrap;min-width:8.5rem}.code-btn:disabled,.submit:disabled{opacity:.6;cursor:not-allowed}.submit{min-width:10rem;padding:.55rem 1.5rem;font-size:15px}.form-actions{flex-wrap:wrap;align-items:center;gap:1rem;padding-left:8.5rem;display:flex}.check{align-items:center;gap:.4rem;margin-bottom:1rem;padding-left:8.5rem;display:flex}.check-error{color:var(--accent);margin:-.5rem 0 1rem;padding-left:8.5rem;font-size:12px}.form-note{border-radius:var(--radius);background:var(--brand-soft);color:var(--brand-strong);margin-bottom:1rem;padding:.6rem .8rem;font-size:13px}.form-note.warn{color:#ad6800;background:#fff7e6}.form-note.bad{color:#a8071a;background:#fff1f0}@media (width<=640px){.field{grid-template-columns:1fr}.field>label{text-align:left;padding-top:0}.field .hint,.field .error{grid-column:1}.form-actions,.check,.check-error{padding-left:0}}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/forget_step1","isIndex":false,"type":"page","pattern":"^\\/forget_step1\\/?$","segments":[[{"content":"forget_step1","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/forget_step1.astro","pathname":"/forget_step1","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".stepbar[data-astro-cid-v4r5dmao]{counter-reset:s;gap:0;margin:0 0 2rem;display:flex}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao]{background:var(--gray-2);color:var(--text-muted);flex:1;justify-content:center;align-items:center;gap:.5rem;padding:.7rem;display:flex;position:relative}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].on{background:var(--brand);color:#fff}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].done{background:var(--brand-soft);color:var(--brand-strong)}.num[data-astro-cid-v4r5dmao]{border:1px solid;border-radius:50%;place-items:center;width:1.5rem;height:1.5rem;font-size:12px;display:inline-grid}.auth-panel[data-astro-cid-pf5utoyz]{background:var(--surface);margin-block:1.5rem;padding:2rem 3rem 3rem}h1[data-astro-cid-pf5utoyz]{border-bottom:1px solid var(--line);margin-bottom:1.5rem;padding-bottom:.75rem;font-size:20px;font-weight:600}.auth-body[data-astro-cid-pf5utoyz]{max-width:620px;margin-inline:auto}@media (width<=640px){.auth-panel[data-astro-cid-pf5utoyz]{padding:1.25rem}}\n.field{grid-template-columns:7.5rem 1fr;align-items:start;gap:.25rem 1rem;margin-bottom:1rem;display:grid}.field>label{text-align:right;color:var(--text);padding-top:.45rem}.field .req{color:var(--accent);margin-right:2px}.field .control{gap:.5rem;display:flex}.field input:not([type=checkbox]):not([type=radio]),.field select,.field textarea{border:1px solid var(--line);border-radius:var(--radius);background:#fff;flex:1;min-width:0;padding:.45rem .6rem}.field input:focus,.field select:focus{border-color:var(--brand);outline:2px solid var(--brand-soft)}.field.has-error input,.field.has-error select{border-color:var(--accent)}.field .hint,.field .error{grid-column:2;font-size:12px}.field .hint{color:var(--text-muted)}.field .error{color:var(--accent)}.code-btn{white-space:nowrap;min-width:8.5rem}.code-btn:disabled,.submit:disabled{opacity:.6;cursor:not-allowed}.submit{min-width:10rem;padding:.55rem 1.5rem;font-size:15px}.form-actions{flex-wrap:wrap;align-items:center;gap:1rem;padding-left:8.5rem;display:flex}.check{align-items:center;gap:.4rem;margin-bottom:1rem;padding-left:8.5rem;display:flex}.check-error{color:var(--accent);margin:-.5rem 0 1rem;padding-left:8.5rem;font-size:12px}.form-note{border-radius:var(--radius);background:var(--brand-soft);color:var(--brand-strong);margin-bottom:1rem;padding:.6rem .8rem;font-size:13px}.form-note.warn{color:#ad6800;background:#fff7e6}.form-note.bad{color:#a8071a;background:#fff1f0}@media (width<=640px){.field{grid-template-columns:1fr}.field>label{text-align:left;padding-top:0}.field .hint,.field .error{grid-column:1}.form-actions,.check,.check-error{padding-left:0}}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/forget_step2","isIndex":false,"type":"page","pattern":"^\\/forget_step2\\/?$","segments":[[{"content":"forget_step2","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/forget_step2.astro","pathname":"/forget_step2","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".done[data-astro-cid-t733k7xg]{text-align:center;justify-items:center;gap:.75rem;padding:1rem 0;display:grid}.ok-mark[data-astro-cid-t733k7xg]{background:var(--brand);color:#fff;border-radius:50%;place-items:center;width:64px;height:64px;font-size:36px;display:grid}.done[data-astro-cid-t733k7xg] h2[data-astro-cid-t733k7xg]{font-size:22px}\n.stepbar[data-astro-cid-v4r5dmao]{counter-reset:s;gap:0;margin:0 0 2rem;display:flex}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao]{background:var(--gray-2);color:var(--text-muted);flex:1;justify-content:center;align-items:center;gap:.5rem;padding:.7rem;display:flex;position:relative}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].on{background:var(--brand);color:#fff}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].done{background:var(--brand-soft);color:var(--brand-strong)}.num[data-astro-cid-v4r5dmao]{border:1px solid;border-radius:50%;place-items:center;width:1.5rem;height:1.5rem;font-size:12px;display:inline-grid}.auth-panel[data-astro-cid-pf5utoyz]{background:var(--surface);margin-block:1.5rem;padding:2rem 3rem 3rem}h1[data-astro-cid-pf5utoyz]{border-bottom:1px solid var(--line);margin-bottom:1.5rem;padding-bottom:.75rem;font-size:20px;font-weight:600}.auth-body[data-astro-cid-pf5utoyz]{max-width:620px;margin-inline:auto}@media (width<=640px){.auth-panel[data-astro-cid-pf5utoyz]{padding:1.25rem}}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/forget_step3","isIndex":false,"type":"page","pattern":"^\\/forget_step3\\/?$","segments":[[{"content":"forget_step3","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/forget_step3.astro","pathname":"/forget_step3","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".landing[data-astro-cid-zdr77av7]{gap:1rem;margin-top:1rem;display:grid}.hero[data-astro-cid-zdr77av7]{color:#fff;background:linear-gradient(120deg, var(--brand), #2f9e6a);border-radius:var(--radius);padding:2rem 1.5rem}.zone[data-astro-cid-zdr77av7] .hero[data-astro-cid-zdr77av7]{background:linear-gradient(120deg, #c92a2a, var(--accent))}.chips[data-astro-cid-zdr77av7]{gap:.5rem;display:flex}.kind[data-astro-cid-zdr77av7],.state[data-astro-cid-zdr77av7]{background:#fff3;border-radius:3px;padding:.1rem .5rem;font-size:12px}.state[data-astro-cid-zdr77av7].running{color:var(--brand);background:#fff;font-weight:600}h1[data-astro-cid-zdr77av7]{margin:.5rem 0;font-size:28px;line-height:1.3}.window[data-astro-cid-zdr77av7]{opacity:.95}.notice[data-astro-cid-zdr77av7]{border-radius:var(--radius);background:#fff4e6;border:1px solid #ffd8a8;padding:.75rem 1rem}.rules[data-astro-cid-zdr77av7],.goods[data-astro-cid-zdr77av7]{background:var(--surface);padding:1.25rem 1.5rem}h2[data-astro-cid-zdr77av7]{margin-bottom:.75rem;font-size:18px}.rules[data-astro-cid-zdr77av7] ul[data-astro-cid-zdr77av7]{flex-wrap:wrap;gap:.75rem;margin-bottom:.75rem;display:flex}.rules[data-astro-cid-zdr77av7] li[data-astro-cid-zdr77av7]{color:var(--accent);border:1px dashed var(--accent);border-radius:var(--radius);padding:.4rem 1rem;font-size:18px;font-weight:600}.goods[data-astro-cid-zdr77av7] ul[data-astro-cid-zdr77av7]{grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:.75rem;margin-bottom:.75rem;display:grid}.goods[data-astro-cid-zdr77av7] a[data-astro-cid-zdr77av7]{border:1px solid var(--line);border-radius:var(--radius);gap:.15rem;height:100%;padding:.75rem;display:grid}@media (width<=720px){.hero[data-astro-cid-zdr77av7]{padding:1.25rem 1rem}h1[data-astro-cid-zdr77av7]{font-size:22px}.rules[data-astro-cid-zdr77av7],.goods[data-astro-cid-zdr77av7]{padding:1rem}}.missing[data-astro-cid-j3rwnarm]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1rem;padding:3rem 1rem;display:grid}h1[data-astro-cid-j3rwnarm]{font-size:24px}.links[data-astro-cid-j3rwnarm]{flex-wrap:wrap;justify-content:center;gap:.75rem;display:flex}.running[data-astro-cid-j3rwnarm]{text-align:left;width:min(560px,100%);margin-top:1rem}.running[data-astro-cid-j3rwnarm] h2[data-astro-cid-j3rwnarm]{margin-bottom:.5rem;font-size:16px}.running[data-astro-cid-j3rwnarm] li[data-astro-cid-j3rwnarm] a[data-astro-cid-j3rwnarm]{border:1px solid var(--line);border-radius:var(--radius);align-items:center;gap:.5rem;margin-bottom:.5rem;padding:.55rem .75rem;display:flex}.kind[data-astro-cid-j3rwnarm]{color:#fff;background:var(--accent);border-radius:3px;padding:0 .35rem;font-size:12px}.tabs[data-astro-cid-q4apvuin]{flex-wrap:wrap;gap:.5rem;margin-top:1rem;display:flex}.tabs[data-astro-cid-q4apvuin] a[data-astro-cid-q4apvuin]{background:var(--surface);border:1px solid var(--line);border-radius:var(--radius);padding:.45rem 1rem}.tabs[data-astro-cid-q4apvuin] a[data-astro-cid-q4apvuin][aria-current=page]{background:var(--brand);border-color:var(--brand);color:#fff}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/hdmb","isIndex":false,"type":"page","pattern":"^\\/hdmb\\/?$","segments":[[{"content":"hdmb","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/hdmb.astro","pathname":"/hdmb","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".landing[data-astro-cid-zdr77av7]{gap:1rem;margin-top:1rem;display:grid}.hero[data-astro-cid-zdr77av7]{color:#fff;background:linear-gradient(120deg, var(--brand), #2f9e6a);border-radius:var(--radius);padding:2rem 1.5rem}.zone[data-astro-cid-zdr77av7] .hero[data-astro-cid-zdr77av7]{background:linear-gradient(120deg, #c92a2a, var(--accent))}.chips[data-astro-cid-zdr77av7]{gap:.5rem;display:flex}.kind[data-astro-cid-zdr77av7],.state[data-astro-cid-zdr77av7]{background:#fff3;border-radius:3px;padding:.1rem .5rem;font-size:12px}.state[data-astro-cid-zdr77av7].running{color:var(--brand);background:#fff;font-weight:600}h1[data-astro-cid-zdr77av7]{margin:.5rem 0;font-size:28px;line-height:1.3}.window[data-astro-cid-zdr77av7]{opacity:.95}.notice[data-astro-cid-zdr77av7]{border-radius:var(--radius);background:#fff4e6;border:1px solid #ffd8a8;padding:.75rem 1rem}.rules[data-astro-cid-zdr77av7],.goods[data-astro-cid-zdr77av7]{background:var(--surface);padding:1.25rem 1.5rem}h2[data-astro-cid-zdr77av7]{margin-bottom:.75rem;font-size:18px}.rules[data-astro-cid-zdr77av7] ul[data-astro-cid-zdr77av7]{flex-wrap:wrap;gap:.75rem;margin-bottom:.75rem;display:flex}.rules[data-astro-cid-zdr77av7] li[data-astro-cid-zdr77av7]{color:var(--accent);border:1px dashed var(--accent);border-radius:var(--radius);padding:.4rem 1rem;font-size:18px;font-weight:600}.goods[data-astro-cid-zdr77av7] ul[data-astro-cid-zdr77av7]{grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:.75rem;margin-bottom:.75rem;display:grid}.goods[data-astro-cid-zdr77av7] a[data-astro-cid-zdr77av7]{border:1px solid var(--line);border-radius:var(--radius);gap:.15rem;height:100%;padding:.75rem;display:grid}@media (width<=720px){.hero[data-astro-cid-zdr77av7]{padding:1.25rem 1rem}h1[data-astro-cid-zdr77av7]{font-size:22px}.rules[data-astro-cid-zdr77av7],.goods[data-astro-cid-zdr77av7]{padding:1rem}}.missing[data-astro-cid-j3rwnarm]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1rem;padding:3rem 1rem;display:grid}h1[data-astro-cid-j3rwnarm]{font-size:24px}.links[data-astro-cid-j3rwnarm]{flex-wrap:wrap;justify-content:center;gap:.75rem;display:flex}.running[data-astro-cid-j3rwnarm]{text-align:left;width:min(560px,100%);margin-top:1rem}.running[data-astro-cid-j3rwnarm] h2[data-astro-cid-j3rwnarm]{margin-bottom:.5rem;font-size:16px}.running[data-astro-cid-j3rwnarm] li[data-astro-cid-j3rwnarm] a[data-astro-cid-j3rwnarm]{border:1px solid var(--line);border-radius:var(--radius);align-items:center;gap:.5rem;margin-bottom:.5rem;padding:.55rem .75rem;display:flex}.kind[data-astro-cid-j3rwnarm]{color:#fff;background:var(--accent);border-radius:3px;padding:0 .35rem;font-size:12px}.tabs[data-astro-cid-q4apvuin]{flex-wrap:wrap;gap:.5rem;margin-top:1rem;display:flex}.tabs[data-astro-cid-q4apvuin] a[data-astro-cid-q4apvuin]{background:var(--surface);border:1px solid var(--line);border-radius:var(--radius);padding:.45rem 1rem}.tabs[data-astro-cid-q4apvuin] a[data-astro-cid-q4apvuin][aria-current=page]{background:var(--brand);border-color:var(--brand);color:#fff}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/Hdzx/[ids]/[...id]","isIndex":false,"type":"page","pattern":"^\\/Hdzx\\/([^/]+?)(?:\\/(.*?))?\\/?$","segments":[[{"content":"Hdzx","dynamic":false,"spread":false}],[{"content":"ids","dynamic":true,"spread":false}],[{"content":"...id","dynamic":true,"spread":true}]],"params":["ids","...id"],"component":"src/pages/Hdzx/[ids]/[...id].astro","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".help-side[data-astro-cid-iyknq3al]{background:var(--surface);align-self:start;padding:1rem 0}h2[data-astro-cid-iyknq3al]{border-bottom:2px solid var(--brand);color:var(--brand);padding:0 1.25rem .75rem;font-size:18px}section[data-astro-cid-iyknq3al]{padding:.75rem 1.25rem 0}h3[data-astro-cid-iyknq3al]{margin-bottom:.25rem;font-size:15px}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al]{color:var(--text-muted);padding:.2rem 0 .2rem .75rem;display:block}a[data-astro-cid-iyknq3al][aria-current=page]{color:var(--brand);font-weight:600}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al][aria-current=page]{border-left:3px solid var(--brand);padding-left:calc(.75rem - 3px)}@media (width<=720px){.help-side[data-astro-cid-iyknq3al]{padding:.75rem 0}section[data-astro-cid-iyknq3al]{flex-wrap:wrap;align-items:baseline;gap:0 .75rem;display:flex}ul[data-astro-cid-iyknq3al]{display:contents}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al]{padding:.2rem 0}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al][aria-current=page]{border:0;padding-left:0}}.help-shell[data-astro-cid-eiy2777n]{grid-template-columns:220px minmax(0,1fr);align-items:start;gap:1rem;margin-top:1rem;display:grid}.help-main[data-astro-cid-eiy2777n]{background:var(--surface);grid-area:1/2;min-width:0;padding:1.5rem 2rem 2rem}.help-shell[data-astro-cid-eiy2777n]>.help-side{grid-area:1/1}@media (width<=720px){.help-shell[data-astro-cid-eiy2777n]{grid-template-columns:minmax(0,1fr);gap:.5rem;width:100%;margin-top:0}.help-main[data-astro-cid-eiy2777n]{grid-column:1;padding:1rem}.help-shell[data-astro-cid-eiy2777n]>.help-side{grid-area:2/1}}.crumbs[data-astro-cid-bguunqul]{color:var(--text-muted);margin-bottom:.75rem;font-size:12px}ol[data-astro-cid-bguunqul]{flex-wrap:wrap;gap:.25rem;display:flex}li[data-astro-cid-bguunqul]+li[data-astro-cid-bguunqul]:before{content:\"›\";color:var(--gray-5);margin-right:.25rem}a[data-astro-cid-bguunqul]:hover{color:var(--brand)}\nh1[data-astro-cid-c3cujeid]{font-size:24px}.intro[data-astro-cid-c3cujeid]{margin:.35rem 0 1.25rem}.intro[data-astro-cid-c3cujeid] a[data-astro-cid-c3cujeid]{color:var(--brand)}.cards[data-astro-cid-c3cujeid]{grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:1rem;display:grid}.card[data-astro-cid-c3cujeid]{border:1px solid var(--line);border-top:3px solid var(--brand);padding:.9rem 1rem}.card[data-astro-cid-c3cujeid] h2[data-astro-cid-c3cujeid]{margin-bottom:.4rem;font-size:16px}.card[data-astro-cid-c3cujeid] li[data-astro-cid-c3cujeid]{line-height:2}.card[data-astro-cid-c3cujeid] li[data-astro-cid-c3cujeid] a[data-astro-cid-c3cujeid]{color:var(--gray-8)}.card[data-astro-cid-c3cujeid] li[data-astro-cid-c3cujeid] a[data-astro-cid-c3cujeid]:hover{color:var(--brand)}h1[data-astro-cid-62g2sqyt]{font-size:24px}.intro[data-astro-cid-62g2sqyt]{margin:.25rem 0 1rem;font-size:12px}.article-list[data-astro-cid-62g2sqyt] li[data-astro-cid-62g2sqyt]{border-top:1px solid var(--line);padding:1rem 0}.article-list[data-astro-cid-62g2sqyt] h2[data-astro-cid-62g2sqyt]{font-size:17px}.article-list[data-astro-cid-62g2sqyt] h2[data-astro-cid-62g2sqyt] a[data-astro-cid-62g2sqyt]:hover{text-decoration:underline}.article-list[data-astro-cid-62g2sqyt] p[data-astro-cid-62g2sqyt]{color:var(--gray-8);margin-top:.25rem}.article-list[data-astro-cid-62g2sqyt] .date[data-astro-cid-62g2sqyt]{color:var(--text-muted);font-size:12px}.feedback[data-astro-cid-jzypr3z6]{border-top:1px solid var(--line);margin-top:2rem;padding-top:1.5rem}h2[data-astro-cid-jzypr3z6]{margin-bottom:1rem;font-size:18px}form[data-astro-cid-jzypr3z6]{gap:1rem;max-width:640px;display:grid}fieldset[data-astro-cid-jzypr3z6]{border:0;flex-wrap:wrap;align-items:center;gap:1.25rem;margin:0;padding:0;display:flex}legend[data-astro-cid-jzypr3z6]{float:left;margin-right:.5rem;font-weight:600}.field[data-astro-cid-jzypr3z6]{gap:.35rem;display:grid}.field[data-astro-cid-jzypr3z6] label[data-astro-cid-jzypr3z6]{font-weight:600}textarea[data-astro-cid-jzypr3z6],input[data-astro-cid-jzypr3z6][type=text]{border:1px solid var(--line);border-radius:var(--radius);background:#fff;width:100%;padding:.5rem .65rem}textarea[data-astro-cid-jzypr3z6]{resize:vertical;min-height:8rem}[data-astro-cid-jzypr3z6][aria-invalid=true]{border-color:var(--accent)}.hint[data-astro-cid-jzypr3z6]{color:var(--text-muted);font-size:12px}.hint[data-astro-cid-jzypr3z6] .over{color:var(--accent);font-weight:600}.error[data-astro-cid-jzypr3z6]{color:var(--accent);min-height:1.2em}.error[data-astro-cid-jzypr3z6]:empty,.done[data-astro-cid-jzypr3z6]:empty{display:none}.done[data-astro-cid-jzypr3z6]{color:var(--brand);font-weight:600}button[data-astro-cid-jzypr3z6]{justify-self:start;padding:.5rem 2rem}button[data-astro-cid-jzypr3z6]:disabled{opacity:.6;cursor:progress}h1[data-astro-cid-auytl3yd]{font-size:24px;line-height:1.35}.meta[data-astro-cid-auytl3yd]{color:var(--text-muted);flex-wrap:wrap;gap:0 1.25rem;margin-top:.4rem;font-size:12px;display:flex}.lead[data-astro-cid-auytl3yd]{background:var(--brand-soft);border-left:3px solid var(--brand);color:var(--gray-8);margin:1rem 0 1.25rem;padding:.75rem 1rem}.pager[data-astro-cid-auytl3yd]{border-top:1px solid var(--line);grid-template-columns:1fr 1fr;gap:1rem;margin-top:2rem;padding-top:1rem;display:grid}.pager[data-astro-cid-auytl3yd] a[data-astro-cid-auytl3yd],.pager[data-astro-cid-auytl3yd] .none[data-astro-cid-auytl3yd]{border:1px solid var(--line);border-radius:var(--radius);gap:.15rem;padding:.6rem .8rem;display:grid}.pager[data-astro-cid-auytl3yd] a[data-astro-cid-auytl3yd][rel=next],.pager[data-astro-cid-auytl3yd] .none[data-astro-cid-auytl3yd]:last-child{text-align:right}.pager[data-astro-cid-auytl3yd] span[data-astro-cid-auytl3yd]:not(.none){color:var(--text-muted);font-size:12px}.pager[data-astro-cid-auytl3yd] .none[data-astro-cid-auytl3yd]{color:var(--text-muted);align-content:center;font-size:12px}@media (width<=720px){h1[data-astro-cid-auytl3yd]{font-size:20px}}\n@layer components{.prose{overflow-wrap:anywhere;font-size:15px;line-height:1.85}.prose>*+*{margin-top:.9em}.prose h2{border-left:4px solid var(--brand);margin-top:1.6em;padding-left:.6rem;font-size:18px;line-height:1.4}.prose h3{margin-top:1.3em;font-size:16px}.prose ul{padding-left:1.5em;list-style:outside}.prose ol{padding-left:1.5em;list-style:decimal}.prose li+li{margin-top:.3em}.prose a{color:var(--brand);text-underline-offset:2px;text-decoration:underline}.prose strong{color:var(--gray-9)}.prose blockquote{background:var(--gray-1);border-left:3px solid var(--gray-4);color:var(--text-muted);margin-inline:0;padding:.5rem 1rem}.prose table{border-collapse:collapse;max-width:100%;font-size:14px;display:block;overflow-x:auto}.prose th,.prose td{border:1px solid var(--line);text-align:left;vertical-align:top;padding:.45rem .7rem}.prose th{background:var(--gray-1);white-space:nowrap}.prose img{height:auto;margin-inline:auto}.prose code{background:var(--gray-1);border-radius:3px;padding:0 .25em;font-size:.9em}}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/help/xrzn/hyzc","isIndex":false,"type":"page","pattern":"^\\/help\\/xrzn\\/hyzc\\/?$","segments":[[{"content":"help","dynamic":false,"spread":false}],[{"content":"xrzn","dynamic":false,"spread":false}],[{"content":"hyzc","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/help/xrzn/hyzc.astro","pathname":"/help/xrzn/hyzc","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/help/[...slug]","isIndex":false,"type":"page","pattern":"^\\/help(?:\\/(.*?))?\\/?$","segments":[[{"content":"help","dynamic":false,"spread":false}],[{"content":"...slug","dynamic":true,"spread":true}]],"params":["...slug"],"component":"src/pages/help/[...slug].astro","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".help-side[data-astro-cid-iyknq3al]{background:var(--surface);align-self:start;padding:1rem 0}h2[data-astro-cid-iyknq3al]{border-bottom:2px solid var(--brand);color:var(--brand);padding:0 1.25rem .75rem;font-size:18px}section[data-astro-cid-iyknq3al]{padding:.75rem 1.25rem 0}h3[data-astro-cid-iyknq3al]{margin-bottom:.25rem;font-size:15px}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al]{color:var(--text-muted);padding:.2rem 0 .2rem .75rem;display:block}a[data-astro-cid-iyknq3al][aria-current=page]{color:var(--brand);font-weight:600}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al][aria-current=page]{border-left:3px solid var(--brand);padding-left:calc(.75rem - 3px)}@media (width<=720px){.help-side[data-astro-cid-iyknq3al]{padding:.75rem 0}section[data-astro-cid-iyknq3al]{flex-wrap:wrap;align-items:baseline;gap:0 .75rem;display:flex}ul[data-astro-cid-iyknq3al]{display:contents}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al]{padding:.2rem 0}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al][aria-current=page]{border:0;padding-left:0}}.help-shell[data-astro-cid-eiy2777n]{grid-template-columns:220px minmax(0,1fr);align-items:start;gap:1rem;margin-top:1rem;display:grid}.help-main[data-astro-cid-eiy2777n]{background:var(--surface);grid-area:1/2;min-width:0;padding:1.5rem 2rem 2rem}.help-shell[data-astro-cid-eiy2777n]>.help-side{grid-area:1/1}@media (width<=720px){.help-shell[data-astro-cid-eiy2777n]{grid-template-columns:minmax(0,1fr);gap:.5rem;width:100%;margin-top:0}.help-main[data-astro-cid-eiy2777n]{grid-column:1;padding:1rem}.help-shell[data-astro-cid-eiy2777n]>.help-side{grid-area:2/1}}.crumbs[data-astro-cid-bguunqul]{color:var(--text-muted);margin-bottom:.75rem;font-size:12px}ol[data-astro-cid-bguunqul]{flex-wrap:wrap;gap:.25rem;display:flex}li[data-astro-cid-bguunqul]+li[data-astro-cid-bguunqul]:before{content:\"›\";color:var(--gray-5);margin-right:.25rem}a[data-astro-cid-bguunqul]:hover{color:var(--brand)}\n.pager[data-astro-cid-5uv7djet]{flex-wrap:wrap;justify-content:center;align-items:center;gap:.4rem;margin-top:1.5rem;display:flex}a[data-astro-cid-5uv7djet],.off[data-astro-cid-5uv7djet]{border:1px solid var(--line);border-radius:var(--radius);text-align:center;background:#fff;min-width:2.2rem;padding:.3rem .7rem}a[data-astro-cid-5uv7djet][aria-current=page]{background:var(--brand);border-color:var(--brand);color:#fff}.off[data-astro-cid-5uv7djet]{color:var(--gray-5)}.gap[data-astro-cid-5uv7djet]{color:var(--text-muted);padding:0 .2rem}.total[data-astro-cid-5uv7djet]{color:var(--text-muted);margin-left:.5rem;font-size:12px}h1[data-astro-cid-hlbmnwgm]{font-size:24px}.tabs[data-astro-cid-hlbmnwgm]{border-bottom:1px solid var(--line);gap:.5rem;margin:.75rem 0 .5rem;display:flex}.tabs[data-astro-cid-hlbmnwgm] a[data-astro-cid-hlbmnwgm]{border-bottom:2px solid #0000;margin-bottom:-1px;padding:.4rem .9rem}.tabs[data-astro-cid-hlbmnwgm] a[data-astro-cid-hlbmnwgm][aria-current=page]{color:var(--brand);border-color:var(--brand);font-weight:600}.news-list[data-astro-cid-hlbmnwgm] li[data-astro-cid-hlbmnwgm]{border-bottom:1px solid var(--line);padding:1rem 0}.news-list[data-astro-cid-hlbmnwgm] h2[data-astro-cid-hlbmnwgm]{font-size:17px;line-height:1.45}.news-list[data-astro-cid-hlbmnwgm] h2[data-astro-cid-hlbmnwgm] a[data-astro-cid-hlbmnwgm]:hover{text-decoration:underline}.summary[data-astro-cid-hlbmnwgm]{color:var(--gray-8);margin-top:.3rem}.meta[data-astro-cid-hlbmnwgm]{color:var(--text-muted);gap:.75rem;margin-top:.3rem;font-size:12px;display:flex}.kind[data-astro-cid-hlbmnwgm]{color:var(--brand)}.empty[data-astro-cid-hlbmnwgm]{text-align:center;color:var(--text-muted);padding:3rem 0}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/help_news","isIndex":false,"type":"page","pattern":"^\\/help_news\\/?$","segments":[[{"content":"help_news","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/help_news.astro","pathname":"/help_news","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".help-side[data-astro-cid-iyknq3al]{background:var(--surface);align-self:start;padding:1rem 0}h2[data-astro-cid-iyknq3al]{border-bottom:2px solid var(--brand);color:var(--brand);padding:0 1.25rem .75rem;font-size:18px}section[data-astro-cid-iyknq3al]{padding:.75rem 1.25rem 0}h3[data-astro-cid-iyknq3al]{margin-bottom:.25rem;font-size:15px}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al]{color:var(--text-muted);padding:.2rem 0 .2rem .75rem;display:block}a[data-astro-cid-iyknq3al][aria-current=page]{color:var(--brand);font-weight:600}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al][aria-current=page]{border-left:3px solid var(--brand);padding-left:calc(.75rem - 3px)}@media (width<=720px){.help-side[data-astro-cid-iyknq3al]{padding:.75rem 0}section[data-astro-cid-iyknq3al]{flex-wrap:wrap;align-items:baseline;gap:0 .75rem;display:flex}ul[data-astro-cid-iyknq3al]{display:contents}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al]{padding:.2rem 0}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al][aria-current=page]{border:0;padding-left:0}}.help-shell[data-astro-cid-eiy2777n]{grid-template-columns:220px minmax(0,1fr);align-items:start;gap:1rem;margin-top:1rem;display:grid}.help-main[data-astro-cid-eiy2777n]{background:var(--surface);grid-area:1/2;min-width:0;padding:1.5rem 2rem 2rem}.help-shell[data-astro-cid-eiy2777n]>.help-side{grid-area:1/1}@media (width<=720px){.help-shell[data-astro-cid-eiy2777n]{grid-template-columns:minmax(0,1fr);gap:.5rem;width:100%;margin-top:0}.help-main[data-astro-cid-eiy2777n]{grid-column:1;padding:1rem}.help-shell[data-astro-cid-eiy2777n]>.help-side{grid-area:2/1}}.crumbs[data-astro-cid-bguunqul]{color:var(--text-muted);margin-bottom:.75rem;font-size:12px}ol[data-astro-cid-bguunqul]{flex-wrap:wrap;gap:.25rem;display:flex}li[data-astro-cid-bguunqul]+li[data-astro-cid-bguunqul]:before{content:\"›\";color:var(--gray-5);margin-right:.25rem}a[data-astro-cid-bguunqul]:hover{color:var(--brand)}\n.pager[data-astro-cid-5uv7djet]{flex-wrap:wrap;justify-content:center;align-items:center;gap:.4rem;margin-top:1.5rem;display:flex}a[data-astro-cid-5uv7djet],.off[data-astro-cid-5uv7djet]{border:1px solid var(--line);border-radius:var(--radius);text-align:center;background:#fff;min-width:2.2rem;padding:.3rem .7rem}a[data-astro-cid-5uv7djet][aria-current=page]{background:var(--brand);border-color:var(--brand);color:#fff}.off[data-astro-cid-5uv7djet]{color:var(--gray-5)}.gap[data-astro-cid-5uv7djet]{color:var(--text-muted);padding:0 .2rem}.total[data-astro-cid-5uv7djet]{color:var(--text-muted);margin-left:.5rem;font-size:12px}h1[data-astro-cid-hlbmnwgm]{font-size:24px}.tabs[data-astro-cid-hlbmnwgm]{border-bottom:1px solid var(--line);gap:.5rem;margin:.75rem 0 .5rem;display:flex}.tabs[data-astro-cid-hlbmnwgm] a[data-astro-cid-hlbmnwgm]{border-bottom:2px solid #0000;margin-bottom:-1px;padding:.4rem .9rem}.tabs[data-astro-cid-hlbmnwgm] a[data-astro-cid-hlbmnwgm][aria-current=page]{color:var(--brand);border-color:var(--brand);font-weight:600}.news-list[data-astro-cid-hlbmnwgm] li[data-astro-cid-hlbmnwgm]{border-bottom:1px solid var(--line);padding:1rem 0}.news-list[data-astro-cid-hlbmnwgm] h2[data-astro-cid-hlbmnwgm]{font-size:17px;line-height:1.45}.news-list[data-astro-cid-hlbmnwgm] h2[data-astro-cid-hlbmnwgm] a[data-astro-cid-hlbmnwgm]:hover{text-decoration:underline}.summary[data-astro-cid-hlbmnwgm]{color:var(--gray-8);margin-top:.3rem}.meta[data-astro-cid-hlbmnwgm]{color:var(--text-muted);gap:.75rem;margin-top:.3rem;font-size:12px;display:flex}.kind[data-astro-cid-hlbmnwgm]{color:var(--brand)}.empty[data-astro-cid-hlbmnwgm]{text-align:center;color:var(--text-muted);padding:3rem 0}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/help_news_company","isIndex":false,"type":"page","pattern":"^\\/help_news_company\\/?$","segments":[[{"content":"help_news_company","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/help_news_company.astro","pathname":"/help_news_company","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".help-side[data-astro-cid-iyknq3al]{background:var(--surface);align-self:start;padding:1rem 0}h2[data-astro-cid-iyknq3al]{border-bottom:2px solid var(--brand);color:var(--brand);padding:0 1.25rem .75rem;font-size:18px}section[data-astro-cid-iyknq3al]{padding:.75rem 1.25rem 0}h3[data-astro-cid-iyknq3al]{margin-bottom:.25rem;font-size:15px}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al]{color:var(--text-muted);padding:.2rem 0 .2rem .75rem;display:block}a[data-astro-cid-iyknq3al][aria-current=page]{color:var(--brand);font-weight:600}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al][aria-current=page]{border-left:3px solid var(--brand);padding-left:calc(.75rem - 3px)}@media (width<=720px){.help-side[data-astro-cid-iyknq3al]{padding:.75rem 0}section[data-astro-cid-iyknq3al]{flex-wrap:wrap;align-items:baseline;gap:0 .75rem;display:flex}ul[data-astro-cid-iyknq3al]{display:contents}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al]{padding:.2rem 0}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al][aria-current=page]{border:0;padding-left:0}}.help-shell[data-astro-cid-eiy2777n]{grid-template-columns:220px minmax(0,1fr);align-items:start;gap:1rem;margin-top:1rem;display:grid}.help-main[data-astro-cid-eiy2777n]{background:var(--surface);grid-area:1/2;min-width:0;padding:1.5rem 2rem 2rem}.help-shell[data-astro-cid-eiy2777n]>.help-side{grid-area:1/1}@media (width<=720px){.help-shell[data-astro-cid-eiy2777n]{grid-template-columns:minmax(0,1fr);gap:.5rem;width:100%;margin-top:0}.help-main[data-astro-cid-eiy2777n]{grid-column:1;padding:1rem}.help-shell[data-astro-cid-eiy2777n]>.help-side{grid-area:2/1}}.crumbs[data-astro-cid-bguunqul]{color:var(--text-muted);margin-bottom:.75rem;font-size:12px}ol[data-astro-cid-bguunqul]{flex-wrap:wrap;gap:.25rem;display:flex}li[data-astro-cid-bguunqul]+li[data-astro-cid-bguunqul]:before{content:\"›\";color:var(--gray-5);margin-right:.25rem}a[data-astro-cid-bguunqul]:hover{color:var(--brand)}\n.pager[data-astro-cid-5uv7djet]{flex-wrap:wrap;justify-content:center;align-items:center;gap:.4rem;margin-top:1.5rem;display:flex}a[data-astro-cid-5uv7djet],.off[data-astro-cid-5uv7djet]{border:1px solid var(--line);border-radius:var(--radius);text-align:center;background:#fff;min-width:2.2rem;padding:.3rem .7rem}a[data-astro-cid-5uv7djet][aria-current=page]{background:var(--brand);border-color:var(--brand);color:#fff}.off[data-astro-cid-5uv7djet]{color:var(--gray-5)}.gap[data-astro-cid-5uv7djet]{color:var(--text-muted);padding:0 .2rem}.total[data-astro-cid-5uv7djet]{color:var(--text-muted);margin-left:.5rem;font-size:12px}h1[data-astro-cid-hlbmnwgm]{font-size:24px}.tabs[data-astro-cid-hlbmnwgm]{border-bottom:1px solid var(--line);gap:.5rem;margin:.75rem 0 .5rem;display:flex}.tabs[data-astro-cid-hlbmnwgm] a[data-astro-cid-hlbmnwgm]{border-bottom:2px solid #0000;margin-bottom:-1px;padding:.4rem .9rem}.tabs[data-astro-cid-hlbmnwgm] a[data-astro-cid-hlbmnwgm][aria-current=page]{color:var(--brand);border-color:var(--brand);font-weight:600}.news-list[data-astro-cid-hlbmnwgm] li[data-astro-cid-hlbmnwgm]{border-bottom:1px solid var(--line);padding:1rem 0}.news-list[data-astro-cid-hlbmnwgm] h2[data-astro-cid-hlbmnwgm]{font-size:17px;line-height:1.45}.news-list[data-astro-cid-hlbmnwgm] h2[data-astro-cid-hlbmnwgm] a[data-astro-cid-hlbmnwgm]:hover{text-decoration:underline}.summary[data-astro-cid-hlbmnwgm]{color:var(--gray-8);margin-top:.3rem}.meta[data-astro-cid-hlbmnwgm]{color:var(--text-muted);gap:.75rem;margin-top:.3rem;font-size:12px;display:flex}.kind[data-astro-cid-hlbmnwgm]{color:var(--brand)}.empty[data-astro-cid-hlbmnwgm]{text-align:center;color:var(--text-muted);padding:3rem 0}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/help_news_hy","isIndex":false,"type":"page","pattern":"^\\/help_news_hy\\/?$","segments":[[{"content":"help_news_hy","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/help_news_hy.astro","pathname":"/help_news_hy","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".help-side[data-astro-cid-iyknq3al]{background:var(--surface);align-self:start;padding:1rem 0}h2[data-astro-cid-iyknq3al]{border-bottom:2px solid var(--brand);color:var(--brand);padding:0 1.25rem .75rem;font-size:18px}section[data-astro-cid-iyknq3al]{padding:.75rem 1.25rem 0}h3[data-astro-cid-iyknq3al]{margin-bottom:.25rem;font-size:15px}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al]{color:var(--text-muted);padding:.2rem 0 .2rem .75rem;display:block}a[data-astro-cid-iyknq3al][aria-current=page]{color:var(--brand);font-weight:600}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al][aria-current=page]{border-left:3px solid var(--brand);padding-left:calc(.75rem - 3px)}@media (width<=720px){.help-side[data-astro-cid-iyknq3al]{padding:.75rem 0}section[data-astro-cid-iyknq3al]{flex-wrap:wrap;align-items:baseline;gap:0 .75rem;display:flex}ul[data-astro-cid-iyknq3al]{display:contents}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al]{padding:.2rem 0}li[data-astro-cid-iyknq3al] a[data-astro-cid-iyknq3al][aria-current=page]{border:0;padding-left:0}}.help-shell[data-astro-cid-eiy2777n]{grid-template-columns:220px minmax(0,1fr);align-items:start;gap:1rem;margin-top:1rem;display:grid}.help-main[data-astro-cid-eiy2777n]{background:var(--surface);grid-area:1/2;min-width:0;padding:1.5rem 2rem 2rem}.help-shell[data-astro-cid-eiy2777n]>.help-side{grid-area:1/1}@media (width<=720px){.help-shell[data-astro-cid-eiy2777n]{grid-template-columns:minmax(0,1fr);gap:.5rem;width:100%;margin-top:0}.help-main[data-astro-cid-eiy2777n]{grid-column:1;padding:1rem}.help-shell[data-astro-cid-eiy2777n]>.help-side{grid-area:2/1}}.crumbs[data-astro-cid-bguunqul]{color:var(--text-muted);margin-bottom:.75rem;font-size:12px}ol[data-astro-cid-bguunqul]{flex-wrap:wrap;gap:.25rem;display:flex}li[data-astro-cid-bguunqul]+li[data-astro-cid-bguunqul]:before{content:\"›\";color:var(--gray-5);margin-right:.25rem}a[data-astro-cid-bguunqul]:hover{color:var(--brand)}\n@layer components{.prose{overflow-wrap:anywhere;font-size:15px;line-height:1.85}.prose>*+*{margin-top:.9em}.prose h2{border-left:4px solid var(--brand);margin-top:1.6em;padding-left:.6rem;font-size:18px;line-height:1.4}.prose h3{margin-top:1.3em;font-size:16px}.prose ul{padding-left:1.5em;list-style:outside}.prose ol{padding-left:1.5em;list-style:decimal}.prose li+li{margin-top:.3em}.prose a{color:var(--brand);text-underline-offset:2px;text-decoration:underline}.prose strong{color:var(--gray-9)}.prose blockquote{background:var(--gray-1);border-left:3px solid var(--gray-4);color:var(--text-muted);margin-inline:0;padding:.5rem 1rem}.prose table{border-collapse:collapse;max-width:100%;font-size:14px;display:block;overflow-x:auto}.prose th,.prose td{border:1px solid var(--line);text-align:left;vertical-align:top;padding:.45rem .7rem}.prose th{background:var(--gray-1);white-space:nowrap}.prose img{height:auto;margin-inline:auto}.prose code{background:var(--gray-1);border-radius:3px;padding:0 .25em;font-size:.9em}}\nh1[data-astro-cid-fge55zit]{font-size:24px;line-height:1.4}.meta[data-astro-cid-fge55zit]{border-bottom:1px solid var(--line);color:var(--text-muted);flex-wrap:wrap;gap:0 1.25rem;margin:.5rem 0 1.25rem;padding-bottom:.75rem;font-size:12px;display:flex}.pager[data-astro-cid-fge55zit]{border-top:1px solid var(--line);grid-template-columns:1fr 1fr;gap:1rem;margin-top:2rem;padding-top:1rem;display:grid}.pager[data-astro-cid-fge55zit] a[data-astro-cid-fge55zit],.pager[data-astro-cid-fge55zit] .none[data-astro-cid-fge55zit]{border:1px solid var(--line);border-radius:var(--radius);gap:.15rem;padding:.6rem .8rem;display:grid}.pager[data-astro-cid-fge55zit] a[data-astro-cid-fge55zit][rel=next],.pager[data-astro-cid-fge55zit] .none[data-astro-cid-fge55zit]:last-child{text-align:right}.pager[data-astro-cid-fge55zit] span[data-astro-cid-fge55zit]:not(.none){color:var(--text-muted);font-size:12px}.pager[data-astro-cid-fge55zit] .none[data-astro-cid-fge55zit]{color:var(--text-muted);align-content:center;font-size:12px}.back[data-astro-cid-fge55zit]{margin-top:1rem}.back[data-astro-cid-fge55zit] a[data-astro-cid-fge55zit]{color:var(--brand)}@media (width<=720px){h1[data-astro-cid-fge55zit]{font-size:20px}}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/help_news_info/[id]/[type]","isIndex":false,"type":"page","pattern":"^\\/help_news_info\\/([^/]+?)\\/([^/]+?)\\/?$","segments":[[{"content":"help_news_info","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}],[{"content":"type","dynamic":true,"spread":false}]],"params":["id","type"],"component":"src/pages/help_news_info/[id]/[type].astro","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/img/banner/[file]","isIndex":false,"type":"endpoint","pattern":"^\\/img\\/banner\\/([^/]+?)\\/?$","segments":[[{"content":"img","dynamic":false,"spread":false}],[{"content":"banner","dynamic":false,"spread":false}],[{"content":"file","dynamic":true,"spread":false}]],"params":["file"],"component":"src/pages/img/banner/[file].ts","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/img/brand/[file]","isIndex":false,"type":"endpoint","pattern":"^\\/img\\/brand\\/([^/]+?)\\/?$","segments":[[{"content":"img","dynamic":false,"spread":false}],[{"content":"brand","dynamic":false,"spread":false}],[{"content":"file","dynamic":true,"spread":false}]],"params":["file"],"component":"src/pages/img/brand/[file].ts","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/img/goods/[file]","isIndex":false,"type":"endpoint","pattern":"^\\/img\\/goods\\/([^/]+?)\\/?$","segments":[[{"content":"img","dynamic":false,"spread":false}],[{"content":"goods","dynamic":false,"spread":false}],[{"content":"file","dynamic":true,"spread":false}]],"params":["file"],"component":"src/pages/img/goods/[file].ts","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".notice[data-astro-cid-5laazbic]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1.5rem;padding:4rem 1rem;display:grid}.code[data-astro-cid-5laazbic]{color:var(--brand-soft);-webkit-text-stroke:2px var(--brand);font-size:72px;font-weight:700;line-height:1}h1[data-astro-cid-5laazbic]{font-size:24px}.links[data-astro-cid-5laazbic]{gap:.75rem;display:flex}\n.zb[data-astro-cid-3jb4ii7z]{background:linear-gradient(100deg, var(--zb), color-mix(in srgb, var(--zb) 55%, white));color:#fff;border-radius:var(--radius);justify-content:space-between;align-items:center;gap:1rem;margin-bottom:.75rem;padding:1.25rem 2rem;display:flex}.t[data-astro-cid-3jb4ii7z]{letter-spacing:2px;font-size:26px;font-weight:700}.s[data-astro-cid-3jb4ii7z]{opacity:.9}.zb[data-astro-cid-3jb4ii7z] a[data-astro-cid-3jb4ii7z]{color:#fff;white-space:nowrap;border:1px solid #fffc;border-radius:999px;padding:.3rem .9rem}.zb[data-astro-cid-3jb4ii7z] img[data-astro-cid-3jb4ii7z]{border-radius:var(--radius);background:#fff}\n.tags[data-astro-cid-hq2xakzm]{flex-wrap:wrap;gap:.25rem;min-height:1.3rem;display:flex}.tags[data-astro-cid-hq2xakzm] li[data-astro-cid-hq2xakzm]{border:1px solid var(--tag);color:var(--tag);border-radius:2px;padding:.1rem .3rem;font-size:11px;line-height:1.2}.pt[data-astro-cid-4ldpk37b]{align-items:baseline;gap:.4rem;display:inline-flex}.pt[data-astro-cid-4ldpk37b].sm .price[data-astro-cid-4ldpk37b]{font-size:14px}.pt[data-astro-cid-4ldpk37b].md .price[data-astro-cid-4ldpk37b]{font-size:17px}.pt[data-astro-cid-4ldpk37b].lg .price[data-astro-cid-4ldpk37b]{font-size:26px}.retail[data-astro-cid-4ldpk37b]{color:var(--text-muted);font-size:12px}.pt-notice[data-astro-cid-4ldpk37b]{color:var(--warn);font-size:13px}.pt-notice[data-astro-cid-4ldpk37b].lg{font-size:18px}.atc{flex-wrap:wrap;align-items:center;gap:.4rem;display:flex}.atc-qty{border:1px solid var(--line);border-radius:var(--radius);background:#fff;display:inline-flex;overflow:hidden}.atc-qty button{background:var(--gray-1);cursor:pointer;border:0;width:26px}.atc-qty button:disabled{color:var(--gray-5);cursor:not-allowed}.atc-qty input{border:0;border-inline:1px solid var(--line);text-align:center;width:48px;padding:.2rem 0}.atc-add{padding:.3rem .8rem}.atc-add:disabled{opacity:.6;cursor:progress}.atc-hint{width:100%;color:var(--text-muted);margin:0;font-size:12px}.atc-compact{flex-wrap:nowrap}.atc-compact .atc-add{padding:.2rem .6rem;font-size:12px}.atc-off{color:var(--text-muted);margin:0;font-size:12px}.buy-note[data-astro-cid-oxrjfcht]{color:var(--brand);font-size:12px}.buy-off[data-astro-cid-oxrjfcht]{color:var(--text-muted);font-size:12px}.card[data-astro-cid-hxdgh2qa]{background:var(--surface);border:1px solid #0000;align-content:start;gap:.2rem;padding:.75rem;display:grid;position:relative}.card[data-astro-cid-hxdgh2qa]:hover{border-color:var(--brand);box-shadow:var(--shadow-2)}.img[data-astro-cid-hxdgh2qa]{position:relative}.img[data-astro-cid-hxdgh2qa] img[data-astro-cid-hxdgh2qa]{object-fit:contain;width:160px;height:160px;margin-inline:auto}.flag[data-astro-cid-hxdgh2qa]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px;position:absolute;top:0;left:0}.price-line[data-astro-cid-hxdgh2qa]{min-height:1.6em}h3[data-astro-cid-hxdgh2qa]{text-overflow:ellipsis;white-space:nowrap;font-size:14px;font-weight:600;overflow:hidden}.spec[data-astro-cid-hxdgh2qa],.maker[data-astro-cid-hxdgh2qa],.exp[data-astro-cid-hxdgh2qa]{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.buy[data-astro-cid-hxdgh2qa]{min-height:30px;margin-top:.35rem}\n.pager[data-astro-cid-kcsfiltf]{flex-wrap:wrap;justify-content:center;align-items:center;gap:.35rem;margin:1.5rem 0;display:flex}.pager[data-astro-cid-kcsfiltf] a[data-astro-cid-kcsfiltf],.pager[data-astro-cid-kcsfiltf] span[data-astro-cid-kcsfiltf].cur,.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{border:1px solid var(--line);text-align:center;background:#fff;min-width:2.2rem;padding:.25rem .6rem}.pager[data-astro-cid-kcsfiltf] .cur[data-astro-cid-kcsfiltf]{background:var(--brand);border-color:var(--brand);color:#fff}.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{color:var(--gray-5)}.sum[data-astro-cid-kcsfiltf]{color:var(--text-muted);margin-left:.75rem}.jump[data-astro-cid-kcsfiltf]{align-items:center;gap:.35rem;display:flex}.jump[data-astro-cid-kcsfiltf] input[data-astro-cid-kcsfiltf][type=number]{width:4rem;padding:.2rem}.jump[data-astro-cid-kcsfiltf] .btn[data-astro-cid-kcsfiltf]{padding:.2rem .6rem}\n"},{"type":"external","src":"_astro/list-page.DilVgkUM.css"},{"type":"inline","content":".empty[data-astro-cid-x3622xbe]{background:var(--surface);text-align:center;justify-items:center;gap:.75rem;padding:3rem 2rem;display:grid}.big[data-astro-cid-x3622xbe]{font-size:18px;font-weight:600}.tips[data-astro-cid-x3622xbe]{color:var(--text-muted);gap:.25rem;display:grid}.tips[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe],.hot[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe]{color:var(--brand)}.hot[data-astro-cid-x3622xbe]{flex-wrap:wrap;justify-content:center;gap:.75rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/kxzq/goods/[url]/[...ads]","isIndex":false,"type":"page","pattern":"^\\/kxzq\\/goods\\/([^/]+?)(?:\\/(.*?))?\\/?$","segments":[[{"content":"kxzq","dynamic":false,"spread":false}],[{"content":"goods","dynamic":false,"spread":false}],[{"content":"url","dynamic":true,"spread":false}],[{"content":"...ads","dynamic":true,"spread":true}]],"params":["url","...ads"],"component":"src/pages/kxzq/goods/[url]/[...ads].astro","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".notice[data-astro-cid-5laazbic]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1.5rem;padding:4rem 1rem;display:grid}.code[data-astro-cid-5laazbic]{color:var(--brand-soft);-webkit-text-stroke:2px var(--brand);font-size:72px;font-weight:700;line-height:1}h1[data-astro-cid-5laazbic]{font-size:24px}.links[data-astro-cid-5laazbic]{gap:.75rem;display:flex}\n.zb[data-astro-cid-3jb4ii7z]{background:linear-gradient(100deg, var(--zb), color-mix(in srgb, var(--zb) 55%, white));color:#fff;border-radius:var(--radius);justify-content:space-between;align-items:center;gap:1rem;margin-bottom:.75rem;padding:1.25rem 2rem;display:flex}.t[data-astro-cid-3jb4ii7z]{letter-spacing:2px;font-size:26px;font-weight:700}.s[data-astro-cid-3jb4ii7z]{opacity:.9}.zb[data-astro-cid-3jb4ii7z] a[data-astro-cid-3jb4ii7z]{color:#fff;white-space:nowrap;border:1px solid #fffc;border-radius:999px;padding:.3rem .9rem}.zb[data-astro-cid-3jb4ii7z] img[data-astro-cid-3jb4ii7z]{border-radius:var(--radius);background:#fff}\n.tags[data-astro-cid-hq2xakzm]{flex-wrap:wrap;gap:.25rem;min-height:1.3rem;display:flex}.tags[data-astro-cid-hq2xakzm] li[data-astro-cid-hq2xakzm]{border:1px solid var(--tag);color:var(--tag);border-radius:2px;padding:.1rem .3rem;font-size:11px;line-height:1.2}.pt[data-astro-cid-4ldpk37b]{align-items:baseline;gap:.4rem;display:inline-flex}.pt[data-astro-cid-4ldpk37b].sm .price[data-astro-cid-4ldpk37b]{font-size:14px}.pt[data-astro-cid-4ldpk37b].md .price[data-astro-cid-4ldpk37b]{font-size:17px}.pt[data-astro-cid-4ldpk37b].lg .price[data-astro-cid-4ldpk37b]{font-size:26px}.retail[data-astro-cid-4ldpk37b]{color:var(--text-muted);font-size:12px}.pt-notice[data-astro-cid-4ldpk37b]{color:var(--warn);font-size:13px}.pt-notice[data-astro-cid-4ldpk37b].lg{font-size:18px}.atc{flex-wrap:wrap;align-items:center;gap:.4rem;display:flex}.atc-qty{border:1px solid var(--line);border-radius:var(--radius);background:#fff;display:inline-flex;overflow:hidden}.atc-qty button{background:var(--gray-1);cursor:pointer;border:0;width:26px}.atc-qty button:disabled{color:var(--gray-5);cursor:not-allowed}.atc-qty input{border:0;border-inline:1px solid var(--line);text-align:center;width:48px;padding:.2rem 0}.atc-add{padding:.3rem .8rem}.atc-add:disabled{opacity:.6;cursor:progress}.atc-hint{width:100%;color:var(--text-muted);margin:0;font-size:12px}.atc-compact{flex-wrap:nowrap}.atc-compact .atc-add{padding:.2rem .6rem;font-size:12px}.atc-off{color:var(--text-muted);margin:0;font-size:12px}.buy-note[data-astro-cid-oxrjfcht]{color:var(--brand);font-size:12px}.buy-off[data-astro-cid-oxrjfcht]{color:var(--text-muted);font-size:12px}.card[data-astro-cid-hxdgh2qa]{background:var(--surface);border:1px solid #0000;align-content:start;gap:.2rem;padding:.75rem;display:grid;position:relative}.card[data-astro-cid-hxdgh2qa]:hover{border-color:var(--brand);box-shadow:var(--shadow-2)}.img[data-astro-cid-hxdgh2qa]{position:relative}.img[data-astro-cid-hxdgh2qa] img[data-astro-cid-hxdgh2qa]{object-fit:contain;width:160px;height:160px;margin-inline:auto}.flag[data-astro-cid-hxdgh2qa]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px;position:absolute;top:0;left:0}.price-line[data-astro-cid-hxdgh2qa]{min-height:1.6em}h3[data-astro-cid-hxdgh2qa]{text-overflow:ellipsis;white-space:nowrap;font-size:14px;font-weight:600;overflow:hidden}.spec[data-astro-cid-hxdgh2qa],.maker[data-astro-cid-hxdgh2qa],.exp[data-astro-cid-hxdgh2qa]{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.buy[data-astro-cid-hxdgh2qa]{min-height:30px;margin-top:.35rem}\n.pager[data-astro-cid-kcsfiltf]{flex-wrap:wrap;justify-content:center;align-items:center;gap:.35rem;margin:1.5rem 0;display:flex}.pager[data-astro-cid-kcsfiltf] a[data-astro-cid-kcsfiltf],.pager[data-astro-cid-kcsfiltf] span[data-astro-cid-kcsfiltf].cur,.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{border:1px solid var(--line);text-align:center;background:#fff;min-width:2.2rem;padding:.25rem .6rem}.pager[data-astro-cid-kcsfiltf] .cur[data-astro-cid-kcsfiltf]{background:var(--brand);border-color:var(--brand);color:#fff}.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{color:var(--gray-5)}.sum[data-astro-cid-kcsfiltf]{color:var(--text-muted);margin-left:.75rem}.jump[data-astro-cid-kcsfiltf]{align-items:center;gap:.35rem;display:flex}.jump[data-astro-cid-kcsfiltf] input[data-astro-cid-kcsfiltf][type=number]{width:4rem;padding:.2rem}.jump[data-astro-cid-kcsfiltf] .btn[data-astro-cid-kcsfiltf]{padding:.2rem .6rem}\n"},{"type":"external","src":"_astro/list-page.DilVgkUM.css"},{"type":"inline","content":".empty[data-astro-cid-x3622xbe]{background:var(--surface);text-align:center;justify-items:center;gap:.75rem;padding:3rem 2rem;display:grid}.big[data-astro-cid-x3622xbe]{font-size:18px;font-weight:600}.tips[data-astro-cid-x3622xbe]{color:var(--text-muted);gap:.25rem;display:grid}.tips[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe],.hot[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe]{color:var(--brand)}.hot[data-astro-cid-x3622xbe]{flex-wrap:wrap;justify-content:center;gap:.75rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/kxzq","isIndex":false,"type":"page","pattern":"^\\/kxzq\\/?$","segments":[[{"content":"kxzq","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/kxzq.astro","pathname":"/kxzq","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".zb[data-astro-cid-3jb4ii7z]{background:linear-gradient(100deg, var(--zb), color-mix(in srgb, var(--zb) 55%, white));color:#fff;border-radius:var(--radius);justify-content:space-between;align-items:center;gap:1rem;margin-bottom:.75rem;padding:1.25rem 2rem;display:flex}.t[data-astro-cid-3jb4ii7z]{letter-spacing:2px;font-size:26px;font-weight:700}.s[data-astro-cid-3jb4ii7z]{opacity:.9}.zb[data-astro-cid-3jb4ii7z] a[data-astro-cid-3jb4ii7z]{color:#fff;white-space:nowrap;border:1px solid #fffc;border-radius:999px;padding:.3rem .9rem}.zb[data-astro-cid-3jb4ii7z] img[data-astro-cid-3jb4ii7z]{border-radius:var(--radius);background:#fff}\n.empty[data-astro-cid-x3622xbe]{background:var(--surface);text-align:center;justify-items:center;gap:.75rem;padding:3rem 2rem;display:grid}.big[data-astro-cid-x3622xbe]{font-size:18px;font-weight:600}.tips[data-astro-cid-x3622xbe]{color:var(--text-muted);gap:.25rem;display:grid}.tips[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe],.hot[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe]{color:var(--brand)}.hot[data-astro-cid-x3622xbe]{flex-wrap:wrap;justify-content:center;gap:.75rem;display:flex}\n.tags[data-astro-cid-hq2xakzm]{flex-wrap:wrap;gap:.25rem;min-height:1.3rem;display:flex}.tags[data-astro-cid-hq2xakzm] li[data-astro-cid-hq2xakzm]{border:1px solid var(--tag);color:var(--tag);border-radius:2px;padding:.1rem .3rem;font-size:11px;line-height:1.2}.pt[data-astro-cid-4ldpk37b]{align-items:baseline;gap:.4rem;display:inline-flex}.pt[data-astro-cid-4ldpk37b].sm .price[data-astro-cid-4ldpk37b]{font-size:14px}.pt[data-astro-cid-4ldpk37b].md .price[data-astro-cid-4ldpk37b]{font-size:17px}.pt[data-astro-cid-4ldpk37b].lg .price[data-astro-cid-4ldpk37b]{font-size:26px}.retail[data-astro-cid-4ldpk37b]{color:var(--text-muted);font-size:12px}.pt-notice[data-astro-cid-4ldpk37b]{color:var(--warn);font-size:13px}.pt-notice[data-astro-cid-4ldpk37b].lg{font-size:18px}.atc{flex-wrap:wrap;align-items:center;gap:.4rem;display:flex}.atc-qty{border:1px solid var(--line);border-radius:var(--radius);background:#fff;display:inline-flex;overflow:hidden}.atc-qty button{background:var(--gray-1);cursor:pointer;border:0;width:26px}.atc-qty button:disabled{color:var(--gray-5);cursor:not-allowed}.atc-qty input{border:0;border-inline:1px solid var(--line);text-align:center;width:48px;padding:.2rem 0}.atc-add{padding:.3rem .8rem}.atc-add:disabled{opacity:.6;cursor:progress}.atc-hint{width:100%;color:var(--text-muted);margin:0;font-size:12px}.atc-compact{flex-wrap:nowrap}.atc-compact .atc-add{padding:.2rem .6rem;font-size:12px}.atc-off{color:var(--text-muted);margin:0;font-size:12px}.buy-note[data-astro-cid-oxrjfcht]{color:var(--brand);font-size:12px}.buy-off[data-astro-cid-oxrjfcht]{color:var(--text-muted);font-size:12px}.card[data-astro-cid-hxdgh2qa]{background:var(--surface);border:1px solid #0000;align-content:start;gap:.2rem;padding:.75rem;display:grid;position:relative}.card[data-astro-cid-hxdgh2qa]:hover{border-color:var(--brand);box-shadow:var(--shadow-2)}.img[data-astro-cid-hxdgh2qa]{position:relative}.img[data-astro-cid-hxdgh2qa] img[data-astro-cid-hxdgh2qa]{object-fit:contain;width:160px;height:160px;margin-inline:auto}.flag[data-astro-cid-hxdgh2qa]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px;position:absolute;top:0;left:0}.price-line[data-astro-cid-hxdgh2qa]{min-height:1.6em}h3[data-astro-cid-hxdgh2qa]{text-overflow:ellipsis;white-space:nowrap;font-size:14px;font-weight:600;overflow:hidden}.spec[data-astro-cid-hxdgh2qa],.maker[data-astro-cid-hxdgh2qa],.exp[data-astro-cid-hxdgh2qa]{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.buy[data-astro-cid-hxdgh2qa]{min-height:30px;margin-top:.35rem}\n.crumbs[data-astro-cid-jmehdxyo]{color:var(--text-muted);padding:.75rem 0 .5rem;font-size:12px}.group[data-astro-cid-jmehdxyo]{margin-top:1rem}.group[data-astro-cid-jmehdxyo] header[data-astro-cid-jmehdxyo]{border-bottom:2px solid #5f3dc4;align-items:baseline;gap:1rem;margin-bottom:.6rem;padding-bottom:.4rem;display:flex}.group[data-astro-cid-jmehdxyo] h2[data-astro-cid-jmehdxyo]{color:#5f3dc4;font-size:17px}.group[data-astro-cid-jmehdxyo] header[data-astro-cid-jmehdxyo] a[data-astro-cid-jmehdxyo]{color:var(--text-muted);margin-left:auto}.grid[data-astro-cid-jmehdxyo]{grid-template-columns:repeat(5,1fr);gap:.75rem;display:grid}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/kxzq_index","isIndex":false,"type":"page","pattern":"^\\/kxzq_index\\/?$","segments":[[{"content":"kxzq_index","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/kxzq_index.astro","pathname":"/kxzq_index","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".notice[data-astro-cid-5laazbic]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1.5rem;padding:4rem 1rem;display:grid}.code[data-astro-cid-5laazbic]{color:var(--brand-soft);-webkit-text-stroke:2px var(--brand);font-size:72px;font-weight:700;line-height:1}h1[data-astro-cid-5laazbic]{font-size:24px}.links[data-astro-cid-5laazbic]{gap:.75rem;display:flex}\n.tags[data-astro-cid-hq2xakzm]{flex-wrap:wrap;gap:.25rem;min-height:1.3rem;display:flex}.tags[data-astro-cid-hq2xakzm] li[data-astro-cid-hq2xakzm]{border:1px solid var(--tag);color:var(--tag);border-radius:2px;padding:.1rem .3rem;font-size:11px;line-height:1.2}.pt[data-astro-cid-4ldpk37b]{align-items:baseline;gap:.4rem;display:inline-flex}.pt[data-astro-cid-4ldpk37b].sm .price[data-astro-cid-4ldpk37b]{font-size:14px}.pt[data-astro-cid-4ldpk37b].md .price[data-astro-cid-4ldpk37b]{font-size:17px}.pt[data-astro-cid-4ldpk37b].lg .price[data-astro-cid-4ldpk37b]{font-size:26px}.retail[data-astro-cid-4ldpk37b]{color:var(--text-muted);font-size:12px}.pt-notice[data-astro-cid-4ldpk37b]{color:var(--warn);font-size:13px}.pt-notice[data-astro-cid-4ldpk37b].lg{font-size:18px}.atc{flex-wrap:wrap;align-items:center;gap:.4rem;display:flex}.atc-qty{border:1px solid var(--line);border-radius:var(--radius);background:#fff;display:inline-flex;overflow:hidden}.atc-qty button{background:var(--gray-1);cursor:pointer;border:0;width:26px}.atc-qty button:disabled{color:var(--gray-5);cursor:not-allowed}.atc-qty input{border:0;border-inline:1px solid var(--line);text-align:center;width:48px;padding:.2rem 0}.atc-add{padding:.3rem .8rem}.atc-add:disabled{opacity:.6;cursor:progress}.atc-hint{width:100%;color:var(--text-muted);margin:0;font-size:12px}.atc-compact{flex-wrap:nowrap}.atc-compact .atc-add{padding:.2rem .6rem;font-size:12px}.atc-off{color:var(--text-muted);margin:0;font-size:12px}.buy-note[data-astro-cid-oxrjfcht]{color:var(--brand);font-size:12px}.buy-off[data-astro-cid-oxrjfcht]{color:var(--text-muted);font-size:12px}.card[data-astro-cid-hxdgh2qa]{background:var(--surface);border:1px solid #0000;align-content:start;gap:.2rem;padding:.75rem;display:grid;position:relative}.card[data-astro-cid-hxdgh2qa]:hover{border-color:var(--brand);box-shadow:var(--shadow-2)}.img[data-astro-cid-hxdgh2qa]{position:relative}.img[data-astro-cid-hxdgh2qa] img[data-astro-cid-hxdgh2qa]{object-fit:contain;width:160px;height:160px;margin-inline:auto}.flag[data-astro-cid-hxdgh2qa]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px;position:absolute;top:0;left:0}.price-line[data-astro-cid-hxdgh2qa]{min-height:1.6em}h3[data-astro-cid-hxdgh2qa]{text-overflow:ellipsis;white-space:nowrap;font-size:14px;font-weight:600;overflow:hidden}.spec[data-astro-cid-hxdgh2qa],.maker[data-astro-cid-hxdgh2qa],.exp[data-astro-cid-hxdgh2qa]{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.buy[data-astro-cid-hxdgh2qa]{min-height:30px;margin-top:.35rem}\n.pager[data-astro-cid-kcsfiltf]{flex-wrap:wrap;justify-content:center;align-items:center;gap:.35rem;margin:1.5rem 0;display:flex}.pager[data-astro-cid-kcsfiltf] a[data-astro-cid-kcsfiltf],.pager[data-astro-cid-kcsfiltf] span[data-astro-cid-kcsfiltf].cur,.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{border:1px solid var(--line);text-align:center;background:#fff;min-width:2.2rem;padding:.25rem .6rem}.pager[data-astro-cid-kcsfiltf] .cur[data-astro-cid-kcsfiltf]{background:var(--brand);border-color:var(--brand);color:#fff}.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{color:var(--gray-5)}.sum[data-astro-cid-kcsfiltf]{color:var(--text-muted);margin-left:.75rem}.jump[data-astro-cid-kcsfiltf]{align-items:center;gap:.35rem;display:flex}.jump[data-astro-cid-kcsfiltf] input[data-astro-cid-kcsfiltf][type=number]{width:4rem;padding:.2rem}.jump[data-astro-cid-kcsfiltf] .btn[data-astro-cid-kcsfiltf]{padding:.2rem .6rem}\n"},{"type":"external","src":"_astro/list-page.DilVgkUM.css"},{"type":"inline","content":".empty[data-astro-cid-x3622xbe]{background:var(--surface);text-align:center;justify-items:center;gap:.75rem;padding:3rem 2rem;display:grid}.big[data-astro-cid-x3622xbe]{font-size:18px;font-weight:600}.tips[data-astro-cid-x3622xbe]{color:var(--text-muted);gap:.25rem;display:grid}.tips[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe],.hot[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe]{color:var(--brand)}.hot[data-astro-cid-x3622xbe]{flex-wrap:wrap;justify-content:center;gap:.75rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/list/other/[id]/[...name]","isIndex":false,"type":"page","pattern":"^\\/list\\/other\\/([^/]+?)(?:\\/(.*?))?\\/?$","segments":[[{"content":"list","dynamic":false,"spread":false}],[{"content":"other","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}],[{"content":"...name","dynamic":true,"spread":true}]],"params":["id","...name"],"component":"src/pages/list/other/[id]/[...name].astro","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".notice[data-astro-cid-5laazbic]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1.5rem;padding:4rem 1rem;display:grid}.code[data-astro-cid-5laazbic]{color:var(--brand-soft);-webkit-text-stroke:2px var(--brand);font-size:72px;font-weight:700;line-height:1}h1[data-astro-cid-5laazbic]{font-size:24px}.links[data-astro-cid-5laazbic]{gap:.75rem;display:flex}\n.tags[data-astro-cid-hq2xakzm]{flex-wrap:wrap;gap:.25rem;min-height:1.3rem;display:flex}.tags[data-astro-cid-hq2xakzm] li[data-astro-cid-hq2xakzm]{border:1px solid var(--tag);color:var(--tag);border-radius:2px;padding:.1rem .3rem;font-size:11px;line-height:1.2}.pt[data-astro-cid-4ldpk37b]{align-items:baseline;gap:.4rem;display:inline-flex}.pt[data-astro-cid-4ldpk37b].sm .price[data-astro-cid-4ldpk37b]{font-size:14px}.pt[data-astro-cid-4ldpk37b].md .price[data-astro-cid-4ldpk37b]{font-size:17px}.pt[data-astro-cid-4ldpk37b].lg .price[data-astro-cid-4ldpk37b]{font-size:26px}.retail[data-astro-cid-4ldpk37b]{color:var(--text-muted);font-size:12px}.pt-notice[data-astro-cid-4ldpk37b]{color:var(--warn);font-size:13px}.pt-notice[data-astro-cid-4ldpk37b].lg{font-size:18px}.atc{flex-wrap:wrap;align-items:center;gap:.4rem;display:flex}.atc-qty{border:1px solid var(--line);border-radius:var(--radius);background:#fff;display:inline-flex;overflow:hidden}.atc-qty button{background:var(--gray-1);cursor:pointer;border:0;width:26px}.atc-qty button:disabled{color:var(--gray-5);cursor:not-allowed}.atc-qty input{border:0;border-inline:1px solid var(--line);text-align:center;width:48px;padding:.2rem 0}.atc-add{padding:.3rem .8rem}.atc-add:disabled{opacity:.6;cursor:progress}.atc-hint{width:100%;color:var(--text-muted);margin:0;font-size:12px}.atc-compact{flex-wrap:nowrap}.atc-compact .atc-add{padding:.2rem .6rem;font-size:12px}.atc-off{color:var(--text-muted);margin:0;font-size:12px}.buy-note[data-astro-cid-oxrjfcht]{color:var(--brand);font-size:12px}.buy-off[data-astro-cid-oxrjfcht]{color:var(--text-muted);font-size:12px}.card[data-astro-cid-hxdgh2qa]{background:var(--surface);border:1px solid #0000;align-content:start;gap:.2rem;padding:.75rem;display:grid;position:relative}.card[data-astro-cid-hxdgh2qa]:hover{border-color:var(--brand);box-shadow:var(--shadow-2)}.img[data-astro-cid-hxdgh2qa]{position:relative}.img[data-astro-cid-hxdgh2qa] img[data-astro-cid-hxdgh2qa]{object-fit:contain;width:160px;height:160px;margin-inline:auto}.flag[data-astro-cid-hxdgh2qa]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px;position:absolute;top:0;left:0}.price-line[data-astro-cid-hxdgh2qa]{min-height:1.6em}h3[data-astro-cid-hxdgh2qa]{text-overflow:ellipsis;white-space:nowrap;font-size:14px;font-weight:600;overflow:hidden}.spec[data-astro-cid-hxdgh2qa],.maker[data-astro-cid-hxdgh2qa],.exp[data-astro-cid-hxdgh2qa]{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.buy[data-astro-cid-hxdgh2qa]{min-height:30px;margin-top:.35rem}\n.pager[data-astro-cid-kcsfiltf]{flex-wrap:wrap;justify-content:center;align-items:center;gap:.35rem;margin:1.5rem 0;display:flex}.pager[data-astro-cid-kcsfiltf] a[data-astro-cid-kcsfiltf],.pager[data-astro-cid-kcsfiltf] span[data-astro-cid-kcsfiltf].cur,.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{border:1px solid var(--line);text-align:center;background:#fff;min-width:2.2rem;padding:.25rem .6rem}.pager[data-astro-cid-kcsfiltf] .cur[data-astro-cid-kcsfiltf]{background:var(--brand);border-color:var(--brand);color:#fff}.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{color:var(--gray-5)}.sum[data-astro-cid-kcsfiltf]{color:var(--text-muted);margin-left:.75rem}.jump[data-astro-cid-kcsfiltf]{align-items:center;gap:.35rem;display:flex}.jump[data-astro-cid-kcsfiltf] input[data-astro-cid-kcsfiltf][type=number]{width:4rem;padding:.2rem}.jump[data-astro-cid-kcsfiltf] .btn[data-astro-cid-kcsfiltf]{padding:.2rem .6rem}\n"},{"type":"external","src":"_astro/list-page.DilVgkUM.css"},{"type":"inline","content":".empty[data-astro-cid-x3622xbe]{background:var(--surface);text-align:center;justify-items:center;gap:.75rem;padding:3rem 2rem;display:grid}.big[data-astro-cid-x3622xbe]{font-size:18px;font-weight:600}.tips[data-astro-cid-x3622xbe]{color:var(--text-muted);gap:.25rem;display:grid}.tips[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe],.hot[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe]{color:var(--brand)}.hot[data-astro-cid-x3622xbe]{flex-wrap:wrap;justify-content:center;gap:.75rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/list_index","isIndex":false,"type":"page","pattern":"^\\/list_index\\/?$","segments":[[{"content":"list_index","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/list_index.astro","pathname":"/list_index","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".tags[data-astro-cid-hq2xakzm]{flex-wrap:wrap;gap:.25rem;min-height:1.3rem;display:flex}.tags[data-astro-cid-hq2xakzm] li[data-astro-cid-hq2xakzm]{border:1px solid var(--tag);color:var(--tag);border-radius:2px;padding:.1rem .3rem;font-size:11px;line-height:1.2}.pt[data-astro-cid-4ldpk37b]{align-items:baseline;gap:.4rem;display:inline-flex}.pt[data-astro-cid-4ldpk37b].sm .price[data-astro-cid-4ldpk37b]{font-size:14px}.pt[data-astro-cid-4ldpk37b].md .price[data-astro-cid-4ldpk37b]{font-size:17px}.pt[data-astro-cid-4ldpk37b].lg .price[data-astro-cid-4ldpk37b]{font-size:26px}.retail[data-astro-cid-4ldpk37b]{color:var(--text-muted);font-size:12px}.pt-notice[data-astro-cid-4ldpk37b]{color:var(--warn);font-size:13px}.pt-notice[data-astro-cid-4ldpk37b].lg{font-size:18px}.atc{flex-wrap:wrap;align-items:center;gap:.4rem;display:flex}.atc-qty{border:1px solid var(--line);border-radius:var(--radius);background:#fff;display:inline-flex;overflow:hidden}.atc-qty button{background:var(--gray-1);cursor:pointer;border:0;width:26px}.atc-qty button:disabled{color:var(--gray-5);cursor:not-allowed}.atc-qty input{border:0;border-inline:1px solid var(--line);text-align:center;width:48px;padding:.2rem 0}.atc-add{padding:.3rem .8rem}.atc-add:disabled{opacity:.6;cursor:progress}.atc-hint{width:100%;color:var(--text-muted);margin:0;font-size:12px}.atc-compact{flex-wrap:nowrap}.atc-compact .atc-add{padding:.2rem .6rem;font-size:12px}.atc-off{color:var(--text-muted);margin:0;font-size:12px}.buy-note[data-astro-cid-oxrjfcht]{color:var(--brand);font-size:12px}.buy-off[data-astro-cid-oxrjfcht]{color:var(--text-muted);font-size:12px}.card[data-astro-cid-hxdgh2qa]{background:var(--surface);border:1px solid #0000;align-content:start;gap:.2rem;padding:.75rem;display:grid;position:relative}.card[data-astro-cid-hxdgh2qa]:hover{border-color:var(--brand);box-shadow:var(--shadow-2)}.img[data-astro-cid-hxdgh2qa]{position:relative}.img[data-astro-cid-hxdgh2qa] img[data-astro-cid-hxdgh2qa]{object-fit:contain;width:160px;height:160px;margin-inline:auto}.flag[data-astro-cid-hxdgh2qa]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px;position:absolute;top:0;left:0}.price-line[data-astro-cid-hxdgh2qa]{min-height:1.6em}h3[data-astro-cid-hxdgh2qa]{text-overflow:ellipsis;white-space:nowrap;font-size:14px;font-weight:600;overflow:hidden}.spec[data-astro-cid-hxdgh2qa],.maker[data-astro-cid-hxdgh2qa],.exp[data-astro-cid-hxdgh2qa]{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.buy[data-astro-cid-hxdgh2qa]{min-height:30px;margin-top:.35rem}\n.crumbs[data-astro-cid-vxq3bbmo]{color:var(--text-muted);padding:.75rem 0;font-size:12px}.top[data-astro-cid-vxq3bbmo]{background:var(--surface);grid-template-columns:380px 1fr;gap:2rem;padding:1.25rem;display:grid}.gallery[data-astro-cid-vxq3bbmo] .main[data-astro-cid-vxq3bbmo]{object-fit:contain;border:1px solid var(--line);width:360px;height:360px}.thumbs[data-astro-cid-vxq3bbmo]{gap:.5rem;margin-top:.5rem;display:flex}.thumbs[data-astro-cid-vxq3bbmo] img[data-astro-cid-vxq3bbmo]{border:1px solid var(--line)}.info[data-astro-cid-vxq3bbmo]{align-content:start;gap:.6rem;display:grid}h1[data-astro-cid-vxq3bbmo]{font-size:22px}.sub[data-astro-cid-vxq3bbmo]{color:var(--text-muted)}.pricebox[data-astro-cid-vxq3bbmo]{background:#fff6f3;gap:.5rem;padding:.75rem 1rem;display:grid}.row[data-astro-cid-vxq3bbmo]{align-items:baseline;gap:1rem;display:flex}.label[data-astro-cid-vxq3bbmo]{color:var(--text-muted);width:4rem}.ladder[data-astro-cid-vxq3bbmo] table[data-astro-cid-vxq3bbmo]{border-collapse:collapse;font-size:13px}.ladder-title[data-astro-cid-vxq3bbmo]{padding-bottom:.25rem;font-weight:600}.ladder-title[data-astro-cid-vxq3bbmo] small[data-astro-cid-vxq3bbmo]{color:var(--text-muted);margin-left:.75rem;font-size:12px;font-weight:400}.ladder[data-astro-cid-vxq3bbmo] th[data-astro-cid-vxq3bbmo],.ladder[data-astro-cid-vxq3bbmo] td[data-astro-cid-vxq3bbmo]{background:#fff;border:1px solid #f3d9d0;padding:.2rem 1.2rem}.limits[data-astro-cid-vxq3bbmo]{flex-wrap:wrap;gap:.25rem 1.25rem;font-size:13px;display:flex}.limits[data-astro-cid-vxq3bbmo] .warn[data-astro-cid-vxq3bbmo]{color:var(--accent)}.expiry[data-astro-cid-vxq3bbmo]{align-items:center;gap:.75rem;display:flex}.expiry[data-astro-cid-vxq3bbmo].near strong[data-astro-cid-vxq3bbmo]{color:var(--warn)}.flag[data-astro-cid-vxq3bbmo]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px}.buy[data-astro-cid-vxq3bbmo]{padding:.5rem 0}.maker[data-astro-cid-vxq3bbmo] a[data-astro-cid-vxq3bbmo],.spec[data-astro-cid-vxq3bbmo] a[data-astro-cid-vxq3bbmo]{color:var(--brand)}.panel[data-astro-cid-vxq3bbmo]{background:var(--surface);margin-top:1rem;padding:1rem 1.25rem}.panel[data-astro-cid-vxq3bbmo] h2[data-astro-cid-vxq3bbmo]{border-left:3px solid var(--brand);margin-bottom:.75rem;padding-left:.5rem;font-size:16px}.spec[data-astro-cid-vxq3bbmo]{border-top:1px solid var(--line);border-left:1px solid var(--line);grid-template-columns:repeat(3,1fr);gap:0;display:grid}.spec[data-astro-cid-vxq3bbmo] div[data-astro-cid-vxq3bbmo]{border-right:1px solid var(--line);border-bottom:1px solid var(--line);display:flex}.spec[data-astro-cid-vxq3bbmo] dt[data-astro-cid-vxq3bbmo]{background:var(--gray-1);color:var(--text-muted);flex:0 0 7rem;padding:.4rem .6rem}.spec[data-astro-cid-vxq3bbmo] dd[data-astro-cid-vxq3bbmo]{margin:0;padding:.4rem .6rem}.spec[data-astro-cid-vxq3bbmo] .near[data-astro-cid-vxq3bbmo]{color:var(--warn)}.tag-notes[data-astro-cid-vxq3bbmo]{color:var(--text-muted);gap:.25rem;margin-top:.75rem;font-size:13px;display:grid}.tag-notes[data-astro-cid-vxq3bbmo] span[data-astro-cid-vxq3bbmo]{border:1px solid var(--tag);color:var(--tag);margin-right:.5rem;padding:0 .3rem;font-size:11px;display:inline-block}.related[data-astro-cid-vxq3bbmo]{grid-template-columns:repeat(5,1fr);gap:.75rem;display:grid}.combo[data-astro-cid-vxq3bbmo]{gap:.25rem;display:grid}.combo[data-astro-cid-vxq3bbmo] a[data-astro-cid-vxq3bbmo]{color:var(--brand)}[data-astro-cid-vxq3bbmo][data-variant=pt] .top[data-astro-cid-vxq3bbmo]{grid-template-columns:1fr 380px}[data-astro-cid-vxq3bbmo][data-variant=pt] .gallery[data-astro-cid-vxq3bbmo]{order:2}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/list_info/[id]","isIndex":false,"type":"page","pattern":"^\\/list_info\\/([^/]+?)\\/?$","segments":[[{"content":"list_info","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}]],"params":["id"],"component":"src/pages/list_info/[id].astro","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".tags[data-astro-cid-hq2xakzm]{flex-wrap:wrap;gap:.25rem;min-height:1.3rem;display:flex}.tags[data-astro-cid-hq2xakzm] li[data-astro-cid-hq2xakzm]{border:1px solid var(--tag);color:var(--tag);border-radius:2px;padding:.1rem .3rem;font-size:11px;line-height:1.2}.pt[data-astro-cid-4ldpk37b]{align-items:baseline;gap:.4rem;display:inline-flex}.pt[data-astro-cid-4ldpk37b].sm .price[data-astro-cid-4ldpk37b]{font-size:14px}.pt[data-astro-cid-4ldpk37b].md .price[data-astro-cid-4ldpk37b]{font-size:17px}.pt[data-astro-cid-4ldpk37b].lg .price[data-astro-cid-4ldpk37b]{font-size:26px}.retail[data-astro-cid-4ldpk37b]{color:var(--text-muted);font-size:12px}.pt-notice[data-astro-cid-4ldpk37b]{color:var(--warn);font-size:13px}.pt-notice[data-astro-cid-4ldpk37b].lg{font-size:18px}.atc{flex-wrap:wrap;align-items:center;gap:.4rem;display:flex}.atc-qty{border:1px solid var(--line);border-radius:var(--radius);background:#fff;display:inline-flex;overflow:hidden}.atc-qty button{background:var(--gray-1);cursor:pointer;border:0;width:26px}.atc-qty button:disabled{color:var(--gray-5);cursor:not-allowed}.atc-qty input{border:0;border-inline:1px solid var(--line);text-align:center;width:48px;padding:.2rem 0}.atc-add{padding:.3rem .8rem}.atc-add:disabled{opacity:.6;cursor:progress}.atc-hint{width:100%;color:var(--text-muted);margin:0;font-size:12px}.atc-compact{flex-wrap:nowrap}.atc-compact .atc-add{padding:.2rem .6rem;font-size:12px}.atc-off{color:var(--text-muted);margin:0;font-size:12px}.buy-note[data-astro-cid-oxrjfcht]{color:var(--brand);font-size:12px}.buy-off[data-astro-cid-oxrjfcht]{color:var(--text-muted);font-size:12px}.card[data-astro-cid-hxdgh2qa]{background:var(--surface);border:1px solid #0000;align-content:start;gap:.2rem;padding:.75rem;display:grid;position:relative}.card[data-astro-cid-hxdgh2qa]:hover{border-color:var(--brand);box-shadow:var(--shadow-2)}.img[data-astro-cid-hxdgh2qa]{position:relative}.img[data-astro-cid-hxdgh2qa] img[data-astro-cid-hxdgh2qa]{object-fit:contain;width:160px;height:160px;margin-inline:auto}.flag[data-astro-cid-hxdgh2qa]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px;position:absolute;top:0;left:0}.price-line[data-astro-cid-hxdgh2qa]{min-height:1.6em}h3[data-astro-cid-hxdgh2qa]{text-overflow:ellipsis;white-space:nowrap;font-size:14px;font-weight:600;overflow:hidden}.spec[data-astro-cid-hxdgh2qa],.maker[data-astro-cid-hxdgh2qa],.exp[data-astro-cid-hxdgh2qa]{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.buy[data-astro-cid-hxdgh2qa]{min-height:30px;margin-top:.35rem}\n.crumbs[data-astro-cid-vxq3bbmo]{color:var(--text-muted);padding:.75rem 0;font-size:12px}.top[data-astro-cid-vxq3bbmo]{background:var(--surface);grid-template-columns:380px 1fr;gap:2rem;padding:1.25rem;display:grid}.gallery[data-astro-cid-vxq3bbmo] .main[data-astro-cid-vxq3bbmo]{object-fit:contain;border:1px solid var(--line);width:360px;height:360px}.thumbs[data-astro-cid-vxq3bbmo]{gap:.5rem;margin-top:.5rem;display:flex}.thumbs[data-astro-cid-vxq3bbmo] img[data-astro-cid-vxq3bbmo]{border:1px solid var(--line)}.info[data-astro-cid-vxq3bbmo]{align-content:start;gap:.6rem;display:grid}h1[data-astro-cid-vxq3bbmo]{font-size:22px}.sub[data-astro-cid-vxq3bbmo]{color:var(--text-muted)}.pricebox[data-astro-cid-vxq3bbmo]{background:#fff6f3;gap:.5rem;padding:.75rem 1rem;display:grid}.row[data-astro-cid-vxq3bbmo]{align-items:baseline;gap:1rem;display:flex}.label[data-astro-cid-vxq3bbmo]{color:var(--text-muted);width:4rem}.ladder[data-astro-cid-vxq3bbmo] table[data-astro-cid-vxq3bbmo]{border-collapse:collapse;font-size:13px}.ladder-title[data-astro-cid-vxq3bbmo]{padding-bottom:.25rem;font-weight:600}.ladder-title[data-astro-cid-vxq3bbmo] small[data-astro-cid-vxq3bbmo]{color:var(--text-muted);margin-left:.75rem;font-size:12px;font-weight:400}.ladder[data-astro-cid-vxq3bbmo] th[data-astro-cid-vxq3bbmo],.ladder[data-astro-cid-vxq3bbmo] td[data-astro-cid-vxq3bbmo]{background:#fff;border:1px solid #f3d9d0;padding:.2rem 1.2rem}.limits[data-astro-cid-vxq3bbmo]{flex-wrap:wrap;gap:.25rem 1.25rem;font-size:13px;display:flex}.limits[data-astro-cid-vxq3bbmo] .warn[data-astro-cid-vxq3bbmo]{color:var(--accent)}.expiry[data-astro-cid-vxq3bbmo]{align-items:center;gap:.75rem;display:flex}.expiry[data-astro-cid-vxq3bbmo].near strong[data-astro-cid-vxq3bbmo]{color:var(--warn)}.flag[data-astro-cid-vxq3bbmo]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px}.buy[data-astro-cid-vxq3bbmo]{padding:.5rem 0}.maker[data-astro-cid-vxq3bbmo] a[data-astro-cid-vxq3bbmo],.spec[data-astro-cid-vxq3bbmo] a[data-astro-cid-vxq3bbmo]{color:var(--brand)}.panel[data-astro-cid-vxq3bbmo]{background:var(--surface);margin-top:1rem;padding:1rem 1.25rem}.panel[data-astro-cid-vxq3bbmo] h2[data-astro-cid-vxq3bbmo]{border-left:3px solid var(--brand);margin-bottom:.75rem;padding-left:.5rem;font-size:16px}.spec[data-astro-cid-vxq3bbmo]{border-top:1px solid var(--line);border-left:1px solid var(--line);grid-template-columns:repeat(3,1fr);gap:0;display:grid}.spec[data-astro-cid-vxq3bbmo] div[data-astro-cid-vxq3bbmo]{border-right:1px solid var(--line);border-bottom:1px solid var(--line);display:flex}.spec[data-astro-cid-vxq3bbmo] dt[data-astro-cid-vxq3bbmo]{background:var(--gray-1);color:var(--text-muted);flex:0 0 7rem;padding:.4rem .6rem}.spec[data-astro-cid-vxq3bbmo] dd[data-astro-cid-vxq3bbmo]{margin:0;padding:.4rem .6rem}.spec[data-astro-cid-vxq3bbmo] .near[data-astro-cid-vxq3bbmo]{color:var(--warn)}.tag-notes[data-astro-cid-vxq3bbmo]{color:var(--text-muted);gap:.25rem;margin-top:.75rem;font-size:13px;display:grid}.tag-notes[data-astro-cid-vxq3bbmo] span[data-astro-cid-vxq3bbmo]{border:1px solid var(--tag);color:var(--tag);margin-right:.5rem;padding:0 .3rem;font-size:11px;display:inline-block}.related[data-astro-cid-vxq3bbmo]{grid-template-columns:repeat(5,1fr);gap:.75rem;display:grid}.combo[data-astro-cid-vxq3bbmo]{gap:.25rem;display:grid}.combo[data-astro-cid-vxq3bbmo] a[data-astro-cid-vxq3bbmo]{color:var(--brand)}[data-astro-cid-vxq3bbmo][data-variant=pt] .top[data-astro-cid-vxq3bbmo]{grid-template-columns:1fr 380px}[data-astro-cid-vxq3bbmo][data-variant=pt] .gallery[data-astro-cid-vxq3bbmo]{order:2}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/list_info_pt/[id]","isIndex":false,"type":"page","pattern":"^\\/list_info_pt\\/([^/]+?)\\/?$","segments":[[{"content":"list_info_pt","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}]],"params":["id"],"component":"src/pages/list_info_pt/[id].astro","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".notice[data-astro-cid-5laazbic]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1.5rem;padding:4rem 1rem;display:grid}.code[data-astro-cid-5laazbic]{color:var(--brand-soft);-webkit-text-stroke:2px var(--brand);font-size:72px;font-weight:700;line-height:1}h1[data-astro-cid-5laazbic]{font-size:24px}.links[data-astro-cid-5laazbic]{gap:.75rem;display:flex}\n.tags[data-astro-cid-hq2xakzm]{flex-wrap:wrap;gap:.25rem;min-height:1.3rem;display:flex}.tags[data-astro-cid-hq2xakzm] li[data-astro-cid-hq2xakzm]{border:1px solid var(--tag);color:var(--tag);border-radius:2px;padding:.1rem .3rem;font-size:11px;line-height:1.2}.pt[data-astro-cid-4ldpk37b]{align-items:baseline;gap:.4rem;display:inline-flex}.pt[data-astro-cid-4ldpk37b].sm .price[data-astro-cid-4ldpk37b]{font-size:14px}.pt[data-astro-cid-4ldpk37b].md .price[data-astro-cid-4ldpk37b]{font-size:17px}.pt[data-astro-cid-4ldpk37b].lg .price[data-astro-cid-4ldpk37b]{font-size:26px}.retail[data-astro-cid-4ldpk37b]{color:var(--text-muted);font-size:12px}.pt-notice[data-astro-cid-4ldpk37b]{color:var(--warn);font-size:13px}.pt-notice[data-astro-cid-4ldpk37b].lg{font-size:18px}.atc{flex-wrap:wrap;align-items:center;gap:.4rem;display:flex}.atc-qty{border:1px solid var(--line);border-radius:var(--radius);background:#fff;display:inline-flex;overflow:hidden}.atc-qty button{background:var(--gray-1);cursor:pointer;border:0;width:26px}.atc-qty button:disabled{color:var(--gray-5);cursor:not-allowed}.atc-qty input{border:0;border-inline:1px solid var(--line);text-align:center;width:48px;padding:.2rem 0}.atc-add{padding:.3rem .8rem}.atc-add:disabled{opacity:.6;cursor:progress}.atc-hint{width:100%;color:var(--text-muted);margin:0;font-size:12px}.atc-compact{flex-wrap:nowrap}.atc-compact .atc-add{padding:.2rem .6rem;font-size:12px}.atc-off{color:var(--text-muted);margin:0;font-size:12px}.buy-note[data-astro-cid-oxrjfcht]{color:var(--brand);font-size:12px}.buy-off[data-astro-cid-oxrjfcht]{color:var(--text-muted);font-size:12px}.card[data-astro-cid-hxdgh2qa]{background:var(--surface);border:1px solid #0000;align-content:start;gap:.2rem;padding:.75rem;display:grid;position:relative}.card[data-astro-cid-hxdgh2qa]:hover{border-color:var(--brand);box-shadow:var(--shadow-2)}.img[data-astro-cid-hxdgh2qa]{position:relative}.img[data-astro-cid-hxdgh2qa] img[data-astro-cid-hxdgh2qa]{object-fit:contain;width:160px;height:160px;margin-inline:auto}.flag[data-astro-cid-hxdgh2qa]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px;position:absolute;top:0;left:0}.price-line[data-astro-cid-hxdgh2qa]{min-height:1.6em}h3[data-astro-cid-hxdgh2qa]{text-overflow:ellipsis;white-space:nowrap;font-size:14px;font-weight:600;overflow:hidden}.spec[data-astro-cid-hxdgh2qa],.maker[data-astro-cid-hxdgh2qa],.exp[data-astro-cid-hxdgh2qa]{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.buy[data-astro-cid-hxdgh2qa]{min-height:30px;margin-top:.35rem}\n.pager[data-astro-cid-kcsfiltf]{flex-wrap:wrap;justify-content:center;align-items:center;gap:.35rem;margin:1.5rem 0;display:flex}.pager[data-astro-cid-kcsfiltf] a[data-astro-cid-kcsfiltf],.pager[data-astro-cid-kcsfiltf] span[data-astro-cid-kcsfiltf].cur,.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{border:1px solid var(--line);text-align:center;background:#fff;min-width:2.2rem;padding:.25rem .6rem}.pager[data-astro-cid-kcsfiltf] .cur[data-astro-cid-kcsfiltf]{background:var(--brand);border-color:var(--brand);color:#fff}.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{color:var(--gray-5)}.sum[data-astro-cid-kcsfiltf]{color:var(--text-muted);margin-left:.75rem}.jump[data-astro-cid-kcsfiltf]{align-items:center;gap:.35rem;display:flex}.jump[data-astro-cid-kcsfiltf] input[data-astro-cid-kcsfiltf][type=number]{width:4rem;padding:.2rem}.jump[data-astro-cid-kcsfiltf] .btn[data-astro-cid-kcsfiltf]{padding:.2rem .6rem}\n"},{"type":"external","src":"_astro/list-page.DilVgkUM.css"},{"type":"inline","content":".empty[data-astro-cid-x3622xbe]{background:var(--surface);text-align:center;justify-items:center;gap:.75rem;padding:3rem 2rem;display:grid}.big[data-astro-cid-x3622xbe]{font-size:18px;font-weight:600}.tips[data-astro-cid-x3622xbe]{color:var(--text-muted);gap:.25rem;display:grid}.tips[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe],.hot[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe]{color:var(--brand)}.hot[data-astro-cid-x3622xbe]{flex-wrap:wrap;justify-content:center;gap:.75rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/list_no_image","isIndex":false,"type":"page","pattern":"^\\/list_no_image\\/?$","segments":[[{"content":"list_no_image","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/list_no_image.astro","pathname":"/list_no_image","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".notice[data-astro-cid-5laazbic]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1.5rem;padding:4rem 1rem;display:grid}.code[data-astro-cid-5laazbic]{color:var(--brand-soft);-webkit-text-stroke:2px var(--brand);font-size:72px;font-weight:700;line-height:1}h1[data-astro-cid-5laazbic]{font-size:24px}.links[data-astro-cid-5laazbic]{gap:.75rem;display:flex}\n.tags[data-astro-cid-hq2xakzm]{flex-wrap:wrap;gap:.25rem;min-height:1.3rem;display:flex}.tags[data-astro-cid-hq2xakzm] li[data-astro-cid-hq2xakzm]{border:1px solid var(--tag);color:var(--tag);border-radius:2px;padding:.1rem .3rem;font-size:11px;line-height:1.2}.pt[data-astro-cid-4ldpk37b]{align-items:baseline;gap:.4rem;display:inline-flex}.pt[data-astro-cid-4ldpk37b].sm .price[data-astro-cid-4ldpk37b]{font-size:14px}.pt[data-astro-cid-4ldpk37b].md .price[data-astro-cid-4ldpk37b]{font-size:17px}.pt[data-astro-cid-4ldpk37b].lg .price[data-astro-cid-4ldpk37b]{font-size:26px}.retail[data-astro-cid-4ldpk37b]{color:var(--text-muted);font-size:12px}.pt-notice[data-astro-cid-4ldpk37b]{color:var(--warn);font-size:13px}.pt-notice[data-astro-cid-4ldpk37b].lg{font-size:18px}.atc{flex-wrap:wrap;align-items:center;gap:.4rem;display:flex}.atc-qty{border:1px solid var(--line);border-radius:var(--radius);background:#fff;display:inline-flex;overflow:hidden}.atc-qty button{background:var(--gray-1);cursor:pointer;border:0;width:26px}.atc-qty button:disabled{color:var(--gray-5);cursor:not-allowed}.atc-qty input{border:0;border-inline:1px solid var(--line);text-align:center;width:48px;padding:.2rem 0}.atc-add{padding:.3rem .8rem}.atc-add:disabled{opacity:.6;cursor:progress}.atc-hint{width:100%;color:var(--text-muted);margin:0;font-size:12px}.atc-compact{flex-wrap:nowrap}.atc-compact .atc-add{padding:.2rem .6rem;font-size:12px}.atc-off{color:var(--text-muted);margin:0;font-size:12px}.buy-note[data-astro-cid-oxrjfcht]{color:var(--brand);font-size:12px}.buy-off[data-astro-cid-oxrjfcht]{color:var(--text-muted);font-size:12px}.card[data-astro-cid-hxdgh2qa]{background:var(--surface);border:1px solid #0000;align-content:start;gap:.2rem;padding:.75rem;display:grid;position:relative}.card[data-astro-cid-hxdgh2qa]:hover{border-color:var(--brand);box-shadow:var(--shadow-2)}.img[data-astro-cid-hxdgh2qa]{position:relative}.img[data-astro-cid-hxdgh2qa] img[data-astro-cid-hxdgh2qa]{object-fit:contain;width:160px;height:160px;margin-inline:auto}.flag[data-astro-cid-hxdgh2qa]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px;position:absolute;top:0;left:0}.price-line[data-astro-cid-hxdgh2qa]{min-height:1.6em}h3[data-astro-cid-hxdgh2qa]{text-overflow:ellipsis;white-space:nowrap;font-size:14px;font-weight:600;overflow:hidden}.spec[data-astro-cid-hxdgh2qa],.maker[data-astro-cid-hxdgh2qa],.exp[data-astro-cid-hxdgh2qa]{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.buy[data-astro-cid-hxdgh2qa]{min-height:30px;margin-top:.35rem}\n.pager[data-astro-cid-kcsfiltf]{flex-wrap:wrap;justify-content:center;align-items:center;gap:.35rem;margin:1.5rem 0;display:flex}.pager[data-astro-cid-kcsfiltf] a[data-astro-cid-kcsfiltf],.pager[data-astro-cid-kcsfiltf] span[data-astro-cid-kcsfiltf].cur,.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{border:1px solid var(--line);text-align:center;background:#fff;min-width:2.2rem;padding:.25rem .6rem}.pager[data-astro-cid-kcsfiltf] .cur[data-astro-cid-kcsfiltf]{background:var(--brand);border-color:var(--brand);color:#fff}.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{color:var(--gray-5)}.sum[data-astro-cid-kcsfiltf]{color:var(--text-muted);margin-left:.75rem}.jump[data-astro-cid-kcsfiltf]{align-items:center;gap:.35rem;display:flex}.jump[data-astro-cid-kcsfiltf] input[data-astro-cid-kcsfiltf][type=number]{width:4rem;padding:.2rem}.jump[data-astro-cid-kcsfiltf] .btn[data-astro-cid-kcsfiltf]{padding:.2rem .6rem}\n"},{"type":"external","src":"_astro/list-page.DilVgkUM.css"},{"type":"inline","content":".empty[data-astro-cid-x3622xbe]{background:var(--surface);text-align:center;justify-items:center;gap:.75rem;padding:3rem 2rem;display:grid}.big[data-astro-cid-x3622xbe]{font-size:18px;font-weight:600}.tips[data-astro-cid-x3622xbe]{color:var(--text-muted);gap:.25rem;display:grid}.tips[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe],.hot[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe]{color:var(--brand)}.hot[data-astro-cid-x3622xbe]{flex-wrap:wrap;justify-content:center;gap:.75rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/list_table","isIndex":false,"type":"page","pattern":"^\\/list_table\\/?$","segments":[[{"content":"list_table","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/list_table.astro","pathname":"/list_table","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".loading[data-astro-cid-46m7bkbl]{place-content:center;justify-items:center;gap:.75rem;min-height:70vh;display:grid}.spinner[data-astro-cid-46m7bkbl]{border:4px solid var(--brand-soft);border-top-color:var(--brand);border-radius:50%;width:40px;height:40px;animation:1s linear infinite spin}@keyframes spin{to{transform:rotate(360deg)}}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/loading/activity","isIndex":false,"type":"page","pattern":"^\\/loading\\/activity\\/?$","segments":[[{"content":"loading","dynamic":false,"spread":false}],[{"content":"activity","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/loading/activity.astro","pathname":"/loading/activity","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".loading[data-astro-cid-46m7bkbl]{place-content:center;justify-items:center;gap:.75rem;min-height:70vh;display:grid}.spinner[data-astro-cid-46m7bkbl]{border:4px solid var(--brand-soft);border-top-color:var(--brand);border-radius:50%;width:40px;height:40px;animation:1s linear infinite spin}@keyframes spin{to{transform:rotate(360deg)}}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/loading","isIndex":true,"type":"page","pattern":"^\\/loading\\/?$","segments":[[{"content":"loading","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/loading/index.astro","pathname":"/loading","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".login-stage{background:linear-gradient(120deg,#1f7a4d 0%,#2e9c66 55%,#e8f4ed 55.2%);padding:3rem 0}.login-inner{justify-content:space-between;align-items:center;gap:2rem;min-height:420px;display:flex}.login-pitch{color:#fff;gap:.75rem;max-width:460px;display:grid}.login-pitch .big{letter-spacing:1px;font-size:28px;font-weight:700}.login-pitch ul{gap:.4rem;margin-top:1rem;font-size:15px;display:grid}.login-box{width:400px;box-shadow:var(--shadow-3);background:#fff;border-radius:6px;padding:1.75rem 2rem}.login-title{margin-bottom:1rem;font-size:20px}.login-tabs{border-bottom:1px solid var(--line);margin-bottom:1.25rem;display:flex}.login-tabs button{cursor:pointer;color:var(--text-muted);background:0 0;border:0;border-bottom:2px solid #0000;flex:1;padding:.6rem}.login-tabs button.on{color:var(--brand);border-bottom-color:var(--brand);font-weight:600}.login-form .field{grid-template-columns:4rem 1fr}.login-form .field .hint,.login-form .field .error{grid-column:2}.login-actions .submit{width:100%}.login-links{color:var(--brand);justify-content:space-between;margin-top:.75rem;font-size:13px;display:flex}.login-wechat{border-top:1px dashed var(--line);text-align:center;margin-top:1rem;padding-top:1rem}.login-wechat .btn{color:#07c160;border-color:#07c160}@media (width<=760px){.login-pitch{display:none}.login-inner{justify-content:center}.login-box{width:100%}}\n.field{grid-template-columns:7.5rem 1fr;align-items:start;gap:.25rem 1rem;margin-bottom:1rem;display:grid}.field>label{text-align:right;color:var(--text);padding-top:.45rem}.field .req{color:var(--accent);margin-right:2px}.field .control{gap:.5rem;display:flex}.field input:not([type=checkbox]):not([type=radio]),.field select,.field textarea{border:1px solid var(--line);border-radius:var(--radius);background:#fff;flex:1;min-width:0;padding:.45rem .6rem}.field input:focus,.field select:focus{border-color:var(--brand);outline:2px solid var(--brand-soft)}.field.has-error input,.field.has-error select{border-color:var(--accent)}.field .hint,.field .error{grid-column:2;font-size:12px}.field .hint{color:var(--text-muted)}.field .error{color:var(--accent)}.code-btn{white-space:nowrap;min-width:8.5rem}.code-btn:disabled,.submit:disabled{opacity:.6;cursor:not-allowed}.submit{min-width:10rem;padding:.55rem 1.5rem;font-size:15px}.form-actions{flex-wrap:wrap;align-items:center;gap:1rem;padding-left:8.5rem;display:flex}.check{align-items:center;gap:.4rem;margin-bottom:1rem;padding-left:8.5rem;display:flex}.check-error{color:var(--accent);margin:-.5rem 0 1rem;padding-left:8.5rem;font-size:12px}.form-note{border-radius:var(--radius);background:var(--brand-soft);color:var(--brand-strong);margin-bottom:1rem;padding:.6rem .8rem;font-size:13px}.form-note.warn{color:#ad6800;background:#fff7e6}.form-note.bad{color:#a8071a;background:#fff1f0}@media (width<=640px){.field{grid-template-columns:1fr}.field>label{text-align:left;padding-top:0}.field .hint,.field .error{grid-column:1}.form-actions,.check,.check-error{padding-left:0}}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/login","isIndex":false,"type":"page","pattern":"^\\/login\\/?$","segments":[[{"content":"login","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/login.astro","pathname":"/login","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".notice[data-astro-cid-5laazbic]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1.5rem;padding:4rem 1rem;display:grid}.code[data-astro-cid-5laazbic]{color:var(--brand-soft);-webkit-text-stroke:2px var(--brand);font-size:72px;font-weight:700;line-height:1}h1[data-astro-cid-5laazbic]{font-size:24px}.links[data-astro-cid-5laazbic]{gap:.75rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/noActivity","isIndex":false,"type":"page","pattern":"^\\/noActivity\\/?$","segments":[[{"content":"noActivity","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/noActivity.astro","pathname":"/noActivity","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".notice[data-astro-cid-5laazbic]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1.5rem;padding:4rem 1rem;display:grid}.code[data-astro-cid-5laazbic]{color:var(--brand-soft);-webkit-text-stroke:2px var(--brand);font-size:72px;font-weight:700;line-height:1}h1[data-astro-cid-5laazbic]{font-size:24px}.links[data-astro-cid-5laazbic]{gap:.75rem;display:flex}\n.zb[data-astro-cid-3jb4ii7z]{background:linear-gradient(100deg, var(--zb), color-mix(in srgb, var(--zb) 55%, white));color:#fff;border-radius:var(--radius);justify-content:space-between;align-items:center;gap:1rem;margin-bottom:.75rem;padding:1.25rem 2rem;display:flex}.t[data-astro-cid-3jb4ii7z]{letter-spacing:2px;font-size:26px;font-weight:700}.s[data-astro-cid-3jb4ii7z]{opacity:.9}.zb[data-astro-cid-3jb4ii7z] a[data-astro-cid-3jb4ii7z]{color:#fff;white-space:nowrap;border:1px solid #fffc;border-radius:999px;padding:.3rem .9rem}.zb[data-astro-cid-3jb4ii7z] img[data-astro-cid-3jb4ii7z]{border-radius:var(--radius);background:#fff}\n.tags[data-astro-cid-hq2xakzm]{flex-wrap:wrap;gap:.25rem;min-height:1.3rem;display:flex}.tags[data-astro-cid-hq2xakzm] li[data-astro-cid-hq2xakzm]{border:1px solid var(--tag);color:var(--tag);border-radius:2px;padding:.1rem .3rem;font-size:11px;line-height:1.2}.pt[data-astro-cid-4ldpk37b]{align-items:baseline;gap:.4rem;display:inline-flex}.pt[data-astro-cid-4ldpk37b].sm .price[data-astro-cid-4ldpk37b]{font-size:14px}.pt[data-astro-cid-4ldpk37b].md .price[data-astro-cid-4ldpk37b]{font-size:17px}.pt[data-astro-cid-4ldpk37b].lg .price[data-astro-cid-4ldpk37b]{font-size:26px}.retail[data-astro-cid-4ldpk37b]{color:var(--text-muted);font-size:12px}.pt-notice[data-astro-cid-4ldpk37b]{color:var(--warn);font-size:13px}.pt-notice[data-astro-cid-4ldpk37b].lg{font-size:18px}.atc{flex-wrap:wrap;align-items:center;gap:.4rem;display:flex}.atc-qty{border:1px solid var(--line);border-radius:var(--radius);background:#fff;display:inline-flex;overflow:hidden}.atc-qty button{background:var(--gray-1);cursor:pointer;border:0;width:26px}.atc-qty button:disabled{color:var(--gray-5);cursor:not-allowed}.atc-qty input{border:0;border-inline:1px solid var(--line);text-align:center;width:48px;padding:.2rem 0}.atc-add{padding:.3rem .8rem}.atc-add:disabled{opacity:.6;cursor:progress}.atc-hint{width:100%;color:var(--text-muted);margin:0;font-size:12px}.atc-compact{flex-wrap:nowrap}.atc-compact .atc-add{padding:.2rem .6rem;font-size:12px}.atc-off{color:var(--text-muted);margin:0;font-size:12px}.buy-note[data-astro-cid-oxrjfcht]{color:var(--brand);font-size:12px}.buy-off[data-astro-cid-oxrjfcht]{color:var(--text-muted);font-size:12px}.card[data-astro-cid-hxdgh2qa]{background:var(--surface);border:1px solid #0000;align-content:start;gap:.2rem;padding:.75rem;display:grid;position:relative}.card[data-astro-cid-hxdgh2qa]:hover{border-color:var(--brand);box-shadow:var(--shadow-2)}.img[data-astro-cid-hxdgh2qa]{position:relative}.img[data-astro-cid-hxdgh2qa] img[data-astro-cid-hxdgh2qa]{object-fit:contain;width:160px;height:160px;margin-inline:auto}.flag[data-astro-cid-hxdgh2qa]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px;position:absolute;top:0;left:0}.price-line[data-astro-cid-hxdgh2qa]{min-height:1.6em}h3[data-astro-cid-hxdgh2qa]{text-overflow:ellipsis;white-space:nowrap;font-size:14px;font-weight:600;overflow:hidden}.spec[data-astro-cid-hxdgh2qa],.maker[data-astro-cid-hxdgh2qa],.exp[data-astro-cid-hxdgh2qa]{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.buy[data-astro-cid-hxdgh2qa]{min-height:30px;margin-top:.35rem}\n.pager[data-astro-cid-kcsfiltf]{flex-wrap:wrap;justify-content:center;align-items:center;gap:.35rem;margin:1.5rem 0;display:flex}.pager[data-astro-cid-kcsfiltf] a[data-astro-cid-kcsfiltf],.pager[data-astro-cid-kcsfiltf] span[data-astro-cid-kcsfiltf].cur,.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{border:1px solid var(--line);text-align:center;background:#fff;min-width:2.2rem;padding:.25rem .6rem}.pager[data-astro-cid-kcsfiltf] .cur[data-astro-cid-kcsfiltf]{background:var(--brand);border-color:var(--brand);color:#fff}.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{color:var(--gray-5)}.sum[data-astro-cid-kcsfiltf]{color:var(--text-muted);margin-left:.75rem}.jump[data-astro-cid-kcsfiltf]{align-items:center;gap:.35rem;display:flex}.jump[data-astro-cid-kcsfiltf] input[data-astro-cid-kcsfiltf][type=number]{width:4rem;padding:.2rem}.jump[data-astro-cid-kcsfiltf] .btn[data-astro-cid-kcsfiltf]{padding:.2rem .6rem}\n"},{"type":"external","src":"_astro/list-page.DilVgkUM.css"},{"type":"inline","content":".empty[data-astro-cid-x3622xbe]{background:var(--surface);text-align:center;justify-items:center;gap:.75rem;padding:3rem 2rem;display:grid}.big[data-astro-cid-x3622xbe]{font-size:18px;font-weight:600}.tips[data-astro-cid-x3622xbe]{color:var(--text-muted);gap:.25rem;display:grid}.tips[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe],.hot[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe]{color:var(--brand)}.hot[data-astro-cid-x3622xbe]{flex-wrap:wrap;justify-content:center;gap:.75rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/ppzq/info/[id]/[...page]","isIndex":false,"type":"page","pattern":"^\\/ppzq\\/info\\/([^/]+?)(?:\\/(.*?))?\\/?$","segments":[[{"content":"ppzq","dynamic":false,"spread":false}],[{"content":"info","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}],[{"content":"...page","dynamic":true,"spread":true}]],"params":["id","...page"],"component":"src/pages/ppzq/info/[id]/[...page].astro","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".zb[data-astro-cid-3jb4ii7z]{background:linear-gradient(100deg, var(--zb), color-mix(in srgb, var(--zb) 55%, white));color:#fff;border-radius:var(--radius);justify-content:space-between;align-items:center;gap:1rem;margin-bottom:.75rem;padding:1.25rem 2rem;display:flex}.t[data-astro-cid-3jb4ii7z]{letter-spacing:2px;font-size:26px;font-weight:700}.s[data-astro-cid-3jb4ii7z]{opacity:.9}.zb[data-astro-cid-3jb4ii7z] a[data-astro-cid-3jb4ii7z]{color:#fff;white-space:nowrap;border:1px solid #fffc;border-radius:999px;padding:.3rem .9rem}.zb[data-astro-cid-3jb4ii7z] img[data-astro-cid-3jb4ii7z]{border-radius:var(--radius);background:#fff}\n.pager[data-astro-cid-kcsfiltf]{flex-wrap:wrap;justify-content:center;align-items:center;gap:.35rem;margin:1.5rem 0;display:flex}.pager[data-astro-cid-kcsfiltf] a[data-astro-cid-kcsfiltf],.pager[data-astro-cid-kcsfiltf] span[data-astro-cid-kcsfiltf].cur,.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{border:1px solid var(--line);text-align:center;background:#fff;min-width:2.2rem;padding:.25rem .6rem}.pager[data-astro-cid-kcsfiltf] .cur[data-astro-cid-kcsfiltf]{background:var(--brand);border-color:var(--brand);color:#fff}.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{color:var(--gray-5)}.sum[data-astro-cid-kcsfiltf]{color:var(--text-muted);margin-left:.75rem}.jump[data-astro-cid-kcsfiltf]{align-items:center;gap:.35rem;display:flex}.jump[data-astro-cid-kcsfiltf] input[data-astro-cid-kcsfiltf][type=number]{width:4rem;padding:.2rem}.jump[data-astro-cid-kcsfiltf] .btn[data-astro-cid-kcsfiltf]{padding:.2rem .6rem}\n.crumbs[data-astro-cid-ato5s734]{color:var(--text-muted);padding:.75rem 0 .5rem;font-size:12px}.brands[data-astro-cid-ato5s734]{grid-template-columns:repeat(4,1fr);gap:.75rem;display:grid}.brands[data-astro-cid-ato5s734] a[data-astro-cid-ato5s734]{background:var(--surface);border:1px solid #0000;gap:.25rem;padding:.75rem;display:grid}.brands[data-astro-cid-ato5s734] a[data-astro-cid-ato5s734]:hover{border-color:var(--brand)}.brands[data-astro-cid-ato5s734] img[data-astro-cid-ato5s734]{width:100%;height:auto}.muted[data-astro-cid-ato5s734]{font-size:12px}.count[data-astro-cid-ato5s734]{color:var(--accent);font-size:12px}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/ppzq_index/[...page]","isIndex":false,"type":"page","pattern":"^\\/ppzq_index(?:\\/(.*?))?\\/?$","segments":[[{"content":"ppzq_index","dynamic":false,"spread":false}],[{"content":"...page","dynamic":true,"spread":true}]],"params":["...page"],"component":"src/pages/ppzq_index/[...page].astro","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".notice[data-astro-cid-5laazbic]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1.5rem;padding:4rem 1rem;display:grid}.code[data-astro-cid-5laazbic]{color:var(--brand-soft);-webkit-text-stroke:2px var(--brand);font-size:72px;font-weight:700;line-height:1}h1[data-astro-cid-5laazbic]{font-size:24px}.links[data-astro-cid-5laazbic]{gap:.75rem;display:flex}\n.zb[data-astro-cid-3jb4ii7z]{background:linear-gradient(100deg, var(--zb), color-mix(in srgb, var(--zb) 55%, white));color:#fff;border-radius:var(--radius);justify-content:space-between;align-items:center;gap:1rem;margin-bottom:.75rem;padding:1.25rem 2rem;display:flex}.t[data-astro-cid-3jb4ii7z]{letter-spacing:2px;font-size:26px;font-weight:700}.s[data-astro-cid-3jb4ii7z]{opacity:.9}.zb[data-astro-cid-3jb4ii7z] a[data-astro-cid-3jb4ii7z]{color:#fff;white-space:nowrap;border:1px solid #fffc;border-radius:999px;padding:.3rem .9rem}.zb[data-astro-cid-3jb4ii7z] img[data-astro-cid-3jb4ii7z]{border-radius:var(--radius);background:#fff}\n.tags[data-astro-cid-hq2xakzm]{flex-wrap:wrap;gap:.25rem;min-height:1.3rem;display:flex}.tags[data-astro-cid-hq2xakzm] li[data-astro-cid-hq2xakzm]{border:1px solid var(--tag);color:var(--tag);border-radius:2px;padding:.1rem .3rem;font-size:11px;line-height:1.2}.pt[data-astro-cid-4ldpk37b]{align-items:baseline;gap:.4rem;display:inline-flex}.pt[data-astro-cid-4ldpk37b].sm .price[data-astro-cid-4ldpk37b]{font-size:14px}.pt[data-astro-cid-4ldpk37b].md .price[data-astro-cid-4ldpk37b]{font-size:17px}.pt[data-astro-cid-4ldpk37b].lg .price[data-astro-cid-4ldpk37b]{font-size:26px}.retail[data-astro-cid-4ldpk37b]{color:var(--text-muted);font-size:12px}.pt-notice[data-astro-cid-4ldpk37b]{color:var(--warn);font-size:13px}.pt-notice[data-astro-cid-4ldpk37b].lg{font-size:18px}.atc{flex-wrap:wrap;align-items:center;gap:.4rem;display:flex}.atc-qty{border:1px solid var(--line);border-radius:var(--radius);background:#fff;display:inline-flex;overflow:hidden}.atc-qty button{background:var(--gray-1);cursor:pointer;border:0;width:26px}.atc-qty button:disabled{color:var(--gray-5);cursor:not-allowed}.atc-qty input{border:0;border-inline:1px solid var(--line);text-align:center;width:48px;padding:.2rem 0}.atc-add{padding:.3rem .8rem}.atc-add:disabled{opacity:.6;cursor:progress}.atc-hint{width:100%;color:var(--text-muted);margin:0;font-size:12px}.atc-compact{flex-wrap:nowrap}.atc-compact .atc-add{padding:.2rem .6rem;font-size:12px}.atc-off{color:var(--text-muted);margin:0;font-size:12px}.buy-note[data-astro-cid-oxrjfcht]{color:var(--brand);font-size:12px}.buy-off[data-astro-cid-oxrjfcht]{color:var(--text-muted);font-size:12px}.card[data-astro-cid-hxdgh2qa]{background:var(--surface);border:1px solid #0000;align-content:start;gap:.2rem;padding:.75rem;display:grid;position:relative}.card[data-astro-cid-hxdgh2qa]:hover{border-color:var(--brand);box-shadow:var(--shadow-2)}.img[data-astro-cid-hxdgh2qa]{position:relative}.img[data-astro-cid-hxdgh2qa] img[data-astro-cid-hxdgh2qa]{object-fit:contain;width:160px;height:160px;margin-inline:auto}.flag[data-astro-cid-hxdgh2qa]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px;position:absolute;top:0;left:0}.price-line[data-astro-cid-hxdgh2qa]{min-height:1.6em}h3[data-astro-cid-hxdgh2qa]{text-overflow:ellipsis;white-space:nowrap;font-size:14px;font-weight:600;overflow:hidden}.spec[data-astro-cid-hxdgh2qa],.maker[data-astro-cid-hxdgh2qa],.exp[data-astro-cid-hxdgh2qa]{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.buy[data-astro-cid-hxdgh2qa]{min-height:30px;margin-top:.35rem}\n.pager[data-astro-cid-kcsfiltf]{flex-wrap:wrap;justify-content:center;align-items:center;gap:.35rem;margin:1.5rem 0;display:flex}.pager[data-astro-cid-kcsfiltf] a[data-astro-cid-kcsfiltf],.pager[data-astro-cid-kcsfiltf] span[data-astro-cid-kcsfiltf].cur,.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{border:1px solid var(--line);text-align:center;background:#fff;min-width:2.2rem;padding:.25rem .6rem}.pager[data-astro-cid-kcsfiltf] .cur[data-astro-cid-kcsfiltf]{background:var(--brand);border-color:var(--brand);color:#fff}.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{color:var(--gray-5)}.sum[data-astro-cid-kcsfiltf]{color:var(--text-muted);margin-left:.75rem}.jump[data-astro-cid-kcsfiltf]{align-items:center;gap:.35rem;display:flex}.jump[data-astro-cid-kcsfiltf] input[data-astro-cid-kcsfiltf][type=number]{width:4rem;padding:.2rem}.jump[data-astro-cid-kcsfiltf] .btn[data-astro-cid-kcsfiltf]{padding:.2rem .6rem}\n"},{"type":"external","src":"_astro/list-page.DilVgkUM.css"},{"type":"inline","content":".empty[data-astro-cid-x3622xbe]{background:var(--surface);text-align:center;justify-items:center;gap:.75rem;padding:3rem 2rem;display:grid}.big[data-astro-cid-x3622xbe]{font-size:18px;font-weight:600}.tips[data-astro-cid-x3622xbe]{color:var(--text-muted);gap:.25rem;display:grid}.tips[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe],.hot[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe]{color:var(--brand)}.hot[data-astro-cid-x3622xbe]{flex-wrap:wrap;justify-content:center;gap:.75rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/qxzq","isIndex":false,"type":"page","pattern":"^\\/qxzq\\/?$","segments":[[{"content":"qxzq","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/qxzq.astro","pathname":"/qxzq","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".stepbar[data-astro-cid-v4r5dmao]{counter-reset:s;gap:0;margin:0 0 2rem;display:flex}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao]{background:var(--gray-2);color:var(--text-muted);flex:1;justify-content:center;align-items:center;gap:.5rem;padding:.7rem;display:flex;position:relative}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].on{background:var(--brand);color:#fff}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].done{background:var(--brand-soft);color:var(--brand-strong)}.num[data-astro-cid-v4r5dmao]{border:1px solid;border-radius:50%;place-items:center;width:1.5rem;height:1.5rem;font-size:12px;display:inline-grid}.auth-panel[data-astro-cid-pf5utoyz]{background:var(--surface);margin-block:1.5rem;padding:2rem 3rem 3rem}h1[data-astro-cid-pf5utoyz]{border-bottom:1px solid var(--line);margin-bottom:1.5rem;padding-bottom:.75rem;font-size:20px;font-weight:600}.auth-body[data-astro-cid-pf5utoyz]{max-width:620px;margin-inline:auto}@media (width<=640px){.auth-panel[data-astro-cid-pf5utoyz]{padding:1.25rem}}\n.field{grid-template-columns:7.5rem 1fr;align-items:start;gap:.25rem 1rem;margin-bottom:1rem;display:grid}.field>label{text-align:right;color:var(--text);padding-top:.45rem}.field .req{color:var(--accent);margin-right:2px}.field .control{gap:.5rem;display:flex}.field input:not([type=checkbox]):not([type=radio]),.field select,.field textarea{border:1px solid var(--line);border-radius:var(--radius);background:#fff;flex:1;min-width:0;padding:.45rem .6rem}.field input:focus,.field select:focus{border-color:var(--brand);outline:2px solid var(--brand-soft)}.field.has-error input,.field.has-error select{border-color:var(--accent)}.field .hint,.field .error{grid-column:2;font-size:12px}.field .hint{color:var(--text-muted)}.field .error{color:var(--accent)}.code-btn{white-space:nowrap;min-width:8.5rem}.code-btn:disabled,.submit:disabled{opacity:.6;cursor:not-allowed}.submit{min-width:10rem;padding:.55rem 1.5rem;font-size:15px}.form-actions{flex-wrap:wrap;align-items:center;gap:1rem;padding-left:8.5rem;display:flex}.check{align-items:center;gap:.4rem;margin-bottom:1rem;padding-left:8.5rem;display:flex}.check-error{color:var(--accent);margin:-.5rem 0 1rem;padding-left:8.5rem;font-size:12px}.form-note{border-radius:var(--radius);background:var(--brand-soft);color:var(--brand-strong);margin-bottom:1rem;padding:.6rem .8rem;font-size:13px}.form-note.warn{color:#ad6800;background:#fff7e6}.form-note.bad{color:#a8071a;background:#fff1f0}@media (width<=640px){.field{grid-template-columns:1fr}.field>label{text-align:left;padding-top:0}.field .hint,.field .error{grid-column:1}.form-actions,.check,.check-error{padding-left:0}}\n.done[data-astro-cid-rtgcirsq]{text-align:center;justify-items:center;gap:.75rem;padding:1rem 0;display:grid}.ok-mark[data-astro-cid-rtgcirsq]{background:var(--brand);color:#fff;border-radius:50%;place-items:center;width:64px;height:64px;font-size:36px;display:grid}.done[data-astro-cid-rtgcirsq] h2[data-astro-cid-rtgcirsq]{font-size:22px}.links[data-astro-cid-rtgcirsq]{flex-wrap:wrap;justify-content:center;gap:.75rem;margin-top:.5rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/register/dd/step1","isIndex":false,"type":"page","pattern":"^\\/register\\/dd\\/step1\\/?$","segments":[[{"content":"register","dynamic":false,"spread":false}],[{"content":"dd","dynamic":false,"spread":false}],[{"content":"step1","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/register/dd/step1.astro","pathname":"/register/dd/step1","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".stepbar[data-astro-cid-v4r5dmao]{counter-reset:s;gap:0;margin:0 0 2rem;display:flex}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao]{background:var(--gray-2);color:var(--text-muted);flex:1;justify-content:center;align-items:center;gap:.5rem;padding:.7rem;display:flex;position:relative}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].on{background:var(--brand);color:#fff}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].done{background:var(--brand-soft);color:var(--brand-strong)}.num[data-astro-cid-v4r5dmao]{border:1px solid;border-radius:50%;place-items:center;width:1.5rem;height:1.5rem;font-size:12px;display:inline-grid}.auth-panel[data-astro-cid-pf5utoyz]{background:var(--surface);margin-block:1.5rem;padding:2rem 3rem 3rem}h1[data-astro-cid-pf5utoyz]{border-bottom:1px solid var(--line);margin-bottom:1.5rem;padding-bottom:.75rem;font-size:20px;font-weight:600}.auth-body[data-astro-cid-pf5utoyz]{max-width:620px;margin-inline:auto}@media (width<=640px){.auth-panel[data-astro-cid-pf5utoyz]{padding:1.25rem}}\n.field{grid-template-columns:7.5rem 1fr;align-items:start;gap:.25rem 1rem;margin-bottom:1rem;display:grid}.field>label{text-align:right;color:var(--text);padding-top:.45rem}.field .req{color:var(--accent);margin-right:2px}.field .control{gap:.5rem;display:flex}.field input:not([type=checkbox]):not([type=radio]),.field select,.field textarea{border:1px solid var(--line);border-radius:var(--radius);background:#fff;flex:1;min-width:0;padding:.45rem .6rem}.field input:focus,.field select:focus{border-color:var(--brand);outline:2px solid var(--brand-soft)}.field.has-error input,.field.has-error select{border-color:var(--accent)}.field .hint,.field .error{grid-column:2;font-size:12px}.field .hint{color:var(--text-muted)}.field .error{color:var(--accent)}.code-btn{white-space:nowrap;min-width:8.5rem}.code-btn:disabled,.submit:disabled{opacity:.6;cursor:not-allowed}.submit{min-width:10rem;padding:.55rem 1.5rem;font-size:15px}.form-actions{flex-wrap:wrap;align-items:center;gap:1rem;padding-left:8.5rem;display:flex}.check{align-items:center;gap:.4rem;margin-bottom:1rem;padding-left:8.5rem;display:flex}.check-error{color:var(--accent);margin:-.5rem 0 1rem;padding-left:8.5rem;font-size:12px}.form-note{border-radius:var(--radius);background:var(--brand-soft);color:var(--brand-strong);margin-bottom:1rem;padding:.6rem .8rem;font-size:13px}.form-note.warn{color:#ad6800;background:#fff7e6}.form-note.bad{color:#a8071a;background:#fff1f0}@media (width<=640px){.field{grid-template-columns:1fr}.field>label{text-align:left;padding-top:0}.field .hint,.field .error{grid-column:1}.form-actions,.check,.check-error{padding-left:0}}\n.done[data-astro-cid-rtgcirsq]{text-align:center;justify-items:center;gap:.75rem;padding:1rem 0;display:grid}.ok-mark[data-astro-cid-rtgcirsq]{background:var(--brand);color:#fff;border-radius:50%;place-items:center;width:64px;height:64px;font-size:36px;display:grid}.done[data-astro-cid-rtgcirsq] h2[data-astro-cid-rtgcirsq]{font-size:22px}.links[data-astro-cid-rtgcirsq]{flex-wrap:wrap;justify-content:center;gap:.75rem;margin-top:.5rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/register/dd/step2","isIndex":false,"type":"page","pattern":"^\\/register\\/dd\\/step2\\/?$","segments":[[{"content":"register","dynamic":false,"spread":false}],[{"content":"dd","dynamic":false,"spread":false}],[{"content":"step2","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/register/dd/step2.astro","pathname":"/register/dd/step2","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".stepbar[data-astro-cid-v4r5dmao]{counter-reset:s;gap:0;margin:0 0 2rem;display:flex}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao]{background:var(--gray-2);color:var(--text-muted);flex:1;justify-content:center;align-items:center;gap:.5rem;padding:.7rem;display:flex;position:relative}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].on{background:var(--brand);color:#fff}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].done{background:var(--brand-soft);color:var(--brand-strong)}.num[data-astro-cid-v4r5dmao]{border:1px solid;border-radius:50%;place-items:center;width:1.5rem;height:1.5rem;font-size:12px;display:inline-grid}.auth-panel[data-astro-cid-pf5utoyz]{background:var(--surface);margin-block:1.5rem;padding:2rem 3rem 3rem}h1[data-astro-cid-pf5utoyz]{border-bottom:1px solid var(--line);margin-bottom:1.5rem;padding-bottom:.75rem;font-size:20px;font-weight:600}.auth-body[data-astro-cid-pf5utoyz]{max-width:620px;margin-inline:auto}@media (width<=640px){.auth-panel[data-astro-cid-pf5utoyz]{padding:1.25rem}}\n.field{grid-template-columns:7.5rem 1fr;align-items:start;gap:.25rem 1rem;margin-bottom:1rem;display:grid}.field>label{text-align:right;color:var(--text);padding-top:.45rem}.field .req{color:var(--accent);margin-right:2px}.field .control{gap:.5rem;display:flex}.field input:not([type=checkbox]):not([type=radio]),.field select,.field textarea{border:1px solid var(--line);border-radius:var(--radius);background:#fff;flex:1;min-width:0;padding:.45rem .6rem}.field input:focus,.field select:focus{border-color:var(--brand);outline:2px solid var(--brand-soft)}.field.has-error input,.field.has-error select{border-color:var(--accent)}.field .hint,.field .error{grid-column:2;font-size:12px}.field .hint{color:var(--text-muted)}.field .error{color:var(--accent)}.code-btn{white-space:nowrap;min-width:8.5rem}.code-btn:disabled,.submit:disabled{opacity:.6;cursor:not-allowed}.submit{min-width:10rem;padding:.55rem 1.5rem;font-size:15px}.form-actions{flex-wrap:wrap;align-items:center;gap:1rem;padding-left:8.5rem;display:flex}.check{align-items:center;gap:.4rem;margin-bottom:1rem;padding-left:8.5rem;display:flex}.check-error{color:var(--accent);margin:-.5rem 0 1rem;padding-left:8.5rem;font-size:12px}.form-note{border-radius:var(--radius);background:var(--brand-soft);color:var(--brand-strong);margin-bottom:1rem;padding:.6rem .8rem;font-size:13px}.form-note.warn{color:#ad6800;background:#fff7e6}.form-note.bad{color:#a8071a;background:#fff1f0}@media (width<=640px){.field{grid-template-columns:1fr}.field>label{text-align:left;padding-top:0}.field .hint,.field .error{grid-column:1}.form-actions,.check,.check-error{padding-left:0}}\n.done[data-astro-cid-rtgcirsq]{text-align:center;justify-items:center;gap:.75rem;padding:1rem 0;display:grid}.ok-mark[data-astro-cid-rtgcirsq]{background:var(--brand);color:#fff;border-radius:50%;place-items:center;width:64px;height:64px;font-size:36px;display:grid}.done[data-astro-cid-rtgcirsq] h2[data-astro-cid-rtgcirsq]{font-size:22px}.links[data-astro-cid-rtgcirsq]{flex-wrap:wrap;justify-content:center;gap:.75rem;margin-top:.5rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/register/dd/step3","isIndex":false,"type":"page","pattern":"^\\/register\\/dd\\/step3\\/?$","segments":[[{"content":"register","dynamic":false,"spread":false}],[{"content":"dd","dynamic":false,"spread":false}],[{"content":"step3","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/register/dd/step3.astro","pathname":"/register/dd/step3","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".stepbar[data-astro-cid-v4r5dmao]{counter-reset:s;gap:0;margin:0 0 2rem;display:flex}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao]{background:var(--gray-2);color:var(--text-muted);flex:1;justify-content:center;align-items:center;gap:.5rem;padding:.7rem;display:flex;position:relative}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].on{background:var(--brand);color:#fff}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].done{background:var(--brand-soft);color:var(--brand-strong)}.num[data-astro-cid-v4r5dmao]{border:1px solid;border-radius:50%;place-items:center;width:1.5rem;height:1.5rem;font-size:12px;display:inline-grid}.auth-panel[data-astro-cid-pf5utoyz]{background:var(--surface);margin-block:1.5rem;padding:2rem 3rem 3rem}h1[data-astro-cid-pf5utoyz]{border-bottom:1px solid var(--line);margin-bottom:1.5rem;padding-bottom:.75rem;font-size:20px;font-weight:600}.auth-body[data-astro-cid-pf5utoyz]{max-width:620px;margin-inline:auto}@media (width<=640px){.auth-panel[data-astro-cid-pf5utoyz]{padding:1.25rem}}\n.field{grid-template-columns:7.5rem 1fr;align-items:start;gap:.25rem 1rem;margin-bottom:1rem;display:grid}.field>label{text-align:right;color:var(--text);padding-top:.45rem}.field .req{color:var(--accent);margin-right:2px}.field .control{gap:.5rem;display:flex}.field input:not([type=checkbox]):not([type=radio]),.field select,.field textarea{border:1px solid var(--line);border-radius:var(--radius);background:#fff;flex:1;min-width:0;padding:.45rem .6rem}.field input:focus,.field select:focus{border-color:var(--brand);outline:2px solid var(--brand-soft)}.field.has-error input,.field.has-error select{border-color:var(--accent)}.field .hint,.field .error{grid-column:2;font-size:12px}.field .hint{color:var(--text-muted)}.field .error{color:var(--accent)}.code-btn{white-space:nowrap;min-width:8.5rem}.code-btn:disabled,.submit:disabled{opacity:.6;cursor:not-allowed}.submit{min-width:10rem;padding:.55rem 1.5rem;font-size:15px}.form-actions{flex-wrap:wrap;align-items:center;gap:1rem;padding-left:8.5rem;display:flex}.check{align-items:center;gap:.4rem;margin-bottom:1rem;padding-left:8.5rem;display:flex}.check-error{color:var(--accent);margin:-.5rem 0 1rem;padding-left:8.5rem;font-size:12px}.form-note{border-radius:var(--radius);background:var(--brand-soft);color:var(--brand-strong);margin-bottom:1rem;padding:.6rem .8rem;font-size:13px}.form-note.warn{color:#ad6800;background:#fff7e6}.form-note.bad{color:#a8071a;background:#fff1f0}@media (width<=640px){.field{grid-template-columns:1fr}.field>label{text-align:left;padding-top:0}.field .hint,.field .error{grid-column:1}.form-actions,.check,.check-error{padding-left:0}}\n.done[data-astro-cid-rtgcirsq]{text-align:center;justify-items:center;gap:.75rem;padding:1rem 0;display:grid}.ok-mark[data-astro-cid-rtgcirsq]{background:var(--brand);color:#fff;border-radius:50%;place-items:center;width:64px;height:64px;font-size:36px;display:grid}.done[data-astro-cid-rtgcirsq] h2[data-astro-cid-rtgcirsq]{font-size:22px}.links[data-astro-cid-rtgcirsq]{flex-wrap:wrap;justify-content:center;gap:.75rem;margin-top:.5rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/register/step1","isIndex":false,"type":"page","pattern":"^\\/register\\/step1\\/?$","segments":[[{"content":"register","dynamic":false,"spread":false}],[{"content":"step1","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/register/step1.astro","pathname":"/register/step1","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".stepbar[data-astro-cid-v4r5dmao]{counter-reset:s;gap:0;margin:0 0 2rem;display:flex}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao]{background:var(--gray-2);color:var(--text-muted);flex:1;justify-content:center;align-items:center;gap:.5rem;padding:.7rem;display:flex;position:relative}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].on{background:var(--brand);color:#fff}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].done{background:var(--brand-soft);color:var(--brand-strong)}.num[data-astro-cid-v4r5dmao]{border:1px solid;border-radius:50%;place-items:center;width:1.5rem;height:1.5rem;font-size:12px;display:inline-grid}.auth-panel[data-astro-cid-pf5utoyz]{background:var(--surface);margin-block:1.5rem;padding:2rem 3rem 3rem}h1[data-astro-cid-pf5utoyz]{border-bottom:1px solid var(--line);margin-bottom:1.5rem;padding-bottom:.75rem;font-size:20px;font-weight:600}.auth-body[data-astro-cid-pf5utoyz]{max-width:620px;margin-inline:auto}@media (width<=640px){.auth-panel[data-astro-cid-pf5utoyz]{padding:1.25rem}}\n.field{grid-template-columns:7.5rem 1fr;align-items:start;gap:.25rem 1rem;margin-bottom:1rem;display:grid}.field>label{text-align:right;color:var(--text);padding-top:.45rem}.field .req{color:var(--accent);margin-right:2px}.field .control{gap:.5rem;display:flex}.field input:not([type=checkbox]):not([type=radio]),.field select,.field textarea{border:1px solid var(--line);border-radius:var(--radius);background:#fff;flex:1;min-width:0;padding:.45rem .6rem}.field input:focus,.field select:focus{border-color:var(--brand);outline:2px solid var(--brand-soft)}.field.has-error input,.field.has-error select{border-color:var(--accent)}.field .hint,.field .error{grid-column:2;font-size:12px}.field .hint{color:var(--text-muted)}.field .error{color:var(--accent)}.code-btn{white-space:nowrap;min-width:8.5rem}.code-btn:disabled,.submit:disabled{opacity:.6;cursor:not-allowed}.submit{min-width:10rem;padding:.55rem 1.5rem;font-size:15px}.form-actions{flex-wrap:wrap;align-items:center;gap:1rem;padding-left:8.5rem;display:flex}.check{align-items:center;gap:.4rem;margin-bottom:1rem;padding-left:8.5rem;display:flex}.check-error{color:var(--accent);margin:-.5rem 0 1rem;padding-left:8.5rem;font-size:12px}.form-note{border-radius:var(--radius);background:var(--brand-soft);color:var(--brand-strong);margin-bottom:1rem;padding:.6rem .8rem;font-size:13px}.form-note.warn{color:#ad6800;background:#fff7e6}.form-note.bad{color:#a8071a;background:#fff1f0}@media (width<=640px){.field{grid-template-columns:1fr}.field>label{text-align:left;padding-top:0}.field .hint,.field .error{grid-column:1}.form-actions,.check,.check-error{padding-left:0}}\n.done[data-astro-cid-rtgcirsq]{text-align:center;justify-items:center;gap:.75rem;padding:1rem 0;display:grid}.ok-mark[data-astro-cid-rtgcirsq]{background:var(--brand);color:#fff;border-radius:50%;place-items:center;width:64px;height:64px;font-size:36px;display:grid}.done[data-astro-cid-rtgcirsq] h2[data-astro-cid-rtgcirsq]{font-size:22px}.links[data-astro-cid-rtgcirsq]{flex-wrap:wrap;justify-content:center;gap:.75rem;margin-top:.5rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/register/step2","isIndex":false,"type":"page","pattern":"^\\/register\\/step2\\/?$","segments":[[{"content":"register","dynamic":false,"spread":false}],[{"content":"step2","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/register/step2.astro","pathname":"/register/step2","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".stepbar[data-astro-cid-v4r5dmao]{counter-reset:s;gap:0;margin:0 0 2rem;display:flex}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao]{background:var(--gray-2);color:var(--text-muted);flex:1;justify-content:center;align-items:center;gap:.5rem;padding:.7rem;display:flex;position:relative}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].on{background:var(--brand);color:#fff}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].done{background:var(--brand-soft);color:var(--brand-strong)}.num[data-astro-cid-v4r5dmao]{border:1px solid;border-radius:50%;place-items:center;width:1.5rem;height:1.5rem;font-size:12px;display:inline-grid}.auth-panel[data-astro-cid-pf5utoyz]{background:var(--surface);margin-block:1.5rem;padding:2rem 3rem 3rem}h1[data-astro-cid-pf5utoyz]{border-bottom:1px solid var(--line);margin-bottom:1.5rem;padding-bottom:.75rem;font-size:20px;font-weight:600}.auth-body[data-astro-cid-pf5utoyz]{max-width:620px;margin-inline:auto}@media (width<=640px){.auth-panel[data-astro-cid-pf5utoyz]{padding:1.25rem}}\n.field{grid-template-columns:7.5rem 1fr;align-items:start;gap:.25rem 1rem;margin-bottom:1rem;display:grid}.field>label{text-align:right;color:var(--text);padding-top:.45rem}.field .req{color:var(--accent);margin-right:2px}.field .control{gap:.5rem;display:flex}.field input:not([type=checkbox]):not([type=radio]),.field select,.field textarea{border:1px solid var(--line);border-radius:var(--radius);background:#fff;flex:1;min-width:0;padding:.45rem .6rem}.field input:focus,.field select:focus{border-color:var(--brand);outline:2px solid var(--brand-soft)}.field.has-error input,.field.has-error select{border-color:var(--accent)}.field .hint,.field .error{grid-column:2;font-size:12px}.field .hint{color:var(--text-muted)}.field .error{color:var(--accent)}.code-btn{white-space:nowrap;min-width:8.5rem}.code-btn:disabled,.submit:disabled{opacity:.6;cursor:not-allowed}.submit{min-width:10rem;padding:.55rem 1.5rem;font-size:15px}.form-actions{flex-wrap:wrap;align-items:center;gap:1rem;padding-left:8.5rem;display:flex}.check{align-items:center;gap:.4rem;margin-bottom:1rem;padding-left:8.5rem;display:flex}.check-error{color:var(--accent);margin:-.5rem 0 1rem;padding-left:8.5rem;font-size:12px}.form-note{border-radius:var(--radius);background:var(--brand-soft);color:var(--brand-strong);margin-bottom:1rem;padding:.6rem .8rem;font-size:13px}.form-note.warn{color:#ad6800;background:#fff7e6}.form-note.bad{color:#a8071a;background:#fff1f0}@media (width<=640px){.field{grid-template-columns:1fr}.field>label{text-align:left;padding-top:0}.field .hint,.field .error{grid-column:1}.form-actions,.check,.check-error{padding-left:0}}\n.done[data-astro-cid-rtgcirsq]{text-align:center;justify-items:center;gap:.75rem;padding:1rem 0;display:grid}.ok-mark[data-astro-cid-rtgcirsq]{background:var(--brand);color:#fff;border-radius:50%;place-items:center;width:64px;height:64px;font-size:36px;display:grid}.done[data-astro-cid-rtgcirsq] h2[data-astro-cid-rtgcirsq]{font-size:22px}.links[data-astro-cid-rtgcirsq]{flex-wrap:wrap;justify-content:center;gap:.75rem;margin-top:.5rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/register/step3","isIndex":false,"type":"page","pattern":"^\\/register\\/step3\\/?$","segments":[[{"content":"register","dynamic":false,"spread":false}],[{"content":"step3","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/register/step3.astro","pathname":"/register/step3","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".stepbar[data-astro-cid-v4r5dmao]{counter-reset:s;gap:0;margin:0 0 2rem;display:flex}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao]{background:var(--gray-2);color:var(--text-muted);flex:1;justify-content:center;align-items:center;gap:.5rem;padding:.7rem;display:flex;position:relative}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].on{background:var(--brand);color:#fff}.stepbar[data-astro-cid-v4r5dmao] li[data-astro-cid-v4r5dmao].done{background:var(--brand-soft);color:var(--brand-strong)}.num[data-astro-cid-v4r5dmao]{border:1px solid;border-radius:50%;place-items:center;width:1.5rem;height:1.5rem;font-size:12px;display:inline-grid}.auth-panel[data-astro-cid-pf5utoyz]{background:var(--surface);margin-block:1.5rem;padding:2rem 3rem 3rem}h1[data-astro-cid-pf5utoyz]{border-bottom:1px solid var(--line);margin-bottom:1.5rem;padding-bottom:.75rem;font-size:20px;font-weight:600}.auth-body[data-astro-cid-pf5utoyz]{max-width:620px;margin-inline:auto}@media (width<=640px){.auth-panel[data-astro-cid-pf5utoyz]{padding:1.25rem}}\n.field{grid-template-columns:7.5rem 1fr;align-items:start;gap:.25rem 1rem;margin-bottom:1rem;display:grid}.field>label{text-align:right;color:var(--text);padding-top:.45rem}.field .req{color:var(--accent);margin-right:2px}.field .control{gap:.5rem;display:flex}.field input:not([type=checkbox]):not([type=radio]),.field select,.field textarea{border:1px solid var(--line);border-radius:var(--radius);background:#fff;flex:1;min-width:0;padding:.45rem .6rem}.field input:focus,.field select:focus{border-color:var(--brand);outline:2px solid var(--brand-soft)}.field.has-error input,.field.has-error select{border-color:var(--accent)}.field .hint,.field .error{grid-column:2;font-size:12px}.field .hint{color:var(--text-muted)}.field .error{color:var(--accent)}.code-btn{white-space:nowrap;min-width:8.5rem}.code-btn:disabled,.submit:disabled{opacity:.6;cursor:not-allowed}.submit{min-width:10rem;padding:.55rem 1.5rem;font-size:15px}.form-actions{flex-wrap:wrap;align-items:center;gap:1rem;padding-left:8.5rem;display:flex}.check{align-items:center;gap:.4rem;margin-bottom:1rem;padding-left:8.5rem;display:flex}.check-error{color:var(--accent);margin:-.5rem 0 1rem;padding-left:8.5rem;font-size:12px}.form-note{border-radius:var(--radius);background:var(--brand-soft);color:var(--brand-strong);margin-bottom:1rem;padding:.6rem .8rem;font-size:13px}.form-note.warn{color:#ad6800;background:#fff7e6}.form-note.bad{color:#a8071a;background:#fff1f0}@media (width<=640px){.field{grid-template-columns:1fr}.field>label{text-align:left;padding-top:0}.field .hint,.field .error{grid-column:1}.form-actions,.check,.check-error{padding-left:0}}\n.done[data-astro-cid-rtgcirsq]{text-align:center;justify-items:center;gap:.75rem;padding:1rem 0;display:grid}.ok-mark[data-astro-cid-rtgcirsq]{background:var(--brand);color:#fff;border-radius:50%;place-items:center;width:64px;height:64px;font-size:36px;display:grid}.done[data-astro-cid-rtgcirsq] h2[data-astro-cid-rtgcirsq]{font-size:22px}.links[data-astro-cid-rtgcirsq]{flex-wrap:wrap;justify-content:center;gap:.75rem;margin-top:.5rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/register/wechat","isIndex":false,"type":"page","pattern":"^\\/register\\/wechat\\/?$","segments":[[{"content":"register","dynamic":false,"spread":false}],[{"content":"wechat","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/register/wechat.astro","pathname":"/register/wechat","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".notice[data-astro-cid-5laazbic]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1.5rem;padding:4rem 1rem;display:grid}.code[data-astro-cid-5laazbic]{color:var(--brand-soft);-webkit-text-stroke:2px var(--brand);font-size:72px;font-weight:700;line-height:1}h1[data-astro-cid-5laazbic]{font-size:24px}.links[data-astro-cid-5laazbic]{gap:.75rem;display:flex}\n.tags[data-astro-cid-hq2xakzm]{flex-wrap:wrap;gap:.25rem;min-height:1.3rem;display:flex}.tags[data-astro-cid-hq2xakzm] li[data-astro-cid-hq2xakzm]{border:1px solid var(--tag);color:var(--tag);border-radius:2px;padding:.1rem .3rem;font-size:11px;line-height:1.2}.pt[data-astro-cid-4ldpk37b]{align-items:baseline;gap:.4rem;display:inline-flex}.pt[data-astro-cid-4ldpk37b].sm .price[data-astro-cid-4ldpk37b]{font-size:14px}.pt[data-astro-cid-4ldpk37b].md .price[data-astro-cid-4ldpk37b]{font-size:17px}.pt[data-astro-cid-4ldpk37b].lg .price[data-astro-cid-4ldpk37b]{font-size:26px}.retail[data-astro-cid-4ldpk37b]{color:var(--text-muted);font-size:12px}.pt-notice[data-astro-cid-4ldpk37b]{color:var(--warn);font-size:13px}.pt-notice[data-astro-cid-4ldpk37b].lg{font-size:18px}.atc{flex-wrap:wrap;align-items:center;gap:.4rem;display:flex}.atc-qty{border:1px solid var(--line);border-radius:var(--radius);background:#fff;display:inline-flex;overflow:hidden}.atc-qty button{background:var(--gray-1);cursor:pointer;border:0;width:26px}.atc-qty button:disabled{color:var(--gray-5);cursor:not-allowed}.atc-qty input{border:0;border-inline:1px solid var(--line);text-align:center;width:48px;padding:.2rem 0}.atc-add{padding:.3rem .8rem}.atc-add:disabled{opacity:.6;cursor:progress}.atc-hint{width:100%;color:var(--text-muted);margin:0;font-size:12px}.atc-compact{flex-wrap:nowrap}.atc-compact .atc-add{padding:.2rem .6rem;font-size:12px}.atc-off{color:var(--text-muted);margin:0;font-size:12px}.buy-note[data-astro-cid-oxrjfcht]{color:var(--brand);font-size:12px}.buy-off[data-astro-cid-oxrjfcht]{color:var(--text-muted);font-size:12px}.card[data-astro-cid-hxdgh2qa]{background:var(--surface);border:1px solid #0000;align-content:start;gap:.2rem;padding:.75rem;display:grid;position:relative}.card[data-astro-cid-hxdgh2qa]:hover{border-color:var(--brand);box-shadow:var(--shadow-2)}.img[data-astro-cid-hxdgh2qa]{position:relative}.img[data-astro-cid-hxdgh2qa] img[data-astro-cid-hxdgh2qa]{object-fit:contain;width:160px;height:160px;margin-inline:auto}.flag[data-astro-cid-hxdgh2qa]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px;position:absolute;top:0;left:0}.price-line[data-astro-cid-hxdgh2qa]{min-height:1.6em}h3[data-astro-cid-hxdgh2qa]{text-overflow:ellipsis;white-space:nowrap;font-size:14px;font-weight:600;overflow:hidden}.spec[data-astro-cid-hxdgh2qa],.maker[data-astro-cid-hxdgh2qa],.exp[data-astro-cid-hxdgh2qa]{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.buy[data-astro-cid-hxdgh2qa]{min-height:30px;margin-top:.35rem}\n.pager[data-astro-cid-kcsfiltf]{flex-wrap:wrap;justify-content:center;align-items:center;gap:.35rem;margin:1.5rem 0;display:flex}.pager[data-astro-cid-kcsfiltf] a[data-astro-cid-kcsfiltf],.pager[data-astro-cid-kcsfiltf] span[data-astro-cid-kcsfiltf].cur,.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{border:1px solid var(--line);text-align:center;background:#fff;min-width:2.2rem;padding:.25rem .6rem}.pager[data-astro-cid-kcsfiltf] .cur[data-astro-cid-kcsfiltf]{background:var(--brand);border-color:var(--brand);color:#fff}.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{color:var(--gray-5)}.sum[data-astro-cid-kcsfiltf]{color:var(--text-muted);margin-left:.75rem}.jump[data-astro-cid-kcsfiltf]{align-items:center;gap:.35rem;display:flex}.jump[data-astro-cid-kcsfiltf] input[data-astro-cid-kcsfiltf][type=number]{width:4rem;padding:.2rem}.jump[data-astro-cid-kcsfiltf] .btn[data-astro-cid-kcsfiltf]{padding:.2rem .6rem}\n"},{"type":"external","src":"_astro/list-page.DilVgkUM.css"},{"type":"inline","content":".empty[data-astro-cid-x3622xbe]{background:var(--surface);text-align:center;justify-items:center;gap:.75rem;padding:3rem 2rem;display:grid}.big[data-astro-cid-x3622xbe]{font-size:18px;font-weight:600}.tips[data-astro-cid-x3622xbe]{color:var(--text-muted);gap:.25rem;display:grid}.tips[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe],.hot[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe]{color:var(--brand)}.hot[data-astro-cid-x3622xbe]{flex-wrap:wrap;justify-content:center;gap:.75rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/search_index","isIndex":false,"type":"page","pattern":"^\\/search_index\\/?$","segments":[[{"content":"search_index","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/search_index.astro","pathname":"/search_index","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".notice[data-astro-cid-5laazbic]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1.5rem;padding:4rem 1rem;display:grid}.code[data-astro-cid-5laazbic]{color:var(--brand-soft);-webkit-text-stroke:2px var(--brand);font-size:72px;font-weight:700;line-height:1}h1[data-astro-cid-5laazbic]{font-size:24px}.links[data-astro-cid-5laazbic]{gap:.75rem;display:flex}\n.tags[data-astro-cid-hq2xakzm]{flex-wrap:wrap;gap:.25rem;min-height:1.3rem;display:flex}.tags[data-astro-cid-hq2xakzm] li[data-astro-cid-hq2xakzm]{border:1px solid var(--tag);color:var(--tag);border-radius:2px;padding:.1rem .3rem;font-size:11px;line-height:1.2}.pt[data-astro-cid-4ldpk37b]{align-items:baseline;gap:.4rem;display:inline-flex}.pt[data-astro-cid-4ldpk37b].sm .price[data-astro-cid-4ldpk37b]{font-size:14px}.pt[data-astro-cid-4ldpk37b].md .price[data-astro-cid-4ldpk37b]{font-size:17px}.pt[data-astro-cid-4ldpk37b].lg .price[data-astro-cid-4ldpk37b]{font-size:26px}.retail[data-astro-cid-4ldpk37b]{color:var(--text-muted);font-size:12px}.pt-notice[data-astro-cid-4ldpk37b]{color:var(--warn);font-size:13px}.pt-notice[data-astro-cid-4ldpk37b].lg{font-size:18px}.atc{flex-wrap:wrap;align-items:center;gap:.4rem;display:flex}.atc-qty{border:1px solid var(--line);border-radius:var(--radius);background:#fff;display:inline-flex;overflow:hidden}.atc-qty button{background:var(--gray-1);cursor:pointer;border:0;width:26px}.atc-qty button:disabled{color:var(--gray-5);cursor:not-allowed}.atc-qty input{border:0;border-inline:1px solid var(--line);text-align:center;width:48px;padding:.2rem 0}.atc-add{padding:.3rem .8rem}.atc-add:disabled{opacity:.6;cursor:progress}.atc-hint{width:100%;color:var(--text-muted);margin:0;font-size:12px}.atc-compact{flex-wrap:nowrap}.atc-compact .atc-add{padding:.2rem .6rem;font-size:12px}.atc-off{color:var(--text-muted);margin:0;font-size:12px}.buy-note[data-astro-cid-oxrjfcht]{color:var(--brand);font-size:12px}.buy-off[data-astro-cid-oxrjfcht]{color:var(--text-muted);font-size:12px}.card[data-astro-cid-hxdgh2qa]{background:var(--surface);border:1px solid #0000;align-content:start;gap:.2rem;padding:.75rem;display:grid;position:relative}.card[data-astro-cid-hxdgh2qa]:hover{border-color:var(--brand);box-shadow:var(--shadow-2)}.img[data-astro-cid-hxdgh2qa]{position:relative}.img[data-astro-cid-hxdgh2qa] img[data-astro-cid-hxdgh2qa]{object-fit:contain;width:160px;height:160px;margin-inline:auto}.flag[data-astro-cid-hxdgh2qa]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px;position:absolute;top:0;left:0}.price-line[data-astro-cid-hxdgh2qa]{min-height:1.6em}h3[data-astro-cid-hxdgh2qa]{text-overflow:ellipsis;white-space:nowrap;font-size:14px;font-weight:600;overflow:hidden}.spec[data-astro-cid-hxdgh2qa],.maker[data-astro-cid-hxdgh2qa],.exp[data-astro-cid-hxdgh2qa]{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.buy[data-astro-cid-hxdgh2qa]{min-height:30px;margin-top:.35rem}\n.pager[data-astro-cid-kcsfiltf]{flex-wrap:wrap;justify-content:center;align-items:center;gap:.35rem;margin:1.5rem 0;display:flex}.pager[data-astro-cid-kcsfiltf] a[data-astro-cid-kcsfiltf],.pager[data-astro-cid-kcsfiltf] span[data-astro-cid-kcsfiltf].cur,.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{border:1px solid var(--line);text-align:center;background:#fff;min-width:2.2rem;padding:.25rem .6rem}.pager[data-astro-cid-kcsfiltf] .cur[data-astro-cid-kcsfiltf]{background:var(--brand);border-color:var(--brand);color:#fff}.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{color:var(--gray-5)}.sum[data-astro-cid-kcsfiltf]{color:var(--text-muted);margin-left:.75rem}.jump[data-astro-cid-kcsfiltf]{align-items:center;gap:.35rem;display:flex}.jump[data-astro-cid-kcsfiltf] input[data-astro-cid-kcsfiltf][type=number]{width:4rem;padding:.2rem}.jump[data-astro-cid-kcsfiltf] .btn[data-astro-cid-kcsfiltf]{padding:.2rem .6rem}\n"},{"type":"external","src":"_astro/list-page.DilVgkUM.css"},{"type":"inline","content":".empty[data-astro-cid-x3622xbe]{background:var(--surface);text-align:center;justify-items:center;gap:.75rem;padding:3rem 2rem;display:grid}.big[data-astro-cid-x3622xbe]{font-size:18px;font-weight:600}.tips[data-astro-cid-x3622xbe]{color:var(--text-muted);gap:.25rem;display:grid}.tips[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe],.hot[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe]{color:var(--brand)}.hot[data-astro-cid-x3622xbe]{flex-wrap:wrap;justify-content:center;gap:.75rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/search_table","isIndex":false,"type":"page","pattern":"^\\/search_table\\/?$","segments":[[{"content":"search_table","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/search_table.astro","pathname":"/search_table","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".centre[data-astro-cid-r572csit]{grid-template-columns:200px 1fr;align-items:start;gap:1rem;margin-block:1rem 2rem;display:grid}.side[data-astro-cid-r572csit]{background:var(--surface);padding:1rem 0}.who[data-astro-cid-r572csit]{border-bottom:1px solid var(--line);gap:.25rem;padding:0 1rem 1rem;display:grid}.who[data-astro-cid-r572csit] strong[data-astro-cid-r572csit]{font-size:13px}.state[data-astro-cid-r572csit]{color:var(--warn);font-size:12px}.state[data-astro-cid-r572csit].ok{color:var(--brand)}.group[data-astro-cid-r572csit] h2[data-astro-cid-r572csit]{padding:.75rem 1rem .25rem;font-size:14px}.group[data-astro-cid-r572csit] a[data-astro-cid-r572csit]{color:var(--text-muted);justify-content:space-between;align-items:center;padding:.35rem 1rem .35rem 1.75rem;display:flex}.group[data-astro-cid-r572csit] a[data-astro-cid-r572csit][aria-current]{color:var(--brand);background:var(--brand-soft);border-left:3px solid var(--brand);padding-left:calc(1.75rem - 3px)}.badge[data-astro-cid-r572csit]{background:var(--accent);color:#fff;text-align:center;border-radius:999px;min-width:1.2rem;padding:0 .4rem;font-size:11px}.content[data-astro-cid-r572csit]{background:var(--surface);min-height:480px;padding:1.25rem 1.5rem 2rem}.content[data-astro-cid-r572csit]>h1[data-astro-cid-r572csit]{border-bottom:1px solid var(--line);margin-bottom:1.25rem;padding-bottom:.75rem;font-size:18px}@media (width<=760px){.centre[data-astro-cid-r572csit]{grid-template-columns:1fr}}.grid-table{border-collapse:collapse;width:100%;font-size:13px}.grid-table th,.grid-table td{border:1px solid var(--line);text-align:left;vertical-align:middle;padding:.55rem .6rem}.grid-table thead th{background:var(--gray-1);font-weight:600}.grid-table tr.active{background:var(--brand-soft)}.tag{background:var(--brand);color:#fff;border-radius:3px;margin-left:.4rem;padding:0 .4rem;font-size:11px;font-weight:400;display:inline-block}.ok{color:var(--brand)}.warn{color:var(--warn)}.bad{color:var(--accent)}.sub-panel{border:1px solid var(--line);border-radius:var(--radius);margin-top:1.25rem;padding:1.25rem}.sub-panel h2{margin-bottom:1rem;font-size:15px}.linkish{color:var(--brand);cursor:pointer;background:0 0;border:0;padding:0}.linkish.danger{color:var(--accent)}.addr-list{gap:.75rem;margin-bottom:1rem;display:grid}.addr-list li{border:1px solid var(--line);border-radius:var(--radius);gap:.25rem;padding:.75rem 1rem;display:grid}.addr-list li.default{border-color:var(--brand)}.addr-list .ops{justify-content:flex-end;gap:1rem;display:flex}.msg-bar{justify-content:space-between;align-items:center;margin-bottom:.75rem;display:flex}.msg-list li{border-bottom:1px solid var(--line)}.msg-list button{cursor:pointer;text-align:left;background:0 0;border:0;align-items:center;gap:.75rem;width:100%;padding:.75rem .25rem;display:flex}.msg-list .title{flex:1}.msg-list .unread .title{font-weight:600}.msg-list time{color:var(--text-muted);font-size:12px}.msg-list .dot{background:var(--accent);border-radius:50%;width:8px;height:8px}.msg-list .body{color:var(--text-muted);padding:0 .25rem 1rem 1.5rem}.scopes{border:1px solid var(--line);border-radius:var(--radius);flex-wrap:wrap;gap:.5rem 1.25rem;margin:0 0 1rem 8.5rem;padding:.5rem 1rem;display:flex}.scopes legend{padding:0 .25rem}@media (width<=640px){.scopes{margin-left:0}}\n"},{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".pager[data-astro-cid-5oiby75d]{justify-content:center;gap:.5rem;margin-top:1rem;display:flex}.pager[data-astro-cid-5oiby75d] a[data-astro-cid-5oiby75d]{border:1px solid var(--line);padding:.2rem .6rem}.pager[data-astro-cid-5oiby75d] a[data-astro-cid-5oiby75d][aria-current]{background:var(--brand);color:#fff;border-color:var(--brand)}\n.field{grid-template-columns:7.5rem 1fr;align-items:start;gap:.25rem 1rem;margin-bottom:1rem;display:grid}.field>label{text-align:right;color:var(--text);padding-top:.45rem}.field .req{color:var(--accent);margin-right:2px}.field .control{gap:.5rem;display:flex}.field input:not([type=checkbox]):not([type=radio]),.field select,.field textarea{border:1px solid var(--line);border-radius:var(--radius);background:#fff;flex:1;min-width:0;padding:.45rem .6rem}.field input:focus,.field select:focus{border-color:var(--brand);outline:2px solid var(--brand-soft)}.field.has-error input,.field.has-error select{border-color:var(--accent)}.field .hint,.field .error{grid-column:2;font-size:12px}.field .hint{color:var(--text-muted)}.field .error{color:var(--accent)}.code-btn{white-space:nowrap;min-width:8.5rem}.code-btn:disabled,.submit:disabled{opacity:.6;cursor:not-allowed}.submit{min-width:10rem;padding:.55rem 1.5rem;font-size:15px}.form-actions{flex-wrap:wrap;align-items:center;gap:1rem;padding-left:8.5rem;display:flex}.check{align-items:center;gap:.4rem;margin-bottom:1rem;padding-left:8.5rem;display:flex}.check-error{color:var(--accent);margin:-.5rem 0 1rem;padding-left:8.5rem;font-size:12px}.form-note{border-radius:var(--radius);background:var(--brand-soft);color:var(--brand-strong);margin-bottom:1rem;padding:.6rem .8rem;font-size:13px}.form-note.warn{color:#ad6800;background:#fff7e6}.form-note.bad{color:#a8071a;background:#fff1f0}@media (width<=640px){.field{grid-template-columns:1fr}.field>label{text-align:left;padding-top:0}.field .hint,.field .error{grid-column:1}.form-actions,.check,.check-error{padding-left:0}}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/wdxx","isIndex":false,"type":"page","pattern":"^\\/wdxx\\/?$","segments":[[{"content":"wdxx","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/wdxx.astro","pathname":"/wdxx","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".landing[data-astro-cid-zdr77av7]{gap:1rem;margin-top:1rem;display:grid}.hero[data-astro-cid-zdr77av7]{color:#fff;background:linear-gradient(120deg, var(--brand), #2f9e6a);border-radius:var(--radius);padding:2rem 1.5rem}.zone[data-astro-cid-zdr77av7] .hero[data-astro-cid-zdr77av7]{background:linear-gradient(120deg, #c92a2a, var(--accent))}.chips[data-astro-cid-zdr77av7]{gap:.5rem;display:flex}.kind[data-astro-cid-zdr77av7],.state[data-astro-cid-zdr77av7]{background:#fff3;border-radius:3px;padding:.1rem .5rem;font-size:12px}.state[data-astro-cid-zdr77av7].running{color:var(--brand);background:#fff;font-weight:600}h1[data-astro-cid-zdr77av7]{margin:.5rem 0;font-size:28px;line-height:1.3}.window[data-astro-cid-zdr77av7]{opacity:.95}.notice[data-astro-cid-zdr77av7]{border-radius:var(--radius);background:#fff4e6;border:1px solid #ffd8a8;padding:.75rem 1rem}.rules[data-astro-cid-zdr77av7],.goods[data-astro-cid-zdr77av7]{background:var(--surface);padding:1.25rem 1.5rem}h2[data-astro-cid-zdr77av7]{margin-bottom:.75rem;font-size:18px}.rules[data-astro-cid-zdr77av7] ul[data-astro-cid-zdr77av7]{flex-wrap:wrap;gap:.75rem;margin-bottom:.75rem;display:flex}.rules[data-astro-cid-zdr77av7] li[data-astro-cid-zdr77av7]{color:var(--accent);border:1px dashed var(--accent);border-radius:var(--radius);padding:.4rem 1rem;font-size:18px;font-weight:600}.goods[data-astro-cid-zdr77av7] ul[data-astro-cid-zdr77av7]{grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:.75rem;margin-bottom:.75rem;display:grid}.goods[data-astro-cid-zdr77av7] a[data-astro-cid-zdr77av7]{border:1px solid var(--line);border-radius:var(--radius);gap:.15rem;height:100%;padding:.75rem;display:grid}@media (width<=720px){.hero[data-astro-cid-zdr77av7]{padding:1.25rem 1rem}h1[data-astro-cid-zdr77av7]{font-size:22px}.rules[data-astro-cid-zdr77av7],.goods[data-astro-cid-zdr77av7]{padding:1rem}}.missing[data-astro-cid-j3rwnarm]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1rem;padding:3rem 1rem;display:grid}h1[data-astro-cid-j3rwnarm]{font-size:24px}.links[data-astro-cid-j3rwnarm]{flex-wrap:wrap;justify-content:center;gap:.75rem;display:flex}.running[data-astro-cid-j3rwnarm]{text-align:left;width:min(560px,100%);margin-top:1rem}.running[data-astro-cid-j3rwnarm] h2[data-astro-cid-j3rwnarm]{margin-bottom:.5rem;font-size:16px}.running[data-astro-cid-j3rwnarm] li[data-astro-cid-j3rwnarm] a[data-astro-cid-j3rwnarm]{border:1px solid var(--line);border-radius:var(--radius);align-items:center;gap:.5rem;margin-bottom:.5rem;padding:.55rem .75rem;display:flex}.kind[data-astro-cid-j3rwnarm]{color:#fff;background:var(--accent);border-radius:3px;padding:0 .35rem;font-size:12px}.tabs[data-astro-cid-q4apvuin]{flex-wrap:wrap;gap:.5rem;margin-top:1rem;display:flex}.tabs[data-astro-cid-q4apvuin] a[data-astro-cid-q4apvuin]{background:var(--surface);border:1px solid var(--line);border-radius:var(--radius);padding:.45rem 1rem}.tabs[data-astro-cid-q4apvuin] a[data-astro-cid-q4apvuin][aria-current=page]{background:var(--brand);border-color:var(--brand);color:#fff}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/yjh/[...id]","isIndex":false,"type":"page","pattern":"^\\/yjh(?:\\/(.*?))?\\/?$","segments":[[{"content":"yjh","dynamic":false,"spread":false}],[{"content":"...id","dynamic":true,"spread":true}]],"params":["...id"],"component":"src/pages/yjh/[...id].astro","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".notice[data-astro-cid-5laazbic]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1.5rem;padding:4rem 1rem;display:grid}.code[data-astro-cid-5laazbic]{color:var(--brand-soft);-webkit-text-stroke:2px var(--brand);font-size:72px;font-weight:700;line-height:1}h1[data-astro-cid-5laazbic]{font-size:24px}.links[data-astro-cid-5laazbic]{gap:.75rem;display:flex}\n.zb[data-astro-cid-3jb4ii7z]{background:linear-gradient(100deg, var(--zb), color-mix(in srgb, var(--zb) 55%, white));color:#fff;border-radius:var(--radius);justify-content:space-between;align-items:center;gap:1rem;margin-bottom:.75rem;padding:1.25rem 2rem;display:flex}.t[data-astro-cid-3jb4ii7z]{letter-spacing:2px;font-size:26px;font-weight:700}.s[data-astro-cid-3jb4ii7z]{opacity:.9}.zb[data-astro-cid-3jb4ii7z] a[data-astro-cid-3jb4ii7z]{color:#fff;white-space:nowrap;border:1px solid #fffc;border-radius:999px;padding:.3rem .9rem}.zb[data-astro-cid-3jb4ii7z] img[data-astro-cid-3jb4ii7z]{border-radius:var(--radius);background:#fff}\n.tags[data-astro-cid-hq2xakzm]{flex-wrap:wrap;gap:.25rem;min-height:1.3rem;display:flex}.tags[data-astro-cid-hq2xakzm] li[data-astro-cid-hq2xakzm]{border:1px solid var(--tag);color:var(--tag);border-radius:2px;padding:.1rem .3rem;font-size:11px;line-height:1.2}.pt[data-astro-cid-4ldpk37b]{align-items:baseline;gap:.4rem;display:inline-flex}.pt[data-astro-cid-4ldpk37b].sm .price[data-astro-cid-4ldpk37b]{font-size:14px}.pt[data-astro-cid-4ldpk37b].md .price[data-astro-cid-4ldpk37b]{font-size:17px}.pt[data-astro-cid-4ldpk37b].lg .price[data-astro-cid-4ldpk37b]{font-size:26px}.retail[data-astro-cid-4ldpk37b]{color:var(--text-muted);font-size:12px}.pt-notice[data-astro-cid-4ldpk37b]{color:var(--warn);font-size:13px}.pt-notice[data-astro-cid-4ldpk37b].lg{font-size:18px}.atc{flex-wrap:wrap;align-items:center;gap:.4rem;display:flex}.atc-qty{border:1px solid var(--line);border-radius:var(--radius);background:#fff;display:inline-flex;overflow:hidden}.atc-qty button{background:var(--gray-1);cursor:pointer;border:0;width:26px}.atc-qty button:disabled{color:var(--gray-5);cursor:not-allowed}.atc-qty input{border:0;border-inline:1px solid var(--line);text-align:center;width:48px;padding:.2rem 0}.atc-add{padding:.3rem .8rem}.atc-add:disabled{opacity:.6;cursor:progress}.atc-hint{width:100%;color:var(--text-muted);margin:0;font-size:12px}.atc-compact{flex-wrap:nowrap}.atc-compact .atc-add{padding:.2rem .6rem;font-size:12px}.atc-off{color:var(--text-muted);margin:0;font-size:12px}.buy-note[data-astro-cid-oxrjfcht]{color:var(--brand);font-size:12px}.buy-off[data-astro-cid-oxrjfcht]{color:var(--text-muted);font-size:12px}.card[data-astro-cid-hxdgh2qa]{background:var(--surface);border:1px solid #0000;align-content:start;gap:.2rem;padding:.75rem;display:grid;position:relative}.card[data-astro-cid-hxdgh2qa]:hover{border-color:var(--brand);box-shadow:var(--shadow-2)}.img[data-astro-cid-hxdgh2qa]{position:relative}.img[data-astro-cid-hxdgh2qa] img[data-astro-cid-hxdgh2qa]{object-fit:contain;width:160px;height:160px;margin-inline:auto}.flag[data-astro-cid-hxdgh2qa]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px;position:absolute;top:0;left:0}.price-line[data-astro-cid-hxdgh2qa]{min-height:1.6em}h3[data-astro-cid-hxdgh2qa]{text-overflow:ellipsis;white-space:nowrap;font-size:14px;font-weight:600;overflow:hidden}.spec[data-astro-cid-hxdgh2qa],.maker[data-astro-cid-hxdgh2qa],.exp[data-astro-cid-hxdgh2qa]{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.buy[data-astro-cid-hxdgh2qa]{min-height:30px;margin-top:.35rem}\n.pager[data-astro-cid-kcsfiltf]{flex-wrap:wrap;justify-content:center;align-items:center;gap:.35rem;margin:1.5rem 0;display:flex}.pager[data-astro-cid-kcsfiltf] a[data-astro-cid-kcsfiltf],.pager[data-astro-cid-kcsfiltf] span[data-astro-cid-kcsfiltf].cur,.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{border:1px solid var(--line);text-align:center;background:#fff;min-width:2.2rem;padding:.25rem .6rem}.pager[data-astro-cid-kcsfiltf] .cur[data-astro-cid-kcsfiltf]{background:var(--brand);border-color:var(--brand);color:#fff}.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{color:var(--gray-5)}.sum[data-astro-cid-kcsfiltf]{color:var(--text-muted);margin-left:.75rem}.jump[data-astro-cid-kcsfiltf]{align-items:center;gap:.35rem;display:flex}.jump[data-astro-cid-kcsfiltf] input[data-astro-cid-kcsfiltf][type=number]{width:4rem;padding:.2rem}.jump[data-astro-cid-kcsfiltf] .btn[data-astro-cid-kcsfiltf]{padding:.2rem .6rem}\n"},{"type":"external","src":"_astro/list-page.DilVgkUM.css"},{"type":"inline","content":".empty[data-astro-cid-x3622xbe]{background:var(--surface);text-align:center;justify-items:center;gap:.75rem;padding:3rem 2rem;display:grid}.big[data-astro-cid-x3622xbe]{font-size:18px;font-weight:600}.tips[data-astro-cid-x3622xbe]{color:var(--text-muted);gap:.25rem;display:grid}.tips[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe],.hot[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe]{color:var(--brand)}.hot[data-astro-cid-x3622xbe]{flex-wrap:wrap;justify-content:center;gap:.75rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/yx_index","isIndex":false,"type":"page","pattern":"^\\/yx_index\\/?$","segments":[[{"content":"yx_index","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/yx_index.astro","pathname":"/yx_index","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".rule[data-astro-cid-giti2ruk]{background:var(--surface);gap:1rem;max-width:720px;margin:2rem auto;padding:2rem 2.5rem;display:grid}h1[data-astro-cid-giti2ruk]{color:var(--brand);font-size:22px}ol[data-astro-cid-giti2ruk]{gap:.5rem;padding-left:1.5rem;line-height:1.8;list-style:decimal;display:grid}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/yx_rule","isIndex":false,"type":"page","pattern":"^\\/yx_rule\\/?$","segments":[[{"content":"yx_rule","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/yx_rule.astro","pathname":"/yx_rule","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".notice[data-astro-cid-5laazbic]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1.5rem;padding:4rem 1rem;display:grid}.code[data-astro-cid-5laazbic]{color:var(--brand-soft);-webkit-text-stroke:2px var(--brand);font-size:72px;font-weight:700;line-height:1}h1[data-astro-cid-5laazbic]{font-size:24px}.links[data-astro-cid-5laazbic]{gap:.75rem;display:flex}\n.zb[data-astro-cid-3jb4ii7z]{background:linear-gradient(100deg, var(--zb), color-mix(in srgb, var(--zb) 55%, white));color:#fff;border-radius:var(--radius);justify-content:space-between;align-items:center;gap:1rem;margin-bottom:.75rem;padding:1.25rem 2rem;display:flex}.t[data-astro-cid-3jb4ii7z]{letter-spacing:2px;font-size:26px;font-weight:700}.s[data-astro-cid-3jb4ii7z]{opacity:.9}.zb[data-astro-cid-3jb4ii7z] a[data-astro-cid-3jb4ii7z]{color:#fff;white-space:nowrap;border:1px solid #fffc;border-radius:999px;padding:.3rem .9rem}.zb[data-astro-cid-3jb4ii7z] img[data-astro-cid-3jb4ii7z]{border-radius:var(--radius);background:#fff}\n.tags[data-astro-cid-hq2xakzm]{flex-wrap:wrap;gap:.25rem;min-height:1.3rem;display:flex}.tags[data-astro-cid-hq2xakzm] li[data-astro-cid-hq2xakzm]{border:1px solid var(--tag);color:var(--tag);border-radius:2px;padding:.1rem .3rem;font-size:11px;line-height:1.2}.pt[data-astro-cid-4ldpk37b]{align-items:baseline;gap:.4rem;display:inline-flex}.pt[data-astro-cid-4ldpk37b].sm .price[data-astro-cid-4ldpk37b]{font-size:14px}.pt[data-astro-cid-4ldpk37b].md .price[data-astro-cid-4ldpk37b]{font-size:17px}.pt[data-astro-cid-4ldpk37b].lg .price[data-astro-cid-4ldpk37b]{font-size:26px}.retail[data-astro-cid-4ldpk37b]{color:var(--text-muted);font-size:12px}.pt-notice[data-astro-cid-4ldpk37b]{color:var(--warn);font-size:13px}.pt-notice[data-astro-cid-4ldpk37b].lg{font-size:18px}.atc{flex-wrap:wrap;align-items:center;gap:.4rem;display:flex}.atc-qty{border:1px solid var(--line);border-radius:var(--radius);background:#fff;display:inline-flex;overflow:hidden}.atc-qty button{background:var(--gray-1);cursor:pointer;border:0;width:26px}.atc-qty button:disabled{color:var(--gray-5);cursor:not-allowed}.atc-qty input{border:0;border-inline:1px solid var(--line);text-align:center;width:48px;padding:.2rem 0}.atc-add{padding:.3rem .8rem}.atc-add:disabled{opacity:.6;cursor:progress}.atc-hint{width:100%;color:var(--text-muted);margin:0;font-size:12px}.atc-compact{flex-wrap:nowrap}.atc-compact .atc-add{padding:.2rem .6rem;font-size:12px}.atc-off{color:var(--text-muted);margin:0;font-size:12px}.buy-note[data-astro-cid-oxrjfcht]{color:var(--brand);font-size:12px}.buy-off[data-astro-cid-oxrjfcht]{color:var(--text-muted);font-size:12px}.card[data-astro-cid-hxdgh2qa]{background:var(--surface);border:1px solid #0000;align-content:start;gap:.2rem;padding:.75rem;display:grid;position:relative}.card[data-astro-cid-hxdgh2qa]:hover{border-color:var(--brand);box-shadow:var(--shadow-2)}.img[data-astro-cid-hxdgh2qa]{position:relative}.img[data-astro-cid-hxdgh2qa] img[data-astro-cid-hxdgh2qa]{object-fit:contain;width:160px;height:160px;margin-inline:auto}.flag[data-astro-cid-hxdgh2qa]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px;position:absolute;top:0;left:0}.price-line[data-astro-cid-hxdgh2qa]{min-height:1.6em}h3[data-astro-cid-hxdgh2qa]{text-overflow:ellipsis;white-space:nowrap;font-size:14px;font-weight:600;overflow:hidden}.spec[data-astro-cid-hxdgh2qa],.maker[data-astro-cid-hxdgh2qa],.exp[data-astro-cid-hxdgh2qa]{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.buy[data-astro-cid-hxdgh2qa]{min-height:30px;margin-top:.35rem}\n.pager[data-astro-cid-kcsfiltf]{flex-wrap:wrap;justify-content:center;align-items:center;gap:.35rem;margin:1.5rem 0;display:flex}.pager[data-astro-cid-kcsfiltf] a[data-astro-cid-kcsfiltf],.pager[data-astro-cid-kcsfiltf] span[data-astro-cid-kcsfiltf].cur,.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{border:1px solid var(--line);text-align:center;background:#fff;min-width:2.2rem;padding:.25rem .6rem}.pager[data-astro-cid-kcsfiltf] .cur[data-astro-cid-kcsfiltf]{background:var(--brand);border-color:var(--brand);color:#fff}.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{color:var(--gray-5)}.sum[data-astro-cid-kcsfiltf]{color:var(--text-muted);margin-left:.75rem}.jump[data-astro-cid-kcsfiltf]{align-items:center;gap:.35rem;display:flex}.jump[data-astro-cid-kcsfiltf] input[data-astro-cid-kcsfiltf][type=number]{width:4rem;padding:.2rem}.jump[data-astro-cid-kcsfiltf] .btn[data-astro-cid-kcsfiltf]{padding:.2rem .6rem}\n"},{"type":"external","src":"_astro/list-page.DilVgkUM.css"},{"type":"inline","content":".empty[data-astro-cid-x3622xbe]{background:var(--surface);text-align:center;justify-items:center;gap:.75rem;padding:3rem 2rem;display:grid}.big[data-astro-cid-x3622xbe]{font-size:18px;font-weight:600}.tips[data-astro-cid-x3622xbe]{color:var(--text-muted);gap:.25rem;display:grid}.tips[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe],.hot[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe]{color:var(--brand)}.hot[data-astro-cid-x3622xbe]{flex-wrap:wrap;justify-content:center;gap:.75rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/yx_table","isIndex":false,"type":"page","pattern":"^\\/yx_table\\/?$","segments":[[{"content":"yx_table","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/yx_table.astro","pathname":"/yx_table","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".landing[data-astro-cid-zdr77av7]{gap:1rem;margin-top:1rem;display:grid}.hero[data-astro-cid-zdr77av7]{color:#fff;background:linear-gradient(120deg, var(--brand), #2f9e6a);border-radius:var(--radius);padding:2rem 1.5rem}.zone[data-astro-cid-zdr77av7] .hero[data-astro-cid-zdr77av7]{background:linear-gradient(120deg, #c92a2a, var(--accent))}.chips[data-astro-cid-zdr77av7]{gap:.5rem;display:flex}.kind[data-astro-cid-zdr77av7],.state[data-astro-cid-zdr77av7]{background:#fff3;border-radius:3px;padding:.1rem .5rem;font-size:12px}.state[data-astro-cid-zdr77av7].running{color:var(--brand);background:#fff;font-weight:600}h1[data-astro-cid-zdr77av7]{margin:.5rem 0;font-size:28px;line-height:1.3}.window[data-astro-cid-zdr77av7]{opacity:.95}.notice[data-astro-cid-zdr77av7]{border-radius:var(--radius);background:#fff4e6;border:1px solid #ffd8a8;padding:.75rem 1rem}.rules[data-astro-cid-zdr77av7],.goods[data-astro-cid-zdr77av7]{background:var(--surface);padding:1.25rem 1.5rem}h2[data-astro-cid-zdr77av7]{margin-bottom:.75rem;font-size:18px}.rules[data-astro-cid-zdr77av7] ul[data-astro-cid-zdr77av7]{flex-wrap:wrap;gap:.75rem;margin-bottom:.75rem;display:flex}.rules[data-astro-cid-zdr77av7] li[data-astro-cid-zdr77av7]{color:var(--accent);border:1px dashed var(--accent);border-radius:var(--radius);padding:.4rem 1rem;font-size:18px;font-weight:600}.goods[data-astro-cid-zdr77av7] ul[data-astro-cid-zdr77av7]{grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:.75rem;margin-bottom:.75rem;display:grid}.goods[data-astro-cid-zdr77av7] a[data-astro-cid-zdr77av7]{border:1px solid var(--line);border-radius:var(--radius);gap:.15rem;height:100%;padding:.75rem;display:grid}@media (width<=720px){.hero[data-astro-cid-zdr77av7]{padding:1.25rem 1rem}h1[data-astro-cid-zdr77av7]{font-size:22px}.rules[data-astro-cid-zdr77av7],.goods[data-astro-cid-zdr77av7]{padding:1rem}}.missing[data-astro-cid-j3rwnarm]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1rem;padding:3rem 1rem;display:grid}h1[data-astro-cid-j3rwnarm]{font-size:24px}.links[data-astro-cid-j3rwnarm]{flex-wrap:wrap;justify-content:center;gap:.75rem;display:flex}.running[data-astro-cid-j3rwnarm]{text-align:left;width:min(560px,100%);margin-top:1rem}.running[data-astro-cid-j3rwnarm] h2[data-astro-cid-j3rwnarm]{margin-bottom:.5rem;font-size:16px}.running[data-astro-cid-j3rwnarm] li[data-astro-cid-j3rwnarm] a[data-astro-cid-j3rwnarm]{border:1px solid var(--line);border-radius:var(--radius);align-items:center;gap:.5rem;margin-bottom:.5rem;padding:.55rem .75rem;display:flex}.kind[data-astro-cid-j3rwnarm]{color:#fff;background:var(--accent);border-radius:3px;padding:0 .35rem;font-size:12px}.tabs[data-astro-cid-q4apvuin]{flex-wrap:wrap;gap:.5rem;margin-top:1rem;display:flex}.tabs[data-astro-cid-q4apvuin] a[data-astro-cid-q4apvuin]{background:var(--surface);border:1px solid var(--line);border-radius:var(--radius);padding:.45rem 1rem}.tabs[data-astro-cid-q4apvuin] a[data-astro-cid-q4apvuin][aria-current=page]{background:var(--brand);border-color:var(--brand);color:#fff}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/zqmb","isIndex":false,"type":"page","pattern":"^\\/zqmb\\/?$","segments":[[{"content":"zqmb","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/zqmb.astro","pathname":"/zqmb","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".notice[data-astro-cid-5laazbic]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1.5rem;padding:4rem 1rem;display:grid}.code[data-astro-cid-5laazbic]{color:var(--brand-soft);-webkit-text-stroke:2px var(--brand);font-size:72px;font-weight:700;line-height:1}h1[data-astro-cid-5laazbic]{font-size:24px}.links[data-astro-cid-5laazbic]{gap:.75rem;display:flex}\n.zb[data-astro-cid-3jb4ii7z]{background:linear-gradient(100deg, var(--zb), color-mix(in srgb, var(--zb) 55%, white));color:#fff;border-radius:var(--radius);justify-content:space-between;align-items:center;gap:1rem;margin-bottom:.75rem;padding:1.25rem 2rem;display:flex}.t[data-astro-cid-3jb4ii7z]{letter-spacing:2px;font-size:26px;font-weight:700}.s[data-astro-cid-3jb4ii7z]{opacity:.9}.zb[data-astro-cid-3jb4ii7z] a[data-astro-cid-3jb4ii7z]{color:#fff;white-space:nowrap;border:1px solid #fffc;border-radius:999px;padding:.3rem .9rem}.zb[data-astro-cid-3jb4ii7z] img[data-astro-cid-3jb4ii7z]{border-radius:var(--radius);background:#fff}\n.tags[data-astro-cid-hq2xakzm]{flex-wrap:wrap;gap:.25rem;min-height:1.3rem;display:flex}.tags[data-astro-cid-hq2xakzm] li[data-astro-cid-hq2xakzm]{border:1px solid var(--tag);color:var(--tag);border-radius:2px;padding:.1rem .3rem;font-size:11px;line-height:1.2}.pt[data-astro-cid-4ldpk37b]{align-items:baseline;gap:.4rem;display:inline-flex}.pt[data-astro-cid-4ldpk37b].sm .price[data-astro-cid-4ldpk37b]{font-size:14px}.pt[data-astro-cid-4ldpk37b].md .price[data-astro-cid-4ldpk37b]{font-size:17px}.pt[data-astro-cid-4ldpk37b].lg .price[data-astro-cid-4ldpk37b]{font-size:26px}.retail[data-astro-cid-4ldpk37b]{color:var(--text-muted);font-size:12px}.pt-notice[data-astro-cid-4ldpk37b]{color:var(--warn);font-size:13px}.pt-notice[data-astro-cid-4ldpk37b].lg{font-size:18px}.atc{flex-wrap:wrap;align-items:center;gap:.4rem;display:flex}.atc-qty{border:1px solid var(--line);border-radius:var(--radius);background:#fff;display:inline-flex;overflow:hidden}.atc-qty button{background:var(--gray-1);cursor:pointer;border:0;width:26px}.atc-qty button:disabled{color:var(--gray-5);cursor:not-allowed}.atc-qty input{border:0;border-inline:1px solid var(--line);text-align:center;width:48px;padding:.2rem 0}.atc-add{padding:.3rem .8rem}.atc-add:disabled{opacity:.6;cursor:progress}.atc-hint{width:100%;color:var(--text-muted);margin:0;font-size:12px}.atc-compact{flex-wrap:nowrap}.atc-compact .atc-add{padding:.2rem .6rem;font-size:12px}.atc-off{color:var(--text-muted);margin:0;font-size:12px}.buy-note[data-astro-cid-oxrjfcht]{color:var(--brand);font-size:12px}.buy-off[data-astro-cid-oxrjfcht]{color:var(--text-muted);font-size:12px}.card[data-astro-cid-hxdgh2qa]{background:var(--surface);border:1px solid #0000;align-content:start;gap:.2rem;padding:.75rem;display:grid;position:relative}.card[data-astro-cid-hxdgh2qa]:hover{border-color:var(--brand);box-shadow:var(--shadow-2)}.img[data-astro-cid-hxdgh2qa]{position:relative}.img[data-astro-cid-hxdgh2qa] img[data-astro-cid-hxdgh2qa]{object-fit:contain;width:160px;height:160px;margin-inline:auto}.flag[data-astro-cid-hxdgh2qa]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px;position:absolute;top:0;left:0}.price-line[data-astro-cid-hxdgh2qa]{min-height:1.6em}h3[data-astro-cid-hxdgh2qa]{text-overflow:ellipsis;white-space:nowrap;font-size:14px;font-weight:600;overflow:hidden}.spec[data-astro-cid-hxdgh2qa],.maker[data-astro-cid-hxdgh2qa],.exp[data-astro-cid-hxdgh2qa]{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.buy[data-astro-cid-hxdgh2qa]{min-height:30px;margin-top:.35rem}\n.pager[data-astro-cid-kcsfiltf]{flex-wrap:wrap;justify-content:center;align-items:center;gap:.35rem;margin:1.5rem 0;display:flex}.pager[data-astro-cid-kcsfiltf] a[data-astro-cid-kcsfiltf],.pager[data-astro-cid-kcsfiltf] span[data-astro-cid-kcsfiltf].cur,.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{border:1px solid var(--line);text-align:center;background:#fff;min-width:2.2rem;padding:.25rem .6rem}.pager[data-astro-cid-kcsfiltf] .cur[data-astro-cid-kcsfiltf]{background:var(--brand);border-color:var(--brand);color:#fff}.pager[data-astro-cid-kcsfiltf] .off[data-astro-cid-kcsfiltf]{color:var(--gray-5)}.sum[data-astro-cid-kcsfiltf]{color:var(--text-muted);margin-left:.75rem}.jump[data-astro-cid-kcsfiltf]{align-items:center;gap:.35rem;display:flex}.jump[data-astro-cid-kcsfiltf] input[data-astro-cid-kcsfiltf][type=number]{width:4rem;padding:.2rem}.jump[data-astro-cid-kcsfiltf] .btn[data-astro-cid-kcsfiltf]{padding:.2rem .6rem}\n"},{"type":"external","src":"_astro/list-page.DilVgkUM.css"},{"type":"inline","content":".empty[data-astro-cid-x3622xbe]{background:var(--surface);text-align:center;justify-items:center;gap:.75rem;padding:3rem 2rem;display:grid}.big[data-astro-cid-x3622xbe]{font-size:18px;font-weight:600}.tips[data-astro-cid-x3622xbe]{color:var(--text-muted);gap:.25rem;display:grid}.tips[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe],.hot[data-astro-cid-x3622xbe] a[data-astro-cid-x3622xbe]{color:var(--brand)}.hot[data-astro-cid-x3622xbe]{flex-wrap:wrap;justify-content:center;gap:.75rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/zyyp","isIndex":false,"type":"page","pattern":"^\\/zyyp\\/?$","segments":[[{"content":"zyyp","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/zyyp.astro","pathname":"/zyyp","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".centre[data-astro-cid-r572csit]{grid-template-columns:200px 1fr;align-items:start;gap:1rem;margin-block:1rem 2rem;display:grid}.side[data-astro-cid-r572csit]{background:var(--surface);padding:1rem 0}.who[data-astro-cid-r572csit]{border-bottom:1px solid var(--line);gap:.25rem;padding:0 1rem 1rem;display:grid}.who[data-astro-cid-r572csit] strong[data-astro-cid-r572csit]{font-size:13px}.state[data-astro-cid-r572csit]{color:var(--warn);font-size:12px}.state[data-astro-cid-r572csit].ok{color:var(--brand)}.group[data-astro-cid-r572csit] h2[data-astro-cid-r572csit]{padding:.75rem 1rem .25rem;font-size:14px}.group[data-astro-cid-r572csit] a[data-astro-cid-r572csit]{color:var(--text-muted);justify-content:space-between;align-items:center;padding:.35rem 1rem .35rem 1.75rem;display:flex}.group[data-astro-cid-r572csit] a[data-astro-cid-r572csit][aria-current]{color:var(--brand);background:var(--brand-soft);border-left:3px solid var(--brand);padding-left:calc(1.75rem - 3px)}.badge[data-astro-cid-r572csit]{background:var(--accent);color:#fff;text-align:center;border-radius:999px;min-width:1.2rem;padding:0 .4rem;font-size:11px}.content[data-astro-cid-r572csit]{background:var(--surface);min-height:480px;padding:1.25rem 1.5rem 2rem}.content[data-astro-cid-r572csit]>h1[data-astro-cid-r572csit]{border-bottom:1px solid var(--line);margin-bottom:1.25rem;padding-bottom:.75rem;font-size:18px}@media (width<=760px){.centre[data-astro-cid-r572csit]{grid-template-columns:1fr}}.grid-table{border-collapse:collapse;width:100%;font-size:13px}.grid-table th,.grid-table td{border:1px solid var(--line);text-align:left;vertical-align:middle;padding:.55rem .6rem}.grid-table thead th{background:var(--gray-1);font-weight:600}.grid-table tr.active{background:var(--brand-soft)}.tag{background:var(--brand);color:#fff;border-radius:3px;margin-left:.4rem;padding:0 .4rem;font-size:11px;font-weight:400;display:inline-block}.ok{color:var(--brand)}.warn{color:var(--warn)}.bad{color:var(--accent)}.sub-panel{border:1px solid var(--line);border-radius:var(--radius);margin-top:1.25rem;padding:1.25rem}.sub-panel h2{margin-bottom:1rem;font-size:15px}.linkish{color:var(--brand);cursor:pointer;background:0 0;border:0;padding:0}.linkish.danger{color:var(--accent)}.addr-list{gap:.75rem;margin-bottom:1rem;display:grid}.addr-list li{border:1px solid var(--line);border-radius:var(--radius);gap:.25rem;padding:.75rem 1rem;display:grid}.addr-list li.default{border-color:var(--brand)}.addr-list .ops{justify-content:flex-end;gap:1rem;display:flex}.msg-bar{justify-content:space-between;align-items:center;margin-bottom:.75rem;display:flex}.msg-list li{border-bottom:1px solid var(--line)}.msg-list button{cursor:pointer;text-align:left;background:0 0;border:0;align-items:center;gap:.75rem;width:100%;padding:.75rem .25rem;display:flex}.msg-list .title{flex:1}.msg-list .unread .title{font-weight:600}.msg-list time{color:var(--text-muted);font-size:12px}.msg-list .dot{background:var(--accent);border-radius:50%;width:8px;height:8px}.msg-list .body{color:var(--text-muted);padding:0 .25rem 1rem 1.5rem}.scopes{border:1px solid var(--line);border-radius:var(--radius);flex-wrap:wrap;gap:.5rem 1.25rem;margin:0 0 1rem 8.5rem;padding:.5rem 1rem;display:flex}.scopes legend{padding:0 .25rem}@media (width<=640px){.scopes{margin-left:0}}\n"},{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".field{grid-template-columns:7.5rem 1fr;align-items:start;gap:.25rem 1rem;margin-bottom:1rem;display:grid}.field>label{text-align:right;color:var(--text);padding-top:.45rem}.field .req{color:var(--accent);margin-right:2px}.field .control{gap:.5rem;display:flex}.field input:not([type=checkbox]):not([type=radio]),.field select,.field textarea{border:1px solid var(--line);border-radius:var(--radius);background:#fff;flex:1;min-width:0;padding:.45rem .6rem}.field input:focus,.field select:focus{border-color:var(--brand);outline:2px solid var(--brand-soft)}.field.has-error input,.field.has-error select{border-color:var(--accent)}.field .hint,.field .error{grid-column:2;font-size:12px}.field .hint{color:var(--text-muted)}.field .error{color:var(--accent)}.code-btn{white-space:nowrap;min-width:8.5rem}.code-btn:disabled,.submit:disabled{opacity:.6;cursor:not-allowed}.submit{min-width:10rem;padding:.55rem 1.5rem;font-size:15px}.form-actions{flex-wrap:wrap;align-items:center;gap:1rem;padding-left:8.5rem;display:flex}.check{align-items:center;gap:.4rem;margin-bottom:1rem;padding-left:8.5rem;display:flex}.check-error{color:var(--accent);margin:-.5rem 0 1rem;padding-left:8.5rem;font-size:12px}.form-note{border-radius:var(--radius);background:var(--brand-soft);color:var(--brand-strong);margin-bottom:1rem;padding:.6rem .8rem;font-size:13px}.form-note.warn{color:#ad6800;background:#fff7e6}.form-note.bad{color:#a8071a;background:#fff1f0}@media (width<=640px){.field{grid-template-columns:1fr}.field>label{text-align:left;padding-top:0}.field .hint,.field .error{grid-column:1}.form-actions,.check,.check-error{padding-left:0}}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/zzzj","isIndex":false,"type":"page","pattern":"^\\/zzzj\\/?$","segments":[[{"content":"zzzj","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/zzzj.astro","pathname":"/zzzj","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/help_[page]","isIndex":false,"type":"page","pattern":"^\\/help_([^/]+?)\\/?$","segments":[[{"content":"help_","dynamic":false,"spread":false},{"content":"page","dynamic":true,"spread":false}]],"params":["page"],"component":"src/pages/help_[page].astro","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".carousel[data-astro-cid-xpakbjv4]{background:var(--gray-2);min-height:340px;position:relative;overflow:hidden}.track[data-astro-cid-xpakbjv4]{scroll-snap-type:x mandatory;scrollbar-width:none;height:100%;display:flex;overflow-x:auto}.slide[data-astro-cid-xpakbjv4]{scroll-snap-align:start;flex:0 0 100%}.slide[data-astro-cid-xpakbjv4] img[data-astro-cid-xpakbjv4]{object-fit:cover;width:100%;height:100%}.dots[data-astro-cid-xpakbjv4]{gap:.4rem;display:flex;position:absolute;bottom:.75rem;left:50%;translate:-50%}.dots[data-astro-cid-xpakbjv4] button[data-astro-cid-xpakbjv4]{opacity:.6;cursor:pointer;background:#fff;border:0;border-radius:50%;width:12px;height:12px}.dots[data-astro-cid-xpakbjv4] button[data-astro-cid-xpakbjv4][aria-current=true]{opacity:1;border-radius:6px;width:24px}.shelf[data-astro-cid-wqjisvu7]{margin-top:1.5rem}header[data-astro-cid-wqjisvu7]{border-bottom:2px solid var(--shelf);align-items:baseline;gap:1rem;margin-bottom:.75rem;padding-bottom:.5rem;display:flex}h2[data-astro-cid-wqjisvu7]{color:var(--shelf);font-size:20px}.more[data-astro-cid-wqjisvu7]{color:var(--text-muted);margin-left:auto}.grid[data-astro-cid-wqjisvu7]{grid-template-columns:repeat(5,1fr);gap:.75rem;display:grid}.hero[data-astro-cid-lcdefpme]{grid-template-columns:210px 1fr 230px;gap:.75rem;margin-top:0;display:grid}.side[data-astro-cid-lcdefpme]{align-content:start;gap:.75rem;padding-top:.75rem;display:grid}.welcome[data-astro-cid-lcdefpme],.notices[data-astro-cid-lcdefpme]{background:var(--surface);padding:.75rem}.actions[data-astro-cid-lcdefpme]{gap:.5rem;margin:.5rem 0;display:flex}.small[data-astro-cid-lcdefpme]{font-size:12px}.notices[data-astro-cid-lcdefpme] h2[data-astro-cid-lcdefpme],.brands[data-astro-cid-lcdefpme] h2[data-astro-cid-lcdefpme]{justify-content:space-between;align-items:baseline;font-size:15px;display:flex}.more[data-astro-cid-lcdefpme]{color:var(--text-muted);font-size:12px;font-weight:400}.notices[data-astro-cid-lcdefpme] li[data-astro-cid-lcdefpme]{text-overflow:ellipsis;white-space:nowrap;font-size:12px;line-height:2;overflow:hidden}.brands[data-astro-cid-lcdefpme]{background:var(--surface);margin-top:1.5rem;padding:1rem}.brands[data-astro-cid-lcdefpme] ul[data-astro-cid-lcdefpme]{grid-template-columns:repeat(6,1fr);gap:.75rem;margin-top:.5rem;display:grid}\n.tags[data-astro-cid-hq2xakzm]{flex-wrap:wrap;gap:.25rem;min-height:1.3rem;display:flex}.tags[data-astro-cid-hq2xakzm] li[data-astro-cid-hq2xakzm]{border:1px solid var(--tag);color:var(--tag);border-radius:2px;padding:.1rem .3rem;font-size:11px;line-height:1.2}.pt[data-astro-cid-4ldpk37b]{align-items:baseline;gap:.4rem;display:inline-flex}.pt[data-astro-cid-4ldpk37b].sm .price[data-astro-cid-4ldpk37b]{font-size:14px}.pt[data-astro-cid-4ldpk37b].md .price[data-astro-cid-4ldpk37b]{font-size:17px}.pt[data-astro-cid-4ldpk37b].lg .price[data-astro-cid-4ldpk37b]{font-size:26px}.retail[data-astro-cid-4ldpk37b]{color:var(--text-muted);font-size:12px}.pt-notice[data-astro-cid-4ldpk37b]{color:var(--warn);font-size:13px}.pt-notice[data-astro-cid-4ldpk37b].lg{font-size:18px}.atc{flex-wrap:wrap;align-items:center;gap:.4rem;display:flex}.atc-qty{border:1px solid var(--line);border-radius:var(--radius);background:#fff;display:inline-flex;overflow:hidden}.atc-qty button{background:var(--gray-1);cursor:pointer;border:0;width:26px}.atc-qty button:disabled{color:var(--gray-5);cursor:not-allowed}.atc-qty input{border:0;border-inline:1px solid var(--line);text-align:center;width:48px;padding:.2rem 0}.atc-add{padding:.3rem .8rem}.atc-add:disabled{opacity:.6;cursor:progress}.atc-hint{width:100%;color:var(--text-muted);margin:0;font-size:12px}.atc-compact{flex-wrap:nowrap}.atc-compact .atc-add{padding:.2rem .6rem;font-size:12px}.atc-off{color:var(--text-muted);margin:0;font-size:12px}.buy-note[data-astro-cid-oxrjfcht]{color:var(--brand);font-size:12px}.buy-off[data-astro-cid-oxrjfcht]{color:var(--text-muted);font-size:12px}.card[data-astro-cid-hxdgh2qa]{background:var(--surface);border:1px solid #0000;align-content:start;gap:.2rem;padding:.75rem;display:grid;position:relative}.card[data-astro-cid-hxdgh2qa]:hover{border-color:var(--brand);box-shadow:var(--shadow-2)}.img[data-astro-cid-hxdgh2qa]{position:relative}.img[data-astro-cid-hxdgh2qa] img[data-astro-cid-hxdgh2qa]{object-fit:contain;width:160px;height:160px;margin-inline:auto}.flag[data-astro-cid-hxdgh2qa]{background:var(--warn);color:#fff;border-radius:2px;padding:0 .4rem;font-size:12px;position:absolute;top:0;left:0}.price-line[data-astro-cid-hxdgh2qa]{min-height:1.6em}h3[data-astro-cid-hxdgh2qa]{text-overflow:ellipsis;white-space:nowrap;font-size:14px;font-weight:600;overflow:hidden}.spec[data-astro-cid-hxdgh2qa],.maker[data-astro-cid-hxdgh2qa],.exp[data-astro-cid-hxdgh2qa]{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.buy[data-astro-cid-hxdgh2qa]{min-height:30px;margin-top:.35rem}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/","isIndex":true,"type":"page","pattern":"^\\/$","segments":[],"params":[],"component":"src/pages/index.astro","pathname":"/","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/BaseLayout.FzOVobDC.css"},{"type":"inline","content":".notice[data-astro-cid-5laazbic]{background:var(--surface);text-align:center;justify-items:center;gap:1rem;margin-top:1.5rem;padding:4rem 1rem;display:grid}.code[data-astro-cid-5laazbic]{color:var(--brand-soft);-webkit-text-stroke:2px var(--brand);font-size:72px;font-weight:700;line-height:1}h1[data-astro-cid-5laazbic]{font-size:24px}.links[data-astro-cid-5laazbic]{gap:.75rem;display:flex}\n"},{"type":"external","src":"_astro/DeferredHeader.D_lLXYwt.css"},{"type":"inline","content":".site-footer[data-astro-cid-3a5wmu7c]{background:var(--surface);border-top:1px solid var(--line);color:var(--text-muted);margin-top:2rem;font-size:12px}.promises[data-astro-cid-3a5wmu7c]{border-bottom:1px solid var(--line);color:var(--brand);text-align:center;grid-template-columns:repeat(4,1fr);padding-block:1.2rem;font-size:16px;font-weight:600;display:grid}.footer-main[data-astro-cid-3a5wmu7c]{grid-template-columns:repeat(4,1fr) 260px;gap:1rem;padding-block:1.5rem;display:grid}.help-group[data-astro-cid-3a5wmu7c] h2[data-astro-cid-3a5wmu7c]{color:var(--text);margin-bottom:.5rem;font-size:14px}.help-group[data-astro-cid-3a5wmu7c] li[data-astro-cid-3a5wmu7c]{line-height:2}.qr[data-astro-cid-3a5wmu7c]{gap:1rem;display:flex}.qr[data-astro-cid-3a5wmu7c] figure[data-astro-cid-3a5wmu7c]{text-align:center;width:110px}.legal[data-astro-cid-3a5wmu7c]{border-top:1px solid var(--line);text-align:center;padding-block:1rem;line-height:2}.licences[data-astro-cid-3a5wmu7c]{flex-wrap:wrap;justify-content:center;gap:0 1.5rem;display:flex}.rs[data-drawer=open]{width:310px;box-shadow:var(--shadow-4)}.rs[data-drawer=open] .rs-item{margin-left:auto}.cd{width:270px;color:var(--text);border-right:1px solid var(--line);background:#fff;flex-direction:column;display:flex;position:absolute;top:0;bottom:0;left:0}.cd-head{border-bottom:1px solid var(--line);background:var(--brand-soft);justify-content:space-between;align-items:center;padding:.6rem .8rem;display:flex}.cd-head h2{outline:none;font-size:15px}.cd-close{cursor:pointer;color:var(--text-muted);background:0 0;border:0;font-size:20px;line-height:1}.cd-body{flex:1;overflow-y:auto}.cd-empty{text-align:center;color:var(--text-muted);padding:3rem 1rem}.cd-empty a{color:var(--brand)}.cd-list{display:grid}.cd-item{border-bottom:1px dashed var(--line);grid-template-columns:56px 1fr auto;align-items:center;gap:.5rem;padding:.5rem .7rem;display:grid}.cd-img img{object-fit:contain;border:1px solid var(--line);width:56px;height:56px}.cd-info{min-width:0}.cd-name{text-overflow:ellipsis;white-space:nowrap;font-size:13px;display:block;overflow:hidden}.cd-spec{color:var(--text-muted);text-overflow:ellipsis;white-space:nowrap;font-size:12px;overflow:hidden}.cd-line{font-size:12px}.cd-invalid .cd-name,.cd-invalid .cd-spec{color:var(--gray-5)}.cd-tag{background:var(--gray-5);color:#fff;border-radius:2px;padding:0 .3rem;display:inline-block}.cd-del{color:var(--text-muted);cursor:pointer;background:0 0;border:0;font-size:12px}.cd-del:hover{color:var(--accent)}.cd-foot{border-top:1px solid var(--line);gap:.2rem;padding:.6rem .8rem;font-size:13px;display:grid}.cd-total .price{font-size:16px}.cd-go{margin:.6rem .8rem .8rem}.rs{z-index:50;background:#2b2f33;flex-direction:column;justify-content:center;gap:2px;width:40px;display:flex;position:fixed;top:0;bottom:0;right:0}.rs-item{color:#fff;text-align:center;writing-mode:vertical-rl;letter-spacing:2px;cursor:pointer;background:0 0;border:0;width:40px;padding:.6rem .5rem;font-size:12px;line-height:1.3;display:block;position:relative}.rs-item:hover{background:var(--brand);color:#fff}.rs-badge{writing-mode:horizontal-tb;background:var(--accent);letter-spacing:0;border-radius:9px;min-width:18px;padding:0 4px;font-size:11px;line-height:18px;position:absolute;top:0;left:50%;translate:-50% -40%}.rs-top{margin-top:1rem}.rs-qr-wrap{position:relative}.rs-qr{width:140px;color:var(--text);border:1px solid var(--line);box-shadow:var(--shadow-3);text-align:center;background:#fff;padding:.5rem;font-size:12px;position:absolute;top:-40px;right:44px}\n"}],"routeData":{"route":"/[...path]","isIndex":false,"type":"page","pattern":"^(?:\\/(.*?))?\\/?$","segments":[[{"content":"...path","dynamic":true,"spread":true}]],"params":["...path"],"component":"src/pages/[...path].astro","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}}],"serverLike":true,"middlewareMode":"classic","base":"/","trailingSlash":"ignore","compressHTML":"jsx","componentMetadata":[["/work/main/src/pages/help/[...slug].astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/help_[page].astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/layouts/BaseLayout.astro",{"propagation":"in-tree","containsHead":false}],["/work/main/src/components/help/HelpCentrePage.astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/help/[...slug]@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:pages",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:manifest",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/manifest/ambient.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/fetch/default-handler.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/app/base.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/app/app.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/app/entrypoints/index.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/build/app.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/entrypoints/prerender.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/middleware/index.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/middleware/astro-middleware.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/errors/default-handler.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/errors/build-handler.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/errors/handler.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/errors/dev-handler.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/pages/handler.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/rewrites/handler.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/fetch/fetch-state.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/actions/runtime/server.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/actions/handler.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/routing/handler.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/actions/utils.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/i18n/index.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/i18n/fallback.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/i18n/handler.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/i18n/middleware.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/i18n/utils.js",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/help_[page]@_@astro",{"propagation":"in-tree","containsHead":false}],["/work/main/src/pages/addr.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/basic.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/bdwx.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/ddgl.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/dzht.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/wdxx.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/zzzj.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/register/dd/step1.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/register/dd/step2.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/register/dd/step3.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/register/step1.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/register/step2.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/register/step3.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/register/wechat.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/Hdzx/[ids]/[...id].astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/hdmb.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/yjh/[...id].astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/zqmb.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/help/xrzn/hyzc.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/help_news.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/help_news_company.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/help_news_hy.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/404.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/[...path].astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/cart_step1.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/forget_step1.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/forget_step2.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/forget_step3.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/help_news_info/[id]/[type].astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/index.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/kxzq.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/kxzq/goods/[url]/[...ads].astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/kxzq_index.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/list/other/[id]/[...name].astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/list_index.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/list_info/[id].astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/list_info_pt/[id].astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/list_no_image.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/list_table.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/loading/activity.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/loading/index.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/login.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/noActivity.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/ppzq/info/[id]/[...page].astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/ppzq_index/[...page].astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/qxzq.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/search_index.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/search_table.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/yx_index.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/yx_rule.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/yx_table.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/pages/zyyp.astro",{"propagation":"in-tree","containsHead":true}],["/work/main/src/components/account/AccountShell.astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/addr@_@astro",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/app/entrypoints/virtual/prod.js",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:app",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/app/entrypoints/virtual/index.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/@astrojs/node/dist/server.js",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:fetchable",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/app/node.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/astro/dist/core/app/entrypoints/node.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/@astrojs/node/dist/serve-app.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/@astrojs/node/dist/middleware.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/@astrojs/node/dist/standalone.js",{"propagation":"in-tree","containsHead":false}],["/work/main/node_modules/@astrojs/node/dist/serve-static.js",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/basic@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/bdwx@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/ddgl@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/dzht@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/wdxx@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/zzzj@_@astro",{"propagation":"in-tree","containsHead":false}],["/work/main/src/components/account/RegisterStep.astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/register/dd/step1@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/register/dd/step2@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/register/dd/step3@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/register/step1@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/register/step2@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/register/step3@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/register/wechat@_@astro",{"propagation":"in-tree","containsHead":false}],["/work/main/src/components/activity/ActivityPage.astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/Hdzx/[ids]/[...id]@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/hdmb@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/yjh/[...id]@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/zqmb@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/help/xrzn/hyzc@_@astro",{"propagation":"in-tree","containsHead":false}],["/work/main/src/components/news/NewsList.astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/help_news@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/help_news_company@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/help_news_hy@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/404@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/[...path]@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/cart_step1@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/forget_step1@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/forget_step2@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/forget_step3@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/help_news_info/[id]/[type]@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/index@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/kxzq@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/kxzq/goods/[url]/[...ads]@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/kxzq_index@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/list/other/[id]/[...name]@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/list_index@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/list_info/[id]@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/list_info_pt/[id]@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/list_no_image@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/list_table@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/loading/activity@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/loading/index@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/login@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/noActivity@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/ppzq/info/[id]/[...page]@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/ppzq_index/[...page]@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/qxzq@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/search_index@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/search_table@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/yx_index@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/yx_rule@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/yx_table@_@astro",{"propagation":"in-tree","containsHead":false}],["\u0000virtual:astro:page:src/pages/zyyp@_@astro",{"propagation":"in-tree","containsHead":false}]],"renderers":[],"clientDirectives":[["idle","(()=>{var l=(n,t)=>{let i=async()=>{await(await n())()},e=typeof t.value==\"object\"?t.value:void 0,s={timeout:e==null?void 0:e.timeout};\"requestIdleCallback\"in window?window.requestIdleCallback(i,s):setTimeout(i,s.timeout||200)};(self.Astro||(self.Astro={})).idle=l;window.dispatchEvent(new Event(\"astro:idle\"));})();"],["load","(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).load=e;window.dispatchEvent(new Event(\"astro:load\"));})();"],["media","(()=>{var n=(a,t)=>{let i=async()=>{await(await a())()};if(t.value){let e=matchMedia(t.value);e.matches?i():e.addEventListener(\"change\",i,{once:!0})}};(self.Astro||(self.Astro={})).media=n;window.dispatchEvent(new Event(\"astro:media\"));})();"],["only","(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).only=e;window.dispatchEvent(new Event(\"astro:only\"));})();"],["visible","(()=>{var a=(s,i,o)=>{let r=async()=>{await(await s())()},t=typeof i.value==\"object\"?i.value:void 0,c={rootMargin:t==null?void 0:t.rootMargin},n=new IntersectionObserver(e=>{for(let l of e)if(l.isIntersecting){n.disconnect(),r();break}},c);for(let e of o.children)n.observe(e)};(self.Astro||(self.Astro={})).visible=a;window.dispatchEvent(new Event(\"astro:visible\"));})();"]],"entryModules":{"\u0000astro:data-layer-content":"chunks/_astro_data-layer-content_Bo2XShJH.mjs","\u0000virtual:astro:cache-provider":"chunks/_virtual_astro_cache-provider_CDEGPavA.mjs","\u0000virtual:astro:get-image":"chunks/_virtual_astro_get-image_D7fTr3gr.mjs","\u0000virtual:astro:middleware":"virtual_astro_middleware.mjs","\u0000virtual:astro:server-island-manifest":"chunks/_virtual_astro_server-island-manifest_CXupZtZZ.mjs","\u0000virtual:astro:session-driver":"chunks/_virtual_astro_session-driver_By4zZSx4.mjs","/work/main/.astro/content-assets.mjs":"chunks/content-assets_B0XVnSnr.mjs","/work/main/.astro/content-modules.mjs":"chunks/content-modules_DYcV8QGo.mjs","\u0000virtual:astro:actions/noop-entrypoint":"chunks/noop-entrypoint_CxXy0p4B.mjs","/work/main/node_modules/astro/dist/assets/services/sharp.js":"chunks/sharp_CLqdzHoj.mjs","/work/main/node_modules/@astrojs/react/dist/vnode-children.js":"chunks/vnode-children_C4hxNQje.mjs","/work/main/src/layouts/DeferredFooter.astro":"chunks/DeferredFooter_BS7haG97.mjs","/work/main/src/layouts/DeferredHeader.astro":"chunks/DeferredHeader_D7s1iMao.mjs","@astrojs/node/server.js":"entry.mjs","\u0000virtual:astro:page:src/pages/404@_@astro":"chunks/404_BzS7MK5Z.mjs","\u0000virtual:astro:page:src/pages/ppzq_index/[...page]@_@astro":"chunks/_.._5uF46zvR.mjs","\u0000virtual:astro:page:src/pages/list/other/[id]/[...name]@_@astro":"chunks/_.._BvApKnE9.mjs","\u0000virtual:astro:page:src/pages/[...path]@_@astro":"chunks/_.._BvdT4dDB.mjs","\u0000virtual:astro:page:src/pages/kxzq/goods/[url]/[...ads]@_@astro":"chunks/_.._D7P94E__.mjs","\u0000virtual:astro:page:src/pages/ppzq/info/[id]/[...page]@_@astro":"chunks/_.._DgOQ-cRz.mjs","\u0000virtual:astro:page:src/pages/yjh/[...id]@_@astro":"chunks/_.._DkvOkrs4.mjs","\u0000virtual:astro:page:src/pages/api/[...rest]@_@ts":"chunks/_.._h_oOGQHg.mjs","\u0000virtual:astro:page:src/pages/Hdzx/[ids]/[...id]@_@astro":"chunks/_.._zBt6gJKT.mjs","\u0000virtual:astro:page:src/pages/img/banner/[file]@_@ts":"chunks/_file__9RwhF985.mjs","\u0000virtual:astro:page:src/pages/img/brand/[file]@_@ts":"chunks/_file__BJWYMr_z.mjs","\u0000virtual:astro:page:src/pages/img/goods/[file]@_@ts":"chunks/_file__CL6ijgEE.mjs","\u0000virtual:astro:page:src/pages/api/index_wntj/[id]@_@ts":"chunks/_id__BC8EMqum.mjs","\u0000virtual:astro:page:src/pages/list_info_pt/[id]@_@astro":"chunks/_id__Ba-FfOet.mjs","\u0000virtual:astro:page:src/pages/api/cart/quick_add/[id]@_@ts":"chunks/_id__CNGWJUQu.mjs","\u0000virtual:astro:page:src/pages/api/focus/brand/[id]@_@ts":"chunks/_id__DBWm1y9m.mjs","\u0000virtual:astro:page:src/pages/api/goods/detail/[id]@_@ts":"chunks/_id__DD-cHryA.mjs","\u0000virtual:astro:page:src/pages/list_info/[id]@_@astro":"chunks/_id__DWOeb8eB.mjs","\u0000virtual:astro:page:src/pages/api/user/address/[id]@_@ts":"chunks/_id__DZjotN6M.mjs","\u0000virtual:astro:page:src/pages/files/zzzj/[id]@_@ts":"chunks/_id__FNrvFVm5.mjs","\u0000virtual:astro:page:src/pages/help_news_info/[id]/[type]@_@astro":"chunks/_type__BeWQeoJY.mjs","\u0000virtual:astro:page:src/pages/api/user/phone/[value]@_@ts":"chunks/_value__Cacvn-eM.mjs","\u0000virtual:astro:page:src/pages/loading/activity@_@astro":"chunks/activity_-iiALUeE.mjs","\u0000virtual:astro:page:src/pages/addr@_@astro":"chunks/addr_VNEVqoEh.mjs","\u0000virtual:astro:page:src/pages/api/user/address@_@ts":"chunks/address_F3bsMBAt.mjs","\u0000virtual:astro:page:src/pages/api/user/wechat/authorize@_@ts":"chunks/authorize_C74rJNfL.mjs","\u0000virtual:astro:page:src/pages/api/user/base@_@ts":"chunks/base_ZVi9kdTo.mjs","\u0000virtual:astro:page:src/pages/basic@_@astro":"chunks/basic_7YJLHFW1.mjs","\u0000virtual:astro:page:src/pages/api/cart/batch_delete@_@ts":"chunks/batch_delete_Bbef9uBL.mjs","\u0000virtual:astro:page:src/pages/api/cart/batch_select@_@ts":"chunks/batch_select_D-7MwP_g.mjs","\u0000virtual:astro:page:src/pages/bdwx@_@astro":"chunks/bdwx_66Ab2dxE.mjs","\u0000virtual:astro:page:src/pages/api/user/wechat/callback@_@ts":"chunks/callback_B3WxV125.mjs","\u0000virtual:astro:page:src/pages/cart_step1@_@astro":"chunks/cart_step1_DEtJwbeO.mjs","\u0000virtual:astro:page:src/pages/api/article/category@_@ts":"chunks/category_CRbFRGUR.mjs","\u0000virtual:astro:page:src/pages/api/cart/checkout@_@ts":"chunks/checkout_DcUP9AVS.mjs","\u0000virtual:astro:page:src/pages/api/focus/common@_@ts":"chunks/common_Dr1YcxW9.mjs","\u0000virtual:astro:page:src/pages/api/user/register/company@_@ts":"chunks/company_BTGNIEiv.mjs","\u0000virtual:astro:page:src/pages/api/user/contract@_@ts":"chunks/contract_CCwMBH-1.mjs","\u0000virtual:astro:page:src/pages/api/cart/copy@_@ts":"chunks/copy_CvE5hTWZ.mjs","\u0000virtual:astro:page:src/pages/api/user/create_code@_@ts":"chunks/create_code_Dl8NbVV1.mjs","\u0000virtual:astro:page:src/pages/ddgl@_@astro":"chunks/ddgl_CC1bRS5L.mjs","\u0000virtual:astro:page:src/pages/api/user/address/[id]/default@_@ts":"chunks/default_JhxDaARV.mjs","\u0000virtual:astro:page:src/pages/desktop.url@_@ts":"chunks/desktop_B0ASfYCG.mjs","\u0000virtual:astro:page:src/pages/dzht@_@astro":"chunks/dzht_DD6_-v8E.mjs","\u0000virtual:astro:page:src/pages/api/cart/[id]/edit@_@ts":"chunks/edit_Mi_KKxOd.mjs","\u0000virtual:astro:page:src/pages/api/user/feedback@_@ts":"chunks/feedback_KvRE6FaU.mjs","\u0000virtual:astro:page:src/pages/api/goods/fl@_@ts":"chunks/fl_DtQ-KKfi.mjs","\u0000virtual:astro:page:src/pages/api/user/forget@_@ts":"chunks/forget_CqRLrTtt.mjs","\u0000virtual:astro:page:src/pages/forget_step1@_@astro":"chunks/forget_step1_DtkvuLhM.mjs","\u0000virtual:astro:page:src/pages/forget_step2@_@astro":"chunks/forget_step2_BTk5GbxW.mjs","\u0000virtual:astro:page:src/pages/forget_step3@_@astro":"chunks/forget_step3_CAxxG1yb.mjs","\u0000virtual:astro:page:src/pages/hdmb@_@astro":"chunks/hdmb_BuIEGpVP.mjs","\u0000virtual:astro:page:src/pages/help_news@_@astro":"chunks/help_news_5CkHjXoF.mjs","\u0000virtual:astro:page:src/pages/help_news_company@_@astro":"chunks/help_news_company_DwiVjm33.mjs","\u0000virtual:astro:page:src/pages/help_news_hy@_@astro":"chunks/help_news_hy_BkcqL2Ky.mjs","\u0000virtual:astro:page:src/pages/api/goods/hot@_@ts":"chunks/hot_7HeDSROG.mjs","\u0000virtual:astro:page:src/pages/help/xrzn/hyzc@_@astro":"chunks/hyzc_BibvvjHm.mjs","\u0000virtual:astro:page:src/pages/api/cart/index@_@ts":"chunks/index_BYKBYhuc.mjs","\u0000virtual:astro:page:src/pages/index@_@astro":"chunks/index_CCDKE-S1.mjs","\u0000virtual:astro:page:src/pages/api/focus/index@_@ts":"chunks/index_FeQMU5nP.mjs","\u0000virtual:astro:page:src/pages/loading/index@_@astro":"chunks/index_kiY8knD2.mjs","\u0000virtual:astro:page:src/pages/api/user/jyfw@_@ts":"chunks/jyfw_BkYOI4B_.mjs","\u0000virtual:astro:page:src/pages/api/focus/kxzq@_@ts":"chunks/kxzq_CKQ3GtFr.mjs","\u0000virtual:astro:page:src/pages/kxzq@_@astro":"chunks/kxzq_DvE1ObNc.mjs","\u0000virtual:astro:page:src/pages/api/focus/kxzq_ad@_@ts":"chunks/kxzq_ad_BTFoKvOc.mjs","\u0000virtual:astro:page:src/pages/kxzq_index@_@astro":"chunks/kxzq_index_D6tZ0TvJ.mjs","\u0000virtual:astro:page:src/pages/api/global/links@_@ts":"chunks/links_PUncuP5q.mjs","\u0000virtual:astro:page:src/pages/api/goods/list@_@ts":"chunks/list_0JKxKwWB.mjs","\u0000virtual:astro:page:src/pages/api/cart/list@_@ts":"chunks/list_DYFC7WxZ.mjs","\u0000virtual:astro:page:src/pages/list_index@_@astro":"chunks/list_index_x4uG0XRE.mjs","\u0000virtual:astro:page:src/pages/list_no_image@_@astro":"chunks/list_no_image_DzokIIjW.mjs","\u0000virtual:astro:page:src/pages/list_table@_@astro":"chunks/list_table_xJKmSKuT.mjs","\u0000virtual:astro:page:src/pages/api/user/login@_@ts":"chunks/login_CSC0GHsk.mjs","\u0000virtual:astro:page:src/pages/login@_@astro":"chunks/login_Db5Ip5aC.mjs","\u0000virtual:astro:page:src/pages/api/user/logout@_@ts":"chunks/logout_CUHl2R23.mjs","\u0000virtual:astro:page:src/pages/api/user/messages@_@ts":"chunks/messages_C8UbUKFl.mjs","\u0000virtual:astro:page:src/pages/api/focus/new_kxzq@_@ts":"chunks/new_kxzq_C-SUazyE.mjs","\u0000virtual:astro:page:src/pages/api/cart/next_hint@_@ts":"chunks/next_hint_LcTZcgtp.mjs","\u0000virtual:astro:page:src/pages/noActivity@_@astro":"chunks/noActivity_DLvqZmGd.mjs","\u0000virtual:astro:page:node_modules/astro/dist/assets/endpoint/node@_@js":"chunks/node_xJSBpmbg.mjs","\u0000virtual:astro:page:src/pages/api/focus/ppzq@_@ts":"chunks/ppzq_ZVTuNZFu.mjs","\u0000virtual:astro:page:src/pages/qxzq@_@astro":"chunks/qxzq_DKrKKatR.mjs","\u0000virtual:astro:page:src/pages/api/user/messages/[id]/read@_@ts":"chunks/read_DrTwll1-.mjs","\u0000virtual:astro:page:src/pages/api/user/messages/read_all@_@ts":"chunks/read_all_EwjoBfIN.mjs","\u0000virtual:astro:page:src/pages/api/user/register@_@ts":"chunks/register_BE9JyGZ3.mjs","\u0000virtual:astro:page:src/pages/api/user/resetPassword@_@ts":"chunks/resetPassword_rmaoQgCh.mjs","\u0000virtual:astro:page:src/pages/api/focus/right@_@ts":"chunks/right_DStOM5Hq.mjs","\u0000virtual:astro:page:src/pages/api/goods/search@_@ts":"chunks/search_Dn9XkEFJ.mjs","\u0000virtual:astro:page:src/pages/search_index@_@astro":"chunks/search_index_s8WAPnpC.mjs","\u0000virtual:astro:page:src/pages/search_table@_@astro":"chunks/search_table_BDvOuwto.mjs","\u0000virtual:astro:page:src/pages/api/user/contract/sign@_@ts":"chunks/sign_DV08a4xY.mjs","\u0000virtual:astro:page:src/pages/api/user/wechat/start@_@ts":"chunks/start_CW_QQtiL.mjs","\u0000virtual:astro:page:src/pages/register/step1@_@astro":"chunks/step1_B8RZtg5p.mjs","\u0000virtual:astro:page:src/pages/register/dd/step1@_@astro":"chunks/step1_DBROOxiA.mjs","\u0000virtual:astro:page:src/pages/register/step2@_@astro":"chunks/step2_CNzyIFJd.mjs","\u0000virtual:astro:page:src/pages/register/dd/step2@_@astro":"chunks/step2_fGqPpIgQ.mjs","\u0000virtual:astro:page:src/pages/register/step3@_@astro":"chunks/step3_B3gHaGZQ.mjs","\u0000virtual:astro:page:src/pages/register/dd/step3@_@astro":"chunks/step3_XN1kgGEO.mjs","\u0000virtual:astro:page:src/pages/api/user/stores@_@ts":"chunks/stores_Ds6pHl3K.mjs","\u0000virtual:astro:page:src/pages/api/user/stores/[id]/switch@_@ts":"chunks/switch_DcrKUrLV.mjs","\u0000virtual:astro:page:src/pages/api/focus/top@_@ts":"chunks/top_DZXIm2D9.mjs","\u0000virtual:astro:page:src/pages/api/cart/total@_@ts":"chunks/total_YWlf5LGJ.mjs","\u0000virtual:astro:page:src/pages/api/user/unbind_wechat@_@ts":"chunks/unbind_wechat_DaJ-PqQg.mjs","\u0000virtual:astro:page:src/pages/api/user/updateUserInfo@_@ts":"chunks/updateUserInfo_BWNhXJ5C.mjs","\u0000virtual:astro:page:src/pages/wdxx@_@astro":"chunks/wdxx_uuraXEeX.mjs","\u0000virtual:astro:page:src/pages/register/wechat@_@astro":"chunks/wechat_BH-oMB_B.mjs","\u0000virtual:astro:page:src/pages/api/focus/xrtj@_@ts":"chunks/xrtj_D-PsS91X.mjs","\u0000virtual:astro:page:src/pages/api/focus/yx@_@ts":"chunks/yx_C7UPRVw6.mjs","\u0000virtual:astro:page:src/pages/yx_index@_@astro":"chunks/yx_index_C3VGMHk4.mjs","\u0000virtual:astro:page:src/pages/yx_rule@_@astro":"chunks/yx_rule_ByMidyU7.mjs","\u0000virtual:astro:page:src/pages/yx_table@_@astro":"chunks/yx_table_CAZ88Vbu.mjs","\u0000virtual:astro:page:src/pages/api/user/zizhi@_@ts":"chunks/zizhi_BtbqIkI5.mjs","\u0000virtual:astro:page:src/pages/zqmb@_@astro":"chunks/zqmb_DIY6RjJA.mjs","\u0000virtual:astro:page:src/pages/zyyp@_@astro":"chunks/zyyp_B8aiNFiz.mjs","\u0000virtual:astro:page:src/pages/api/focus/zyzq@_@ts":"chunks/zyzq_olmLu9WJ.mjs","\u0000virtual:astro:page:src/pages/zzzj@_@astro":"chunks/zzzj_mwGIMfYW.mjs","/work/main/src/islands/add-to-cart/AddToCart.tsx":"_astro/AddToCart.CWJ0DhYl.js","/work/main/src/islands/account/AddressBook.tsx":"_astro/AddressBook.CCD1ZuPv.js","/work/main/src/components/home/BannerCarousel.astro?astro&type=script&index=0&lang.ts":"_astro/BannerCarousel.astro_astro_type_script_index_0_lang.CceONxk0.js","/work/main/src/islands/account/BasicInfo.tsx":"_astro/BasicInfo.CZiXaAFo.js","/work/main/src/islands/header-account/CartButton.tsx":"_astro/CartButton.Cq9-Bpsc.js","/work/main/src/islands/cart-steps/CartStep1.tsx":"_astro/CartStep1.CGor3dHy.js","/work/main/src/islands/auth/CompanyForm.tsx":"_astro/CompanyForm.CvvTfQ88.js","/work/main/src/islands/account/ContractSign.tsx":"_astro/ContractSign.DG5w2k-c.js","/work/main/src/components/help/FeedbackForm.astro?astro&type=script&index=0&lang.ts":"_astro/FeedbackForm.astro_astro_type_script_index_0_lang.BzH6F2hS.js","/work/main/src/islands/auth/ForgetForm.tsx":"_astro/ForgetForm.CFugBwpL.js","/work/main/src/islands/header-account/HeaderAccount.tsx":"_astro/HeaderAccount.DaYfWZMe.js","/work/main/src/islands/header-search/HeaderSearch.tsx":"_astro/HeaderSearch.BAbV5Q8b.js","/work/main/src/components/LoadingScreen.astro?astro&type=script&index=0&lang.ts":"_astro/LoadingScreen.astro_astro_type_script_index_0_lang.BzzgFEJ8.js","/work/main/src/islands/auth/LoginForm.tsx":"_astro/LoginForm.NLiZ6mFS.js","/work/main/src/islands/account/MessageList.tsx":"_astro/MessageList.B1CjPYpT.js","/work/main/src/islands/notifier/Notifier.tsx":"_astro/Notifier.592_H54G.js","/work/main/src/islands/account/QualificationForm.tsx":"_astro/QualificationForm.CBo5d0Zs.js","/work/main/src/islands/auth/RegisterAccountForm.tsx":"_astro/RegisterAccountForm.BXj-ZFM0.js","/work/main/src/islands/right-sidebar/RightSidebar.tsx":"_astro/RightSidebar.BYQqyZej.js","/work/main/src/components/chrome/SiteFooter.astro?astro&type=script&index=0&lang.ts":"_astro/SiteFooter.astro_astro_type_script_index_0_lang.XKhKfeuB.js","/work/main/src/islands/account/StoreList.tsx":"_astro/StoreList.B8Su4Vhg.js","/work/main/src/components/chrome/TopBar.astro?astro&type=script&index=0&lang.ts":"_astro/TopBar.astro_astro_type_script_index_0_lang.Dlfi2Dbl.js","/work/main/src/islands/account/WechatUnbind.tsx":"_astro/WechatUnbind.UmDfTQyU.js","@astrojs/react/client.js":"_astro/client.BEgdX0OB.js","/work/main/src/components/help/feedback-submit.ts":"_astro/feedback-submit.BAc8cOhs.js","astro:scripts/before-hydration.js":""},"inlinedScripts":[["/work/main/src/components/home/BannerCarousel.astro?astro&type=script&index=0&lang.ts","document.querySelectorAll(`.carousel`).forEach(e=>{let t=e.querySelector(`[data-track]`),n=[...e.querySelectorAll(`[data-go]`)],r=e=>t.scrollTo({left:e*t.clientWidth,behavior:`smooth`}),i=()=>Math.round(t.scrollLeft/Math.max(1,t.clientWidth)),a=()=>n.forEach((e,t)=>e.setAttribute(`aria-current`,String(t===i())));n.forEach((e,t)=>e.addEventListener(`click`,()=>r(t))),t.addEventListener(`scroll`,a,{passive:!0}),a();let o=!1;e.addEventListener(`mouseenter`,()=>o=!0),e.addEventListener(`mouseleave`,()=>o=!1),e.addEventListener(`focusin`,()=>o=!0),e.addEventListener(`focusout`,()=>o=!1),setInterval(()=>{!o&&n.length>1&&r((i()+1)%n.length)},5e3)});"],["/work/main/src/components/LoadingScreen.astro?astro&type=script&index=0&lang.ts","var e=document.querySelector(`[data-next]`);e?.dataset.next&&setTimeout(()=>location.replace(e.dataset.next),600);"],["/work/main/src/components/chrome/SiteFooter.astro?astro&type=script&index=0&lang.ts","document.querySelectorAll(`[data-year]`).forEach(e=>{e.textContent=String(new Date().getFullYear())});"],["/work/main/src/components/chrome/TopBar.astro?astro&type=script&index=0&lang.ts","document.querySelectorAll(`a.inspection[data-msg]`).forEach(e=>{e.addEventListener(`click`,t=>{t.preventDefault(),e.dataset.msg&&alert(e.dataset.msg)})});"]],"assets":["/favicon.svg","/_astro/AddToCart.CWJ0DhYl.js","/_astro/AddressBook.CCD1ZuPv.js","/_astro/BasicInfo.CZiXaAFo.js","/_astro/CartButton.Cq9-Bpsc.js","/_astro/CartStep1.CGor3dHy.js","/_astro/CompanyForm.CvvTfQ88.js","/_astro/ContractSign.DG5w2k-c.js","/_astro/FeedbackForm.astro_astro_type_script_index_0_lang.BzH6F2hS.js","/_astro/ForgetForm.CFugBwpL.js","/_astro/HeaderAccount.DaYfWZMe.js","/_astro/HeaderSearch.BAbV5Q8b.js","/_astro/LoginForm.NLiZ6mFS.js","/_astro/MessageList.B1CjPYpT.js","/_astro/Notifier.592_H54G.js","/_astro/QualificationForm.CBo5d0Zs.js","/_astro/RegisterAccountForm.BXj-ZFM0.js","/_astro/RightSidebar.BYQqyZej.js","/_astro/StoreList.B8Su4Vhg.js","/_astro/WechatUnbind.UmDfTQyU.js","/_astro/api.22vfoFR1.js","/_astro/cart.Cf-hMktw.js","/_astro/client.BEgdX0OB.js","/_astro/feedback-submit.BAc8cOhs.js","/_astro/form-kit.C-pTv5Vs.js","/_astro/jsx-runtime.BjwnYYSd.js","/_astro/login-flag.y55kf3Nk.js","/_astro/notifier.MQ01-vIR.js","/_astro/react.CmU_e8vp.js","/_astro/react.DYVc_jZN.js","/_astro/rolldown-runtime.WkwZ5CU-.js","/_astro/user.Chwl5CQg.js","/_astro/HelpCentrePage.lw9ZPO-f.css","/_astro/BaseLayout.FzOVobDC.css","/_astro/DeferredHeader.D_lLXYwt.css","/_astro/list-page.DilVgkUM.css","/_astro/cart_step1.CiZPa_RG.css"],"buildFormat":"directory","checkOrigin":true,"actionBodySizeLimit":1048576,"serverIslandBodySizeLimit":1048576,"allowedDomains":[],"key":"VywzusdOkYrgiRH+y2JU80FOKSBWQocGM9jVr9N1Wuo=","sessionConfig":{"driver":"/work/main/src/server/auth/session-driver.ts","cookie":{"name":"yaocai_sid","path":"/","sameSite":"lax","secure":false}},"cacheConfig":{"provider":"astro/cache/memory","options":{"max":500}},"image":{},"devToolbar":{"enabled":false,"debugInfoOutput":""},"logLevel":"info","shouldInjectCspMetaTags":false});
var manifestRoutes = _manifest.routes;
var manifest = Object.assign(_manifest, {
	renderers,
	actions: () => import("./chunks/noop-entrypoint_CxXy0p4B.mjs"),
	middleware: () => import("./virtual_astro_middleware.mjs"),
	sessionDriver: () => import("./chunks/_virtual_astro_session-driver_By4zZSx4.mjs"),
	cacheProvider: () => import("./chunks/_virtual_astro_cache-provider_CDEGPavA.mjs"),
	serverIslandMappings: () => import("./chunks/_virtual_astro_server-island-manifest_CXupZtZZ.mjs"),
	routes: manifestRoutes,
	pageMap
});
function getAmbientManifest() {
	const manifest$1 = manifest;
	if (!manifest$1) throw new AstroError(NoManifestAvailable);
	return manifest$1;
}
// node_modules/astro/dist/core/app/render-options.js
var renderOptionsSymbol = /* @__PURE__ */ Symbol.for("astro.renderOptions");
function getRenderOptions(request) {
	return Reflect.get(request, renderOptionsSymbol);
}
function setRenderOptions(request, options) {
	Reflect.set(request, renderOptionsSymbol, options);
}
// node_modules/astro/dist/core/app/origin-check.js
var FORM_CONTENT_TYPES = [
	"application/x-www-form-urlencoded",
	"multipart/form-data",
	"text/plain"
];
var SAFE_METHODS = [
	"GET",
	"HEAD",
	"OPTIONS"
];
function isForbiddenCrossOriginRequest(request, url, isPrerendered) {
	if (isPrerendered) return false;
	if (SAFE_METHODS.includes(request.method)) return false;
	const isSameOrigin = request.headers.get("origin") === url.origin;
	if (request.headers.has("content-type")) return hasFormLikeHeader(request.headers.get("content-type")) && !isSameOrigin;
	return !isSameOrigin;
}
function createCrossOriginForbiddenResponse(request) {
	return new Response(`Cross-site ${request.method} form submissions are forbidden`, { status: 403 });
}
function createOriginCheckMiddleware() {
	return defineMiddleware((context, next) => {
		const { request, url, isPrerendered } = context;
		if (isForbiddenCrossOriginRequest(request, url, isPrerendered)) return createCrossOriginForbiddenResponse(request);
		return next();
	});
}
function hasFormLikeHeader(contentType) {
	if (contentType) {
		for (const FORM_CONTENT_TYPE of FORM_CONTENT_TYPES) if (contentType.toLowerCase().includes(FORM_CONTENT_TYPE)) return true;
	}
	return false;
}
// node_modules/astro/dist/core/fetch/features.js
var FetchFeatures = {
	redirects: 1,
	sessions: 2,
	actions: 4,
	middleware: 8,
	i18n: 16,
	cache: 32
};
var ALL_FETCH_FEATURES = FetchFeatures.redirects | FetchFeatures.sessions | FetchFeatures.actions | FetchFeatures.middleware | FetchFeatures.i18n | FetchFeatures.cache;
var usedFeatures = /* @__PURE__ */ new WeakMap();
function markFeatureUsed(manifest, feature) {
	const entry = usedFeatures.get(manifest);
	if (entry) entry.bits |= feature;
	else usedFeatures.set(manifest, { bits: feature });
}
function getUsedFeatures(manifest) {
	return usedFeatures.get(manifest)?.bits ?? 0;
}
// node_modules/astro/dist/actions/consts.js
var ACTION_QUERY_PARAMS = {
	actionName: "_action",
	actionPayload: "_astroActionPayload"
};
// node_modules/astro/dist/actions/runtime/client.js
var codeToStatusMap = {
	BAD_REQUEST: 400,
	UNAUTHORIZED: 401,
	PAYMENT_REQUIRED: 402,
	FORBIDDEN: 403,
	NOT_FOUND: 404,
	METHOD_NOT_ALLOWED: 405,
	NOT_ACCEPTABLE: 406,
	PROXY_AUTHENTICATION_REQUIRED: 407,
	REQUEST_TIMEOUT: 408,
	CONFLICT: 409,
	GONE: 410,
	LENGTH_REQUIRED: 411,
	PRECONDITION_FAILED: 412,
	CONTENT_TOO_LARGE: 413,
	URI_TOO_LONG: 414,
	UNSUPPORTED_MEDIA_TYPE: 415,
	RANGE_NOT_SATISFIABLE: 416,
	EXPECTATION_FAILED: 417,
	MISDIRECTED_REQUEST: 421,
	UNPROCESSABLE_CONTENT: 422,
	LOCKED: 423,
	FAILED_DEPENDENCY: 424,
	TOO_EARLY: 425,
	UPGRADE_REQUIRED: 426,
	PRECONDITION_REQUIRED: 428,
	TOO_MANY_REQUESTS: 429,
	REQUEST_HEADER_FIELDS_TOO_LARGE: 431,
	UNAVAILABLE_FOR_LEGAL_REASONS: 451,
	INTERNAL_SERVER_ERROR: 500,
	NOT_IMPLEMENTED: 501,
	BAD_GATEWAY: 502,
	SERVICE_UNAVAILABLE: 503,
	GATEWAY_TIMEOUT: 504,
	HTTP_VERSION_NOT_SUPPORTED: 505,
	VARIANT_ALSO_NEGOTIATES: 506,
	INSUFFICIENT_STORAGE: 507,
	LOOP_DETECTED: 508,
	NETWORK_AUTHENTICATION_REQUIRED: 511
};
var statusToCodeMap = Object.fromEntries(Object.entries(codeToStatusMap).map(([key, value]) => [value, key]));
var ActionError = class ActionError extends Error {
	type = "AstroActionError";
	code = "INTERNAL_SERVER_ERROR";
	status = 500;
	constructor(params) {
		super(params.message);
		this.code = params.code;
		this.status = ActionError.codeToStatus(params.code);
		if (params.stack) this.stack = params.stack;
	}
	static codeToStatus(code) {
		return codeToStatusMap[code];
	}
	static statusToCode(status) {
		return statusToCodeMap[status] ?? "INTERNAL_SERVER_ERROR";
	}
	static fromJson(body) {
		if (isInputError(body)) return new ActionInputError(body.issues);
		if (isActionError(body)) return new ActionError(body);
		return new ActionError({ code: "INTERNAL_SERVER_ERROR" });
	}
};
function isActionError(error) {
	return typeof error === "object" && error != null && "type" in error && error.type === "AstroActionError";
}
function isInputError(error) {
	return typeof error === "object" && error != null && "type" in error && error.type === "AstroActionInputError" && "issues" in error && Array.isArray(error.issues);
}
var ActionInputError = class extends ActionError {
	type = "AstroActionInputError";
	issues;
	fields;
	constructor(issues) {
		super({
			message: `Failed to validate: ${JSON.stringify(issues, null, 2)}`,
			code: "BAD_REQUEST"
		});
		this.issues = issues;
		this.fields = {};
		for (const issue of issues) if (issue.path.length > 0) {
			const key = issue.path[0].toString();
			this.fields[key] ??= [];
			this.fields[key]?.push(issue.message);
		}
	}
};
function deserializeActionResult(res) {
	if (res.type === "error") {
		let json;
		try {
			json = JSON.parse(res.body);
		} catch {
			return {
				data: void 0,
				error: new ActionError({
					message: res.body,
					code: "INTERNAL_SERVER_ERROR"
				})
			};
		}
		if (Object.assign({
			"ASSETS_PREFIX": void 0,
			"BASE_URL": "/",
			"DEV": false,
			"MODE": "production",
			"PROD": true,
			"SITE": void 0,
			"SSR": true
		}, { _: "/usr/bin/timeout" })?.PROD) return {
			error: ActionError.fromJson(json),
			data: void 0
		};
		else {
			const error = ActionError.fromJson(json);
			error.stack = actionResultErrorStack.get();
			return {
				error,
				data: void 0
			};
		}
	}
	if (res.type === "empty") return {
		data: void 0,
		error: void 0
	};
	return {
		data: parse(res.body, { URL: (href) => new URL(href) }),
		error: void 0
	};
}
var actionResultErrorStack = /* @__PURE__ */ (function actionResultErrorStackFn() {
	let errorStack;
	return {
		set(stack) {
			errorStack = stack;
		},
		get() {
			return errorStack;
		}
	};
})();
function getActionQueryString(name) {
	return `?${new URLSearchParams({ [ACTION_QUERY_PARAMS.actionName]: name }).toString()}`;
}
// node_modules/astro/dist/actions/utils.js
function hasActionPayload(locals) {
	return "_actionPayload" in locals;
}
function createGetActionResult(locals) {
	return (actionFn) => {
		if (!hasActionPayload(locals) || actionFn.toString() !== getActionQueryString(locals._actionPayload.actionName)) return;
		return deserializeActionResult(locals._actionPayload.actionResult);
	};
}
function createCallAction(context) {
	return (baseAction, input) => {
		Reflect.set(context, ACTION_API_CONTEXT_SYMBOL, true);
		return baseAction.bind(context)(input);
	};
}
// node_modules/astro/dist/core/cookies/cookies.js
var DELETED_EXPIRATION = /* @__PURE__ */ new Date(0);
var DELETED_VALUE = "deleted";
var responseSentSymbol = /* @__PURE__ */ Symbol.for("astro.responseSent");
var identity = (value) => value;
var AstroCookie = class {
	value;
	constructor(value) {
		this.value = value;
	}
	json() {
		if (this.value === void 0) throw new Error(`Cannot convert undefined to an object.`);
		return JSON.parse(this.value);
	}
	number() {
		return Number(this.value);
	}
	boolean() {
		if (this.value === "false") return false;
		if (this.value === "0") return false;
		return Boolean(this.value);
	}
};
var AstroCookies = class {
	#request;
	#requestValues;
	#outgoing;
	#consumed;
	#logger;
	constructor(request, logger) {
		this.#request = request;
		this.#requestValues = null;
		this.#outgoing = null;
		this.#consumed = false;
		this.#logger = logger;
	}
	/**
	* Astro.cookies.delete(key) is used to delete a cookie. Using this method will result
	* in a Set-Cookie header added to the response.
	* @param key The cookie to delete
	* @param options Options related to this deletion, such as the path of the cookie.
	*/
	delete(key, options) {
		this.#ensureOutgoingMap().set(key, [
			DELETED_VALUE,
			stringifySetCookie({
				...options,
				name: key,
				value: DELETED_VALUE,
				expires: DELETED_EXPIRATION,
				maxAge: void 0
			}),
			false
		]);
	}
	/**
	* Astro.cookies.get(key) is used to get a cookie value. The cookie value is read from the
	* request. If you have set a cookie via Astro.cookies.set(key, value), the value will be taken
	* from that set call, overriding any values already part of the request.
	* @param key The cookie to get.
	* @returns An object containing the cookie value as well as convenience methods for converting its value.
	*/
	get(key, options = void 0) {
		if (this.#outgoing?.has(key)) {
			let [serializedValue, , isSetValue] = this.#outgoing.get(key);
			if (isSetValue) return new AstroCookie(serializedValue);
			else return;
		}
		const decode = options?.decode ?? decodeURIComponent;
		const values = this.#ensureParsed();
		if (key in values) {
			const value = values[key];
			if (value) {
				let decodedValue;
				try {
					decodedValue = decode(value);
				} catch (_error) {
					decodedValue = value;
				}
				return new AstroCookie(decodedValue);
			}
		}
	}
	/**
	* Astro.cookies.has(key) returns a boolean indicating whether this cookie is either
	* part of the initial request or set via Astro.cookies.set(key)
	* @param key The cookie to check for.
	* @param _options This parameter is no longer used.
	* @returns
	*/
	has(key, _options) {
		if (this.#outgoing?.has(key)) {
			let [, , isSetValue] = this.#outgoing.get(key);
			return isSetValue;
		}
		return this.#ensureParsed()[key] !== void 0;
	}
	/**
	* Astro.cookies.set(key, value) is used to set a cookie's value. If provided
	* an object it will be stringified via JSON.stringify(value). Additionally you
	* can provide options customizing how this cookie will be set, such as setting httpOnly
	* in order to prevent the cookie from being read in client-side JavaScript.
	* @param key The name of the cookie to set.
	* @param value A value, either a string or other primitive or an object.
	* @param options Options for the cookie, such as the path and security settings.
	*/
	set(key, value, options) {
		if (this.#consumed) this.#logger.warn("SKIP_FORMAT", "Astro.cookies.set() was called after the cookies had already been sent to the browser.\nThis may have happened if this method was called in an imported component.\nPlease make sure that Astro.cookies.set() is only called in the frontmatter of the main page.");
		let serializedValue;
		if (typeof value === "string") serializedValue = value;
		else {
			let toStringValue = value.toString();
			if (toStringValue === Object.prototype.toString.call(value)) serializedValue = JSON.stringify(value);
			else serializedValue = toStringValue;
		}
		const { encode, ...attributes } = options ?? {};
		this.#ensureOutgoingMap().set(key, [
			serializedValue,
			stringifySetCookie({
				...attributes,
				name: key,
				value: serializedValue
			}, { encode }),
			true
		]);
		if (this.#request[responseSentSymbol]) throw new AstroError({ ...ResponseSentError });
	}
	/**
	* Merges a new AstroCookies instance into the current instance. Any new cookies
	* will be added to the current instance, overwriting any existing cookies with the same name.
	*/
	merge(cookies) {
		const outgoing = cookies.#outgoing;
		if (outgoing) for (const [key, value] of outgoing) this.#ensureOutgoingMap().set(key, value);
	}
	/**
	* Astro.cookies.header() returns an iterator for the cookies that have previously
	* been set by either Astro.cookies.set() or Astro.cookies.delete().
	* This method is primarily used by adapters to set the header on outgoing responses.
	* @returns
	*/
	*headers() {
		if (this.#outgoing == null) return;
		for (const [, value] of this.#outgoing) yield value[1];
	}
	/**
	* Marks the cookies as consumed and returns the header values.
	* After consumption, any subsequent `set()` calls will warn.
	*/
	consume() {
		this.#consumed = true;
		return this.headers();
	}
	/**
	* @deprecated Use the instance method `cookies.consume()` instead.
	* Kept for backward compatibility with adapters.
	*/
	static consume(cookies) {
		return cookies.consume();
	}
	#ensureParsed() {
		if (!this.#requestValues) this.#parse();
		if (!this.#requestValues) this.#requestValues = /* @__PURE__ */ Object.create(null);
		return this.#requestValues;
	}
	#ensureOutgoingMap() {
		if (!this.#outgoing) this.#outgoing = /* @__PURE__ */ new Map();
		return this.#outgoing;
	}
	#parse() {
		const raw = this.#request.headers.get("cookie");
		if (!raw) return;
		this.#requestValues = parseCookie(raw, { decode: identity });
	}
};
// node_modules/astro/dist/core/routing/pattern.js
function getPattern(segments, base, addTrailingSlash) {
	const pathname = segments.map((segment) => {
		if (segment.length === 1 && segment[0].spread) return "(?:\\/(.*?))?";
		else return "\\/" + segment.map((part) => {
			if (part.spread) return "(.*?)";
			else if (part.dynamic) return "([^/]+?)";
			else return part.content.normalize().replace(/\?/g, "%3F").replace(/#/g, "%23").replace(/%5B/g, "[").replace(/%5D/g, "]").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
		}).join("");
	}).join("");
	const trailing = addTrailingSlash && segments.length ? getTrailingSlashPattern(addTrailingSlash) : "$";
	let initial = "\\/";
	if (addTrailingSlash === "never" && base !== "/" && pathname !== "") initial = "";
	return new RegExp(`^${pathname || initial}${trailing}`);
}
function getTrailingSlashPattern(addTrailingSlash) {
	if (addTrailingSlash === "always") return "\\/$";
	if (addTrailingSlash === "never") return "$";
	return "\\/?$";
}
// node_modules/astro/dist/core/render/slots.js
function getFunctionExpression(slot) {
	if (!slot) return;
	const expressions = slot?.expressions?.filter((e) => isRenderInstruction(e) === false || isRenderTemplateResult(e));
	if (expressions?.length !== 1) return;
	const expression = expressions[0];
	if (isRenderTemplateResult(expression)) return getFunctionExpression(expression);
	return expression;
}
var Slots = class {
	#result;
	#slots;
	#logger;
	constructor(result, slots, logger) {
		this.#result = result;
		this.#slots = slots;
		this.#logger = logger;
		if (slots) for (const key of Object.keys(slots)) {
			if (this[key] !== void 0) throw new AstroError({
				...ReservedSlotName,
				message: ReservedSlotName.message(key)
			});
			Object.defineProperty(this, key, {
				get() {
					return true;
				},
				enumerable: true
			});
		}
	}
	has(name) {
		if (!this.#slots) return false;
		return Boolean(this.#slots[name]);
	}
	async render(name, args = []) {
		if (!this.#slots || !this.has(name)) return;
		const result = this.#result;
		if (!Array.isArray(args)) this.#logger.warn(null, `Expected second parameter to be an array, received a ${typeof args}. If you're trying to pass an array as a single argument and getting unexpected results, make sure you're passing your array as an item of an array. Ex: Astro.slots.render('default', [["Hello", "World"]])`);
		else if (args.length > 0) {
			const slotValue = this.#slots[name];
			const component = typeof slotValue === "function" ? await slotValue(result) : await slotValue;
			const expression = getFunctionExpression(component);
			if (expression) {
				const slot = async () => typeof expression === "function" ? expression(...args) : expression;
				return await renderSlotToString(result, slot).then((res) => {
					return res;
				});
			}
			if (typeof component === "function") return await renderJSX(result, component(...args)).then((res) => res != null ? String(res) : res);
		}
		const content = await renderSlotToString(result, this.#slots[name]);
		return chunkToString(result, content);
	}
};
// node_modules/astro/dist/i18n/fallback.js
function computeFallbackRoute(options) {
	const { pathname, responseStatus, fallback, fallbackType, locales, defaultLocale, strategy } = options;
	if (responseStatus !== 404) return { type: "none" };
	if (!fallback || Object.keys(fallback).length === 0) return { type: "none" };
	const segments = pathname.split("/");
	const urlLocale = segments.find((segment) => {
		for (const locale of locales) if (typeof locale === "string") {
			if (locale === segment) return true;
		} else if (locale.path === segment) return true;
		return false;
	});
	if (!urlLocale) return { type: "none" };
	if (!Object.keys(fallback).includes(urlLocale)) return { type: "none" };
	const fallbackLocale = fallback[urlLocale];
	const pathFallbackLocale = getPathByLocale(fallbackLocale, locales);
	const localeIndex = segments.indexOf(urlLocale);
	let newPathname;
	if (pathFallbackLocale === defaultLocale && strategy === "pathname-prefix-other-locales") {
		segments.splice(localeIndex, 1);
		newPathname = segments.join("/") || "/";
	} else {
		segments[localeIndex] = pathFallbackLocale;
		newPathname = segments.join("/");
	}
	return {
		type: fallbackType,
		pathname: newPathname
	};
}
// node_modules/astro/dist/i18n/router.js
var I18nRouter = class {
	#strategy;
	#defaultLocale;
	#locales;
	#base;
	#domains;
	constructor(options) {
		this.#strategy = options.strategy;
		this.#defaultLocale = options.defaultLocale;
		this.#locales = options.locales;
		this.#base = options.base === "/" ? "/" : removeTrailingForwardSlash(options.base || "");
		this.#domains = options.domains;
	}
	/**
	* Evaluate routing strategy for a pathname.
	* Returns decision object (not HTTP Response).
	*/
	match(pathname, context) {
		if (this.shouldSkipProcessing(pathname, context)) return { type: "continue" };
		switch (this.#strategy) {
			case "manual": return { type: "continue" };
			case "pathname-prefix-always": return this.matchPrefixAlways(pathname, context);
			case "domains-prefix-always":
				if (this.localeHasntDomain(context.currentLocale, context.currentDomain)) return { type: "continue" };
				return this.matchPrefixAlways(pathname, context);
			case "pathname-prefix-other-locales": return this.matchPrefixOtherLocales(pathname, context);
			case "domains-prefix-other-locales":
				if (this.localeHasntDomain(context.currentLocale, context.currentDomain)) return { type: "continue" };
				return this.matchPrefixOtherLocales(pathname, context);
			case "pathname-prefix-always-no-redirect": return this.matchPrefixAlwaysNoRedirect(pathname, context);
			case "domains-prefix-always-no-redirect":
				if (this.localeHasntDomain(context.currentLocale, context.currentDomain)) return { type: "continue" };
				return this.matchPrefixAlwaysNoRedirect(pathname, context);
			default: return { type: "continue" };
		}
	}
	/**
	* Check if i18n processing should be skipped for this request
	*/
	shouldSkipProcessing(pathname, context) {
		if (pathname.includes("/404") || pathname.includes("/500")) return true;
		if (pathname.includes("/_server-islands/")) return true;
		if (context.isReroute) return true;
		if (context.routeType && context.routeType !== "page" && context.routeType !== "fallback") return true;
		return false;
	}
	/**
	* Strategy: pathname-prefix-always
	* All locales must have a prefix, including the default locale.
	*/
	matchPrefixAlways(pathname, _context) {
		if (pathname === this.#base + "/" || pathname === this.#base) return {
			type: "redirect",
			location: `${this.#base === "/" ? "" : this.#base}/${this.#defaultLocale}`
		};
		if (!pathHasLocale(pathname, this.#locales)) return { type: "notFound" };
		return { type: "continue" };
	}
	/**
	* Strategy: pathname-prefix-other-locales
	* Default locale has no prefix, other locales must have a prefix.
	*/
	matchPrefixOtherLocales(pathname, _context) {
		let pathnameContainsDefaultLocale = false;
		for (const segment of pathname.split("/")) if (normalizeTheLocale(segment) === normalizeTheLocale(this.#defaultLocale)) {
			pathnameContainsDefaultLocale = true;
			break;
		}
		if (pathnameContainsDefaultLocale) return {
			type: "notFound",
			location: pathname.replace(`/${this.#defaultLocale}`, "")
		};
		return { type: "continue" };
	}
	/**
	* Strategy: pathname-prefix-always-no-redirect
	* Like prefix-always but allows root to serve instead of redirecting
	*/
	matchPrefixAlwaysNoRedirect(pathname, _context) {
		if (pathname === this.#base + "/" || pathname === this.#base) return { type: "continue" };
		if (!pathHasLocale(pathname, this.#locales)) return { type: "notFound" };
		return { type: "continue" };
	}
	/**
	* Check if the current locale doesn't belong to the configured domain.
	* Used for domain-based routing strategies.
	*/
	localeHasntDomain(currentLocale, currentDomain) {
		if (!this.#domains || !currentDomain) return false;
		if (!currentLocale) return false;
		const localesForDomain = this.#domains[currentDomain];
		if (!localesForDomain) return true;
		return !localesForDomain.includes(currentLocale);
	}
};
// node_modules/astro/dist/core/i18n/handler.js
function compileI18n(i18n, base, trailingSlash, format) {
	return {
		config: i18n,
		base,
		trailingSlash,
		format,
		router: new I18nRouter({
			strategy: i18n.strategy,
			defaultLocale: i18n.defaultLocale,
			locales: i18n.locales,
			base,
			domains: i18n.domainLookupTable ? Object.keys(i18n.domainLookupTable).reduce((acc, domain) => {
				const locale = i18n.domainLookupTable[domain];
				if (!acc[domain]) acc[domain] = [];
				acc[domain].push(locale);
				return acc;
			}, {}) : void 0
		})
	};
}
var i18nMemo = createManifestMemo((manifest) => {
	const config = manifest.i18n;
	return config && config.strategy !== "manual" ? compileI18n(config, manifest.base, manifest.trailingSlash, manifest.buildFormat) : null;
});
function getI18n(manifest) {
	return i18nMemo.get(manifest);
}
async function finalizeI18n(compiled, state, response) {
	markFeatureUsed(state.manifest, FetchFeatures.i18n);
	const i18n = compiled.config;
	if (state.skipErrorReroute && typeof i18n.fallback === "undefined") return response;
	if (state.responseRouteType !== "page" && state.responseRouteType !== "fallback") return response;
	const url = state.url;
	const currentLocale = state.computeCurrentLocale();
	const isPrerendered = state.routeData.prerender;
	const routerContext = {
		currentLocale,
		currentDomain: url.hostname,
		routeType: state.responseRouteType,
		isReroute: false
	};
	const routeDecision = compiled.router.match(url.pathname, routerContext);
	switch (routeDecision.type) {
		case "redirect": {
			let location = routeDecision.location;
			if (shouldAppendForwardSlash(compiled.trailingSlash, compiled.format)) location = appendForwardSlash(location);
			return new Response(null, {
				status: routeDecision.status ?? 302,
				headers: { Location: location }
			});
		}
		case "notFound": {
			if (isPrerendered) {
				const prerenderedRes = new Response(response.body, {
					status: 404,
					headers: response.headers
				});
				state.skipErrorReroute = true;
				if (routeDecision.location) prerenderedRes.headers.set("Location", routeDecision.location);
				return prerenderedRes;
			}
			const headers = new Headers();
			if (routeDecision.location) headers.set("Location", routeDecision.location);
			return new Response(null, {
				status: 404,
				headers
			});
		}
	}
	if (i18n.fallback && i18n.fallbackType) {
		const effectiveStatus = state.responseRouteType === "fallback" ? 404 : response.status;
		const fallbackDecision = computeFallbackRoute({
			pathname: url.pathname,
			responseStatus: effectiveStatus,
			currentLocale,
			fallback: i18n.fallback,
			fallbackType: i18n.fallbackType,
			locales: i18n.locales,
			defaultLocale: i18n.defaultLocale,
			strategy: i18n.strategy,
			base: compiled.base
		});
		switch (fallbackDecision.type) {
			case "redirect": return new Response(null, {
				status: 302,
				headers: { Location: fallbackDecision.pathname + url.search }
			});
			case "rewrite": try {
				return await state.rewrite(fallbackDecision.pathname + url.search);
			} catch {
				break;
			}
		}
	}
	return response;
}
// node_modules/astro/dist/i18n/index.js
function getPathByLocale(locale, locales) {
	for (const loopLocale of locales) if (typeof loopLocale === "string") {
		if (loopLocale === locale) return loopLocale;
	} else for (const code of loopLocale.codes) if (code === locale) return loopLocale.path;
	throw new AstroError(i18nNoLocaleFoundInPath);
}
function getAllCodes(locales) {
	const result = [];
	for (const loopLocale of locales) if (typeof loopLocale === "string") result.push(loopLocale);
	else result.push(...loopLocale.codes);
	return result;
}
// node_modules/astro/dist/i18n/utils.js
function parseLocale(header) {
	if (header === "*") return [{
		locale: header,
		qualityValue: void 0
	}];
	const result = [];
	const localeValues = header.split(",").map((str) => str.trim());
	for (const localeValue of localeValues) {
		const split = localeValue.split(";").map((str) => str.trim());
		const localeName = split[0];
		const qualityValue = split[1];
		if (!split) continue;
		if (qualityValue && qualityValue.startsWith("q=")) {
			const qualityValueAsFloat = Number.parseFloat(qualityValue.slice(2));
			if (Number.isNaN(qualityValueAsFloat) || qualityValueAsFloat > 1) result.push({
				locale: localeName,
				qualityValue: void 0
			});
			else result.push({
				locale: localeName,
				qualityValue: qualityValueAsFloat
			});
		} else result.push({
			locale: localeName,
			qualityValue: void 0
		});
	}
	return result;
}
function sortAndFilterLocales(browserLocaleList, locales) {
	const normalizedLocales = getAllCodes(locales).map(normalizeTheLocale);
	return browserLocaleList.filter((browserLocale) => {
		if (browserLocale.locale !== "*") return normalizedLocales.includes(normalizeTheLocale(browserLocale.locale));
		return true;
	}).sort((a, b) => {
		const qa = a.locale === "*" ? a.qualityValue ?? 0 : a.qualityValue ?? 1;
		return (b.locale === "*" ? b.qualityValue ?? 0 : b.qualityValue ?? 1) - qa;
	});
}
function computePreferredLocale(request, locales) {
	const acceptHeader = request.headers.get("Accept-Language");
	let result = void 0;
	if (acceptHeader) {
		const firstResult = sortAndFilterLocales(parseLocale(acceptHeader), locales).at(0);
		if (firstResult && firstResult.locale !== "*") {
			outer: for (const currentLocale of locales) if (typeof currentLocale === "string") {
				if (normalizeTheLocale(currentLocale) === normalizeTheLocale(firstResult.locale)) {
					result = currentLocale;
					break;
				}
			} else for (const currentCode of currentLocale.codes) if (normalizeTheLocale(currentCode) === normalizeTheLocale(firstResult.locale)) {
				result = currentCode;
				break outer;
			}
		}
	}
	return result;
}
function computePreferredLocaleList(request, locales) {
	const acceptHeader = request.headers.get("Accept-Language");
	let result = [];
	if (acceptHeader) {
		const browserLocaleList = sortAndFilterLocales(parseLocale(acceptHeader), locales);
		if (browserLocaleList.length === 1 && browserLocaleList.at(0).locale === "*") return getAllCodes(locales);
		else if (browserLocaleList.length > 0) {
			for (const browserLocale of browserLocaleList) for (const loopLocale of locales) if (typeof loopLocale === "string") {
				if (normalizeTheLocale(loopLocale) === normalizeTheLocale(browserLocale.locale)) result.push(loopLocale);
			} else for (const code of loopLocale.codes) if (normalizeTheLocale(code) === normalizeTheLocale(browserLocale.locale)) result.push(code);
		}
	}
	return result;
}
function computeCurrentLocale(pathname, locales, defaultLocale) {
	for (const segment of pathname.split("/").map(normalizeThePath)) for (const locale of locales) if (typeof locale === "string") {
		if (!segment.includes(locale)) continue;
		if (normalizeTheLocale(locale) === normalizeTheLocale(segment)) return locale;
	} else if (locale.path === segment) return locale.codes.at(0);
	else for (const code of locale.codes) if (normalizeTheLocale(code) === normalizeTheLocale(segment)) return code;
	for (const locale of locales) if (typeof locale === "string") {
		if (locale === defaultLocale) return locale;
	} else if (locale.path === defaultLocale) return locale.codes.at(0);
}
function computeCurrentLocaleFromParams(params, locales) {
	const byNormalizedCode = /* @__PURE__ */ new Map();
	const byPath = /* @__PURE__ */ new Map();
	for (const locale of locales) if (typeof locale === "string") byNormalizedCode.set(normalizeTheLocale(locale), locale);
	else {
		byPath.set(locale.path, locale.codes[0]);
		for (const code of locale.codes) byNormalizedCode.set(normalizeTheLocale(code), code);
	}
	for (const value of Object.values(params)) {
		if (!value) continue;
		const pathMatch = byPath.get(value);
		if (pathMatch) return pathMatch;
		const codeMatch = byNormalizedCode.get(normalizeTheLocale(value));
		if (codeMatch) return codeMatch;
	}
}
// node_modules/astro/dist/core/app/prepare-response.js
function prepareResponse(response, { addCookieHeader }) {
	if (addCookieHeader) for (const setCookieHeaderValue of getSetCookiesFromResponse(response)) response.headers.append("set-cookie", setCookieHeaderValue);
	Reflect.set(response, responseSentSymbol$1, true);
}
// node_modules/astro/dist/core/pages/handler.js
var EMPTY_SLOTS = Object.freeze({});
async function handlePages(state, ctx) {
	const { logger, streaming } = state;
	state.resetResponseMetadata();
	let response;
	const componentInstance = await state.loadComponentInstance();
	switch (state.routeData.type) {
		case "endpoint":
			response = await renderEndpoint(componentInstance, ctx, state.routeData.prerender, logger, state);
			break;
		case "page": {
			const props = await state.getProps();
			const actionApiContext = state.getActionAPIContext();
			const result = await state.createResult(componentInstance, actionApiContext);
			try {
				response = await renderPage(result, componentInstance?.default, props, state.slots ?? EMPTY_SLOTS, streaming, state.routeData);
			} catch (e) {
				result.cancelled = true;
				throw e;
			}
			state.responseRouteType = "page";
			if (state.routeData.route === "/404" || state.routeData.route === "/500") state.skipErrorReroute = true;
			break;
		}
		case "redirect": return new Response(null, {
			status: 404,
			headers: { [ASTRO_ERROR_HEADER]: "true" }
		});
		case "fallback":
			state.responseRouteType = "fallback";
			return new Response(null, { status: 500 });
	}
	const responseCookies = getCookiesFromResponse(response);
	if (responseCookies) state.cookies.merge(responseCookies);
	state.response = response;
	return response;
}
// node_modules/astro/dist/core/routing/match.js
function matchRoute$1(pathname, manifest) {
	if (isRoute404(pathname)) {
		const errorRoute = manifest.routes.find((route) => isRoute404(route.route));
		if (errorRoute) return errorRoute;
	}
	if (isRoute500(pathname)) {
		const errorRoute = manifest.routes.find((route) => isRoute500(route.route));
		if (errorRoute) return errorRoute;
	}
	return manifest.routes.find((route) => {
		return route.pattern.test(pathname) || route.fallbackRoutes.some((fallbackRoute) => fallbackRoute.pattern.test(pathname));
	});
}
function isRoute404or500(route) {
	return isRoute404(route.route) || isRoute500(route.route);
}
function isRouteServerIsland(route) {
	return route.component === SERVER_ISLAND_COMPONENT;
}
// node_modules/astro/dist/core/routing/astro-designed-error-pages.js
function ensure404Route(manifest) {
	if (!manifest.routes.some((route) => route.route === "/404")) manifest.routes.push(DEFAULT_404_ROUTE);
	return manifest;
}
// node_modules/astro/dist/core/routing/priority.js
function routeComparator(a, b) {
	const commonLength = Math.min(a.segments.length, b.segments.length);
	for (let index = 0; index < commonLength; index++) {
		const aSegment = a.segments[index];
		const bSegment = b.segments[index];
		const aIsStatic = aSegment.every((part) => !part.dynamic && !part.spread);
		const bIsStatic = bSegment.every((part) => !part.dynamic && !part.spread);
		if (aIsStatic && bIsStatic) {
			const aContent = aSegment.map((part) => part.content).join("");
			const bContent = bSegment.map((part) => part.content).join("");
			if (aContent !== bContent) return aContent.localeCompare(bContent);
		}
		if (aIsStatic !== bIsStatic) return aIsStatic ? -1 : 1;
		const aAllDynamic = aSegment.every((part) => part.dynamic);
		if (aAllDynamic !== bSegment.every((part) => part.dynamic)) return aAllDynamic ? 1 : -1;
		const aHasSpread = aSegment.some((part) => part.spread);
		if (aHasSpread !== bSegment.some((part) => part.spread)) return aHasSpread ? 1 : -1;
	}
	const aLength = a.segments.length;
	const bLength = b.segments.length;
	if (aLength !== bLength) {
		const aEndsInRest = a.segments.at(-1)?.some((part) => part.spread);
		const bEndsInRest = b.segments.at(-1)?.some((part) => part.spread);
		if (aEndsInRest !== bEndsInRest && Math.abs(aLength - bLength) === 1) {
			if (aLength > bLength && aEndsInRest) return 1;
			if (bLength > aLength && bEndsInRest) return -1;
		}
		return aLength > bLength ? -1 : 1;
	}
	if (a.type === "endpoint" !== (b.type === "endpoint")) return a.type === "endpoint" ? -1 : 1;
	return a.route.localeCompare(b.route);
}
// node_modules/astro/dist/core/routing/router.js
var Router = class {
	#routes;
	#base;
	#baseWithoutTrailingSlash;
	#buildFormat;
	#trailingSlash;
	constructor(routes, options) {
		this.#routes = [...routes].sort(routeComparator);
		this.#base = normalizeBase(options.base);
		this.#baseWithoutTrailingSlash = removeTrailingForwardSlash(this.#base);
		this.#buildFormat = options.buildFormat;
		this.#trailingSlash = options.trailingSlash;
	}
	/**
	* Match an input pathname against the route list.
	* If allowWithoutBase is true, a non-base-prefixed path is still considered.
	*/
	match(inputPathname, { allowWithoutBase = false } = {}) {
		const normalized = getRedirectForPathname(inputPathname);
		if (normalized.redirect) return {
			type: "redirect",
			location: normalized.redirect,
			status: 301
		};
		if (this.#base !== "/") {
			const baseWithSlash = `${this.#baseWithoutTrailingSlash}/`;
			if (this.#trailingSlash === "always" && (normalized.pathname === this.#baseWithoutTrailingSlash || normalized.pathname === this.#base)) return {
				type: "redirect",
				location: baseWithSlash,
				status: 301
			};
			if (this.#trailingSlash === "never" && normalized.pathname === baseWithSlash) return {
				type: "redirect",
				location: this.#baseWithoutTrailingSlash,
				status: 301
			};
		}
		const baseResult = stripBase(normalized.pathname, this.#base, this.#baseWithoutTrailingSlash, this.#trailingSlash);
		if (!baseResult) {
			if (!allowWithoutBase) return {
				type: "none",
				reason: "outside-base"
			};
		}
		let pathname = baseResult ?? normalized.pathname;
		if (this.#buildFormat === "file") pathname = normalizeFileFormatPathname(pathname);
		const route = this.#routes.find((candidate) => {
			if (candidate.pattern.test(pathname)) return true;
			return candidate.fallbackRoutes.some((fallbackRoute) => fallbackRoute.pattern.test(pathname));
		});
		if (!route) return {
			type: "none",
			reason: "no-match"
		};
		return {
			type: "match",
			route,
			params: getParams(route, pathname),
			pathname
		};
	}
	/**
	* Returns all routes that match the given pathname, in priority order.
	* Used when the first match (e.g. a prerendered route) cannot serve
	* the request and subsequent matches need to be tried.
	*/
	matchAll(inputPathname, { allowWithoutBase = false } = {}) {
		const normalized = getRedirectForPathname(inputPathname);
		if (normalized.redirect) return [];
		const baseResult = stripBase(normalized.pathname, this.#base, this.#baseWithoutTrailingSlash, this.#trailingSlash);
		if (!baseResult && !allowWithoutBase) return [];
		let pathname = baseResult ?? normalized.pathname;
		if (this.#buildFormat === "file") pathname = normalizeFileFormatPathname(pathname);
		return this.#routes.filter((candidate) => {
			if (candidate.pattern.test(pathname)) return true;
			return candidate.fallbackRoutes.some((fallbackRoute) => fallbackRoute.pattern.test(pathname));
		});
	}
};
function normalizeBase(base) {
	if (!base) return "/";
	if (base === "/") return base;
	return prependForwardSlash$1(base);
}
function getRedirectForPathname(pathname) {
	let value = prependForwardSlash$1(pathname);
	if (value.startsWith("//")) return {
		pathname: value,
		redirect: `/${value.replace(/^\/+/, "")}`
	};
	return { pathname: value };
}
function stripBase(pathname, base, baseWithoutTrailingSlash, trailingSlash) {
	if (base === "/") return pathname;
	const baseWithSlash = `${baseWithoutTrailingSlash}/`;
	if (pathname === baseWithoutTrailingSlash || pathname === base) return trailingSlash === "always" ? null : "/";
	if (pathname === baseWithSlash) return trailingSlash === "never" ? null : "/";
	if (pathname.startsWith(baseWithSlash)) return pathname.slice(baseWithoutTrailingSlash.length);
	return null;
}
function normalizeFileFormatPathname(pathname) {
	if (pathname.endsWith("/index.html")) {
		const trimmed = pathname.slice(0, -11);
		return trimmed === "" ? "/" : trimmed;
	}
	if (pathname.endsWith(".html")) {
		const trimmed = pathname.slice(0, -5);
		return trimmed === "" ? "/" : trimmed;
	}
	return pathname;
}
// node_modules/astro/dist/core/routing/route-table.js
function compileRouteTable(manifest, routes) {
	const routesList = ensure404Route({ routes });
	const router = new Router(routesList.routes, {
		base: manifest.base,
		trailingSlash: manifest.trailingSlash,
		buildFormat: manifest.buildFormat
	});
	return {
		routes: routesList.routes,
		router
	};
}
var routeTables = createManifestMemo((manifest) => compileRouteTable(manifest, (manifest.routes ?? []).map((route) => route.routeData)));
function getRouteTable(manifest) {
	return routeTables.get(manifest);
}
function updateRouteTable(manifest, routes) {
	routeTables.set(manifest, compileRouteTable(manifest, [...routes]));
}
function matchRoute(manifest, pathname) {
	const match = getRouteTable(manifest).router.match(pathname, { allowWithoutBase: true });
	if (match.type !== "match") return void 0;
	return match.route;
}
function matchAllRoutes(manifest, pathname) {
	return getRouteTable(manifest).router.matchAll(pathname, { allowWithoutBase: true });
}
// node_modules/astro/dist/core/session/driver.js
var sessionDriverMemo = createAsyncManifestMemo(async (manifest) => {
	if (manifest.sessionDriver) return (await manifest.sessionDriver())?.default || null;
	return null;
});
function getSessionDriver(manifest) {
	return sessionDriverMemo.get(manifest);
}
// node_modules/astro/node_modules/unstorage/dist/shared/unstorage.lWbgcyKt.mjs
function wrapToPromise(value) {
	if (!value || typeof value.then !== "function") return Promise.resolve(value);
	return value;
}
function asyncCall(function_, ...arguments_) {
	try {
		return wrapToPromise(function_(...arguments_));
	} catch (error) {
		return Promise.reject(error);
	}
}
function isPrimitive(value) {
	const type = typeof value;
	return value === null || type !== "object" && type !== "function";
}
function isPureObject(value) {
	const proto = Object.getPrototypeOf(value);
	return !proto || proto.isPrototypeOf(Object);
}
function stringify$2(value) {
	if (isPrimitive(value)) return String(value);
	if (isPureObject(value) || Array.isArray(value)) return JSON.stringify(value);
	if (typeof value.toJSON === "function") return stringify$2(value.toJSON());
	throw new Error("[unstorage] Cannot stringify value!");
}
var BASE64_PREFIX = "base64:";
function serializeRaw(value) {
	if (typeof value === "string") return value;
	return BASE64_PREFIX + base64Encode(value);
}
function deserializeRaw(value) {
	if (typeof value !== "string") return value;
	if (!value.startsWith(BASE64_PREFIX)) return value;
	return base64Decode(value.slice(7));
}
function base64Decode(input) {
	if (globalThis.Buffer) return Buffer.from(input, "base64");
	return Uint8Array.from(globalThis.atob(input), (c) => c.codePointAt(0));
}
function base64Encode(input) {
	if (globalThis.Buffer) return Buffer.from(input).toString("base64");
	return globalThis.btoa(String.fromCodePoint(...input));
}
function normalizeKey(key) {
	if (!key) return "";
	return key.split("?")[0]?.replace(/[/\\]/g, ":").replace(/:+/g, ":").replace(/^:|:$/g, "") || "";
}
function hasDotSegment(key) {
	return key.split(":").some((segment) => segment === "." || segment === "..");
}
function joinKeys(...keys) {
	return normalizeKey(keys.join(":"));
}
function normalizeBaseKey(base) {
	base = normalizeKey(base);
	return base ? base + ":" : "";
}
function filterKeyByDepth(key, depth) {
	if (depth === void 0) return true;
	let substrCount = 0;
	let index = key.indexOf(":");
	while (index > -1) {
		substrCount++;
		index = key.indexOf(":", index + 1);
	}
	return substrCount <= depth;
}
function filterKeyByBase(key, base) {
	if (base) return key.startsWith(base) && key[key.length - 1] !== "$";
	return key[key.length - 1] !== "$";
}
// node_modules/astro/node_modules/unstorage/dist/index.mjs
function defineDriver(factory) {
	return factory;
}
var DRIVER_NAME = "memory";
var memory = defineDriver(() => {
	const data = /* @__PURE__ */ new Map();
	return {
		name: DRIVER_NAME,
		getInstance: () => data,
		hasItem(key) {
			return data.has(key);
		},
		getItem(key) {
			return data.get(key) ?? null;
		},
		getItemRaw(key) {
			return data.get(key) ?? null;
		},
		setItem(key, value) {
			data.set(key, value);
		},
		setItemRaw(key, value) {
			data.set(key, value);
		},
		removeItem(key) {
			data.delete(key);
		},
		getKeys() {
			return [...data.keys()];
		},
		clear() {
			data.clear();
		},
		dispose() {
			data.clear();
		}
	};
});
function createStorage(options = {}) {
	const context = {
		mounts: { "": options.driver || memory() },
		mountpoints: [""],
		watching: false,
		watchListeners: [],
		unwatch: {}
	};
	const normalizeItemKey = (key) => {
		const normalizedKey = normalizeKey(key);
		if (!normalizedKey || hasDotSegment(normalizedKey)) throw new Error(`[unstorage] Invalid key: ${JSON.stringify(key)}`);
		return normalizedKey;
	};
	const normalizeBase = (base) => {
		const normalizedBase = normalizeBaseKey(base);
		if (hasDotSegment(normalizedBase)) throw new Error(`[unstorage] Invalid base: ${JSON.stringify(base)}`);
		return normalizedBase;
	};
	const getMount = (key) => {
		for (const base of context.mountpoints) if (key.startsWith(base)) return {
			base,
			relativeKey: key.slice(base.length),
			driver: context.mounts[base]
		};
		return {
			base: "",
			relativeKey: key,
			driver: context.mounts[""]
		};
	};
	const getMounts = (base, includeParent) => {
		return context.mountpoints.filter((mountpoint) => mountpoint.startsWith(base) || includeParent && base.startsWith(mountpoint)).map((mountpoint) => ({
			relativeBase: base.length > mountpoint.length ? base.slice(mountpoint.length) : void 0,
			mountpoint,
			driver: context.mounts[mountpoint]
		}));
	};
	const onChange = (event, key) => {
		if (!context.watching) return;
		key = normalizeKey(key);
		for (const listener of context.watchListeners) listener(event, key);
	};
	const startWatch = async () => {
		if (context.watching) return;
		context.watching = true;
		for (const mountpoint in context.mounts) context.unwatch[mountpoint] = await watch(context.mounts[mountpoint], onChange, mountpoint);
	};
	const stopWatch = async () => {
		if (!context.watching) return;
		for (const mountpoint in context.unwatch) await context.unwatch[mountpoint]();
		context.unwatch = {};
		context.watching = false;
	};
	const runBatch = (items, commonOptions, cb) => {
		const batches = /* @__PURE__ */ new Map();
		const getBatch = (mount) => {
			let batch = batches.get(mount.base);
			if (!batch) {
				batch = {
					driver: mount.driver,
					base: mount.base,
					items: []
				};
				batches.set(mount.base, batch);
			}
			return batch;
		};
		for (const item of items) {
			const isStringItem = typeof item === "string";
			const key = normalizeItemKey(isStringItem ? item : item.key);
			const value = isStringItem ? void 0 : item.value;
			const options2 = isStringItem || !item.options ? commonOptions : {
				...commonOptions,
				...item.options
			};
			const mount = getMount(key);
			getBatch(mount).items.push({
				key,
				value,
				relativeKey: mount.relativeKey,
				options: options2
			});
		}
		return Promise.all([...batches.values()].map((batch) => cb(batch))).then((r) => r.flat());
	};
	const storage = {
		async hasItem(key, opts = {}) {
			key = normalizeItemKey(key);
			const { relativeKey, driver } = getMount(key);
			return asyncCall(driver.hasItem, relativeKey, opts);
		},
		async getItem(key, opts = {}) {
			key = normalizeItemKey(key);
			const { relativeKey, driver } = getMount(key);
			return asyncCall(driver.getItem, relativeKey, opts).then((value) => destr(value));
		},
		async getItems(items, commonOptions = {}) {
			return runBatch(items, commonOptions, (batch) => {
				if (batch.driver.getItems) return asyncCall(batch.driver.getItems, batch.items.map((item) => ({
					key: item.relativeKey,
					options: item.options
				})), commonOptions).then((r) => r.map((item) => ({
					key: joinKeys(batch.base, item.key),
					value: destr(item.value)
				})));
				return Promise.all(batch.items.map((item) => {
					return asyncCall(batch.driver.getItem, item.relativeKey, item.options).then((value) => ({
						key: item.key,
						value: destr(value)
					}));
				}));
			});
		},
		async getItemRaw(key, opts = {}) {
			key = normalizeItemKey(key);
			const { relativeKey, driver } = getMount(key);
			if (driver.getItemRaw) return asyncCall(driver.getItemRaw, relativeKey, opts);
			return asyncCall(driver.getItem, relativeKey, opts).then((value) => deserializeRaw(value));
		},
		async setItem(key, value, opts = {}) {
			if (value === void 0) return storage.removeItem(key);
			key = normalizeItemKey(key);
			const { relativeKey, driver } = getMount(key);
			if (!driver.setItem) return;
			await asyncCall(driver.setItem, relativeKey, stringify$2(value), opts);
			if (!driver.watch) onChange("update", key);
		},
		async setItems(items, commonOptions) {
			await runBatch(items, commonOptions, async (batch) => {
				if (batch.driver.setItems) return asyncCall(batch.driver.setItems, batch.items.map((item) => ({
					key: item.relativeKey,
					value: stringify$2(item.value),
					options: item.options
				})), commonOptions);
				if (!batch.driver.setItem) return;
				await Promise.all(batch.items.map((item) => {
					return asyncCall(batch.driver.setItem, item.relativeKey, stringify$2(item.value), item.options);
				}));
			});
		},
		async setItemRaw(key, value, opts = {}) {
			if (value === void 0) return storage.removeItem(key, opts);
			key = normalizeItemKey(key);
			const { relativeKey, driver } = getMount(key);
			if (driver.setItemRaw) await asyncCall(driver.setItemRaw, relativeKey, value, opts);
			else if (driver.setItem) await asyncCall(driver.setItem, relativeKey, serializeRaw(value), opts);
			else return;
			if (!driver.watch) onChange("update", key);
		},
		async removeItem(key, opts = {}) {
			if (typeof opts === "boolean") opts = { removeMeta: opts };
			key = normalizeItemKey(key);
			const { relativeKey, driver } = getMount(key);
			if (!driver.removeItem) return;
			await asyncCall(driver.removeItem, relativeKey, opts);
			if (opts.removeMeta || opts.removeMata) await asyncCall(driver.removeItem, relativeKey + "$", opts);
			if (!driver.watch) onChange("remove", key);
		},
		async getMeta(key, opts = {}) {
			if (typeof opts === "boolean") opts = { nativeOnly: opts };
			key = normalizeItemKey(key);
			const { relativeKey, driver } = getMount(key);
			const meta = /* @__PURE__ */ Object.create(null);
			if (driver.getMeta) Object.assign(meta, await asyncCall(driver.getMeta, relativeKey, opts));
			if (!opts.nativeOnly) {
				const value = await asyncCall(driver.getItem, relativeKey + "$", opts).then((value_) => destr(value_));
				if (value && typeof value === "object") {
					if (typeof value.atime === "string") value.atime = new Date(value.atime);
					if (typeof value.mtime === "string") value.mtime = new Date(value.mtime);
					Object.assign(meta, value);
				}
			}
			return meta;
		},
		async setMeta(key, value, opts = {}) {
			return this.setItem(normalizeItemKey(key) + "$", value, opts);
		},
		async removeMeta(key, opts = {}) {
			return this.removeItem(normalizeItemKey(key) + "$", opts);
		},
		async getKeys(base, opts = {}) {
			base = normalizeBase(base);
			const mounts = getMounts(base, true);
			let maskedMounts = [];
			const allKeys = [];
			let allMountsSupportMaxDepth = true;
			for (const mount of mounts) {
				if (!mount.driver.flags?.maxDepth) allMountsSupportMaxDepth = false;
				const rawKeys = await asyncCall(mount.driver.getKeys, mount.relativeBase, opts);
				for (const key of rawKeys) {
					const fullKey = mount.mountpoint + normalizeKey(key);
					if (!maskedMounts.some((p) => fullKey.startsWith(p))) allKeys.push(fullKey);
				}
				maskedMounts = [mount.mountpoint, ...maskedMounts.filter((p) => !p.startsWith(mount.mountpoint))];
			}
			const shouldFilterByDepth = opts.maxDepth !== void 0 && !allMountsSupportMaxDepth;
			return allKeys.filter((key) => (!shouldFilterByDepth || filterKeyByDepth(key, opts.maxDepth)) && filterKeyByBase(key, base));
		},
		async clear(base, opts = {}) {
			base = normalizeBase(base);
			await Promise.all(getMounts(base, false).map(async (m) => {
				if (m.driver.clear) return asyncCall(m.driver.clear, m.relativeBase, opts);
				if (m.driver.removeItem) {
					const keys = await m.driver.getKeys(m.relativeBase || "", opts);
					return Promise.all(keys.map((key) => m.driver.removeItem(key, opts)));
				}
			}));
		},
		async dispose() {
			await Promise.all(Object.values(context.mounts).map((driver) => dispose(driver)));
		},
		async watch(callback) {
			await startWatch();
			context.watchListeners.push(callback);
			return async () => {
				context.watchListeners = context.watchListeners.filter((listener) => listener !== callback);
				if (context.watchListeners.length === 0) await stopWatch();
			};
		},
		async unwatch() {
			context.watchListeners = [];
			await stopWatch();
		},
		mount(base, driver) {
			base = normalizeBase(base);
			if (base && context.mounts[base]) throw new Error(`already mounted at ${base}`);
			if (base) {
				context.mountpoints.push(base);
				context.mountpoints.sort((a, b) => b.length - a.length);
			}
			context.mounts[base] = driver;
			if (context.watching) Promise.resolve(watch(driver, onChange, base)).then((unwatcher) => {
				context.unwatch[base] = unwatcher;
			}).catch(console.error);
			return storage;
		},
		async unmount(base, _dispose = true) {
			base = normalizeBaseKey(base);
			if (!base || !context.mounts[base]) return;
			if (context.watching && base in context.unwatch) {
				context.unwatch[base]?.();
				delete context.unwatch[base];
			}
			if (_dispose) await dispose(context.mounts[base]);
			context.mountpoints = context.mountpoints.filter((key) => key !== base);
			delete context.mounts[base];
		},
		getMount(key = "") {
			key = normalizeKey(key) + ":";
			const m = getMount(key);
			return {
				driver: m.driver,
				base: m.base
			};
		},
		getMounts(base = "", opts = {}) {
			base = normalizeKey(base);
			return getMounts(base, opts.parents).map((m) => ({
				driver: m.driver,
				base: m.mountpoint
			}));
		},
		keys: (base, opts = {}) => storage.getKeys(base, opts),
		get: (key, opts = {}) => storage.getItem(key, opts),
		set: (key, value, opts = {}) => storage.setItem(key, value, opts),
		has: (key, opts = {}) => storage.hasItem(key, opts),
		del: (key, opts = {}) => storage.removeItem(key, opts),
		remove: (key, opts = {}) => storage.removeItem(key, opts)
	};
	return storage;
}
function watch(driver, onChange, base) {
	return driver.watch ? driver.watch((event, key) => onChange(event, base + key)) : () => {};
}
async function dispose(driver) {
	if (typeof driver.dispose === "function") await asyncCall(driver.dispose);
}
// node_modules/astro/dist/core/session/runtime.js
var PERSIST_SYMBOL = /* @__PURE__ */ Symbol();
var DEFAULT_COOKIE_NAME = "astro-session";
var VALID_COOKIE_REGEX = /^[\w-]+$/;
var UUID_REGEX = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
var unflatten$1 = (parsed, _) => {
	return unflatten(parsed, { URL: (href) => new URL(href) });
};
var stringify$1 = (data, _) => {
	return stringify(data, { URL: (val) => val instanceof URL && val.href });
};
var AstroSession = class AstroSession {
	#cookies;
	#config;
	#cookieConfig;
	#cookieName;
	#storage;
	#data;
	#sessionID;
	#toDestroy = /* @__PURE__ */ new Set();
	#toDelete = /* @__PURE__ */ new Set();
	#dirty = false;
	#cookieSet = false;
	#sessionIDFromCookie = false;
	#partial = true;
	#logger;
	#driverFactory;
	static #sharedStorage = /* @__PURE__ */ new Map();
	constructor({ cookies, config, runtimeMode, driverFactory, mockStorage, logger }) {
		this.#logger = logger;
		if (!config) throw new AstroError({
			...SessionStorageInitError,
			message: SessionStorageInitError.message("No driver was defined in the session configuration and the adapter did not provide a default driver.")
		});
		this.#cookies = cookies;
		this.#driverFactory = driverFactory;
		const { cookie: cookieConfig = DEFAULT_COOKIE_NAME, ...configRest } = config;
		let cookieConfigObject;
		if (typeof cookieConfig === "object") {
			const { name = DEFAULT_COOKIE_NAME, ...rest } = cookieConfig;
			this.#cookieName = name;
			cookieConfigObject = rest;
		} else this.#cookieName = cookieConfig || DEFAULT_COOKIE_NAME;
		this.#cookieConfig = {
			sameSite: "lax",
			secure: runtimeMode === "production",
			path: "/",
			...cookieConfigObject,
			httpOnly: true
		};
		this.#config = configRest;
		if (mockStorage) this.#storage = mockStorage;
	}
	/**
	* Gets a session value. Returns `undefined` if the session or value does not exist.
	*/
	async get(key) {
		return (await this.#ensureData()).get(key)?.data;
	}
	/**
	* Checks if a session value exists.
	*/
	async has(key) {
		return (await this.#ensureData()).has(key);
	}
	/**
	* Gets all session values.
	*/
	async keys() {
		return (await this.#ensureData()).keys();
	}
	/**
	* Gets all session values.
	*/
	async values() {
		return [...(await this.#ensureData()).values()].map((entry) => entry.data);
	}
	/**
	* Gets all session entries.
	*/
	async entries() {
		return [...(await this.#ensureData()).entries()].map(([key, entry]) => [key, entry.data]);
	}
	/**
	* Deletes a session value.
	*/
	delete(key) {
		this.#data ??= /* @__PURE__ */ new Map();
		this.#data.delete(key);
		if (this.#partial) this.#toDelete.add(key);
		this.#dirty = true;
	}
	/**
	* Sets a session value. The session is created if it does not exist.
	*/
	set(key, value, { ttl } = {}) {
		if (!key) throw new AstroError({
			...SessionStorageSaveError,
			message: "The session key was not provided."
		});
		let cloned;
		try {
			cloned = unflatten$1(JSON.parse(stringify$1(value)));
		} catch (err) {
			throw new AstroError({
				...SessionStorageSaveError,
				message: `The session data for ${key} could not be serialized.`,
				hint: "See the devalue library for all supported types: https://github.com/rich-harris/devalue"
			}, { cause: err });
		}
		if (!this.#cookieSet) {
			this.#setCookie();
			this.#cookieSet = true;
		}
		this.#data ??= /* @__PURE__ */ new Map();
		const lifetime = ttl ?? this.#config.ttl;
		const expires = typeof lifetime === "number" ? Date.now() + lifetime * 1e3 : lifetime;
		this.#data.set(key, {
			data: cloned,
			expires
		});
		this.#dirty = true;
	}
	/**
	* Destroys the session, clearing the cookie and storage if it exists.
	*/
	destroy() {
		const cookieValue = this.#cookies.get(this.#cookieName)?.value;
		const sessionId = this.#sessionID ?? (cookieValue && UUID_REGEX.test(cookieValue) ? cookieValue : void 0);
		if (sessionId) this.#toDestroy.add(sessionId);
		this.#cookies.delete(this.#cookieName, this.#cookieConfig);
		this.#sessionID = void 0;
		this.#data = void 0;
		this.#dirty = true;
	}
	/**
	* Regenerates the session, creating a new session ID. The existing session data is preserved.
	*/
	async regenerate() {
		let data = /* @__PURE__ */ new Map();
		try {
			data = await this.#ensureData();
		} catch (err) {
			this.#logger.error("session", `Failed to load session data during regeneration: ${err}`);
			this.#partial = false;
		}
		const oldSessionId = this.#sessionID;
		this.#sessionID = crypto.randomUUID();
		this.#sessionIDFromCookie = false;
		this.#data = data;
		this.#dirty = true;
		await this.#setCookie();
		if (oldSessionId && this.#storage) this.#storage.removeItem(oldSessionId).catch((err) => {
			this.#logger.error("session", `Failed to remove old session ${oldSessionId}: ${err}`);
		});
	}
	async [PERSIST_SYMBOL]() {
		if (!this.#dirty && !this.#toDestroy.size) return;
		const storage = await this.#ensureStorage();
		if (this.#dirty && this.#data) {
			const data = await this.#ensureData();
			this.#toDelete.forEach((key2) => data.delete(key2));
			const key = this.#ensureSessionID();
			let serialized;
			try {
				serialized = stringify$1(data);
			} catch (err) {
				throw new AstroError({
					...SessionStorageSaveError,
					message: SessionStorageSaveError.message("The session data could not be serialized.", this.#config.driver)
				}, { cause: err });
			}
			await storage.setItem(key, serialized);
			this.#dirty = false;
		}
		if (this.#toDestroy.size > 0) {
			const cleanupPromises = [...this.#toDestroy].map((sessionId) => storage.removeItem(sessionId).catch((err) => {
				this.#logger.error("session", `Failed to remove session ${sessionId}: ${err}`);
			}));
			await Promise.all(cleanupPromises);
			this.#toDestroy.clear();
		}
	}
	get sessionID() {
		return this.#sessionID;
	}
	/**
	* Loads a session from storage with the given ID, and replaces the current session.
	* Any changes made to the current session will be lost.
	* This is not normally needed, as the session is automatically loaded using the cookie.
	* However it can be used to restore a session where the ID has been recorded somewhere
	* else (e.g. in a database).
	*/
	async load(sessionID) {
		this.#sessionID = sessionID;
		this.#data = void 0;
		await this.#setCookie();
		await this.#ensureData();
	}
	/**
	* Sets the session cookie.
	*/
	async #setCookie() {
		if (!VALID_COOKIE_REGEX.test(this.#cookieName)) throw new AstroError({
			...SessionStorageSaveError,
			message: "Invalid cookie name. Cookie names can only contain letters, numbers, and dashes."
		});
		const value = this.#ensureSessionID();
		this.#cookies.set(this.#cookieName, value, this.#cookieConfig);
	}
	/**
	* Attempts to load the session data from storage, or creates a new data object if none exists.
	* If there is existing partial data, it will be merged into the new data object.
	*/
	async #ensureData() {
		if (this.#data && !this.#partial) return this.#data;
		this.#data ??= /* @__PURE__ */ new Map();
		if (!this.#sessionID && !this.#cookies.get(this.#cookieName)?.value) {
			this.#partial = false;
			return this.#data;
		}
		const raw = await (await this.#ensureStorage()).get(this.#ensureSessionID());
		if (!raw) {
			if (this.#sessionIDFromCookie) {
				this.#sessionID = crypto.randomUUID();
				this.#sessionIDFromCookie = false;
				if (this.#cookieSet) await this.#setCookie();
			}
			return this.#data;
		}
		try {
			const storedMap = unflatten$1(raw);
			if (!(storedMap instanceof Map)) {
				this.destroy();
				throw new AstroError({
					...SessionStorageInitError,
					message: SessionStorageInitError.message("The session data was an invalid type.", this.#config.driver)
				});
			}
			const now = Date.now();
			for (const [key, value] of storedMap) {
				const expired = typeof value.expires === "number" && value.expires < now;
				if (!this.#data.has(key) && !this.#toDelete.has(key) && !expired) this.#data.set(key, value);
			}
			this.#partial = false;
			return this.#data;
		} catch (err) {
			this.destroy();
			if (err instanceof AstroError) throw err;
			throw new AstroError({
				...SessionStorageInitError,
				message: SessionStorageInitError.message("The session data could not be parsed.", this.#config.driver)
			}, { cause: err });
		}
	}
	/**
	* Returns the session ID, generating a new one if it does not exist.
	*/
	#ensureSessionID() {
		if (!this.#sessionID) {
			const cookieValue = this.#cookies.get(this.#cookieName)?.value;
			if (cookieValue && UUID_REGEX.test(cookieValue)) {
				this.#sessionID = cookieValue;
				this.#sessionIDFromCookie = true;
			} else this.#sessionID = crypto.randomUUID();
		}
		return this.#sessionID;
	}
	/**
	* Ensures the storage is initialized.
	* This is called automatically when a storage operation is needed.
	*/
	async #ensureStorage() {
		if (this.#storage) return this.#storage;
		if (AstroSession.#sharedStorage.has(this.#config.driver)) {
			this.#storage = AstroSession.#sharedStorage.get(this.#config.driver);
			return this.#storage;
		}
		if (!this.#driverFactory) throw new AstroError({
			...SessionStorageInitError,
			message: SessionStorageInitError.message("Astro could not load the driver correctly. Does it exist?", this.#config.driver)
		});
		const driver = this.#driverFactory;
		try {
			this.#storage = createStorage({ driver: {
				...driver(this.#config.options),
				hasItem() {
					return false;
				},
				getKeys() {
					return [];
				}
			} });
			AstroSession.#sharedStorage.set(this.#config.driver, this.#storage);
			return this.#storage;
		} catch (err) {
			throw new AstroError({
				...SessionStorageInitError,
				message: SessionStorageInitError.message("Unknown error", this.#config.driver)
			}, { cause: err });
		}
	}
};
// node_modules/astro/dist/core/session/handler.js
var SESSION_KEY = "session";
function provideSession(state) {
	markFeatureUsed(state.manifest, FetchFeatures.sessions);
	const config = state.manifest.sessionConfig;
	if (!config) return;
	return provideSessionAsync(state, config);
}
async function provideSessionAsync(state, config) {
	const driverFactory = await getSessionDriver(state.manifest);
	if (!driverFactory) return;
	state.provide(SESSION_KEY, {
		create() {
			const cookies = state.cookies;
			return new AstroSession({
				cookies,
				config,
				runtimeMode: getEnvironment(state.manifest).runtimeMode,
				driverFactory,
				mockStorage: null,
				logger: state.logger
			});
		},
		finalize(session) {
			return session[PERSIST_SYMBOL]();
		}
	});
}
// node_modules/astro/dist/core/app/validate-headers.js
function getFirstForwardedValue(multiValueHeader) {
	return multiValueHeader?.toString().split(",").map((e) => e.trim())[0];
}
function sanitizeHost(hostname) {
	if (!hostname) return void 0;
	if (/[/\\]/.test(hostname)) return void 0;
	return hostname;
}
function parseHost(host) {
	const parts = host.split(":");
	if (parts.length > 2) return void 0;
	return {
		hostname: parts[0],
		port: parts[1]
	};
}
function matchesAllowedDomains(hostname, protocol, port, allowedDomains) {
	const urlString = `${protocol}://${port ? `${hostname}:${port}` : hostname}`;
	if (!URL.canParse(urlString)) return false;
	const testUrl = new URL(urlString);
	return allowedDomains.some((pattern) => matchPattern(testUrl, pattern));
}
function validateHost(host, protocol, allowedDomains) {
	if (!host || host.length === 0) return void 0;
	if (!allowedDomains || allowedDomains.length === 0) return void 0;
	const sanitized = sanitizeHost(host);
	if (!sanitized) return void 0;
	const parsed = parseHost(sanitized);
	if (!parsed) return void 0;
	const { hostname, port } = parsed;
	if (matchesAllowedDomains(hostname, protocol, port, allowedDomains)) return sanitized;
}
function validateForwardedHeaders(forwardedProtocol, forwardedHost, forwardedPort, allowedDomains) {
	const result = {};
	if (forwardedProtocol) {
		if (allowedDomains && allowedDomains.length > 0) {
			if (allowedDomains.some((pattern) => pattern.protocol !== void 0)) try {
				const testUrl = new URL(`${forwardedProtocol}://example.com`);
				if (allowedDomains.some((pattern) => matchPattern(testUrl, { protocol: pattern.protocol }))) result.protocol = forwardedProtocol;
			} catch {}
			else if (/^https?$/.test(forwardedProtocol)) result.protocol = forwardedProtocol;
		}
	}
	if (forwardedPort && allowedDomains && allowedDomains.length > 0) {
		if (allowedDomains.some((pattern) => pattern.port !== void 0)) {
			if (allowedDomains.some((pattern) => pattern.port === forwardedPort)) result.port = forwardedPort;
		}
	}
	if (forwardedHost && forwardedHost.length > 0 && allowedDomains && allowedDomains.length > 0) {
		const protoForValidation = result.protocol || "https";
		const sanitized = sanitizeHost(forwardedHost);
		const parsed = sanitized ? parseHost(sanitized) : void 0;
		if (sanitized && parsed) {
			const { hostname, port: portFromHost } = parsed;
			if (matchesAllowedDomains(hostname, protoForValidation, result.port || portFromHost, allowedDomains)) result.host = sanitized;
		}
	}
	return result;
}
// node_modules/astro/dist/core/output-filename.js
var STATUS_CODE_PAGES = /* @__PURE__ */ new Set(["/404", "/500"]);
function getOutputFilename(buildFormat, name, routeData) {
	if (routeData.type === "endpoint") return name;
	if (name === "/" || name === "") return name === "" ? "index.html" : "/index.html";
	if (buildFormat === "file" || STATUS_CODE_PAGES.has(name)) return `${removeTrailingForwardSlash(name || "index")}.html`;
	if (buildFormat === "preserve" && !routeData.isIndex) return `${removeTrailingForwardSlash(name || "index")}.html`;
	return `${removeTrailingForwardSlash(name)}/index.html`;
}
// node_modules/astro/dist/core/errors/default-handler.js
async function renderDefaultError(manifest, request, { status, response: originalResponse, skipMiddleware = false, error, pathname, ...resolvedRenderOptions }) {
	const resolvedPathname = pathname ?? new FetchState(manifest, request).pathname;
	const routeTable = getRouteTable(manifest);
	const errorRouteData = matchRoute$1(getErrorRoutePath(resolvedPathname, status, routeTable.routes, manifest.i18n?.locales, manifest.trailingSlash === "always"), routeTable);
	const url = new URL(request.url);
	if (errorRouteData) {
		if (errorRouteData.prerender) {
			const allowedDomains = manifest.allowedDomains;
			const safeOrigin = validateHost(url.host, url.protocol.replace(":", ""), allowedDomains) ? url.origin : `${url.protocol}//localhost`;
			const statusURL = new URL(`${removeTrailingForwardSlash(manifest.base)}${getOutputFilename(manifest.buildFormat, errorRouteData.route, errorRouteData)}`, safeOrigin);
			if (statusURL.toString() !== request.url && resolvedRenderOptions.prerenderedErrorPageFetch) try {
				const newResponse = mergeResponses(await resolvedRenderOptions.prerenderedErrorPageFetch(statusURL.toString()), originalResponse, {
					status,
					removeContentEncodingHeaders: true
				});
				prepareResponse(newResponse, resolvedRenderOptions);
				return newResponse;
			} catch {
				const response2 = mergeResponses(new Response(null, { status }), originalResponse);
				prepareResponse(response2, resolvedRenderOptions);
				return response2;
			}
		}
		const mod = await getEnvironment(manifest).getComponentByRoute(manifest, errorRouteData);
		const errorState = new FetchState(manifest, request);
		errorState.skipMiddleware = skipMiddleware;
		errorState.clientAddress = resolvedRenderOptions.clientAddress;
		errorState.routeData = errorRouteData;
		errorState.pathname = resolvedPathname;
		errorState.status = status;
		errorState.componentInstance = mod;
		errorState.locals = resolvedRenderOptions.locals ?? {};
		errorState.initialProps = { error };
		try {
			await provideSession(errorState);
			const response2 = await handleMiddleware(errorState, handlePages);
			if (rewroteToEmptyErrorResponse(skipMiddleware, errorRouteData, errorState.routeData, response2)) return renderDefaultError(manifest, request, {
				...resolvedRenderOptions,
				status,
				error,
				response: originalResponse,
				skipMiddleware: true,
				pathname: resolvedPathname
			});
			const newResponse = mergeResponses(response2, originalResponse);
			prepareResponse(newResponse, resolvedRenderOptions);
			return newResponse;
		} catch {
			if (skipMiddleware === false) return renderDefaultError(manifest, request, {
				...resolvedRenderOptions,
				status,
				error,
				response: originalResponse,
				skipMiddleware: true,
				pathname: resolvedPathname
			});
		} finally {
			await errorState.finalizeAll();
		}
	}
	const response = mergeResponses(new Response(null, { status }), originalResponse);
	prepareResponse(response, resolvedRenderOptions);
	return response;
}
function mergeResponses(newResponse, originalResponse, override) {
	let newResponseHeaders = newResponse.headers;
	if (override?.removeContentEncodingHeaders) {
		newResponseHeaders = new Headers(newResponseHeaders);
		newResponseHeaders.delete("Content-Encoding");
		newResponseHeaders.delete("Content-Length");
	}
	if (!originalResponse) {
		if (override !== void 0) return new Response(newResponse.body, {
			status: override.status,
			statusText: newResponse.statusText,
			headers: newResponseHeaders
		});
		return newResponse;
	}
	const status = override?.status ? override.status : originalResponse.status === 200 ? newResponse.status : originalResponse.status;
	try {
		originalResponse.headers.delete("Content-type");
		originalResponse.headers.delete("Content-Length");
		originalResponse.headers.delete("Transfer-Encoding");
	} catch {}
	const newHeaders = new Headers();
	const seen = /* @__PURE__ */ new Set();
	for (const [name, value] of originalResponse.headers) {
		newHeaders.append(name, value);
		seen.add(name.toLowerCase());
	}
	for (const [name, value] of newResponseHeaders) {
		const lower = name.toLowerCase();
		if (!seen.has(lower) || lower === "set-cookie") newHeaders.append(name, value);
	}
	const mergedResponse = new Response(newResponse.body, {
		status,
		statusText: status === 200 ? newResponse.statusText : originalResponse.statusText,
		headers: newHeaders
	});
	const originalCookies = getCookiesFromResponse(originalResponse);
	const newCookies = getCookiesFromResponse(newResponse);
	if (originalCookies) {
		if (newCookies) originalCookies.merge(newCookies);
		attachCookiesToResponse(mergedResponse, originalCookies);
	} else if (newCookies) attachCookiesToResponse(mergedResponse, newCookies);
	return mergedResponse;
}
// node_modules/astro/dist/core/errors/build-handler.js
async function renderBuildError(manifest, request, options) {
	if (options.status === 500) {
		if (options.response) return options.response;
		throw options.error;
	}
	return renderDefaultError(manifest, request, {
		...options,
		prerenderedErrorPageFetch: void 0
	});
}
// node_modules/astro/dist/core/errors/dev-handler.js
async function renderDevError(manifest, request, { skipMiddleware = false, error, status, response: _response, pathname, ...resolvedRenderOptions }, { shouldInjectCspMetaTags }) {
	if (isAstroError(error) && [MiddlewareNoDataOrNextCalled.name, MiddlewareNotAResponse.name].includes(error.name)) throw error;
	const resolvedPathname = pathname ?? new FetchState(manifest, request).pathname;
	const renderRoute = async (routeData) => {
		try {
			const preloadedComponent = await getEnvironment(manifest).getComponentByRoute(manifest, routeData);
			const errorState = new FetchState(manifest, request);
			errorState.skipMiddleware = skipMiddleware;
			errorState.clientAddress = resolvedRenderOptions.clientAddress;
			errorState.shouldInjectCspMetaTags = shouldInjectCspMetaTags ? !!manifest.csp : false;
			errorState.routeData = routeData;
			errorState.pathname = resolvedPathname;
			errorState.status = status;
			errorState.componentInstance = preloadedComponent;
			errorState.locals = resolvedRenderOptions.locals ?? {};
			errorState.initialProps = { error };
			const response = await handleMiddleware(errorState, handlePages);
			if (rewroteToEmptyErrorResponse(skipMiddleware, routeData, errorState.routeData, response)) return renderDevError(manifest, request, {
				...resolvedRenderOptions,
				status,
				error,
				skipMiddleware: true,
				pathname: resolvedPathname
			}, { shouldInjectCspMetaTags });
			if (error) getLogger(manifest).error("router", error.stack || error.message);
			return response;
		} catch (_err) {
			if (skipMiddleware === false) return renderDevError(manifest, request, {
				...resolvedRenderOptions,
				status: 500,
				skipMiddleware: true,
				error: _err,
				pathname: resolvedPathname
			}, { shouldInjectCspMetaTags });
			throw _err;
		}
	};
	if (status === 404) {
		const custom404 = getCustom404Route(getRouteTable(manifest));
		if (custom404) return renderRoute(custom404);
	}
	const custom500 = getCustom500Route(getRouteTable(manifest));
	if (!custom500) throw error;
	else return renderRoute(custom500);
}
// node_modules/astro/dist/core/errors/handler.js
function renderErrorPage(manifest, request, options) {
	const env = getEnvironment(manifest);
	switch (env.errorStrategy) {
		case "dev": return renderDevError(manifest, request, options, { shouldInjectCspMetaTags: env.injectCspMetaTagsOnErrorPages });
		case "build": return renderBuildError(manifest, request, options);
		case "default": return renderDefaultError(manifest, request, options);
	}
}
function renderErrorFromState(state, request, options) {
	if (state.renderError) return state.renderError(request, options);
	return renderErrorPage(state.manifest, request, options);
}
function rewroteToEmptyErrorResponse(skipMiddleware, errorRouteData, renderedRouteData, response) {
	return skipMiddleware === false && renderedRouteData !== errorRouteData && response.body === null && REROUTABLE_STATUS_CODES.includes(response.status);
}
// node_modules/astro/dist/core/middleware/callMiddleware.js
async function callMiddleware(onRequest, apiContext, responseFunction) {
	let nextCalled = false;
	let responseFunctionPromise = void 0;
	const next = async (payload) => {
		nextCalled = true;
		responseFunctionPromise = responseFunction(apiContext, payload);
		return responseFunctionPromise;
	};
	const middlewarePromise = onRequest(apiContext, next);
	return await Promise.resolve(middlewarePromise).then(async (value) => {
		if (nextCalled) {
			if (typeof value !== "undefined") {
				if (value instanceof Response === false) throw new AstroError(MiddlewareNotAResponse);
				return value;
			} else if (responseFunctionPromise) return responseFunctionPromise;
			else throw new AstroError(MiddlewareNotAResponse);
		} else if (typeof value === "undefined") throw new AstroError(MiddlewareNoDataOrNextCalled);
		else if (value instanceof Response === false) throw new AstroError(MiddlewareNotAResponse);
		else return value;
	});
}
// node_modules/astro/dist/core/middleware/load.js
var resolvedMiddleware = /* @__PURE__ */ new WeakMap();
var middlewareMemo = createAsyncManifestMemo(async (manifest) => {
	let handler;
	if (manifest.middleware) {
		const internalMiddlewares = [(await manifest.middleware()).onRequest ?? NOOP_MIDDLEWARE_FN];
		if (manifest.checkOrigin) internalMiddlewares.unshift(createOriginCheckMiddleware());
		handler = sequence(...internalMiddlewares);
	} else handler = NOOP_MIDDLEWARE_FN;
	resolvedMiddleware.set(manifest, handler);
	return handler;
});
function getMiddleware(manifest) {
	return middlewareMemo.get(manifest);
}
// node_modules/astro/dist/core/cache/runtime/noop.js
var EMPTY_OPTIONS = Object.freeze({ tags: [] });
var NoopAstroCache = class {
	enabled = false;
	set() {}
	get tags() {
		return [];
	}
	get options() {
		return EMPTY_OPTIONS;
	}
	async invalidate() {}
};
var hasWarned = false;
var DisabledAstroCache = class {
	enabled = false;
	#logger;
	constructor(logger) {
		this.#logger = logger;
	}
	#warn() {
		if (!hasWarned) {
			hasWarned = true;
			this.#logger?.warn("cache", "`cache.set()` was called but caching is not enabled. Configure a cache provider in your Astro config under `cache` to enable caching.");
		}
	}
	set() {
		this.#warn();
	}
	get tags() {
		return [];
	}
	get options() {
		return EMPTY_OPTIONS;
	}
	async invalidate() {
		throw new AstroError(CacheNotEnabled);
	}
};
// node_modules/astro/dist/core/middleware/astro-middleware.js
async function handleMiddleware(state, renderRouteCallback) {
	markFeatureUsed(state.manifest, FetchFeatures.middleware);
	await state.getProps();
	const apiContext = state.getAPIContext();
	state.counter++;
	if (state.counter === 4) return new Response("Loop Detected", {
		status: 508,
		statusText: "Astro detected a loop where you tried to call the rewriting logic more than four times."
	});
	const next = async (ctx, payload) => {
		if (payload) {
			state.logger.debug("router", "Called rewriting to:", payload);
			applyRewriteToState(state, payload, await getEnvironment(state.manifest).tryRewrite(state.manifest, payload, state.request));
		}
		return renderRouteCallback(state, ctx);
	};
	let response;
	if (state.skipMiddleware) response = await next(apiContext);
	else {
		const middleware = await getMiddleware(state.manifest);
		response = await callMiddleware(sequence(middleware), apiContext, next);
	}
	attachCookiesToResponse(response, state.cookies);
	state.response = response;
	return response;
}
// node_modules/astro/dist/core/util/normalized-url.js
function createNormalizedUrl(requestUrl) {
	return normalizeUrl(new URL(requestUrl));
}
function setPathname(url, pathname) {
	if (url.pathname !== pathname) url.pathname = pathname;
}
function normalizeUrl(url) {
	try {
		setPathname(url, validateAndDecodePathname(url.pathname));
	} catch {
		try {
			setPathname(url, decodeURI(url.pathname));
		} catch {}
	}
	setPathname(url, collapseDuplicateSlashes(url.pathname));
	return url;
}
// node_modules/astro/dist/core/rewrites/handler.js
function applyRewriteToState(state, payload, { routeData, componentInstance, newUrl, pathname }, { mergeCookies = false } = {}) {
	const oldPathname = state.pathname;
	const isI18nFallback = routeData.fallbackRoutes && routeData.fallbackRoutes.length > 0;
	if (state.manifest.serverLike && !state.routeData.prerender && routeData.prerender && !isI18nFallback) throw new AstroError({
		...ForbiddenRewrite,
		message: ForbiddenRewrite.message(state.pathname, pathname, routeData.component),
		hint: ForbiddenRewrite.hint(routeData.component)
	});
	state.routeData = routeData;
	state.componentInstance = componentInstance;
	if (payload instanceof Request) state.request = payload;
	else state.request = copyRequest(newUrl, state.request, routeData.prerender, state.logger, state.routeData.route);
	state.url = createNormalizedUrl(state.request.url);
	if (mergeCookies) {
		const newCookies = new AstroCookies(state.request, state.logger);
		if (state.cookies) newCookies.merge(state.cookies);
		state.cookies = newCookies;
	}
	state.params = getParams(routeData, pathname);
	state.pathname = pathname;
	state.isRewriting = true;
	state.status = 200;
	setOriginPathname(state.request, oldPathname, state.manifest.trailingSlash, state.manifest.buildFormat);
	state.invalidateContexts();
}
async function executeRewrite(state, payload) {
	state.logger.debug("router", "Calling rewrite: ", payload);
	applyRewriteToState(state, payload, await getEnvironment(state.manifest).tryRewrite(state.manifest, payload, state.request), { mergeCookies: true });
	return handleMiddleware(state, handlePages);
}
// node_modules/astro/dist/core/i18n/domain.js
function computePathnameFromDomain(request, url, i18n, base, trailingSlash, allowedDomains, logger, pathnameFromRequest) {
	let pathname = void 0;
	if (i18n && (i18n.strategy === "domains-prefix-always" || i18n.strategy === "domains-prefix-other-locales" || i18n.strategy === "domains-prefix-always-no-redirect")) {
		const validated = validateForwardedHeaders(getFirstForwardedValue(request.headers.get("X-Forwarded-Proto") ?? void 0), getFirstForwardedValue(request.headers.get("X-Forwarded-Host") ?? void 0), getFirstForwardedValue(request.headers.get("X-Forwarded-Port") ?? void 0), allowedDomains);
		const protocol = validated.protocol ? `${validated.protocol}:` : url.protocol;
		const requestHost = request.headers.get("Host") ?? void 0;
		const validatedRequestHost = allowedDomains?.length ? validateHost(requestHost, protocol.slice(0, -1), allowedDomains) : requestHost;
		let host = validated.host ?? validatedRequestHost;
		if (host && protocol) {
			host = host.split(":")[0];
			try {
				let locale;
				const hostAsUrl = new URL(`${protocol}//${host}`);
				for (const [domainKey, localeValue] of Object.entries(i18n.domainLookupTable)) {
					const domainKeyAsUrl = new URL(domainKey);
					if (hostAsUrl.host === domainKeyAsUrl.host && hostAsUrl.protocol === domainKeyAsUrl.protocol) {
						locale = localeValue;
						break;
					}
				}
				if (locale) {
					const requestPathname = pathnameFromRequest ?? stripRequestBase(url.pathname, base);
					pathname = prependForwardSlash$1(joinPaths(normalizeTheLocale(locale), requestPathname));
					if (trailingSlash === "always") pathname = appendForwardSlash(pathname);
					else if (trailingSlash === "never") pathname = removeTrailingForwardSlash(pathname);
					else if (url.pathname.endsWith("/")) pathname = appendForwardSlash(pathname);
				}
			} catch (e) {
				logger.error("router", `Astro tried to parse ${protocol}//${host} as an URL, but it threw a parsing error. Check the X-Forwarded-Host and X-Forwarded-Proto headers.`);
				logger.error("router", `Error: ${e}`);
			}
		}
	}
	return pathname;
}
// node_modules/astro/dist/core/manifest/derived.js
var sites = createManifestMemo((manifest) => manifest.site ? new URL(manifest.site) : void 0);
function getSite(manifest) {
	return sites.get(manifest);
}
// node_modules/astro/dist/core/server-islands/mappings.js
async function getServerIslands(manifest) {
	if (manifest.serverIslandMappings) return manifest.serverIslandMappings();
	return {
		serverIslandMap: /* @__PURE__ */ new Map(),
		serverIslandNameMap: /* @__PURE__ */ new Map()
	};
}
// node_modules/astro/dist/core/fetch/fetch-state.js
var slotValuesSymbol = /* @__PURE__ */ Symbol("astro.slotValues");
function getFetchStateFromAPIContext(context) {
	const state = context[fetchStateSymbol];
	if (!state) throw new Error("FetchState not found on APIContext. This is an internal error — the context was not created through Astro's request pipeline.");
	return state;
}
var FetchState = class {
	/** The manifest — the single ambient source of static, build-time data. */
	manifest;
	/** The manifest's identity-stable logger, captured once at construction. */
	logger;
	/**
	* Whether page renders stream. From the facade hooks on the fast path,
	* else the environment's default.
	*/
	streaming;
	/**
	* Internal facade hook: late-bound `app.renderError` dispatch. Undefined on
	* bare and custom-handler paths — those fall through to the environment's
	* error strategy (`renderErrorPage`).
	*/
	renderError;
	/**
	* Internal facade hook: late-bound `app.logThisRequest` dispatch. Undefined
	* on bare and custom-handler paths — those fall through to the
	* environment's `logRequest` behavior.
	*/
	logRequest;
	/**
	* The request to render. Mutated during rewrites so subsequent renders
	* see the rewritten URL.
	*/
	request;
	routeData;
	/**
	* The pathname to use for routing and rendering. Starts out as the raw,
	* base-stripped, decoded pathname from the request. May be further
	* normalized by `handleRequest` after routeData is known (in dev, when
	* the matched route has no `.html` extension, `.html` / `/index.html`
	* suffixes are stripped).
	*/
	pathname;
	/** Resolved render options (addCookieHeader, clientAddress, locals, etc.). */
	renderOptions;
	/** When the request started, used to log duration. */
	timeStart;
	/**
	* The route's loaded component module. Set before middleware runs; may
	* be swapped during in-flight rewrites from inside the middleware chain.
	*/
	componentInstance;
	/**
	* Slot overrides supplied by the container API. `undefined` for HTTP
	* requests — `PagesHandler` coalesces to `{}` on read so we don't
	* allocate an empty object per request.
	*/
	slots;
	/**
	* The `Response` produced by handlers, if any. Set after page
	* rendering or middleware completes.
	*/
	response;
	/**
	* Default HTTP status for the rendered response. Callers override
	* before rendering runs (e.g. `handleRequest` sets this from
	* `BaseApp.getDefaultStatusCode`; error handlers set `404` / `500`).
	*/
	status = 200;
	/** Whether user middleware should be skipped for this request. */
	skipMiddleware = false;
	/**
	* Set to `true` when the request path was encoded too many times to fully
	* decode (see {@link validateAndDecodePathname}). These requests are
	* rejected with a `400` before middleware or routing run.
	*/
	invalidEncoding = false;
	/** A flag that tells the render content if the rewriting was triggered. */
	isRewriting = false;
	/** A safety net in case of loops (rewrite counter). */
	counter = 0;
	/** Cookies for this request. Created lazily on first access. */
	cookies;
	/** Route params derived from routeData + pathname. Computed lazily. */
	#params;
	get params() {
		if (!this.#params && this.routeData) this.#params = getParams(this.routeData, this.pathname);
		return this.#params;
	}
	set params(value) {
		this.#params = value;
	}
	/** Normalized URL for this request. */
	url;
	/** Client address for this request. */
	clientAddress;
	/** Whether this is a partial render (container API). */
	partial;
	/** Internal metadata about the current response route type. */
	responseRouteType;
	/** Internal flag to prevent rerouting this response to an error page. */
	skipErrorReroute = false;
	/** Whether to inject CSP meta tags. */
	shouldInjectCspMetaTags;
	/** Request-scoped locals object, shared with user middleware. */
	locals = {};
	/**
	* Memoized `props` (see `getProps`). `null` means "not yet computed"
	* — using `null` (rather than `undefined`) keeps the hidden class
	* stable and distinct from a valid-but-empty result.
	*/
	props = null;
	/** Memoized `ActionAPIContext` (see `getActionAPIContext`). */
	actionApiContext = null;
	/** Memoized `APIContext` (see `getAPIContext`). */
	apiContext = null;
	/** Registered context providers keyed by name. Lazy-initialized on first provide(). */
	#providers;
	/** Cached values from resolved providers. Lazy-initialized on first resolve(). */
	#providersResolvedValues;
	/** Cached promise for lazy component instance loading. */
	#componentInstancePromise;
	/** SSR result for the current page render. */
	result;
	/** Initial props (from container/error handler). */
	initialProps = {};
	/** Memoized Astro page partial. */
	#astroPagePartial;
	/**
	* Locale-prefixed pathname derived from the Host header for domain-based
	* i18n routing (e.g. `/en/boats/1/foo`), or `undefined` when the request
	* isn't served from a locale-mapped domain. When set, `this.pathname` is
	* derived from it so locale/param resolution match the route pattern.
	*/
	#domainPathname;
	/** Memoized current locale. */
	#currentLocale;
	/** Memoized preferred locale. */
	#preferredLocale;
	/** Memoized preferred locale list. */
	#preferredLocaleList;
	constructor(manifest, request, options, hooks) {
		this.manifest = manifest;
		this.logger = getLogger(manifest);
		this.streaming = hooks?.streaming ?? getEnvironment(manifest).defaultStreaming(manifest);
		this.renderError = hooks?.renderError;
		this.logRequest = hooks?.logRequest;
		this.request = request;
		options ??= getRenderOptions(request);
		this.routeData = options?.routeData;
		const self = this;
		this.renderOptions = {
			...options ?? {
				addCookieHeader: false,
				clientAddress: void 0,
				prerenderedErrorPageFetch: fetch,
				routeData: void 0,
				waitUntil: void 0
			},
			get locals() {
				return self.locals;
			}
		};
		this.componentInstance = void 0;
		this.slots = void 0;
		const url = new URL(request.url);
		const publicPathname = this.#normalizePathname(url.pathname);
		const pathname = this.#computePathname(publicPathname);
		setPathname(url, publicPathname);
		setPathname(url, collapseDuplicateSlashes(url.pathname));
		const domainPathname = computePathnameFromDomain(request, url, manifest.i18n, manifest.base, manifest.trailingSlash, manifest.allowedDomains, this.logger, pathname);
		if (domainPathname) {
			this.#domainPathname = domainPathname;
			this.pathname = domainPathname;
		} else this.pathname = pathname;
		this.timeStart = performance.now();
		this.clientAddress = options?.clientAddress;
		this.locals = options?.locals ?? {};
		this.url = url;
		this.cookies = new AstroCookies(request, this.logger);
		if (manifest.allowedDomains && manifest.allowedDomains.length > 0 && !this.routeData?.prerender) this.#applyForwardedHeaders();
		if (!Reflect.get(this.request, originPathnameSymbol)) setOriginPathname(this.request, this.pathname, manifest.trailingSlash, manifest.buildFormat);
		this.#resolveRouteData();
	}
	/**
	* Triggers a rewrite. Delegates to the rewrites handler module.
	*/
	rewrite(payload) {
		return executeRewrite(this, payload);
	}
	/**
	* Creates the SSR result for the current page render.
	*/
	async createResult(mod, ctx) {
		const manifest = this.manifest;
		const env = getEnvironment(manifest);
		const { clientDirectives, inlinedScripts, compressHTML } = manifest;
		const renderers = env.getRenderers(manifest);
		const resolve = (specifier) => env.resolve(manifest, specifier);
		const routeData = this.routeData;
		const { links, scripts, styles } = await env.headElements(manifest, routeData);
		const extraStyleHashes = [];
		const extraScriptHashes = [];
		const shouldInjectCspMetaTags = this.shouldInjectCspMetaTags ?? manifest.shouldInjectCspMetaTags;
		const cspAlgorithm = manifest.csp?.algorithm ?? "SHA-256";
		if (shouldInjectCspMetaTags) {
			for (const style of styles) extraStyleHashes.push(await generateCspDigest(style.children, cspAlgorithm));
			for (const script of scripts) extraScriptHashes.push(await generateCspDigest(script.children, cspAlgorithm));
		}
		const componentMetadata = await env.componentMetadata(manifest, routeData) ?? manifest.componentMetadata;
		const headers = new Headers({ "Content-Type": "text/html" });
		const partial = typeof this.partial === "boolean" ? this.partial : Boolean(mod.partial);
		const actionResult = hasActionPayload(this.locals) ? deserializeActionResult(this.locals._actionPayload.actionResult) : void 0;
		const status = this.status;
		const response = {
			status: actionResult?.error ? actionResult?.error.status : status,
			statusText: actionResult?.error ? actionResult?.error.type : "OK",
			get headers() {
				return headers;
			},
			set headers(_) {
				throw new AstroError(AstroResponseHeadersReassigned);
			}
		};
		const state = this;
		const result = {
			base: manifest.base,
			userAssetsBase: manifest.userAssetsBase,
			cancelled: false,
			clientDirectives,
			inlinedScripts,
			componentMetadata,
			compressHTML,
			cookies: this.cookies,
			createAstro: (props, slots) => state.createAstro(result, props, slots, ctx),
			links,
			params: this.params,
			partial,
			pathname: this.pathname,
			renderers,
			resolve,
			response,
			request: this.request,
			scripts,
			styles,
			actionResult,
			async getServerIslandNameMap() {
				return (await getServerIslands(manifest)).serverIslandNameMap ?? /* @__PURE__ */ new Map();
			},
			key: manifest.key,
			trailingSlash: manifest.trailingSlash,
			_metadata: {
				hasHydrationScript: false,
				rendererSpecificHydrationScripts: /* @__PURE__ */ new Set(),
				hasRenderedHead: false,
				renderedScripts: /* @__PURE__ */ new Set(),
				hasDirectives: /* @__PURE__ */ new Set(),
				hasRenderedServerIslandRuntime: false,
				headInTree: false,
				extraHead: [],
				extraStyleHashes,
				extraScriptHashes,
				propagators: /* @__PURE__ */ new Set(),
				routeHasPropagation: false,
				pendingSlotEvaluations: [],
				templateDepth: 0
			},
			cspDestination: manifest.csp?.cspDestination ?? (routeData.prerender ? "meta" : "header"),
			shouldInjectCspMetaTags,
			cspAlgorithm,
			directives: manifest.csp?.directives ? [...manifest.csp.directives] : [],
			scriptHashes: manifest.csp?.scriptHashes ? [...manifest.csp.scriptHashes] : [],
			scriptResources: manifest.csp?.scriptResources ? [...manifest.csp.scriptResources] : [],
			styleHashes: manifest.csp?.styleHashes ? [...manifest.csp.styleHashes] : [],
			styleResources: manifest.csp?.styleResources ? [...manifest.csp.styleResources] : [],
			isStrictDynamic: manifest.csp?.isStrictDynamic ?? false,
			scriptDirective: {
				resources: manifest.csp?.scriptDirective ? [...manifest.csp.scriptDirective.resources] : [],
				hashes: manifest.csp?.scriptDirective ? [...manifest.csp.scriptDirective.hashes] : [],
				strictDynamic: manifest.csp?.scriptDirective?.strictDynamic ?? false
			},
			styleDirective: {
				resources: manifest.csp?.styleDirective ? [...manifest.csp.styleDirective.resources] : [],
				hashes: manifest.csp?.styleDirective ? [...manifest.csp.styleDirective.hashes] : []
			},
			speculationRulesContent: manifest.csp?.speculationRulesContent,
			internalFetchHeaders: manifest.internalFetchHeaders
		};
		this.result = result;
		return result;
	}
	/**
	* Creates the Astro global object for a component render.
	*/
	createAstro(result, props, slotValues, apiContext) {
		let astroPagePartial;
		if (this.isRewriting) this.#astroPagePartial = this.createAstroPagePartial(result, apiContext);
		this.#astroPagePartial ??= this.createAstroPagePartial(result, apiContext);
		astroPagePartial = this.#astroPagePartial;
		const Astro = Object.assign(Object.create(astroPagePartial), {
			props,
			self: null
		});
		Object.defineProperty(Astro, slotValuesSymbol, {
			value: slotValues,
			writable: true,
			configurable: true,
			enumerable: false
		});
		return Astro;
	}
	/**
	* Creates the Astro page-level partial (prototype for Astro global).
	*/
	createAstroPagePartial(result, apiContext) {
		const state = this;
		const { cookies, locals, params, logger, url } = this;
		const { response } = result;
		const redirect = (path, status = 302) => {
			if (state.request[responseSentSymbol$1]) throw new AstroError({ ...ResponseSentError });
			return new Response(null, {
				status,
				headers: { Location: path }
			});
		};
		const rewrite = async (reroutePayload) => {
			return await state.rewrite(reroutePayload);
		};
		const callAction = createCallAction(apiContext);
		const partial = {
			generator: ASTRO_GENERATOR,
			routePattern: this.routeData.route,
			isPrerendered: this.routeData.prerender,
			cookies,
			get slots() {
				const slotsByAstro = result._metadata.slotsByAstro ??= /* @__PURE__ */ new WeakMap();
				let slots = slotsByAstro.get(this);
				if (slots === void 0) {
					slots = new Slots(result, this[slotValuesSymbol] ?? null, logger);
					slotsByAstro.set(this, slots);
				}
				return slots;
			},
			get clientAddress() {
				return state.getClientAddress();
			},
			get currentLocale() {
				return state.computeCurrentLocale();
			},
			params,
			get preferredLocale() {
				return state.computePreferredLocale();
			},
			get preferredLocaleList() {
				return state.computePreferredLocaleList();
			},
			locals,
			redirect,
			rewrite,
			request: this.request,
			response,
			site: getSite(this.manifest),
			getActionResult: createGetActionResult(locals),
			get callAction() {
				return callAction;
			},
			url,
			get originPathname() {
				return getOriginPathname(state.request);
			},
			get csp() {
				return state.getCsp();
			},
			get logger() {
				return astroToRuntimeLogger(logger);
			}
		};
		this.defineProviderGetters(partial);
		return partial;
	}
	getClientAddress() {
		const { clientAddress } = this;
		const routeData = this.routeData;
		if (routeData.prerender) throw new AstroError({
			...PrerenderClientAddressNotAvailable,
			message: PrerenderClientAddressNotAvailable.message(routeData.component)
		});
		if (clientAddress) return clientAddress;
		if (this.manifest.adapterName) throw new AstroError({
			...ClientAddressNotAvailable,
			message: ClientAddressNotAvailable.message(this.manifest.adapterName)
		});
		throw new AstroError(StaticClientAddressNotAvailable);
	}
	getCookies() {
		return this.cookies;
	}
	getCsp() {
		const state = this;
		if (!this.manifest.csp) {
			if (getEnvironment(this.manifest).runtimeMode === "production") this.logger.warn("csp", `context.csp was used when rendering the route ${colors.green(state.routeData.route)}, but CSP was not configured. For more information, see https://docs.astro.build/en/reference/configuration-reference/#securitycsp`);
			return;
		}
		const warnedFallback = /* @__PURE__ */ new Set();
		const warnFallback = (family, kind) => {
			if (kind === "default" || !state.result) return;
			const defaultResources = (family === "script" ? state.result.scriptDirective : state.result.styleDirective).resources.map(normalizeCspResourceEntry).filter((entry) => entry.kind === "default").map((entry) => entry.resource);
			if (defaultResources.length === 0) return;
			const key = `${family}:${kind}`;
			if (warnedFallback.has(key)) return;
			warnedFallback.add(key);
			const general = `${family}-src`;
			const specific = `${general}-${kind === "element" ? "elem" : "attr"}`;
			state.logger.warn("csp", `A resource was added to \`${specific}\`, but \`${general}\` also defines custom resources (${defaultResources.join(" ")}). Because \`${specific}\` overrides \`${general}\` for its scope (browsers do not fall back), those resources will not apply there. Add them to \`${specific}\` as well if needed.`);
		};
		return {
			insertDirective(payload) {
				if (state.result) state.result.directives = pushDirective(state.result.directives, payload);
			},
			insertScriptResource(payload) {
				if (!state.result) return;
				warnFallback("script", normalizeCspResourceEntry(payload).kind);
				state.result.scriptDirective.resources.push(payload);
			},
			insertStyleResource(payload) {
				if (!state.result) return;
				warnFallback("style", normalizeCspResourceEntry(payload).kind);
				state.result.styleDirective.resources.push(payload);
			},
			insertStyleHash(payload) {
				state.result?.styleDirective.hashes.push(payload);
			},
			insertScriptHash(payload) {
				state.result?.scriptDirective.hashes.push(payload);
			}
		};
	}
	computeCurrentLocale() {
		const { url, manifest: { i18n }, routeData } = this;
		if (!i18n || !routeData) return;
		const { defaultLocale, locales, strategy } = i18n;
		const fallbackTo = strategy === "pathname-prefix-other-locales" || strategy === "domains-prefix-other-locales" ? defaultLocale : void 0;
		if (this.#currentLocale) return this.#currentLocale;
		let computedLocale;
		if (isRouteServerIsland(routeData)) {
			let referer = this.request.headers.get("referer");
			if (referer) {
				if (URL.canParse(referer)) referer = new URL(referer).pathname;
				computedLocale = computeCurrentLocale(referer, locales, defaultLocale);
			}
		} else {
			let pathname = routeData.pathname;
			if (this.#domainPathname) pathname = this.pathname;
			else if (url && !routeData.pattern.test(url.pathname)) {
				for (const fallbackRoute of routeData.fallbackRoutes) if (fallbackRoute.pattern.test(url.pathname)) {
					pathname = fallbackRoute.pathname;
					break;
				}
			}
			pathname = pathname && !isRoute404or500(routeData) ? pathname : url.pathname ?? this.pathname;
			computedLocale = computeCurrentLocale(pathname, locales, defaultLocale);
			if (routeData.params.length > 0) {
				const localeFromParams = computeCurrentLocaleFromParams(this.params, locales);
				if (localeFromParams) computedLocale = localeFromParams;
			}
		}
		this.#currentLocale = computedLocale ?? fallbackTo;
		return this.#currentLocale;
	}
	computePreferredLocale() {
		const { manifest: { i18n }, request } = this;
		if (!i18n) return;
		return this.#preferredLocale ??= computePreferredLocale(request, i18n.locales);
	}
	computePreferredLocaleList() {
		const { manifest: { i18n }, request } = this;
		if (!i18n) return;
		return this.#preferredLocaleList ??= computePreferredLocaleList(request, i18n.locales);
	}
	/**
	* Lazily loads the route's component module. Returns the cached
	* instance if already loaded. The promise is cached so concurrent
	* callers share the same load.
	*/
	async loadComponentInstance() {
		if (this.componentInstance) return this.componentInstance;
		if (this.#componentInstancePromise) return this.#componentInstancePromise;
		this.#componentInstancePromise = getEnvironment(this.manifest).getComponentByRoute(this.manifest, this.routeData).then((mod) => {
			this.componentInstance = mod;
			return mod;
		});
		return this.#componentInstancePromise;
	}
	/**
	* Registers a context provider under the given key. Handlers call
	* this to contribute values to the request context (e.g. sessions).
	* The `create` factory is called lazily on the first `resolve(key)`.
	*/
	provide(key, provider) {
		(this.#providers ??= /* @__PURE__ */ new Map()).set(key, provider);
	}
	/**
	* Lazily resolves a provider registered under `key`. Calls
	* `provider.create()` on first access and caches the result.
	* Returns `undefined` if no provider was registered for the key.
	*/
	resolve(key) {
		if (this.#providersResolvedValues?.has(key)) return this.#providersResolvedValues.get(key);
		const provider = this.#providers?.get(key);
		if (!provider) return void 0;
		const value = provider.create();
		(this.#providersResolvedValues ??= /* @__PURE__ */ new Map()).set(key, value);
		return value;
	}
	/**
	* Runs all registered `finalize` callbacks. Should be called after
	* the response is produced, typically in a `finally` block.
	*
	* Returns synchronously (no promise allocation) when nothing needs
	* finalizing — important for the hot path where sessions are not used.
	*/
	finalizeAll() {
		if (!this.#providersResolvedValues || this.#providersResolvedValues.size === 0) return;
		let chain;
		for (const [key, provider] of this.#providers) if (provider.finalize && this.#providersResolvedValues.has(key)) {
			const result = provider.finalize(this.#providersResolvedValues.get(key));
			if (result) chain = chain ? chain.then(() => result) : result;
		}
		return chain;
	}
	/**
	* Adds lazy getters to `target` for each registered provider key.
	* Used by context creation (APIContext, Astro global) so that
	* provider values like `session` and `cache` appear as properties
	* without hard-coding the keys.
	*
	* Always defines a `session` getter (returning `undefined` when no
	* provider is registered) so `ctx.session` / `Astro.session` is a
	* present property regardless of whether the sessions handler was
	* included in the pipeline.
	*/
	defineProviderGetters(target) {
		const state = this;
		if (this.#providers) for (const key of this.#providers.keys()) Object.defineProperty(target, key, {
			get: () => state.resolve(key),
			enumerable: true,
			configurable: true
		});
		if (!this.#providers?.has("session")) {
			let warned = false;
			Object.defineProperty(target, "session", {
				get() {
					if (!warned) {
						warned = true;
						state.logger.warn("session", "`Astro.session` was accessed but no session storage is configured. Either configure the storage manually or use an adapter that provides session storage. For more information, see https://docs.astro.build/en/guides/sessions/");
					}
				},
				enumerable: true,
				configurable: true
			});
		}
	}
	/**
	* Resolves the route to use for this request and stores it on
	* `this.routeData`. If the adapter (or the dev server) provided a
	* `routeData` via render options it's already set and this is a
	* no-op. Otherwise we use the app's synchronous route matcher and
	* fall back to a `404.astro` route so middleware can still run.
	*
	* Called eagerly from the constructor so individual handlers
	* (actions, pages, middleware, etc.) always see a resolved route
	* without the caller needing an extra setup step.
	*
	* Once routeData is known, finalizes `this.pathname`: in dev, if the
	* matched route has no `.html` extension, strip `.html` / `/index.html`
	* suffixes so the rendering pipeline sees the canonical pathname.
	*/
	/**
	* Strip `.html` / `/index.html` suffixes from the pathname so the
	* rendering pipeline sees the canonical route path. Only applies to
	* page routes where `.html` is framework-injected. Endpoint routes
	* preserve `.html` because any such suffix is user-provided (e.g.
	* from `getStaticPaths` params). Skipped when the matched route
	* itself has an `.html` extension in its definition.
	*/
	#stripHtmlExtension() {
		if (this.routeData && this.routeData.type === "page" && !routeHasHtmlExtension(this.routeData)) {
			const original = this.pathname;
			this.pathname = this.pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
			if (this.manifest.trailingSlash === "always" && this.pathname !== "" && !this.pathname.endsWith("/")) this.pathname += "/";
			if (this.pathname !== original && this.routeData.pattern.test(original) && !this.routeData.pattern.test(this.pathname)) this.pathname = original;
		}
	}
	#resolveRouteData() {
		if (this.routeData) {
			this.#stripHtmlExtension();
			return;
		}
		const matched = matchRoute(this.manifest, this.pathname);
		if (matched && matched.prerender && this.manifest.serverLike) {
			if (matched.params.length > 0) {
				const allMatches = matchAllRoutes(this.manifest, this.pathname);
				this.routeData = allMatches.find((r) => !r.prerender);
			} else this.routeData = void 0;
		} else this.routeData = matched;
		this.logger.debug("router", "Astro matched the following route for " + this.request.url);
		this.logger.debug("router", "RouteData:\n" + this.routeData);
		if (!this.routeData) {
			const custom404 = getCustom404Route(getRouteTable(this.manifest));
			if (custom404 && !custom404.prerender) this.routeData = custom404;
		}
		if (!this.routeData) {
			this.logger.debug("router", "Astro hasn't found routes that match " + this.request.url);
			this.logger.debug("router", "Here's the available routes:\n", getRouteTable(this.manifest));
			return;
		}
		this.#stripHtmlExtension();
	}
	/**
	* Strips the manifest's base from a normalized request pathname and prepends
	* a forward slash.
	*
	* Mirrors `BaseApp.removeBase`: the router matches against this stripped path
	* while middleware reads the un-stripped `context.url.pathname`, so both must
	* strip the base identically.
	*/
	#computePathname(normalizedPathname) {
		return prependForwardSlash$1(stripRequestBase(normalizedPathname, this.manifest.base));
	}
	/**
	* Decodes and normalizes the public request pathname before deriving the
	* separate pathname used for route matching.
	*/
	#normalizePathname(pathname) {
		try {
			pathname = validateAndDecodePathname(pathname);
		} catch (e) {
			if (e instanceof MultiLevelEncodingError) this.invalidEncoding = true;
			else this.logger.error(null, e.toString());
		}
		return collapseDuplicateSlashes(pathname);
	}
	/**
	* Reads X-Forwarded-Proto, X-Forwarded-Host, and X-Forwarded-Port
	* from the request headers, validates them against the manifest's
	* `allowedDomains`, and updates `this.url` accordingly. Also resolves
	* `clientAddress` from X-Forwarded-For when the host is trusted.
	*
	* Only called when `allowedDomains` is configured — without it,
	* forwarded headers are never trusted.
	*/
	#applyForwardedHeaders() {
		const headers = this.request.headers;
		const allowedDomains = this.manifest.allowedDomains;
		const validated = validateForwardedHeaders(getFirstForwardedValue(headers.get("x-forwarded-proto") ?? void 0), getFirstForwardedValue(headers.get("x-forwarded-host") ?? void 0), getFirstForwardedValue(headers.get("x-forwarded-port") ?? void 0), allowedDomains);
		if (!validated.protocol && !validated.host && !validated.port) return;
		if (validated.protocol) this.url.protocol = validated.protocol + ":";
		if (validated.host) {
			const colonIdx = validated.host.indexOf(":");
			if (colonIdx !== -1) {
				this.url.hostname = validated.host.slice(0, colonIdx);
				this.url.port = validated.host.slice(colonIdx + 1);
			} else {
				this.url.hostname = validated.host;
				this.url.port = "";
			}
		}
		if (validated.port) this.url.port = validated.port;
		if (validated.host !== void 0 && !this.clientAddress) {
			const forwardedFor = getFirstForwardedValue(this.request.headers.get("x-forwarded-for") ?? void 0);
			if (forwardedFor) this.clientAddress = forwardedFor;
		}
		this.request = new Request(this.url, this.request);
	}
	/**
	* Returns the resolved `props` for this render, computing them lazily
	* from the route + component module on first access. If the
	* `initialProps` already carries user-supplied props (e.g. the
	* container API) those are used verbatim.
	*/
	async getProps() {
		if (this.props !== null) return this.props;
		if (Object.keys(this.initialProps).length > 0) {
			this.props = this.initialProps;
			return this.props;
		}
		const mod = await this.loadComponentInstance();
		this.props = await getProps({
			mod,
			routeData: this.routeData,
			routeCache: getRouteCache(this.manifest),
			pathname: this.pathname,
			logger: this.logger,
			serverLike: this.manifest.serverLike,
			base: this.manifest.base,
			trailingSlash: this.manifest.trailingSlash
		});
		return this.props;
	}
	/**
	* Returns the `ActionAPIContext` for this render, creating it lazily.
	* Used by middleware, actions, and page dispatch.
	*/
	getActionAPIContext() {
		if (this.actionApiContext !== null) return this.actionApiContext;
		const state = this;
		const ctx = {
			get cookies() {
				return state.cookies;
			},
			routePattern: this.routeData.route,
			isPrerendered: this.routeData.prerender,
			get clientAddress() {
				return state.getClientAddress();
			},
			get currentLocale() {
				return state.computeCurrentLocale();
			},
			generator: ASTRO_GENERATOR,
			get locals() {
				return state.locals;
			},
			set locals(_) {
				throw new AstroError(LocalsReassigned);
			},
			params: this.params,
			get preferredLocale() {
				return state.computePreferredLocale();
			},
			get preferredLocaleList() {
				return state.computePreferredLocaleList();
			},
			request: this.request,
			site: getSite(this.manifest),
			url: this.url,
			get originPathname() {
				return getOriginPathname(state.request);
			},
			get csp() {
				return state.getCsp();
			},
			get logger() {
				return astroToRuntimeLogger(state.logger);
			}
		};
		this.defineProviderGetters(ctx);
		this.actionApiContext = ctx;
		return this.actionApiContext;
	}
	/**
	* Returns the `APIContext` for this render, creating it lazily from
	* the memoized props + action context.
	*
	* Callers must ensure `getProps()` has resolved at least once before
	* calling this.
	*/
	getAPIContext() {
		if (this.apiContext !== null) return this.apiContext;
		const actionApiContext = this.getActionAPIContext();
		const state = this;
		const redirect = (path, status = 302) => new Response(null, {
			status,
			headers: { Location: path }
		});
		const rewrite = async (reroutePayload) => {
			return await state.rewrite(reroutePayload);
		};
		actionApiContext[fetchStateSymbol] = this;
		this.apiContext = Object.assign(actionApiContext, {
			props: this.props,
			redirect,
			rewrite,
			getActionResult: createGetActionResult(actionApiContext.locals),
			callAction: createCallAction(actionApiContext)
		});
		return this.apiContext;
	}
	/**
	* Invalidates the cached `APIContext` so the next `getAPIContext()`
	* call re-derives it from the (possibly mutated) state. Used
	* after an in-flight rewrite swaps the route / request / params.
	*/
	invalidateContexts() {
		this.props = null;
		this.actionApiContext = null;
		this.apiContext = null;
	}
	resetResponseMetadata() {
		this.responseRouteType = void 0;
		this.skipErrorReroute = false;
	}
};
// node_modules/@astrojs/internal-helpers/dist/object.js
var FORBIDDEN_PATH_KEYS = /* @__PURE__ */ new Set([
	"__proto__",
	"constructor",
	"prototype"
]);
// node_modules/astro/dist/actions/noop-actions.js
var NOOP_ACTIONS_MOD = { server: {} };
// node_modules/astro/dist/actions/load.js
var actionsMemo = createAsyncManifestMemo(async (manifest) => manifest.actions ? await manifest.actions() : NOOP_ACTIONS_MOD);
function getActions(manifest) {
	return actionsMemo.get(manifest);
}
async function getAction(manifest, path) {
	const pathKeys = path.split(".").map((key) => decodeURIComponent(key));
	let { server } = await getActions(manifest);
	if (!server || !(typeof server === "object")) throw new TypeError(`Expected \`server\` export in actions file to be an object. Received ${typeof server}.`);
	for (const key of pathKeys) {
		if (typeof server === "function") throw new AstroError({
			...ActionNotFoundError,
			message: ActionNotFoundError.message(pathKeys.join("."))
		});
		if (FORBIDDEN_PATH_KEYS.has(key)) throw new AstroError({
			...ActionNotFoundError,
			message: ActionNotFoundError.message(pathKeys.join("."))
		});
		if (!Object.hasOwn(server, key)) throw new AstroError({
			...ActionNotFoundError,
			message: ActionNotFoundError.message(pathKeys.join("."))
		});
		server = server[key];
	}
	if (typeof server !== "function") throw new TypeError(`Expected handler for action ${pathKeys.join(".")} to be a function. Received ${typeof server}.`);
	return server;
}
// node_modules/astro/dist/actions/runtime/server.js
function getActionContext(context) {
	const callerInfo = getCallerInfo(context);
	const actionResultAlreadySet = Boolean(context.locals._actionPayload);
	let action = void 0;
	if (callerInfo && context.request.method === "POST" && !actionResultAlreadySet) action = {
		calledFrom: callerInfo.from,
		name: callerInfo.name,
		handler: async () => {
			const { manifest } = getFetchStateFromAPIContext(context);
			const callerInfoName = shouldAppendForwardSlash(manifest.trailingSlash, manifest.buildFormat) ? removeTrailingForwardSlash(callerInfo.name) : callerInfo.name;
			let baseAction;
			try {
				baseAction = await getAction(manifest, callerInfoName);
			} catch (error) {
				if (error instanceof Error && "name" in error && typeof error.name === "string" && error.name === ActionNotFoundError.name) return {
					data: void 0,
					error: new ActionError({ code: "NOT_FOUND" })
				};
				throw error;
			}
			const bodySizeLimit = manifest.actionBodySizeLimit;
			let input;
			try {
				input = await parseRequestBody(context.request, bodySizeLimit);
			} catch (e) {
				if (e instanceof ActionError) return {
					data: void 0,
					error: e
				};
				if (e instanceof TypeError) return {
					data: void 0,
					error: new ActionError({ code: "UNSUPPORTED_MEDIA_TYPE" })
				};
				throw e;
			}
			const omitKeys = [
				"props",
				"getActionResult",
				"callAction",
				"redirect"
			];
			const actionAPIContext = Object.create(Object.getPrototypeOf(context), Object.fromEntries(Object.entries(Object.getOwnPropertyDescriptors(context)).filter(([key]) => !omitKeys.includes(key))));
			Reflect.set(actionAPIContext, ACTION_API_CONTEXT_SYMBOL, true);
			return baseAction.bind(actionAPIContext)(input);
		}
	};
	function setActionResult(actionName, actionResult) {
		context.locals._actionPayload = {
			actionResult,
			actionName
		};
	}
	return {
		action,
		setActionResult,
		serializeActionResult,
		deserializeActionResult
	};
}
function getCallerInfo(ctx) {
	if (ctx.routePattern === "/_actions/[...path]") return {
		from: "rpc",
		name: ctx.url.pathname.replace(/^.*\/_actions\//, "")
	};
	const queryParam = ctx.url.searchParams.get(ACTION_QUERY_PARAMS.actionName);
	if (queryParam) return {
		from: "form",
		name: queryParam
	};
}
async function parseRequestBody(request, bodySizeLimit) {
	const contentType = request.headers.get("content-type");
	const contentLengthHeader = request.headers.get("content-length");
	const contentLength = contentLengthHeader ? Number.parseInt(contentLengthHeader, 10) : void 0;
	const hasContentLength = typeof contentLength === "number" && Number.isFinite(contentLength);
	if (!contentType) return void 0;
	if (hasContentLength && contentLength > bodySizeLimit) throw new ActionError({
		code: "CONTENT_TOO_LARGE",
		message: `Request body exceeds ${bodySizeLimit} bytes`
	});
	try {
		if (hasContentType(contentType, formContentTypes)) {
			if (!hasContentLength) {
				const body = await readBodyWithLimit(request.clone(), bodySizeLimit);
				return await new Request(request.url, {
					method: request.method,
					headers: request.headers,
					body: toArrayBuffer(body)
				}).formData();
			}
			return await request.clone().formData();
		}
		if (hasContentType(contentType, ["application/json"])) {
			if (contentLength === 0) return void 0;
			if (!hasContentLength) {
				const body = await readBodyWithLimit(request.clone(), bodySizeLimit);
				if (body.byteLength === 0) return void 0;
				return JSON.parse(new TextDecoder().decode(body));
			}
			return await request.clone().json();
		}
	} catch (e) {
		if (e instanceof BodySizeLimitError) throw new ActionError({
			code: "CONTENT_TOO_LARGE",
			message: `Request body exceeds ${bodySizeLimit} bytes`
		});
		throw e;
	}
	throw new TypeError("Unsupported content type");
}
var ACTION_API_CONTEXT_SYMBOL = /* @__PURE__ */ Symbol.for("astro.actionAPIContext");
var formContentTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];
function hasContentType(contentType, expected) {
	const type = contentType.split(";")[0].toLowerCase();
	return expected.some((t) => type === t);
}
function serializeActionResult(res) {
	if (res.error) {
		if (Object.assign({
			"ASSETS_PREFIX": void 0,
			"BASE_URL": "/",
			"DEV": false,
			"MODE": "production",
			"PROD": true,
			"SITE": void 0,
			"SSR": true
		}, { _: "/usr/bin/timeout" })?.DEV) actionResultErrorStack.set(res.error.stack);
		let body2;
		if (res.error instanceof ActionInputError) body2 = {
			type: res.error.type,
			issues: res.error.issues,
			fields: res.error.fields
		};
		else body2 = {
			...res.error,
			message: res.error.message
		};
		return {
			type: "error",
			status: res.error.status,
			contentType: "application/json",
			body: JSON.stringify(body2)
		};
	}
	if (res.data === void 0) return {
		type: "empty",
		status: 204
	};
	let body;
	try {
		body = stringify(res.data, { URL: (value) => value instanceof URL && value.href });
	} catch (e) {
		let hint = ActionsReturnedInvalidDataError.hint;
		if (res.data instanceof Response) hint = REDIRECT_STATUS_CODES.includes(res.data.status) ? "If you need to redirect when the action succeeds, trigger a redirect where the action is called. See the Actions guide for server and client redirect examples: https://docs.astro.build/en/guides/actions." : "If you need to return a Response object, try using a server endpoint instead. See https://docs.astro.build/en/guides/endpoints/#server-endpoints-api-routes";
		throw new AstroError({
			...ActionsReturnedInvalidDataError,
			message: ActionsReturnedInvalidDataError.message(String(e)),
			hint
		});
	}
	return {
		type: "data",
		status: 200,
		contentType: "application/json+devalue",
		body
	};
}
function toArrayBuffer(buffer) {
	const copy = new Uint8Array(buffer.byteLength);
	copy.set(buffer);
	return copy.buffer;
}
// node_modules/astro/dist/actions/handler.js
function handleAction(apiContext, state) {
	markFeatureUsed(state.manifest, FetchFeatures.actions);
	if (apiContext.isPrerendered) return;
	const { action, setActionResult } = getActionContext(apiContext);
	if (!action) return;
	if (state.manifest.checkOrigin && isForbiddenCrossOriginRequest(apiContext.request, apiContext.url, apiContext.isPrerendered)) return Promise.resolve(createCrossOriginForbiddenResponse(apiContext.request));
	return executeAction(action, setActionResult);
}
async function executeAction(action, setActionResult) {
	const serialized = serializeActionResult(await action.handler());
	if (action.calledFrom === "rpc") {
		if (serialized.type === "empty") return new Response(null, { status: serialized.status });
		return new Response(serialized.body, {
			status: serialized.status,
			headers: { "Content-Type": serialized.contentType }
		});
	}
	setActionResult(action.name, serialized);
}
// node_modules/astro/dist/core/routing/3xx.js
function redirectTemplate({ status, absoluteLocation, relativeLocation, from }) {
	const delay = status === 302 ? 2 : 0;
	const rel = escape(String(relativeLocation));
	return `<!doctype html>
<title>Redirecting to: ${rel}</title>
<meta http-equiv="refresh" content="${delay};url=${rel}">
<meta name="robots" content="noindex">
<link rel="canonical" href="${escape(String(absoluteLocation))}">
<body>
	<a href="${rel}">Redirecting ${from ? `from <code>${escape(from)}</code> ` : ""}to <code>${rel}</code></a>
</body>`;
}
// node_modules/astro/dist/core/routing/trailing-slash-handler.js
function handleTrailingSlash(state) {
	const url = new URL(state.request.url);
	const redirect = redirectTrailingSlash(state.manifest.trailingSlash, url.pathname);
	if (redirect === url.pathname) return;
	const addCookieHeader = state.renderOptions.addCookieHeader;
	const status = state.request.method === "GET" ? 301 : 308;
	const location = redirect + url.search;
	const response = new Response(redirectTemplate({
		status,
		relativeLocation: location,
		absoluteLocation: location,
		from: state.request.url
	}), {
		status,
		headers: { location }
	});
	prepareResponse(response, { addCookieHeader });
	return response;
}
function redirectTrailingSlash(trailingSlash, pathname) {
	if (pathname === "/" || isInternalPath(pathname)) return pathname;
	const path = collapseDuplicateTrailingSlashes(pathname, trailingSlash !== "never");
	if (path !== pathname) return path;
	if (trailingSlash === "ignore") return pathname;
	if (trailingSlash === "always" && !hasFileExtension(pathname)) return appendForwardSlash(pathname);
	if (trailingSlash === "never") return removeTrailingForwardSlash(pathname);
	return pathname;
}
// node_modules/astro/dist/core/cache/provider.js
var cacheProviderMemo = createAsyncManifestMemo(async (manifest) => {
	if (manifest.cacheProvider) {
		const factory = (await manifest.cacheProvider())?.default || null;
		return factory ? factory(manifest.cacheConfig?.options) : null;
	}
	return null;
});
function getCacheProvider(manifest) {
	return cacheProviderMemo.get(manifest);
}
// node_modules/astro/dist/core/cache/runtime/utils.js
function defaultSetHeaders(options) {
	const headers = new Headers();
	const directives = [];
	if (options.maxAge !== void 0) directives.push(`max-age=${options.maxAge}`);
	if (options.swr !== void 0) directives.push(`stale-while-revalidate=${options.swr}`);
	if (directives.length > 0) headers.set("CDN-Cache-Control", directives.join(", "));
	if (options.tags && options.tags.length > 0) headers.set("Cache-Tag", options.tags.join(", "));
	if (options.lastModified) headers.set("Last-Modified", options.lastModified.toUTCString());
	if (options.etag) headers.set("ETag", options.etag);
	return headers;
}
function isLiveDataEntry(value) {
	return value != null && typeof value === "object" && "id" in value && "data" in value && "cacheHint" in value;
}
// node_modules/astro/dist/core/cache/runtime/cache.js
var APPLY_HEADERS = /* @__PURE__ */ Symbol.for("astro:cache:apply");
var IS_ACTIVE = /* @__PURE__ */ Symbol.for("astro:cache:active");
var AstroCache = class {
	#options = {};
	#tags = /* @__PURE__ */ new Set();
	#disabled = false;
	#provider;
	enabled = true;
	constructor(provider) {
		this.#provider = provider;
	}
	set(input) {
		if (input === false) {
			this.#disabled = true;
			this.#tags.clear();
			this.#options = {};
			return;
		}
		this.#disabled = false;
		let options;
		if (isLiveDataEntry(input)) {
			if (!input.cacheHint) return;
			options = input.cacheHint;
		} else options = input;
		if ("maxAge" in options && options.maxAge !== void 0) this.#options.maxAge = options.maxAge;
		if ("swr" in options && options.swr !== void 0) this.#options.swr = options.swr;
		if ("etag" in options && options.etag !== void 0) this.#options.etag = options.etag;
		if (options.lastModified !== void 0) {
			if (!this.#options.lastModified || options.lastModified > this.#options.lastModified) this.#options.lastModified = options.lastModified;
		}
		if (options.tags) for (const tag of options.tags) this.#tags.add(tag);
	}
	get tags() {
		return [...this.#tags];
	}
	/**
	* Get the current cache options (read-only snapshot).
	* Includes all accumulated options: maxAge, swr, tags, etag, lastModified.
	*/
	get options() {
		return {
			...this.#options,
			tags: this.tags
		};
	}
	async invalidate(input) {
		if (!this.#provider) throw new AstroError(CacheNotEnabled);
		let options;
		if (isLiveDataEntry(input)) options = { tags: input.cacheHint?.tags ?? [] };
		else options = input;
		return this.#provider.invalidate(options);
	}
	/** @internal */
	[APPLY_HEADERS](response, request) {
		if (this.#disabled) return;
		const finalOptions = {
			...this.#options,
			tags: this.tags
		};
		if (finalOptions.maxAge === void 0 && !finalOptions.tags?.length) return;
		const headers = this.#provider?.setHeaders?.(finalOptions, request) ?? defaultSetHeaders(finalOptions);
		for (const [key, value] of headers) response.headers.set(key, value);
		if (!response.headers.has("Cache-Control") && !response.headers.has("Expires") && (response.headers.has("Last-Modified") || response.headers.has("ETag"))) response.headers.set("Cache-Control", "no-cache");
	}
	/** @internal */
	get [IS_ACTIVE]() {
		return !this.#disabled && (this.#options.maxAge !== void 0 || this.#tags.size > 0);
	}
};
function applyCacheHeaders(cache, response, request) {
	if (APPLY_HEADERS in cache) cache[APPLY_HEADERS](response, request);
}
// node_modules/astro/dist/core/routing/parts.js
var ROUTE_DYNAMIC_SPLIT = /\[(.+?\(.+?\)|.+?)\]/;
var ROUTE_SPREAD = /^\.{3}.+$/;
function getParts(part, file) {
	const result = [];
	part.split(ROUTE_DYNAMIC_SPLIT).map((str, i) => {
		if (!str) return;
		const dynamic = i % 2 === 1;
		const [, content] = dynamic ? /([^(]+)$/.exec(str) || [null, null] : [null, str];
		if (!content || dynamic && !/^(?:\.\.\.)?[\w$]+$/.test(content)) throw new Error(`Invalid route ${file} \u2014 parameter name must match /^[a-zA-Z0-9_$]+$/`);
		result.push({
			content,
			dynamic,
			spread: dynamic && ROUTE_SPREAD.test(content)
		});
	});
	return result;
}
// node_modules/astro/dist/core/cache/runtime/route-matching.js
function compileCacheRoutes(routes, base, trailingSlash) {
	const compiled = Object.entries(routes).map(([path, options]) => {
		const segments = removeLeadingForwardSlash(path).split("/").filter(Boolean).map((s) => getParts(s, path));
		return {
			pattern: getPattern(segments, base, trailingSlash),
			options,
			segments,
			route: path
		};
	});
	compiled.sort((a, b) => routeComparator({
		segments: a.segments,
		route: a.route,
		type: "page"
	}, {
		segments: b.segments,
		route: b.route,
		type: "page"
	}));
	return compiled;
}
function matchCacheRoute(pathname, compiledRoutes) {
	for (const route of compiledRoutes) if (route.pattern.test(pathname)) return route.options;
	return null;
}
// node_modules/astro/dist/core/cache/handler.js
var CACHE_KEY = "cache";
function provideCache(state) {
	const manifest = state.manifest;
	if (!manifest.cacheConfig) {
		state.provide(CACHE_KEY, { create: () => new DisabledAstroCache(state.logger) });
		return;
	}
	if (getEnvironment(manifest).runtimeMode === "development") {
		state.provide(CACHE_KEY, { create: () => new NoopAstroCache() });
		return;
	}
	return provideCacheAsync(state, manifest);
}
async function provideCacheAsync(state, manifest) {
	const cacheProvider = await getCacheProvider(manifest);
	state.provide(CACHE_KEY, { create() {
		const cache = new AstroCache(cacheProvider);
		if (manifest.cacheConfig?.routes) {
			const matched = matchCacheRoute(state.pathname, getCompiledCacheRoutes(manifest));
			if (matched) cache.set(matched);
		}
		return cache;
	} });
}
async function handleCache(state, next) {
	markFeatureUsed(state.manifest, FetchFeatures.cache);
	if (!state.manifest.cacheProvider) return next();
	const cache = state.resolve(CACHE_KEY);
	const cacheProvider = await getCacheProvider(state.manifest);
	if (cacheProvider?.onRequest) {
		const response2 = await cacheProvider.onRequest({
			request: state.request,
			url: new URL(state.request.url),
			waitUntil: state.renderOptions.waitUntil,
			logger: {
				info(msg) {
					state.logger.info("cache", msg);
				},
				warn(msg) {
					state.logger.warn("cache", msg);
				},
				error(msg) {
					state.logger.error("cache", msg);
				}
			}
		}, async () => {
			const res = await next();
			applyCacheHeaders(cache, res, state.request);
			return res;
		});
		response2.headers.delete("CDN-Cache-Control");
		response2.headers.delete("Cache-Tag");
		return response2;
	}
	const response = await next();
	applyCacheHeaders(cache, response, state.request);
	return response;
}
var compiledCacheRoutesMemo = createManifestMemo((manifest) => manifest.cacheConfig?.routes ? compileCacheRoutes(manifest.cacheConfig.routes, manifest.base, manifest.trailingSlash) : []);
function getCompiledCacheRoutes(manifest) {
	return compiledCacheRoutesMemo.get(manifest);
}
// node_modules/astro/dist/core/redirects/render.js
function isExternalURL(url) {
	return url.startsWith("http://") || url.startsWith("https://") || url.startsWith("//");
}
function redirectIsExternal(redirect) {
	if (typeof redirect === "string") return isExternalURL(redirect);
	else return isExternalURL(redirect.destination);
}
function computeRedirectStatus(method, redirect, redirectRoute) {
	return redirectRoute && typeof redirect === "object" ? redirect.status : method === "GET" ? 301 : 308;
}
function resolveRedirectTarget(params, redirect, redirectRoute, trailingSlash) {
	if (typeof redirectRoute !== "undefined") return getRouteGenerator(redirectRoute.segments, trailingSlash)(params) || redirectRoute?.pathname || "/";
	else if (typeof redirect === "string") {
		if (redirectIsExternal(redirect)) return redirect;
		else {
			let target = redirect;
			for (const param of Object.keys(params)) {
				const paramValue = params[param];
				target = target.replace(`[${param}]`, () => paramValue).replace(`[...${param}]`, () => paramValue);
			}
			return target;
		}
	} else if (typeof redirect === "undefined") return "/";
	return redirect.destination;
}
async function renderRedirect(state) {
	markFeatureUsed(state.manifest, FetchFeatures.redirects);
	const { redirect, redirectRoute } = state.routeData;
	const status = computeRedirectStatus(state.request.method, redirect, redirectRoute);
	const headers = { location: encodeURI(resolveRedirectTarget(state.params, redirect, redirectRoute, state.manifest.trailingSlash)) };
	if (redirect && redirectIsExternal(redirect)) {
		if (typeof redirect === "string") return Response.redirect(redirect, status);
		else return Response.redirect(redirect.destination, status);
	}
	return new Response(null, {
		status,
		headers
	});
}
// node_modules/astro/dist/core/routing/handler.js
function logRequestFromState(state, payload) {
	if (state.logRequest) state.logRequest(payload);
	else getEnvironment(state.manifest).logRequest(state.manifest, payload);
}
function actionsAndPages(state, ctx) {
	if (!state.skipMiddleware) {
		const actionResult = handleAction(ctx, state);
		if (actionResult) return actionResult.then((response) => response ?? handlePages(state, ctx));
	}
	return handlePages(state, ctx);
}
async function handleRequest(state) {
	await getResolvedLogger(state.manifest);
	markFeatureUsed(state.manifest, ALL_FETCH_FEATURES);
	if (state.invalidEncoding) return new Response(null, {
		status: 400,
		statusText: "Bad Request"
	});
	const trailingSlashRedirect = handleTrailingSlash(state);
	if (trailingSlashRedirect) return trailingSlashRedirect;
	if (!state.routeData) return renderErrorFromState(state, state.request, {
		...state.renderOptions,
		status: 404,
		pathname: state.pathname
	});
	return render(state);
}
async function render(state) {
	const routeData = state.routeData;
	const pathname = state.pathname;
	const request = state.request;
	const { addCookieHeader } = state.renderOptions;
	state.status = getDefaultStatusCode(state.manifest, routeData, pathname);
	let response;
	let finalizeError;
	try {
		const sessionP = state.manifest.sessionConfig ? provideSession(state) : void 0;
		const cacheP = provideCache(state);
		if (sessionP || cacheP) await Promise.all([sessionP, cacheP]);
		markFeatureUsed(state.manifest, FetchFeatures.sessions);
		if (routeData.type === "redirect") {
			const redirectResponse = await renderRedirect(state);
			logRequestFromState(state, {
				pathname,
				method: request.method,
				statusCode: redirectResponse.status,
				isRewrite: false,
				timeStart: state.timeStart
			});
			prepareResponse(redirectResponse, { addCookieHeader });
			state.logger.flush();
			return redirectResponse;
		}
		const i18n = getI18n(state.manifest);
		if (!state.manifest.cacheProvider) {
			markFeatureUsed(state.manifest, FetchFeatures.cache);
			response = await handleMiddleware(state, actionsAndPages);
			if (i18n) response = await finalizeI18n(i18n, state, response);
		} else {
			const runPipeline = async () => {
				let res = await handleMiddleware(state, actionsAndPages);
				if (i18n) res = await finalizeI18n(i18n, state, res);
				return res;
			};
			response = await handleCache(state, runPipeline);
		}
		logRequestFromState(state, {
			pathname,
			method: request.method,
			statusCode: response.status,
			isRewrite: state.isRewriting,
			timeStart: state.timeStart
		});
	} catch (err) {
		state.logger.error(null, err.stack || err.message || String(err));
		return renderErrorFromState(state, request, {
			...state.renderOptions,
			status: 500,
			error: err,
			pathname: state.pathname
		});
	} finally {
		try {
			const finalize = state.finalizeAll();
			if (finalize) await finalize;
		} catch (err) {
			finalizeError = err;
			state.logger.error(null, err.stack || err.message || String(err));
		}
	}
	if (finalizeError) return renderErrorFromState(state, request, {
		...state.renderOptions,
		status: 500,
		error: finalizeError,
		pathname: state.pathname
	});
	if (REROUTABLE_STATUS_CODES.includes(response.status) && response.body === null && !state.skipErrorReroute) return renderErrorFromState(state, request, {
		...state.renderOptions,
		response,
		status: response.status,
		error: response.status === 500 ? null : void 0,
		pathname: state.pathname
	});
	prepareResponse(response, { addCookieHeader });
	state.logger.flush();
	return response;
}
// node_modules/astro/dist/core/fetch/default-handler.js
var DefaultFetchHandler = class {
	#manifest;
	/**
	* `BaseApp` passes itself so states resolve that app's manifest ahead of
	* the ambient one; generated builds construct the handler with no
	* arguments and use the ambient manifest.
	*/
	constructor(app) {
		this.#manifest = app?.manifest;
	}
	fetch = (request) => {
		const options = getRenderOptions(request);
		return handleRequest(new FetchState(this.#manifest ?? getAmbientManifest(), request, options));
	};
};
// \0virtual:astro:fetchable
var _virtual_astro_fetchable_default = new DefaultFetchHandler();
// node_modules/astro/dist/core/routing/match-request.js
function safeDecodePathname(manifest, pathname) {
	try {
		return validateAndDecodePathname(pathname);
	} catch (e) {
		new AstroIntegrationLogger(getLogger(manifest).options, manifest.adapterName).debug(e.toString());
		try {
			return decodeURI(pathname);
		} catch {
			return pathname;
		}
	}
}
function matchRequest(manifest, request, allowPrerenderedRoutes = false) {
	const url = new URL(request.url);
	if (manifest.assets.has(url.pathname)) return void 0;
	let pathname = computePathnameFromDomain(request, url, manifest.i18n, manifest.base, manifest.trailingSlash, manifest.allowedDomains, getLogger(manifest));
	if (!pathname) pathname = prependForwardSlash$1(stripRequestBase(url.pathname, manifest.base));
	pathname = safeDecodePathname(manifest, pathname);
	const routeData = matchRoute(manifest, pathname);
	if (!routeData) return void 0;
	if (allowPrerenderedRoutes) return routeData;
	if (routeData.prerender) {
		if (routeData.params.length > 0) return matchAllRoutes(manifest, pathname).find((r) => !r.prerender);
		return;
	}
	return routeData;
}
// node_modules/astro/dist/core/app/base.js
var BaseApp = class BaseApp {
	manifest;
	#adapterLogger;
	baseWithoutTrailingSlash;
	/**
	* The streaming flag passed to the constructor, surfaced through the
	* protected `resolveStreaming()` hook and fed into the internal
	* `FetchState` facade hooks on the fast path.
	*/
	#streaming;
	/**
	* The handler that turns incoming `Request` objects into `Response`s.
	* Defaults to a `DefaultFetchHandler` pinned to this app and can be
	* overridden via `setFetchHandler` — typically by the bundled
	* entrypoint after importing `virtual:astro:fetchable`.
	*/
	#fetchHandler;
	#errorHandler;
	/**
	* Whether a custom fetch handler (from `src/fetch.ts`) has been set
	* via `setFetchHandler`. When false, the `DefaultFetchHandler` is
	* in use and all features are implicitly active.
	*/
	#hasCustomFetchHandler = false;
	/**
	* Whether the missing-feature check has already run. We only want
	* to warn once — after the first request in dev, or at build end.
	*/
	#featureCheckDone = false;
	get logger() {
		return getLogger(this.manifest);
	}
	/**
	* Route data derived from the manifest, used for route matching. Reads and
	* writes go through the single per-manifest route table, so HMR updates are
	* visible to every consumer at once.
	*/
	get manifestData() {
		return getRouteTable(this.manifest);
	}
	set manifestData(routesList) {
		updateRouteTable(this.manifest, routesList.routes);
	}
	get adapterLogger() {
		const currentOptions = this.logger.options;
		if (!this.#adapterLogger || this.#adapterLogger.options !== currentOptions) this.#adapterLogger = new AstroIntegrationLogger(currentOptions, this.manifest.adapterName);
		return this.#adapterLogger;
	}
	constructor(manifest, streaming = true) {
		this.manifest = manifest;
		this.baseWithoutTrailingSlash = removeTrailingForwardSlash(manifest.base);
		this.#streaming = streaming;
		getRouteTable(manifest);
		getLogger(manifest);
		this.#fetchHandler = new DefaultFetchHandler(this);
		this.#errorHandler = this.createErrorHandler();
	}
	/**
	* Resolves the user-configured logger destination from the manifest and
	* returns the logger. Lazy and only resolves once; safe to call before
	* the first render (adapters use this to log startup messages through
	* the configured destination).
	*/
	getLogger() {
		return getResolvedLogger(this.manifest);
	}
	/**
	* The streaming flag fed into the internal `FetchState` facade hooks on
	* the fast path. Returns the constructor flag by
	* default; `BuildApp` overrides this to return `undefined` so streaming
	* falls through to the environment default (`manifest.serverLike`).
	*/
	resolveStreaming() {
		return this.#streaming;
	}
	/**
	* Override the fetch handler used to dispatch requests. Entrypoints
	* call this with the default export of `virtual:astro:fetchable` to
	* plug in a user-authored handler from `src/fetch.ts`.
	*/
	setFetchHandler(handler) {
		this.#fetchHandler = handler;
		this.#hasCustomFetchHandler = !(handler instanceof DefaultFetchHandler);
	}
	/**
	* Returns the error handler used by this app. The default is a thin
	* bridge over the functional error API — strategy selection (production
	* default / dev / build) is environment-driven inside `renderErrorPage`.
	* External subclasses can override this to customize error rendering.
	*/
	createErrorHandler() {
		return { renderError: (request, options) => renderErrorPage(this.manifest, request, options) };
	}
	/**
	* Resets the cached adapter logger so it picks up a new logger instance.
	* Used by BuildApp when the logger is replaced via setOptions().
	*/
	resetAdapterLogger() {
		this.#adapterLogger = void 0;
	}
	getAllowedDomains() {
		return this.manifest.allowedDomains;
	}
	matchesAllowedDomains(forwardedHost, protocol) {
		return BaseApp.validateForwardedHost(forwardedHost, this.manifest.allowedDomains, protocol);
	}
	static validateForwardedHost(forwardedHost, allowedDomains, protocol) {
		if (!allowedDomains || allowedDomains.length === 0) return false;
		try {
			const testUrl = new URL(`${protocol || "https"}://${forwardedHost}`);
			return allowedDomains.some((pattern) => {
				return matchPattern(testUrl, pattern);
			});
		} catch {
			return false;
		}
	}
	set setManifestData(newManifestData) {
		updateRouteTable(this.manifest, newManifestData.routes);
	}
	removeBase(pathname) {
		return stripRequestBase(pathname, this.manifest.base);
	}
	/**
	* Fully decodes a pathname, falling back to a single decode and then the raw pathname
	* when validation fails. Adapter matching runs before `render()`, so it must not throw
	* for request input that render-time validation handles.
	*/
	safeDecodePathname(pathname) {
		try {
			return validateAndDecodePathname(pathname);
		} catch (e) {
			this.adapterLogger.debug(e.toString());
			try {
				return decodeURI(pathname);
			} catch {
				return pathname;
			}
		}
	}
	/**
	* Extracts the base-stripped, decoded pathname from a request.
	* Used by adapters to compute the pathname for dev-mode route matching.
	*/
	getPathnameFromRequest(request) {
		const url = new URL(request.url);
		const pathname = prependForwardSlash$1(this.removeBase(url.pathname));
		return this.safeDecodePathname(pathname);
	}
	/**
	* Given a `Request`, it returns the `RouteData` that matches its `pathname`. By default, prerendered
	* routes aren't returned, even if they are matched.
	*
	* When `allowPrerenderedRoutes` is `true`, the function returns matched prerendered routes too.
	* @param request
	* @param allowPrerenderedRoutes
	*/
	match(request, allowPrerenderedRoutes = false) {
		return matchRequest(this.manifest, request, allowPrerenderedRoutes);
	}
	/**
	* A matching route function to use in the development server.
	* Contrary to the `.match` function, this function resolves props and params, returning the correct
	* route based on the priority, segments. It also returns the correct, resolved pathname.
	* @param pathname
	*/
	devMatch(pathname) {}
	computePathnameFromDomain(request) {
		return computePathnameFromDomain(request, new URL(request.url), this.manifest.i18n, this.manifest.base, this.manifest.trailingSlash, this.manifest.allowedDomains, this.logger);
	}
	async render(request, { addCookieHeader = false, clientAddress = Reflect.get(request, clientAddressSymbol), locals, prerenderedErrorPageFetch = fetch, routeData, waitUntil } = {}) {
		await getResolvedLogger(this.manifest);
		if (routeData) {
			this.logger.debug("router", "The adapter " + this.manifest.adapterName + " provided a custom RouteData for ", request.url);
			this.logger.debug("router", "RouteData");
			this.logger.debug("router", routeData);
		}
		if (locals) {
			if (typeof locals !== "object") {
				const error = new AstroError(LocalsNotAnObject);
				this.logger.error(null, error.stack);
				return this.renderError(request, {
					addCookieHeader,
					clientAddress,
					prerenderedErrorPageFetch,
					locals: void 0,
					routeData,
					waitUntil,
					status: 500,
					error
				});
			}
		}
		if (!routeData) {
			const domainPathname = this.computePathnameFromDomain(request);
			if (domainPathname) routeData = matchRoute(this.manifest, this.safeDecodePathname(domainPathname));
		}
		const resolvedOptions = {
			addCookieHeader,
			clientAddress,
			prerenderedErrorPageFetch,
			locals,
			routeData,
			waitUntil
		};
		let response;
		if (this.#fetchHandler instanceof DefaultFetchHandler) response = await handleRequest(new FetchState(this.manifest, request, resolvedOptions, {
			streaming: this.resolveStreaming(),
			renderError: (req, opts) => this.renderError(req, opts),
			logRequest: (payload) => this.logThisRequest(payload)
		}));
		else {
			setRenderOptions(request, resolvedOptions);
			response = await this.#fetchHandler.fetch(request);
		}
		this.#warnMissingFeatures();
		if (response.headers.get("X-Astro-Error")) {
			response.headers.delete(ASTRO_ERROR_HEADER);
			return this.renderError(request, {
				addCookieHeader,
				clientAddress,
				prerenderedErrorPageFetch,
				locals,
				routeData,
				waitUntil,
				response,
				status: response.status,
				error: response.status === 500 ? null : void 0
			});
		}
		return response;
	}
	setCookieHeaders(response) {
		return getSetCookiesFromResponse(response);
	}
	/**
	* Reads all the cookies written by `Astro.cookie.set()` onto the passed response.
	* For example,
	* ```ts
	* for (const cookie_ of App.getSetCookieFromResponse(response)) {
	*     const cookie: string = cookie_
	* }
	* ```
	* @param response The response to read cookies from.
	* @returns An iterator that yields key-value pairs as equal-sign-separated strings.
	*/
	static getSetCookieFromResponse = getSetCookiesFromResponse;
	/**
	* If it is a known error code, try sending the according page (e.g. 404.astro / 500.astro).
	* This also handles pre-rendered /404 or /500 routes.
	*
	* Delegates to the app's configured `ErrorHandler`. To customize behavior
	* for a specific environment, override `createErrorHandler()` rather than
	* this method.
	*/
	async renderError(request, options) {
		return this.#errorHandler.renderError(request, options);
	}
	/**
	* One-shot check: after the first request with a custom `src/fetch.ts`,
	* compare `usedFeatures` against the manifest and warn about any
	* configured features the user's pipeline doesn't call.
	*/
	#warnMissingFeatures() {
		if (this.#featureCheckDone || !this.#hasCustomFetchHandler) return;
		this.#featureCheckDone = true;
		const manifest = this.manifest;
		const missing = [];
		const used = getUsedFeatures(this.manifest);
		if (manifest.routes.some((r) => r.routeData.type === "redirect") && !(used & FetchFeatures.redirects)) missing.push("redirects");
		if (manifest.sessionConfig && !(used & FetchFeatures.sessions)) missing.push("sessions");
		if (manifest.actions && !(used & FetchFeatures.actions)) missing.push("actions");
		if (manifest.middleware && !(used & FetchFeatures.middleware)) missing.push("middleware");
		if (manifest.i18n && manifest.i18n.strategy !== "manual" && !(used & FetchFeatures.i18n)) missing.push("i18n");
		if (manifest.cacheConfig && !(used & FetchFeatures.cache)) missing.push("cache");
		for (const feature of missing) this.logger.warn("router", `Your project uses ${feature}, but your custom src/fetch.ts does not call the ${feature}() handler. This feature will not work unless your fetch handler calls it.`);
	}
	getDefaultStatusCode(routeData, pathname) {
		return getDefaultStatusCode(this.manifest, routeData, pathname);
	}
	getManifest() {
		return this.manifest;
	}
	logThisRequest({ pathname, method, statusCode, isRewrite, timeStart }) {
		const timeEnd = performance.now();
		this.logRequest({
			pathname,
			method,
			statusCode,
			isRewrite,
			reqTime: timeEnd - timeStart
		});
	}
};
// node_modules/astro/dist/core/app/app.js
var App = class extends BaseApp {
	isDev() {
		return false;
	}
	logRequest(_options) {}
};
// node_modules/astro/dist/core/app/entrypoints/virtual/prod.js
var createApp$1 = ({ streaming } = {}) => {
	const app = new App(manifest, streaming);
	app.setFetchHandler(_virtual_astro_fetchable_default);
	return app;
};
// node_modules/astro/dist/core/app/entrypoints/virtual/index.js
var createApp = createApp$1;
// \0virtual:astro-node:config
var _virtual_astro_node_config_exports = /* @__PURE__ */ __exportAll({
	bodySizeLimit: () => bodySizeLimit,
	client: () => client,
	experimentalDisableStreaming: () => false,
	host: () => host,
	mode: () => mode,
	port: () => port,
	server: () => server,
	staticHeaders: () => false
});
var mode = "standalone";
var client = "file:///work/main/.tmp-cart-dist/client/";
var server = "file:///work/main/.tmp-cart-dist/server/";
var host = "localhost";
var port = 4321;
var bodySizeLimit = 1073741824;
// node_modules/astro/dist/core/app/createOutgoingHttpHeaders.js
var createOutgoingHttpHeaders = (headers) => {
	if (!headers) return;
	const nodeHeaders = Object.fromEntries(headers.entries());
	if (Object.keys(nodeHeaders).length === 0) return;
	if (headers.has("set-cookie")) {
		const cookieHeaders = headers.getSetCookie();
		if (cookieHeaders.length > 1) nodeHeaders["set-cookie"] = cookieHeaders;
	}
	return nodeHeaders;
};
// node_modules/astro/dist/core/app/node.js
function createRequestFromNodeRequest(req, { skipBody = false, allowedDomains = [], bodySizeLimit, port: serverPort } = {}) {
	const controller = new AbortController();
	const protocol = "encrypted" in req.socket && req.socket.encrypted ? "https" : "http";
	const url = buildRequestUrl(protocol, typeof req.headers.host === "string" ? req.headers.host : typeof req.headers[":authority"] === "string" ? req.headers[":authority"] : serverPort ? `localhost:${serverPort}` : "localhost", req.url, serverPort);
	const options = {
		method: req.method || "GET",
		headers: makeRequestHeaders(req),
		signal: controller.signal
	};
	if (options.method !== "HEAD" && options.method !== "GET" && skipBody === false) Object.assign(options, makeRequestBody(req, bodySizeLimit));
	const request = new Request(url, options);
	wireAbortController(req, controller);
	const untrustedHostname = req.headers.host ?? req.headers[":authority"];
	const validatedHostname = validateHost(typeof untrustedHostname === "string" ? untrustedHostname : void 0, protocol, allowedDomains);
	const validatedForwardedHost = validateForwardedHeaders(void 0, getFirstForwardedValue(req.headers["x-forwarded-host"]), void 0, allowedDomains).host;
	const clientIp = (validatedHostname !== void 0 || validatedForwardedHost !== void 0 ? getFirstForwardedValue(req.headers["x-forwarded-for"]) : void 0) || req.socket?.remoteAddress;
	if (clientIp) Reflect.set(request, clientAddressSymbol, clientIp);
	return request;
}
function wireAbortController(req, controller) {
	const socket = getRequestSocket(req);
	if (socket && typeof socket.on === "function") {
		const existingCleanup = getAbortControllerCleanup(req);
		if (existingCleanup) existingCleanup();
		let cleanedUp = false;
		const removeSocketListener = () => {
			if (typeof socket.off === "function") socket.off("close", onSocketClose);
			else if (typeof socket.removeListener === "function") socket.removeListener("close", onSocketClose);
		};
		const cleanup = () => {
			if (cleanedUp) return;
			cleanedUp = true;
			removeSocketListener();
			controller.signal.removeEventListener("abort", cleanup);
			Reflect.deleteProperty(req, nodeRequestAbortControllerCleanupSymbol);
		};
		const onSocketClose = () => {
			cleanup();
			if (!controller.signal.aborted) controller.abort();
		};
		socket.on("close", onSocketClose);
		controller.signal.addEventListener("abort", cleanup, { once: true });
		Reflect.set(req, nodeRequestAbortControllerCleanupSymbol, cleanup);
		if (socket.destroyed) onSocketClose();
	}
}
async function writeResponse(source, destination) {
	const { status, headers, body, statusText } = source;
	if (!(destination instanceof Http2ServerResponse)) destination.statusMessage = statusText;
	destination.writeHead(status, createOutgoingHttpHeaders(headers));
	const cleanupAbortFromDestination = getAbortControllerCleanup(destination.req ?? void 0);
	if (cleanupAbortFromDestination) {
		const runCleanup = () => {
			cleanupAbortFromDestination();
			if (typeof destination.off === "function") {
				destination.off("finish", runCleanup);
				destination.off("close", runCleanup);
			} else {
				destination.removeListener?.("finish", runCleanup);
				destination.removeListener?.("close", runCleanup);
			}
		};
		destination.on("finish", runCleanup);
		destination.on("close", runCleanup);
	}
	if (!body) return destination.end();
	try {
		const reader = body.getReader();
		destination.on("close", () => {
			reader.cancel().catch((err) => {
				console.error("There was an uncaught error in the middle of the stream while rendering %s.", destination.req.url, err);
			});
		});
		let result = await reader.read();
		while (!result.done) {
			destination.write(result.value);
			result = await reader.read();
		}
		destination.end();
	} catch (err) {
		destination.write("Internal server error", () => {
			err instanceof Error ? destination.destroy(err) : destination.destroy();
		});
	}
}
function buildRequestUrl(protocol, hostnamePort, requestPath, serverPort) {
	const path = requestPath ?? "";
	if (URL.canParse(`${protocol}://${hostnamePort}${path}`)) return new URL(`${protocol}://${hostnamePort}${path}`);
	if (URL.canParse(`${protocol}://${hostnamePort}`)) return new URL(`${protocol}://${hostnamePort}`);
	const fallbackHost = serverPort ? `localhost:${serverPort}` : "localhost";
	return new URL(`${protocol}://${fallbackHost}`);
}
function makeRequestHeaders(req) {
	const headers = new Headers();
	for (const [name, value] of Object.entries(req.headers)) {
		if (value === void 0) continue;
		if (Array.isArray(value)) for (const item of value) headers.append(name, item);
		else headers.append(name, value);
	}
	return headers;
}
function makeRequestBody(req, bodySizeLimit) {
	if (req.body !== void 0) {
		if (typeof req.body === "string" && req.body.length > 0) return { body: Buffer.from(req.body) };
		if (req.body instanceof ArrayBuffer || ArrayBuffer.isView(req.body)) return { body: req.body };
		if (typeof req.body === "object" && req.body !== null && Object.keys(req.body).length > 0) return { body: Buffer.from(JSON.stringify(req.body)) };
		if (typeof req.body === "object" && req.body !== null && typeof req.body[Symbol.asyncIterator] !== "undefined") return asyncIterableToBodyProps(req.body, bodySizeLimit);
	}
	return asyncIterableToBodyProps(req, bodySizeLimit);
}
function asyncIterableToBodyProps(iterable, bodySizeLimit) {
	return {
		body: bodySizeLimit != null ? limitAsyncIterable(iterable, bodySizeLimit) : iterable,
		duplex: "half"
	};
}
async function* limitAsyncIterable(iterable, limit) {
	let received = 0;
	for await (const chunk of iterable) {
		const byteLength = chunk instanceof Uint8Array ? chunk.byteLength : typeof chunk === "string" ? Buffer.byteLength(chunk) : 0;
		received += byteLength;
		if (received > limit) throw new Error(`Body size limit exceeded: received more than ${limit} bytes`);
		yield chunk;
	}
}
function getAbortControllerCleanup(req) {
	if (!req) return void 0;
	const cleanup = Reflect.get(req, nodeRequestAbortControllerCleanupSymbol);
	return typeof cleanup === "function" ? cleanup : void 0;
}
function getRequestSocket(req) {
	if (req.socket && typeof req.socket.on === "function") return req.socket;
	const http2Socket = req.stream?.session?.socket;
	if (http2Socket && typeof http2Socket.on === "function") return http2Socket;
}
function resolveClientDir(options) {
	const clientURLRaw = new URL(options.client);
	const serverURLRaw = new URL(options.server);
	const rel = path.relative(url.fileURLToPath(serverURLRaw), url.fileURLToPath(clientURLRaw));
	const serverFolder = path.basename(options.server);
	let serverEntryFolderURL = path.dirname(import.meta.url);
	let previous = "";
	while (!serverEntryFolderURL.endsWith(serverFolder)) {
		if (serverEntryFolderURL === previous) throw new Error(`[@astrojs/node] Could not find the server directory "${serverFolder}" by walking up from "${import.meta.url}". This can happen when the server entry point is bundled into a single file (e.g. with esbuild) so that import.meta.url no longer contains the original "${serverFolder}" path segment. When bundling the server entry, make sure the output path contains a "${serverFolder}" directory segment, or avoid bundling the server entry entirely.`);
		previous = serverEntryFolderURL;
		serverEntryFolderURL = path.dirname(serverEntryFolderURL);
	}
	const serverEntryURL = serverEntryFolderURL + "/entry.mjs";
	const clientURL = new URL(appendForwardSlash(rel), serverEntryURL);
	return url.fileURLToPath(clientURL);
}
// node_modules/@astrojs/node/dist/serve-app.js
var PRERENDERED_ROUTE_TYPES = ["page", "endpoint"];
async function readErrorPageFromDisk(client, status) {
	const filePaths = [`${status}.html`, `${status}/index.html`];
	for (const filePath of filePaths) {
		const fullPath = path.join(client, filePath);
		let stream;
		try {
			stream = createReadStream(fullPath);
			await new Promise((resolve, reject) => {
				stream.once("open", () => resolve());
				stream.once("error", reject);
			});
			const webStream = Readable.toWeb(stream);
			return new Response(webStream, { headers: { "Content-Type": "text/html; charset=utf-8" } });
		} catch {
			stream?.destroy();
		}
	}
}
function createAppHandler(app, options) {
	const logger = app.adapterLogger;
	const requestContext = new AsyncLocalStorage();
	const abortedRequestErrors = /* @__PURE__ */ new WeakSet();
	process.on("unhandledRejection", (reason) => {
		const requestUrl = requestContext.getStore();
		if (!requestUrl || reason instanceof Error && abortedRequestErrors.has(reason)) return;
		const error = reason instanceof Error ? reason.stack || reason.message : String(reason);
		logger.error(`Unhandled rejection while rendering ${requestUrl}
${error}`);
	});
	const client = resolveClientDir(options);
	const prerenderedErrorPageFetch = async (url) => {
		const { pathname } = new URL(url);
		if (pathname.endsWith("/404.html") || pathname.endsWith("/404/index.html")) {
			const response = await readErrorPageFromDisk(client, 404);
			if (response) return response;
		}
		if (pathname.endsWith("/500.html") || pathname.endsWith("/500/index.html")) {
			const response = await readErrorPageFromDisk(client, 500);
			if (response) return response;
		}
		return new Response(null, { status: 404 });
	};
	const effectiveBodySizeLimit = options.bodySizeLimit === 0 || options.bodySizeLimit === Number.POSITIVE_INFINITY ? void 0 : options.bodySizeLimit;
	return async (req, res, next, locals) => {
		req.once("error", (error) => {
			if (error.code === "ECONNRESET") abortedRequestErrors.add(error);
		});
		let request;
		try {
			request = createRequestFromNodeRequest(req, {
				allowedDomains: app.getAllowedDomains?.() ?? [],
				bodySizeLimit: effectiveBodySizeLimit,
				port: options.port
			});
		} catch (err) {
			logger.error(`Could not render ${req.url}`);
			console.error(err);
			res.statusCode = 500;
			res.end("Internal Server Error");
			return;
		}
		try {
			let routeData = app.match(request, true);
			if (routeData?.prerender && PRERENDERED_ROUTE_TYPES.includes(routeData.type)) routeData = app.match(request);
			if (routeData) await requestContext.run(request.url, async () => {
				await writeResponse(await app.render(request, {
					addCookieHeader: true,
					locals,
					routeData,
					prerenderedErrorPageFetch
				}), res);
			});
			else if (next) {
				const cleanup = getAbortControllerCleanup(req);
				if (cleanup) cleanup();
				return next();
			} else await requestContext.run(request.url, async () => {
				await writeResponse(await app.render(request, {
					addCookieHeader: true,
					prerenderedErrorPageFetch
				}), res);
			});
		} catch (err) {
			if (err instanceof Error && abortedRequestErrors.has(err)) return;
			const error = err instanceof Error ? err.stack || err.message : String(err);
			logger.error(`Could not render ${request.url}
${error}`);
			if (!res.headersSent) {
				res.statusCode = 500;
				res.end("Internal Server Error");
			} else res.destroy();
		}
	};
}
// node_modules/@astrojs/node/dist/log-listening-on.js
var wildcardHosts = /* @__PURE__ */ new Set([
	"0.0.0.0",
	"::",
	"0000:0000:0000:0000:0000:0000:0000:0000"
]);
async function logListeningOn(logger, server, configuredHost) {
	await new Promise((resolve) => server.once("listening", resolve));
	const protocol = server instanceof https.Server ? "https" : "http";
	const host = getResolvedHostForHttpServer(configuredHost);
	const { port } = server.address();
	const address = getNetworkAddress(protocol, host, port);
	if (host === void 0 || wildcardHosts.has(host)) logger.info(`Server listening on 
  local: ${address.local[0]} 	
  network: ${address.network[0]}
`);
	else logger.info(`Server listening on ${address.local[0]}`);
}
function getResolvedHostForHttpServer(host) {
	if (host === false) return "localhost";
	else if (host === true) return;
	else return host;
}
function getNetworkAddress(protocol = "http", hostname, port, base) {
	const NetworkAddress = {
		local: [],
		network: []
	};
	Object.values(os.networkInterfaces()).flatMap((nInterface) => nInterface ?? []).filter((detail) => detail && detail.address && detail.family === "IPv4").forEach((detail) => {
		let host = detail.address.replace("127.0.0.1", hostname === void 0 || wildcardHosts.has(hostname) ? "localhost" : hostname);
		if (host.includes(":")) host = `[${host}]`;
		const url = `${protocol}://${host}:${port}${base ? base : ""}`;
		if (detail.address.includes("127.0.0.1")) NetworkAddress.local.push(url);
		else NetworkAddress.network.push(url);
	});
	return NetworkAddress;
}
// node_modules/@astrojs/node/dist/serve-static.js
function resolveStaticPath(client, urlPath) {
	const filePath = path.join(client, urlPath);
	const resolved = path.resolve(filePath);
	const resolvedClient = path.resolve(client);
	if (resolved !== resolvedClient && !resolved.startsWith(resolvedClient + path.sep)) return {
		filePath: resolved,
		isDirectory: false
	};
	let isDirectory = false;
	try {
		isDirectory = fs.lstatSync(filePath).isDirectory();
	} catch {}
	return {
		filePath: resolved,
		isDirectory
	};
}
function createStaticHandler(app, options, headersMap) {
	const client = resolveClientDir(options);
	return (req, res, ssr) => {
		if (req.url) {
			let fullUrl = req.url;
			if (req.url.includes("#")) fullUrl = fullUrl.slice(0, req.url.indexOf("#"));
			const qIndex = fullUrl.indexOf("?");
			const urlPath = qIndex >= 0 ? fullUrl.slice(0, qIndex) : fullUrl;
			const urlQuery = qIndex >= 0 ? fullUrl.slice(qIndex + 1) : "";
			let fsPath = app.removeBase(urlPath);
			try {
				fsPath = decodeURI(fsPath);
			} catch {}
			const { isDirectory } = resolveStaticPath(client, fsPath);
			const hasSlash = urlPath.endsWith("/");
			let pathname = urlPath;
			if (headersMap && headersMap.length > 0) {
				const request = createRequestFromNodeRequest(req, { port: options.port });
				const routeData = app.match(request, true);
				getAbortControllerCleanup(req)?.();
				if (routeData && routeData.prerender) {
					const baselessPathname = prependForwardSlash(app.removeBase(urlPath));
					const matchedRoute = headersMap.find((header) => header.pathname.includes(baselessPathname));
					if (matchedRoute) for (const header of matchedRoute.headers) res.setHeader(header.key, header.value);
				}
			}
			switch (app.manifest.trailingSlash) {
				case "never":
					if (isDirectory && urlPath !== "/" && hasSlash) {
						pathname = urlPath.slice(0, -1) + (urlQuery ? "?" + urlQuery : "");
						res.statusCode = 301;
						res.setHeader("Location", pathname);
						return res.end();
					}
					if (isDirectory && !hasSlash) pathname = `${urlPath}/index.html`;
					break;
				case "ignore":
					if (isDirectory && !hasSlash) pathname = `${urlPath}/index.html`;
					break;
				case "always": if (!hasSlash && !hasFileExtension(urlPath) && !isInternalPath(urlPath)) {
					pathname = urlPath + "/" + (urlQuery ? "?" + urlQuery : "");
					res.statusCode = 301;
					res.setHeader("Location", pathname);
					return res.end();
				}
			}
			pathname = prependForwardSlash(app.removeBase(pathname));
			const normalizedPathname = path.posix.normalize(pathname);
			const stream = send(req, normalizedPathname, {
				root: client,
				dotfiles: normalizedPathname.startsWith("/.well-known/") ? "allow" : "deny",
				extensions: app.manifest.buildFormat === "file" || app.manifest.buildFormat === "preserve" ? ["html"] : []
			});
			let forwardError = false;
			stream.on("error", (err) => {
				if (forwardError) {
					const status = "statusCode" in err ? err.statusCode : 500;
					if (status >= 500) console.error(err.toString());
					res.writeHead(status);
					res.end(status >= 500 ? "Internal server error" : "");
					return;
				}
				ssr();
			});
			stream.on("file", () => {
				forwardError = true;
			});
			stream.on("stream", () => {
				if (normalizedPathname.startsWith(`/${app.manifest.assetsDir}/`)) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
			});
			stream.pipe(res);
		} else ssr();
	};
}
function prependForwardSlash(pth) {
	return pth.startsWith("/") ? pth : "/" + pth;
}
// node_modules/@astrojs/node/dist/standalone.js
var hostOptions = (host) => {
	if (typeof host === "boolean") return host ? "0.0.0.0" : "localhost";
	return host;
};
function standalone(app, options, headersMap) {
	const port = process.env.PORT ? Number(process.env.PORT) : options.port ?? 8080;
	const host = process.env.HOST ?? hostOptions(options.host);
	const server = createServer(createStandaloneHandler(app, {
		...options,
		port
	}, headersMap), host, port);
	server.server.listen(port, host);
	if (process.env.ASTRO_NODE_LOGGING !== "disabled") app.getLogger().then(() => logListeningOn(app.adapterLogger, server.server, host));
	server.server.on("close", () => {
		app.logger.close();
	});
	return {
		server,
		done: server.closed()
	};
}
function createStandaloneHandler(app, options, headersMap) {
	const appHandler = createAppHandler(app, options);
	const staticHandler = createStaticHandler(app, options, headersMap);
	return (req, res) => {
		try {
			decodeURI(req.url);
		} catch {
			res.writeHead(400);
			res.end("Bad request.");
			return;
		}
		staticHandler(req, res, () => appHandler(req, res));
	};
}
function createServer(listener, host, port) {
	let httpServer;
	if (process.env.SERVER_CERT_PATH && process.env.SERVER_KEY_PATH) httpServer = https.createServer({
		key: fs.readFileSync(process.env.SERVER_KEY_PATH),
		cert: fs.readFileSync(process.env.SERVER_CERT_PATH)
	}, listener);
	else httpServer = http.createServer(listener);
	enableDestroy(httpServer);
	const closed = new Promise((resolve, reject) => {
		httpServer.addListener("close", resolve);
		httpServer.addListener("error", reject);
	});
	return {
		server: httpServer,
		host,
		port,
		closed() {
			return closed;
		},
		async stop() {
			await new Promise((resolve, reject) => {
				httpServer.destroy((err) => err ? reject(err) : resolve(void 0));
			});
		}
	};
}
var app = createApp({ streaming: true });
var headersMap = void 0;
var handler = createStandaloneHandler(app, _virtual_astro_node_config_exports, headersMap);
var startServer = () => standalone(app, _virtual_astro_node_config_exports, headersMap);
if (process.env.ASTRO_NODE_AUTOSTART !== "disabled") startServer();
export { handler, _virtual_astro_node_config_exports as options, startServer };
