import { t as ROUTES } from "./routes_CVUP_fD1.mjs";
// src/route-match.ts
/** Turns `/a/:id/:page?` into a regex; an optional param also makes its leading slash optional. */
function compilePattern(pattern) {
	const keys = [];
	const body = pattern.split("/").filter(Boolean).map((segment) => {
		const param = /^:(\w+)(\?)?$/.exec(segment);
		if (!param) return "/" + segment.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
		keys.push(param[1]);
		return param[2] ? "(?:/([^/]+))?" : "/([^/]+)";
	}).join("");
	return {
		regex: new RegExp(`^${body || "/"}/?$`),
		keys
	};
}
var COMPILED = ROUTES.flatMap((route) => [route.path, ...route.aliases ?? []].map((pattern, i) => ({
	route,
	pattern,
	...compilePattern(pattern),
	isAlias: i > 0
})));
/** Fills `:param` placeholders of a path (dropping absent optional ones). */
function buildPath(pattern, params = {}) {
	const [pathPart, query] = pattern.split(/\?(?!\/|$)/, 2);
	const path = pathPart.split("/").map((segment) => {
		const param = /^:(\w+)\??$/.exec(segment);
		if (!param) return segment;
		const value = params[param[1]];
		return value === void 0 ? null : encodeURIComponent(value);
	}).filter((s) => s !== null).join("/");
	const suffix = query ? `?${query}` : "";
	return (path || "/") + suffix;
}
/** Looks a request path up in the route table. */
function matchRoute(pathname) {
	let decoded;
	try {
		decoded = decodeURI(pathname);
	} catch {
		return;
	}
	for (const c of COMPILED) {
		const m = c.regex.exec(decoded);
		if (!m) continue;
		const params = {};
		c.keys.forEach((key, i) => {
			params[key] = m[i + 1];
		});
		if (c.route.redirect) return {
			kind: "redirect",
			route: c.route,
			params,
			target: buildPath(c.route.redirect, params)
		};
		if (c.isAlias) return {
			kind: "alias",
			route: c.route,
			params,
			target: buildPath(c.route.path, params)
		};
		return {
			kind: "page",
			route: c.route,
			params
		};
	}
}
function routeByName(name) {
	return ROUTES.find((r) => r.name === name);
}
export { routeByName as n, matchRoute as t };
