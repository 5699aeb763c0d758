import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { t as cartCount } from "./count_R9lJz6SN.mjs";
import "./cart_DJQ4ed4r.mjs";
import { n as cartActor } from "./http_ZzfvVhmq.mjs";
// src/pages/api/cart/total.ts
var total_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** GET api/cart/total: `data.total` = the cart's item count (badge). */
var GET = endpoint(async (context) => {
	const actor = await cartActor(context);
	return ok({ total: await cartCount(actor.storeId) });
});
// \0virtual:astro:page:src/pages/api/cart/total@_@ts
var page = () => total_exports;
export { page };
