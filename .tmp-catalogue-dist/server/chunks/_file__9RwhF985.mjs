import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { a as bannerData, n as svgResponse, r as bannerSvg, t as parseImageFile } from "./svg-response_Mm35yjq8.mjs";
// src/pages/img/banner/[file].ts
var _file__exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** Drawn at the size of the slot the item fills. */
var BANNER_SIZES = {
	banner: [790, 340],
	top: [1200, 80],
	right: [230, 100],
	login: [600, 400],
	floor_ad: [1200, 120]
};
var GET = async ({ params }) => {
	const parsed = parseImageFile(params.file);
	const banner = parsed && await bannerData(parsed.id);
	if (!banner) return new Response("Not found", { status: 404 });
	const [width, height] = BANNER_SIZES[banner.position];
	return svgResponse(bannerSvg(banner.title, width, height));
};
// \0virtual:astro:page:src/pages/img/banner/[file]@_@ts
var page = () => _file__exports;
export { page };
