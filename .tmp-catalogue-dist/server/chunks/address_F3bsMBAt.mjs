import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as input } from "./request_GH-qwdeg.mjs";
import { a as requireLogin } from "./session_Bi72R1CB.mjs";
import { t as addressInput } from "./schemas_CVdoMPDV.mjs";
import { r as listAddresses, t as createAddress } from "./addresses_BxRGw0Tn.mjs";
// src/pages/api/user/address.ts
var address_exports = /* @__PURE__ */ __exportAll({
	GET: () => GET,
	POST: () => POST
});
/** GET /api/user/address: the active store's delivery addresses, default first. */
var GET = endpoint(async (context) => {
	const { store } = await requireLogin(context);
	return ok(await listAddresses(store.id));
});
/** POST /api/user/address {consignee, phone, province, city, district, detail, is_default}. */
var POST = endpoint(async (context) => {
	const { store } = await requireLogin(context);
	const body = await input(context, addressInput);
	return ok(await createAddress(store.id, body), "地址已添加");
});
// \0virtual:astro:page:src/pages/api/user/address@_@ts
var page = () => address_exports;
export { page };
