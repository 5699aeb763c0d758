import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { a as requireLogin } from "./session_Bi72R1CB.mjs";
import { t as listMessages } from "./messages_B_uWwfgi.mjs";
// src/pages/api/user/messages.ts
var messages_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** GET /api/user/messages?page&unread=1: the active store's messages (我的消息), newest first. */
var GET = endpoint(async (context) => {
	const { store } = await requireLogin(context);
	const page = Math.max(1, Math.min(1e4, Number.parseInt(context.url.searchParams.get("page") ?? "1", 10) || 1));
	return ok(await listMessages(store.id, page, context.url.searchParams.get("unread") === "1"));
});
// \0virtual:astro:page:src/pages/api/user/messages@_@ts
var page = () => messages_exports;
export { page };
