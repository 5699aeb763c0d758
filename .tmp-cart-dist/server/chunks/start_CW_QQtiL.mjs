import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as safeNext } from "./safe-next_BrXWNpk3.mjs";
import { n as currentAccount } from "./session_Bi72R1CB.mjs";
import { n as wechatProvider } from "./provider_JP8eupf9.mjs";
import { randomBytes } from "node:crypto";
// src/pages/api/user/wechat/start.ts
var start_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/**
* GET /api/user/wechat/start?intent=login|bind&redirect=/path: begins the WeChat OAuth round trip.
* The state travels in the session and must come back unchanged (CSRF protection of the callback).
*/
var GET = async (context) => {
	const intent = context.url.searchParams.get("intent") === "bind" ? "bind" : "login";
	const redirect = safeNext(context.url.searchParams.get("redirect"), intent === "bind" ? "/bdwx" : "/");
	if (intent === "bind" && !await currentAccount(context)) return context.redirect(`/login?redirect=${encodeURIComponent("/bdwx")}`, 302);
	const state = randomBytes(16).toString("hex");
	context.session?.set("wechat_oauth", {
		state,
		intent,
		redirect,
		at: Date.now()
	}, { ttl: 600 });
	const callback = new URL("/api/user/wechat/callback", context.url).href;
	return context.redirect(wechatProvider().authorizeUrl(state, callback), 302);
};
// \0virtual:astro:page:src/pages/api/user/wechat/start@_@ts
var page = () => start_exports;
export { page };
