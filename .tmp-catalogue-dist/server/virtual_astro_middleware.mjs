import { M as defineMiddleware, t as sequence } from "./chunks/sequence_ClRTL072.mjs";
import { t as matchRoute } from "./chunks/route-match_vmI3D5jV.mjs";
import { n as errorResponse } from "./chunks/endpoint_DP5fuTFJ.mjs";
import { i as notFound } from "./chunks/envelope_CDfcR2IL.mjs";
import { n as helpArticlePath } from "./chunks/footer-help_jvYxtMYd.mjs";
import { o as secureSessionCookie } from "./chunks/session_Bi72R1CB.mjs";
// src/middleware.ts
/** Paths Astro serves itself (built assets, generated images, API). */
var PASS_THROUGH = /^\/(_astro|_image|_server-islands|img|files\/|favicon|robots\.txt)/;
/**
* Applies the route table before any page renders: redirects, aliases (rewritten to the
* canonical page, so both answer 200), the route's flags in `locals.route`, and the 404 for
* unknown paths. API paths get the JSON envelope for unknown paths and uncaught errors.
*/
var onRequest$1 = defineMiddleware(async (context, next) => {
	const response = await applyRoutes(context, next);
	secureSessionCookie(context);
	return response;
});
async function applyRoutes(context, next) {
	const { pathname, search } = context.url;
	if (pathname === "/api" || pathname.startsWith("/api/")) try {
		const response = await next();
		if (response.status === 404 && !response.headers.get("content-type")?.includes("json")) return notFound("接口不存在");
		return response;
	} catch (error) {
		return errorResponse(error, `${context.request.method} ${pathname}`);
	}
	if (PASS_THROUGH.test(pathname)) return next();
	const match = matchRoute(pathname);
	if (!match) {
		const page = await context.rewrite("/404");
		return new Response(page.body, {
			status: 404,
			headers: page.headers
		});
	}
	context.locals.route = match.route;
	context.locals.params = match.params;
	if (match.kind === "redirect") {
		const [targetPath, targetQuery] = match.target.split("?");
		const query = [targetQuery, search.slice(1)].filter(Boolean).join("&");
		return context.redirect(query ? `${targetPath}?${query}` : targetPath, 302);
	}
	const article = match.route.name === "help_xrzn_hyzc" ? helpArticlePath(context.url.searchParams.get("id")) : void 0;
	if (article && article !== match.route.path) return context.redirect(article, 302);
	if (match.kind === "alias" && !match.route.prerendered) return context.rewrite(match.target + search);
	const response = await next();
	if (match.route.name === "404") return new Response(response.body, {
		status: 404,
		headers: response.headers
	});
	return response;
}
// \0virtual:astro:middleware
var onRequest = sequence(onRequest$1);
export { onRequest };
