import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { a as requireLogin } from "./session_Bi72R1CB.mjs";
import { t as contractStatus } from "./contract_76_Txuzz.mjs";
// src/pages/api/user/contract.ts
var contract_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** GET /api/user/contract: whether the active store signed the purchase contract, when and which version. */
var GET = endpoint(async (context) => {
	const { store } = await requireLogin(context);
	return ok(await contractStatus(store.id));
});
// \0virtual:astro:page:src/pages/api/user/contract@_@ts
var page = () => contract_exports;
export { page };
