import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as input, t as idParam } from "./request_GH-qwdeg.mjs";
import { a as requireLogin } from "./session_Bi72R1CB.mjs";
import { t as addressInput } from "./schemas_CVdoMPDV.mjs";
import { a as updateAddress, n as deleteAddress } from "./addresses_BxRGw0Tn.mjs";
// src/pages/api/user/address/[id].ts
var _id__exports = /* @__PURE__ */ __exportAll({
	DELETE: () => DELETE,
	PUT: () => PUT
});
/** PUT /api/user/address/{id}: edits an address of the active store (others' ids → 404). */
var PUT = endpoint(async (context) => {
	const { store } = await requireLogin(context);
	const id = idParam(context.params.id);
	const body = await input(context, addressInput);
	return ok(await updateAddress(store.id, id, body), "地址已保存");
});
/** DELETE /api/user/address/{id}: removes it; a removed default passes to the oldest remaining address. */
var DELETE = endpoint(async (context) => {
	const { store } = await requireLogin(context);
	await deleteAddress(store.id, idParam(context.params.id));
	return ok(null, "地址已删除");
});
// \0virtual:astro:page:src/pages/api/user/address/[id]@_@ts
var page = () => _id__exports;
export { page };
