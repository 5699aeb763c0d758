import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as input } from "./request_GH-qwdeg.mjs";
import { b as selectInput, d as selectLines, n as cartActor } from "./http_Cyutnwe4.mjs";
// src/pages/api/cart/batch_select.ts
var batch_select_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST /api/cart/batch_select {ids, is_selected}: (un)selects lines; unbuyable ones stay unselected; answers the whole cart. */
var POST = endpoint(async (context) => {
	const actor = await cartActor(context);
	const { ids, is_selected } = await input(context, selectInput);
	return ok(await selectLines(actor, ids, is_selected === 1));
});
// \0virtual:astro:page:src/pages/api/cart/batch_select@_@ts
var page = () => batch_select_exports;
export { page };
