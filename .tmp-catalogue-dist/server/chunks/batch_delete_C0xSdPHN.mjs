import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as input } from "./request_GH-qwdeg.mjs";
import { _ as idsInput, n as cartActor, s as deleteLines } from "./http_Cyutnwe4.mjs";
// src/pages/api/cart/batch_delete.ts
var batch_delete_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST api/cart/batch_delete {ids}: removes lines (all or none; a foreign id → 404); answers the whole cart. */
var POST = endpoint(async (context) => {
	const actor = await cartActor(context);
	const { ids } = await input(context, idsInput);
	return ok(await deleteLines(actor, ids), "删除成功");
});
// \0virtual:astro:page:src/pages/api/cart/batch_delete@_@ts
var page = () => batch_delete_exports;
export { page };
