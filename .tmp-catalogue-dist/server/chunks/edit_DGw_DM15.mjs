import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as input, t as idParam } from "./request_GH-qwdeg.mjs";
import { c as editLine, h as editInput, n as cartActor } from "./http_Cyutnwe4.mjs";
// src/pages/api/cart/[id]/edit.ts
var edit_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST api/cart/{id}/edit {number}: new quantity of a line of the active store (others' ids → 404); answers the whole cart. */
var POST = endpoint(async (context) => {
	const actor = await cartActor(context);
	const id = idParam(context.params.id);
	const { number } = await input(context, editInput);
	return ok(await editLine(actor, id, number), "数量已修改");
});
// \0virtual:astro:page:src/pages/api/cart/[id]/edit@_@ts
var page = () => edit_exports;
export { page };
