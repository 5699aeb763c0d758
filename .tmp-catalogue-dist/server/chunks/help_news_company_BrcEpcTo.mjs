import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { n as $$NewsList, t as loadNewsList } from "./load-news-list_CVBBj-ft.mjs";
// src/pages/help_news_company.astro
var help_news_company_exports = /* @__PURE__ */ __exportAll({
	default: () => $$HelpNewsCompany,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$HelpNewsCompany = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$HelpNewsCompany;
	const list = await loadNewsList(Astro, "help_news_company", "company");
	if ("redirect" in list) return Astro.redirect(list.redirect, 302);
	return renderTemplate`${renderComponent($$result, "NewsList", $$NewsList, { ...list })}`;
}, "/work/main/src/pages/help_news_company.astro", void 0);
var $$file = "/work/main/src/pages/help_news_company.astro";
var $$url = "/help_news_company";
// \0virtual:astro:page:src/pages/help_news_company@_@astro
var page = () => help_news_company_exports;
export { page };
