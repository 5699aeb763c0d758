import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { t as idParam } from "./request_GH-qwdeg.mjs";
import { a as requireLogin } from "./session_Bi72R1CB.mjs";
import { i as setDefaultAddress } from "./addresses_BxRGw0Tn.mjs";
// src/pages/api/user/address/[id]/default.ts
var default_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST /api/user/address/{id}/default: makes it the default delivery address. */
var POST = endpoint(async (context) => {
	const { store } = await requireLogin(context);
	await setDefaultAddress(store.id, idParam(context.params.id));
	return ok(null, "已设为默认地址");
});
// \0virtual:astro:page:src/pages/api/user/address/[id]/default@_@ts
var page = () => default_exports;
export { page };
