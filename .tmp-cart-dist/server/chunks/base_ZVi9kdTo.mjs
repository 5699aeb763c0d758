import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as visitorBase, r as getSiteSettings, t as memberBase } from "./user-base_pSYcovz0.mjs";
import { n as currentAccount } from "./session_Bi72R1CB.mjs";
// src/pages/api/user/base.ts
var base_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** GET /api/user/base: user state of spec section 3; visitors get the visitor shape (show, no identity). */
var GET = endpoint(async (context) => {
	const settings = await getSiteSettings();
	const account = await currentAccount(context);
	return ok(account ? await memberBase(account, settings) : visitorBase(settings));
});
// \0virtual:astro:page:src/pages/api/user/base@_@ts
var page = () => base_exports;
export { page };
