import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { r as NotFoundError } from "./errors_BPrdOY2Z.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
import { n as parseGoodsId, t as goodsDetail } from "./goods-detail_Cz6DYFKJ.mjs";
// src/pages/api/goods/detail/[id].ts
var _id__exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** One product with everything the detail page shows; unknown, off-sale or unreleased ids are a 404. */
var GET = endpoint(async (context) => {
	const id = parseGoodsId(context.params.id);
	const detail = id === null ? null : await goodsDetail(id, await viewerOf(context));
	if (!detail) throw new NotFoundError("商品不存在或已下架");
	return ok(detail);
});
// \0virtual:astro:page:src/pages/api/goods/detail/[id]@_@ts
var page = () => _id__exports;
export { page };
