import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { n as svgResponse, o as brandName, r as bannerSvg, t as parseImageFile } from "./svg-response_Mm35yjq8.mjs";
// src/pages/img/brand/[file].ts
var _file__exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
var GET = async ({ params }) => {
	const parsed = parseImageFile(params.file);
	const name = parsed && await brandName(parsed.id);
	if (!name) return new Response("Not found", { status: 404 });
	return svgResponse(bannerSvg(name, 240, 100));
};
// \0virtual:astro:page:src/pages/img/brand/[file]@_@ts
var page = () => _file__exports;
export { page };
