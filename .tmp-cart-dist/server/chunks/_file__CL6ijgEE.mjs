import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { i as goodsSvg, n as svgResponse, s as goodsImageData, t as parseImageFile } from "./svg-response_Mm35yjq8.mjs";
// src/pages/img/goods/[file].ts
var _file__exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
var GET = async ({ params }) => {
	const parsed = parseImageFile(params.file);
	const data = parsed && await goodsImageData(parsed.id);
	if (!parsed || !data || parsed.view < 1 || parsed.view > data.imageCount) return new Response("Not found", { status: 404 });
	return svgResponse(goodsSvg({
		...data,
		view: parsed.view
	}));
};
// \0virtual:astro:page:src/pages/img/goods/[file]@_@ts
var page = () => _file__exports;
export { page };
