import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { a as bannerTitle, n as svgResponse, r as bannerSvg, t as parseImageFile } from "./svg-response_DQo-ajAl.mjs";
// src/pages/img/banner/[file].ts
var _file__exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
var GET = async ({ params }) => {
	const parsed = parseImageFile(params.file);
	const title = parsed && await bannerTitle(parsed.id);
	if (!title) return new Response("Not found", { status: 404 });
	return svgResponse(bannerSvg(title));
};
// \0virtual:astro:page:src/pages/img/banner/[file]@_@ts
var page = () => _file__exports;
export { page };
