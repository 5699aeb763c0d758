import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as homeShelves, t as focusAt } from "./focus_lw1bzTaz.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
// src/pages/api/focus/index.ts
var focus_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** Home focus: carousel banners and the goods shelves. */
var GET = endpoint(async (context) => {
	const viewer = await viewerOf(context);
	const [banner, floors] = await Promise.all([focusAt("banner"), homeShelves(viewer)]);
	return ok({
		banner,
		floors
	});
});
// \0virtual:astro:page:src/pages/api/focus/index@_@ts
var page = () => focus_exports;
export { page };
