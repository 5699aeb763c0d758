import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate, s as Fragment$2, w as unescapeHTML } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { n as routeByName } from "./route-match_vmI3D5jV.mjs";
import { B as qrSvg, D as $isLoggedIn, H as renderScript, O as $user, V as chromeData, _ as refreshOnCartAction, b as toggleCartDrawer, f as closeCartDrawer, g as loadCart, i as $cartActionFlag, m as currentRoute, n as badgeText, o as $cartCount, p as confirmRemoveCartItems, r as $cart, s as $cartDrawerOpen } from "./CartButton_rLjZ92CS.mjs";
import { t as FOOTER_HELP_GROUPS } from "./footer-help_jvYxtMYd.mjs";
import { useEffect, useRef, useState } from "react";
import { useStore } from "@nanostores/react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
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
// src/islands/cart-drawer/CartDrawer.tsx
/**
* The cart drawer of the right sidebar (spec: width 40 collapsed, 310 open). The sidebar's cart
* button toggles it; it lists the cart's items with a delete button each (asking
* "确定删除这件商品吗?"), the item count and total, and 去购物车结算. Empty: 购物车空空如也~.
* It reads the shared $cart store; it refreshes when opened and whenever the cart-action flag is
* set (an add anywhere on the page), except on cart step 1, which keeps its own state.
*/
/** The sidebar's cart button with its badge; toggles the drawer. */
function CartDrawerToggle({ className = "rs-item", badgeClass = "rs-badge" }) {
	const count = useStore($cartCount);
	const open = useStore($cartDrawerOpen);
	const badge = badgeText(count);
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		className,
		"aria-expanded": open,
		"aria-controls": "cart-drawer",
		"aria-label": badge ? `购物车，${badge} 件` : "购物车",
		onClick: toggleCartDrawer,
		children: ["购物车", badge && /* @__PURE__ */ jsx("span", {
			className: badgeClass,
			"aria-hidden": "true",
			children: badge
		})]
	});
}
function DrawerItem({ item, busy }) {
	const g = item.goods;
	return /* @__PURE__ */ jsxs("li", {
		className: `cd-item${item.invalid ? " cd-invalid" : ""}`,
		children: [
			/* @__PURE__ */ jsx("a", {
				href: `/list_info/${g.id}`,
				className: "cd-img",
				tabIndex: -1,
				"aria-hidden": "true",
				children: /* @__PURE__ */ jsx("img", {
					src: g.goods_image[0]?.list,
					alt: "",
					width: "56",
					height: "56",
					loading: "lazy"
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "cd-info",
				children: [
					/* @__PURE__ */ jsx("a", {
						href: `/list_info/${g.id}`,
						className: "cd-name",
						title: g.name,
						children: g.name
					}),
					/* @__PURE__ */ jsx("p", {
						className: "cd-spec",
						children: g.ypgg
					}),
					/* @__PURE__ */ jsx("p", {
						className: "cd-line",
						children: item.invalid ? /* @__PURE__ */ jsx("span", {
							className: "cd-tag",
							children: item.invalid_text
						}) : /* @__PURE__ */ jsxs(Fragment$1, { children: [
							/* @__PURE__ */ jsxs("span", {
								className: "price",
								children: ["¥", item.price]
							}),
							" × ",
							item.number,
							g.bzdw
						] })
					})
				]
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "cd-del",
				"aria-label": `删除 ${g.name}`,
				disabled: busy,
				onClick: () => void confirmRemoveCartItems([item.id]),
				children: "删除"
			})
		]
	});
}
/** The drawer panel (rendered inside the sidebar). */
function CartDrawer() {
	const open = useStore($cartDrawerOpen);
	const flag = useStore($cartActionFlag);
	const state = useStore($cart);
	const user = useStore($user);
	const loggedIn = useStore($isLoggedIn);
	const headingRef = useRef(null);
	useEffect(() => {
		if (!open) return;
		headingRef.current?.focus();
		if (loggedIn && currentRoute() !== "cart_step1") loadCart({ silent: true });
	}, [open, loggedIn]);
	useEffect(() => {
		if (flag) refreshOnCartAction();
	}, [flag]);
	useEffect(() => {
		if (!open) return;
		const onKey = (e) => {
			if (e.key === "Escape") closeCartDrawer();
		};
		document.addEventListener("keydown", onKey);
		return () => document.removeEventListener("keydown", onKey);
	}, [open]);
	if (!open) return null;
	const data = state.data;
	const items = data ? [...data.items, ...data.invalid_items] : [];
	let body;
	if (!user.show) body = /* @__PURE__ */ jsx("p", {
		className: "cd-empty",
		children: "加载中…"
	});
	else if (!loggedIn) body = /* @__PURE__ */ jsxs("p", {
		className: "cd-empty",
		children: [/* @__PURE__ */ jsx("a", {
			href: "/login",
			children: "登录"
		}), "后查看购物车"]
	});
	else if (state.status === "error") body = /* @__PURE__ */ jsx("p", {
		className: "cd-empty",
		role: "alert",
		children: state.error
	});
	else if (!data) body = /* @__PURE__ */ jsx("p", {
		className: "cd-empty",
		children: "加载中…"
	});
	else if (items.length === 0) body = /* @__PURE__ */ jsx("p", {
		className: "cd-empty",
		children: "购物车空空如也~"
	});
	else body = /* @__PURE__ */ jsx("ul", {
		className: "cd-list",
		children: items.map((i) => /* @__PURE__ */ jsx(DrawerItem, {
			item: i,
			busy: state.busy.includes(i.id)
		}, i.id))
	});
	return /* @__PURE__ */ jsxs("section", {
		id: "cart-drawer",
		className: "cd",
		"aria-labelledby": "cart-drawer-title",
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "cd-head",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "cart-drawer-title",
					ref: headingRef,
					tabIndex: -1,
					children: "购物车"
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "cd-close",
					"aria-label": "收起购物车",
					onClick: closeCartDrawer,
					children: "×"
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "cd-body",
				"aria-live": "polite",
				"aria-busy": state.status === "loading",
				children: body
			}),
			loggedIn && data && items.length > 0 && /* @__PURE__ */ jsxs("footer", {
				className: "cd-foot",
				children: [/* @__PURE__ */ jsxs("p", {
					className: "cd-count",
					children: [
						"共 ",
						/* @__PURE__ */ jsx("strong", { children: data.total }),
						" 件商品，已选 ",
						data.summary.selected_count,
						" 件"
					]
				}), /* @__PURE__ */ jsxs("p", {
					className: "cd-total",
					children: ["合计：", /* @__PURE__ */ jsxs("span", {
						className: "price",
						"data-testid": "cart-drawer-total",
						children: ["¥", data.summary.order_amount]
					})]
				})]
			}),
			/* @__PURE__ */ jsx("a", {
				className: "btn cd-go",
				href: "/cart_step1",
				children: "去购物车结算"
			})
		]
	});
}
// src/islands/right-sidebar/RightSidebar.tsx
/** Right sidebar: account, cart, messages (badges), customer service, WeChat QR, back to top. */
function RightSidebar({ wechatQr, hotLine }) {
	const user = useStore($user);
	const [qrOpen, setQrOpen] = useState(false);
	const drawerOpen = useStore($cartDrawerOpen);
	const messages = badgeText(user.message_count ?? 0);
	const serviceHref = user.is_can_chat && user.token ? `/chat?username=${encodeURIComponent(user.username ?? "")}&token=${encodeURIComponent(user.token)}` : "/help_fwbz_zskf";
	return /* @__PURE__ */ jsxs("aside", {
		className: "rs",
		"aria-label": "快捷工具栏",
		"data-drawer": drawerOpen ? "open" : "closed",
		children: [
			/* @__PURE__ */ jsx(CartDrawer, {}),
			/* @__PURE__ */ jsx("a", {
				className: "rs-item",
				href: "/user",
				children: "我的账户"
			}),
			/* @__PURE__ */ jsx(CartDrawerToggle, {}),
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
