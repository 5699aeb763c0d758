import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { t as idParam } from "./request_GH-qwdeg.mjs";
import { a as requireLogin } from "./session_Bi72R1CB.mjs";
import { a as unreadCount, r as markRead } from "./messages_B_uWwfgi.mjs";
// src/pages/api/user/messages/[id]/read.ts
var read_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST /api/user/messages/{id}/read: marks one message read; answers the new unread count. */
var POST = endpoint(async (context) => {
	const { store } = await requireLogin(context);
	await markRead(store.id, idParam(context.params.id));
	return ok({ message_count: await unreadCount(store.id) });
});
// \0virtual:astro:page:src/pages/api/user/messages/[id]/read@_@ts
var page = () => read_exports;
export { page };
