import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as currentAccount, r as endSession } from "./session_Bi72R1CB.mjs";
import { n as LoginRequiredError } from "./errors_BPrdOY2Z.mjs";
// src/pages/api/user/logout.ts
var logout_exports = /* @__PURE__ */ __exportAll({ DELETE: () => DELETE });
/** DELETE /api/user/logout: ends the session (storage entry and cookie). Already logged out → 10001. */
var DELETE = endpoint(async (context) => {
	const account = await currentAccount(context);
	endSession(context);
	if (!account) throw new LoginRequiredError("您已退出登录");
	return ok(null, "已安全退出");
});
// \0virtual:astro:page:src/pages/api/user/logout@_@ts
var page = () => logout_exports;
export { page };
