import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { r as NotFoundError } from "./errors_BPrdOY2Z.mjs";
import { t as idParam } from "./request_GH-qwdeg.mjs";
import { a as requireLogin, s as setSessionStore } from "./session_Bi72R1CB.mjs";
import { l as setActiveStore } from "./members_DbNEib56.mjs";
// src/pages/api/user/stores/[id]/switch.ts
var switch_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST /api/user/stores/{id}/switch: makes one of the member's stores the active one (another's → 404). */
var POST = endpoint(async (context) => {
	const account = await requireLogin(context);
	const id = idParam(context.params.id);
	if (!await setActiveStore(account.member.id, id)) throw new NotFoundError("门店不存在");
	await setSessionStore(context, id);
	return ok({ id }, "已切换门店");
});
// \0virtual:astro:page:src/pages/api/user/stores/[id]/switch@_@ts
var page = () => switch_exports;
export { page };
