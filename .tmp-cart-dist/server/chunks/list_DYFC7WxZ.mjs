import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as readQuery } from "./body_Cb-0xQz4.mjs";
import { t as parseInput } from "./validate_BxjDSFoK.mjs";
import { r as cartList, v as listQuery } from "./cart_DJQ4ed4r.mjs";
import { n as cartActor } from "./http_ZzfvVhmq.mjs";
// src/pages/api/cart/list.ts
var list_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** GET /api/cart/list?filter=99999: the priced cart (items, invalid_items, groups, activity_data, shipping_data, filter_data, summary). */
var GET = endpoint(async (context) => {
	const actor = await cartActor(context);
	const { filter } = parseInput(listQuery, readQuery(context.url));
	return ok(await cartList(actor, filter));
});
// \0virtual:astro:page:src/pages/api/cart/list@_@ts
var page = () => list_exports;
export { page };
