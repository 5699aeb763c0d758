import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate, s as Fragment$2, w as unescapeHTML } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { n as routeByName } from "./route-match_vmI3D5jV.mjs";
import { b as renderScript, n as badgeText, r as $user, v as qrSvg, y as chromeData } from "./CartButton_DwSLLjEZ.mjs";
import { t as FOOTER_HELP_GROUPS } from "./footer-help_jvYxtMYd.mjs";
import { useState } from "react";
import { useStore } from "@nanostores/react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/chrome/SiteFooter.astro
createAstro("https://astro.build");
var $$SiteFooter = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$SiteFooter;
	const { chrome } = Astro.props;
	const { settings } = chrome;
	const [wechatQr, appQr] = await Promise.all([qrSvg(new URL("/?from=wechat", Astro.url).href), qrSvg(new URL("/?from=app", Astro.url).href)]);
	const year = (/* @__PURE__ */ new Date()).getFullYear();
	return renderTemplate`${maybeRenderHead($$result)}<footer class="site-footer" data-astro-cid-3a5wmu7c><ul class="promises wrap" aria-label="服务承诺" data-astro-cid-3a5wmu7c><li data-astro-cid-3a5wmu7c>正品保障</li><li data-astro-cid-3a5wmu7c>资质齐全</li><li data-astro-cid-3a5wmu7c>极速配送</li><li data-astro-cid-3a5wmu7c>专属客服</li></ul><div class="wrap footer-main" data-astro-cid-3a5wmu7c>${FOOTER_HELP_GROUPS.map((group) => renderTemplate`<section class="help-group"${addAttribute(`fg-${group.slug}`, "aria-labelledby")} data-astro-cid-3a5wmu7c><h2${addAttribute(`fg-${group.slug}`, "id")} data-astro-cid-3a5wmu7c>${group.name}</h2><ul data-astro-cid-3a5wmu7c>${group.links.map((link) => renderTemplate`<li data-astro-cid-3a5wmu7c><a${addAttribute(link.href, "href")} data-astro-cid-3a5wmu7c>${link.title}</a></li>`)}</ul></section>`)}<div class="qr" data-astro-cid-3a5wmu7c><figure data-astro-cid-3a5wmu7c>${renderComponent($$result, "Fragment", Fragment$2, {}, { "default": async ($$result) => renderTemplate`${unescapeHTML(wechatQr)}` })}<figcaption data-astro-cid-3a5wmu7c>关注官方公众号</figcaption></figure><figure data-astro-cid-3a5wmu7c>${renderComponent($$result, "Fragment", Fragment$2, {}, { "default": async ($$result) => renderTemplate`${unescapeHTML(appQr)}` })}<figcaption data-astro-cid-3a5wmu7c>下载手机APP</figcaption></figure></div></div><div class="wrap legal" data-astro-cid-3a5wmu7c><p data-astro-cid-3a5wmu7c>${settings.company.name}　地址：${settings.company.address}　客服热线：${settings.hotLine}</p><p class="licences" data-astro-cid-3a5wmu7c>${settings.company.licences.map((l) => renderTemplate`<span data-astro-cid-3a5wmu7c>${l.label}：${l.number}</span>`)}</p><p data-astro-cid-3a5wmu7c>© <span data-year data-astro-cid-3a5wmu7c>${year}</span> ${settings.siteName} 版权所有　${settings.company.icp}</p></div></footer>${renderScript($$result, "/work/main/src/components/chrome/SiteFooter.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/main/src/components/chrome/SiteFooter.astro", void 0);
// src/islands/right-sidebar/RightSidebar.tsx
/** Right sidebar: account, cart, messages (badges), customer service, WeChat QR, back to top. */
function RightSidebar({ wechatQr, hotLine }) {
	const user = useStore($user);
	const [qrOpen, setQrOpen] = useState(false);
	const cart = badgeText(user.cart ?? 0);
	const messages = badgeText(user.message_count ?? 0);
	const serviceHref = user.is_can_chat && user.token ? `/chat?username=${encodeURIComponent(user.username ?? "")}&token=${encodeURIComponent(user.token)}` : "/help_fwbz_zskf";
	return /* @__PURE__ */ jsxs("aside", {
		className: "rs",
		"aria-label": "快捷工具栏",
		children: [
			/* @__PURE__ */ jsx("a", {
				className: "rs-item",
				href: "/user",
				children: "我的账户"
			}),
			/* @__PURE__ */ jsxs("a", {
				className: "rs-item",
				href: "/cart",
				"aria-label": cart ? `购物车，${cart} 件` : "购物车",
				children: ["购物车", cart && /* @__PURE__ */ jsx("span", {
					className: "rs-badge",
					"aria-hidden": "true",
					children: cart
				})]
			}),
			/* @__PURE__ */ jsxs("a", {
				className: "rs-item",
				href: "/wdxx",
				"aria-label": messages ? `我的消息，${messages} 条未读` : "我的消息",
				children: ["消息", messages && /* @__PURE__ */ jsx("span", {
					className: "rs-badge",
					"aria-hidden": "true",
					children: messages
				})]
			}),
			/* @__PURE__ */ jsx("a", {
				className: "rs-item",
				href: serviceHref,
				title: hotLine ? `客服热线 ${hotLine}` : void 0,
				children: "客服"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "rs-qr-wrap",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "rs-item",
					"aria-expanded": qrOpen,
					"aria-controls": "rs-qr",
					onClick: () => setQrOpen(!qrOpen),
					children: "微信"
				}), qrOpen && /* @__PURE__ */ jsxs("div", {
					id: "rs-qr",
					className: "rs-qr",
					role: "group",
					"aria-label": "扫码关注公众号",
					children: [/* @__PURE__ */ jsx("div", { dangerouslySetInnerHTML: { __html: wechatQr } }), /* @__PURE__ */ jsx("p", { children: "扫码关注公众号" })]
				})]
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "rs-item rs-top",
				onClick: () => window.scrollTo({
					top: 0,
					behavior: "smooth"
				}),
				children: "顶部"
			})
		]
	});
}
// src/layouts/DeferredFooter.astro
createAstro("https://astro.build");
var $$DeferredFooter = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$DeferredFooter;
	const chrome = await chromeData(Astro, routeByName(Astro.props.routeName) ?? routeByName("404"));
	const { flags, settings } = chrome;
	const wechatQr = flags.sidebar ? await qrSvg(new URL("/?from=wechat", Astro.url).href) : "";
	Astro.response.headers.set("cache-control", "private, no-cache");
	return renderTemplate`${flags.footer && renderTemplate`${renderComponent($$result, "SiteFooter", $$SiteFooter, { "chrome": chrome })}`}${flags.sidebar && renderTemplate`${renderComponent($$result, "RightSidebar", RightSidebar, {
		"client:idle": true,
		"wechatQr": wechatQr,
		"hotLine": settings.hotLine,
		"client:component-hydration": "idle",
		"client:component-path": "/work/main/src/islands/right-sidebar/RightSidebar.tsx",
		"client:component-export": "default"
	})}`}`;
}, "/work/main/src/layouts/DeferredFooter.astro", void 0);
var $$file = "/work/main/src/layouts/DeferredFooter.astro";
var $$url = void 0;
export { $$SiteFooter as a, RightSidebar as i, $$file as n, $$url as r, $$DeferredFooter as t };
