import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { r as NotFoundError } from "./errors_BPrdOY2Z.mjs";
import { t as parseInput } from "./validate_BxjDSFoK.mjs";
import { a as articlesOf, i as articlePath, t as loadHelpArticles, u as getHelpCategory } from "./load-articles_CLg3EOCn.mjs";
import { z } from "zod";
// src/server/content/help-category-ids.ts
var HELP_CATEGORY_IDS = Object.freeze({
	1: "xrzn",
	2: "zfps",
	3: "fwbz",
	4: "us"
});
function categorySlugOfId(id) {
	return HELP_CATEGORY_IDS[id];
}
// src/server/content/help-category-api.ts
/** `GET /api/article/category?category_id=`: one help category and its article list (spec: name, children {id, name}). */
var categoryQuery = z.object({ category_id: z.string({ error: "请选择文章分类" }).trim().regex(/^[1-9]\d{0,8}$/, "文章分类编号应为正整数").transform(Number) });
/** The listing of category `id`, built from the help collection; undefined for unknown ids. */
function categoryListing(id, articles) {
	const slug = categorySlugOfId(id);
	const category = slug && getHelpCategory(slug);
	if (!slug || !category) return void 0;
	return {
		id,
		name: category.name,
		children: articlesOf(articles, slug).flatMap((a) => {
			const url = articlePath(a);
			return url ? [{
				id: a.slug,
				name: a.title,
				summary: a.summary,
				updated: a.updated.toISOString().slice(0, 10),
				url
			}] : [];
		})
	};
}
// src/pages/api/article/category.ts
var category_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/**
* GET /api/article/category?category_id=3: the service article list (服务保障) and the other help
* categories (ids in src/server/content/help-category-ids.ts), from the same Markdown collection
* the help pages are built from. The content only changes with a deploy, so answers are cacheable.
*/
var GET = endpoint(async ({ url }) => {
	const { category_id } = parseInput(categoryQuery, Object.fromEntries(url.searchParams));
	const listing = categoryListing(category_id, await loadHelpArticles());
	if (!listing) throw new NotFoundError("文章分类不存在");
	return ok(listing, "成功", { "cache-control": "public, max-age=300" });
});
// \0virtual:astro:page:src/pages/api/article/category@_@ts
var page = () => category_exports;
export { page };
