import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as readQuery } from "./body_Cb-0xQz4.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
import { t as readListParamsOrThrow } from "./api-params_C-ZcALCG.mjs";
import { n as listFacets, r as listGoods } from "./goods-list_BXwmT9yT.mjs";
// src/pages/api/goods/list.ts
var list_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/**
* Goods list and search results. Parameters: see src/server/catalogue/list-params.ts (filters, sort,
* page, page_size; `facets=1` adds the manufacturers and brands of the result for filter chips).
*/
var GET = endpoint(async (context) => {
	const query = readQuery(context.url);
	const params = readListParamsOrThrow(query);
	const viewer = await viewerOf(context);
	const page = await listGoods(params, viewer);
	const facets = query.facets === "1" ? await listFacets(params, viewer) : void 0;
	return ok(facets ? {
		...page,
		facets
	} : page);
});
// \0virtual:astro:page:src/pages/api/goods/list@_@ts
var page = () => list_exports;
export { page };
