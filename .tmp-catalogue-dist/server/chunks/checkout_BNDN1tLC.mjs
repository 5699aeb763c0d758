import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as input } from "./request_GH-qwdeg.mjs";
import { _ as idsInput, a as checkout, n as cartActor, t as CHECKOUT_SESSION_KEY } from "./http_Cyutnwe4.mjs";
// src/pages/api/cart/checkout.ts
var checkout_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/**
* POST /api/cart/checkout {ids}: validates the selection (contract 459, qualifications, limits,
* stock, business scope) and hands it to step 2: the ids are kept in the session and `data.next`
* is /cart_step2.
*/
var POST = endpoint(async (context) => {
	const actor = await cartActor(context);
	const { ids } = await input(context, idsInput);
	const result = await checkout(actor, ids);
	context.session?.set(CHECKOUT_SESSION_KEY, {
		storeId: actor.storeId,
		ids: result.ids,
		at: Date.now()
	});
	return ok(result, "请核对订单信息");
});
// \0virtual:astro:page:src/pages/api/cart/checkout@_@ts
var page = () => checkout_exports;
export { page };
