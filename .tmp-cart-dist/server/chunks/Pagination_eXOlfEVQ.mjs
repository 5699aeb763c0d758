import { g as addAttribute, m as maybeRenderHead, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
// src/components/catalogue/Pagination.astro
createAstro("https://astro.build");
var $$Pagination = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Pagination;
	const { page, lastPage, total, href, hidden = {}, jump = true } = Astro.props;
	const around = 2;
	const pages = [];
	for (let p = 1; p <= lastPage; p++) if (p === 1 || p === lastPage || Math.abs(p - page) <= around) pages.push(p);
	else if (pages[pages.length - 1] !== "…") pages.push("…");
	const action = href(1).split("?")[0];
	return renderTemplate`${lastPage > 1 && renderTemplate`${maybeRenderHead($$result)}<nav class="pager" aria-label="分页" data-astro-cid-kcsfiltf>${page > 1 ? renderTemplate`<a${addAttribute(href(page - 1), "href")} rel="prev" data-astro-cid-kcsfiltf>上一页</a>` : renderTemplate`<span class="off" aria-disabled="true" data-astro-cid-kcsfiltf>上一页</span>`}${pages.map((p) => p === "…" ? renderTemplate`<span class="gap" data-astro-cid-kcsfiltf>…</span>` : p === page ? renderTemplate`<span class="cur" aria-current="page" data-astro-cid-kcsfiltf>${p}</span>` : renderTemplate`<a${addAttribute(href(p), "href")} data-astro-cid-kcsfiltf>${p}</a>`)}${page < lastPage ? renderTemplate`<a${addAttribute(href(page + 1), "href")} rel="next" data-astro-cid-kcsfiltf>下一页</a>` : renderTemplate`<span class="off" aria-disabled="true" data-astro-cid-kcsfiltf>下一页</span>`}<span class="sum" data-astro-cid-kcsfiltf>共 ${lastPage} 页 / ${total} 件</span>${jump && renderTemplate`<form method="get"${addAttribute(action, "action")} class="jump" data-astro-cid-kcsfiltf>${Object.entries(hidden).map(([name, value]) => renderTemplate`<input type="hidden"${addAttribute(name, "name")}${addAttribute(value, "value")} data-astro-cid-kcsfiltf>`)}<label data-astro-cid-kcsfiltf>到第 <input type="number" name="page" min="1"${addAttribute(lastPage, "max")}${addAttribute(page, "value")} aria-label="页码" data-astro-cid-kcsfiltf> 页</label><button type="submit" class="btn btn-ghost" data-astro-cid-kcsfiltf>确定</button></form>`}</nav>`}`;
}, "/work/main/src/components/catalogue/Pagination.astro", void 0);
export { $$Pagination as t };
