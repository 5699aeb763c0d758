import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as readQuery } from "./body_Cb-0xQz4.mjs";
import { r as NotFoundError } from "./errors_BPrdOY2Z.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
import { t as readListParamsOrThrow } from "./api-params_C-ZcALCG.mjs";
import { n as parseGoodsId } from "./goods-detail_Cz6DYFKJ.mjs";
import { i as brandDetail } from "./zones_DtNNlUc0.mjs";
// src/pages/api/focus/brand/[id].ts
var _id__exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** One brand with a page of its goods (list parameters apply); unknown brands are a 404. */
var GET = endpoint(async (context) => {
	const params = readListParamsOrThrow(readQuery(context.url));
	const id = parseGoodsId(context.params.id);
	const detail = id === null ? null : await brandDetail(id, params, await viewerOf(context));
	if (!detail) throw new NotFoundError("品牌不存在");
	return ok(detail);
});
// \0virtual:astro:page:src/pages/api/focus/brand/[id]@_@ts
var page = () => _id__exports;
export { page };
