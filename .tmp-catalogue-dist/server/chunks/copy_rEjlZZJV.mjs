import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as input } from "./request_GH-qwdeg.mjs";
import { m as copyInput, n as cartActor, o as copyLines } from "./http_Cyutnwe4.mjs";
// src/pages/api/cart/copy.ts
var copy_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST /api/cart/copy {ids, other_user_ids}: copies lines into the member's other stores' carts. */
var POST = endpoint(async (context) => {
	const actor = await cartActor(context);
	const { ids, other_user_ids } = await input(context, copyInput);
	const result = await copyLines(actor, ids, other_user_ids);
	const msg = result.copied ? `已复制 ${result.copied} 件商品到 ${result.stores} 家门店${result.skipped.length ? `，${result.skipped.length} 件未复制` : ""}` : "没有可复制的商品";
	return ok(result, msg);
});
// \0virtual:astro:page:src/pages/api/cart/copy@_@ts
var page = () => copy_exports;
export { page };
