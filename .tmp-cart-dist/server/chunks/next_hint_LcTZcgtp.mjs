import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as readQuery, t as readBody } from "./body_Cb-0xQz4.mjs";
import { t as parseInput } from "./validate_BxjDSFoK.mjs";
import { g as hintQuery, l as nextHints } from "./cart_DJQ4ed4r.mjs";
import { n as cartActor } from "./http_ZzfvVhmq.mjs";
// src/pages/api/cart/next_hint.ts
var next_hint_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/**
* POST /api/cart/next_hint?goods_id=&activity_id=: how much more reaches the next tier ("再买¥X 可减¥Y")
* and free shipping, for the whole cart, one goods' activities or one activity.
*/
var POST = endpoint(async (context) => {
	const actor = await cartActor(context);
	const body = await readBody(context.request);
	const params = {
		...body && typeof body === "object" ? body : {},
		...readQuery(context.url)
	};
	return ok(await nextHints(actor, parseInput(hintQuery, params)));
});
// \0virtual:astro:page:src/pages/api/cart/next_hint@_@ts
var page = () => next_hint_exports;
export { page };
