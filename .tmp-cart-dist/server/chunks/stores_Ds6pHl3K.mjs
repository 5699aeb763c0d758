import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { t as BusinessError } from "./errors_BPrdOY2Z.mjs";
import { n as input } from "./request_GH-qwdeg.mjs";
import { a as requireLogin } from "./session_Bi72R1CB.mjs";
import { c as toCompany, n as companyInput } from "./schemas_CVdoMPDV.mjs";
import { n as addStore, u as storesOf } from "./members_DbNEib56.mjs";
import { t as storeListView } from "./stores_D_837vij.mjs";
// src/pages/api/user/stores.ts
var stores_exports = /* @__PURE__ */ __exportAll({
	GET: () => GET,
	MAX_STORES: () => 20,
	POST: () => POST
});
/** GET /api/user/stores: the member's stores (多店管理) with the active one marked. */
var GET = endpoint(async (context) => {
	const account = await requireLogin(context);
	return ok(await storeListView(account));
});
/** POST /api/user/stores {company fields}: adds a store; it needs its own qualifications reviewed. */
var POST = endpoint(async (context) => {
	const account = await requireLogin(context);
	const body = await input(context, companyInput);
	if ((await storesOf(account.member.id)).length >= 20) throw new BusinessError(10031, `最多管理 20 家门店`, 400);
	const store = await addStore(account.member.id, toCompany(body));
	return ok({ id: store.id }, "门店已添加，请切换到该门店上传资质证件");
});
// \0virtual:astro:page:src/pages/api/user/stores@_@ts
var page = () => stores_exports;
export { page };
