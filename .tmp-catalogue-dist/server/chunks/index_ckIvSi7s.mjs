import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { t as readBody } from "./body_Cb-0xQz4.mjs";
import { t as parseInput } from "./validate_BxjDSFoK.mjs";
import { f as addBody, n as cartActor, p as addInput, r as addLines } from "./http_Cyutnwe4.mjs";
// src/pages/api/cart/index.ts
var cart_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/**
* POST /api/cart: adds an array of lines `{goods_id, price, number, ck_id, type?}` (JSON array, or
* form `goods[0][goods_id]=…`). The price sent is only compared with the current one: when it
* differs the answer's msg says so and `data.notice` is 'warning' (the client shows a warning icon).
*/
var POST = endpoint(async (context) => {
	const actor = await cartActor(context);
	const { lines } = parseInput(addInput, addBody(await readBody(context.request)));
	const result = await addLines(actor, lines);
	return ok({
		...result.data,
		notice: result.notice
	}, result.msg);
});
// \0virtual:astro:page:src/pages/api/cart/index@_@ts
var page = () => cart_exports;
export { page };
