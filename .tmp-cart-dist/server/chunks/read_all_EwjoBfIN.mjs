import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { a as requireLogin } from "./session_Bi72R1CB.mjs";
import { n as markAllRead } from "./messages_B_uWwfgi.mjs";
// src/pages/api/user/messages/read_all.ts
var read_all_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST /api/user/messages/read_all: marks every message of the active store read. */
var POST = endpoint(async (context) => {
	const { store } = await requireLogin(context);
	const changed = await markAllRead(store.id);
	return ok({
		changed,
		message_count: 0
	}, "已全部标记为已读");
});
// \0virtual:astro:page:src/pages/api/user/messages/read_all@_@ts
var page = () => read_all_exports;
export { page };
