import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate, u as renderSlot } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { a as articlesOf, i as articlePath, l as HELP_CATEGORIES, o as categoryPath } from "./load-articles_CLg3EOCn.mjs";
// src/components/help/HelpSideNav.astro
createAstro("https://astro.build");
var $$HelpSideNav = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$HelpSideNav;
	const { articles, current } = Astro.props;
	const groups = HELP_CATEGORIES.map((category) => ({
		name: category.name,
		href: categoryPath(category.slug),
		links: articlesOf(articles, category.slug).flatMap((a) => {
			const href = articlePath(a);
			return href ? [{
				href,
				label: a.title
			}] : [];
		})
	}));
	groups.push({
		name: "新闻资讯",
		href: "/help_news",
		links: [{
			href: "/help_news_hy",
			label: "行业资讯"
		}, {
			href: "/help_news_company",
			label: "公司新闻"
		}]
	});
	const here = (href) => href === current ? "page" : void 0;
	return renderTemplate`${maybeRenderHead($$result)}<nav class="help-side" aria-label="帮助中心导航" data-astro-cid-iyknq3al><h2 data-astro-cid-iyknq3al><a href="/help"${addAttribute(here("/help"), "aria-current")} data-astro-cid-iyknq3al>帮助中心</a></h2>${groups.map((g) => renderTemplate`<section data-astro-cid-iyknq3al><h3 data-astro-cid-iyknq3al><a${addAttribute(g.href, "href")}${addAttribute(here(g.href), "aria-current")} data-astro-cid-iyknq3al>${g.name}</a></h3><ul data-astro-cid-iyknq3al>${g.links.map((l) => renderTemplate`<li data-astro-cid-iyknq3al><a${addAttribute(l.href, "href")}${addAttribute(here(l.href), "aria-current")} data-astro-cid-iyknq3al>${l.label}</a></li>`)}</ul></section>`)}</nav>`;
}, "/work/main/src/components/help/HelpSideNav.astro", void 0);
// src/components/help/HelpShell.astro
createAstro("https://astro.build");
var $$HelpShell = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$HelpShell;
	const { articles, current } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<div class="wrap help-shell" data-astro-cid-eiy2777n><div class="help-main" data-astro-cid-eiy2777n>${renderSlot($$result, $$slots["default"])}</div>${renderComponent($$result, "HelpSideNav", $$HelpSideNav, {
		"articles": articles,
		"current": current,
		"data-astro-cid-eiy2777n": true
	})}</div>`;
}, "/work/main/src/components/help/HelpShell.astro", void 0);
// src/components/help/Breadcrumbs.astro
createAstro("https://astro.build");
var $$Breadcrumbs = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Breadcrumbs;
	const { items } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<nav class="crumbs" aria-label="当前位置" data-astro-cid-bguunqul><ol data-astro-cid-bguunqul><li data-astro-cid-bguunqul><a href="/" data-astro-cid-bguunqul>首页</a></li>${items.map((c, i) => renderTemplate`<li data-astro-cid-bguunqul>${c.href && i < items.length - 1 ? renderTemplate`<a${addAttribute(c.href, "href")} data-astro-cid-bguunqul>${c.label}</a>` : renderTemplate`<span aria-current="page" data-astro-cid-bguunqul>${c.label}</span>`}</li>`)}</ol></nav>`;
}, "/work/main/src/components/help/Breadcrumbs.astro", void 0);
export { $$HelpShell as n, $$Breadcrumbs as t };
