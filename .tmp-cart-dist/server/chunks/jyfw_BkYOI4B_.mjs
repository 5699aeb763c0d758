import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { a as requireLogin } from "./session_Bi72R1CB.mjs";
import { o as BUSINESS_SCOPES, t as businessScopeOf } from "./service_CIVlqnpk.mjs";
// src/pages/api/user/jyfw.ts
var jyfw_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** GET api/user/jyfw: the active store's business scope (经营范围) from its approved licences. */
var GET = endpoint(async (context) => {
	const { store } = await requireLogin(context);
	const scope = await businessScopeOf(store.id);
	return ok({
		company_type: store.companyType,
		is_passed: store.isPassed ? 1 : 0,
		scope,
		list: BUSINESS_SCOPES.map((name) => ({
			name,
			allowed: scope.includes(name) ? 1 : 0
		}))
	});
});
// \0virtual:astro:page:src/pages/api/user/jyfw@_@ts
var page = () => jyfw_exports;
export { page };
