import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as input, t as idParam } from "./request_GH-qwdeg.mjs";
import { n as cartActor, u as quickAdd, y as quickAddInput } from "./http_Cyutnwe4.mjs";
// src/pages/api/cart/quick_add/[id].ts
var _id__exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST api/cart/quick_add/{goods id} {number?}: adds one goods (default: its smallest allowed quantity), e.g. from 快捷采购. */
var POST = endpoint(async (context) => {
	const actor = await cartActor(context);
	const goodsId = idParam(context.params.id);
	const body = await input(context, quickAddInput);
	const result = await quickAdd(actor, goodsId, body);
	return ok({
		...result.data,
		notice: result.notice
	}, result.msg);
});
// \0virtual:astro:page:src/pages/api/cart/quick_add/[id]@_@ts
var page = () => _id__exports;
export { page };
