import { g as addAttribute, h as renderHead, o as renderComponent, p as renderTemplate, s as Fragment$2, u as renderSlot } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { n as documentTitle, r as routeFlags } from "./routes_CVUP_fD1.mjs";
import { n as routeByName } from "./route-match_vmI3D5jV.mjs";
import { v as qrSvg, y as chromeData } from "./CartButton_DwSLLjEZ.mjs";
import { a as $$SiteHeader, c as chooseAction, i as $$NavBar, l as dismiss, o as $activeModal, s as $toasts, t as $$DeferredHeader } from "./DeferredHeader_C8UJ4Nyq.mjs";
import { a as $$SiteFooter, i as RightSidebar, t as $$DeferredFooter } from "./DeferredFooter_Czflxkn2.mjs";
import { useEffect, useId, useRef } from "react";
import { useStore } from "@nanostores/react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/islands/notifier/Notifier.tsx
/**
* Renders the notice store: polite toasts, and one alert / dialog at a time as a modal alertdialog
* (focus on the primary button, Tab kept inside, Escape closes, focus returned on close).
* Mount once per page, e.g. `<Notifier client:load />` in the base layout.
*/
function focusables(root) {
	return root ? Array.from(root.querySelectorAll("button:not([disabled]), [href], [tabindex]:not([tabindex=\"-1\"])")) : [];
}
function ModalView({ modal }) {
	const titleId = useId();
	const msgId = useId();
	const boxRef = useRef(null);
	const primaryRef = useRef(null);
	const primaryIndex = Math.max(0, modal.actions.findIndex((a) => a.primary));
	useEffect(() => {
		const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		primaryRef.current?.focus();
		const onKeyDown = (event) => {
			if (event.key === "Escape") {
				event.preventDefault();
				dismiss(modal.id);
			} else if (event.key === "Tab") {
				const items = focusables(boxRef.current);
				const first = items[0];
				const last = items[items.length - 1];
				if (!first || !last) return;
				const inside = boxRef.current?.contains(document.activeElement) ?? false;
				if (event.shiftKey && (document.activeElement === first || !inside)) {
					event.preventDefault();
					last.focus();
				} else if (!event.shiftKey && (document.activeElement === last || !inside)) {
					event.preventDefault();
					first.focus();
				}
			}
		};
		document.addEventListener("keydown", onKeyDown);
		return () => {
			document.removeEventListener("keydown", onKeyDown);
			if (previous?.isConnected) previous.focus();
		};
	}, [modal.id]);
	return /* @__PURE__ */ jsx("div", {
		className: "nt-backdrop",
		children: /* @__PURE__ */ jsxs("div", {
			ref: boxRef,
			className: `nt-modal nt-modal--${modal.type}`,
			role: "alertdialog",
			"aria-modal": "true",
			"aria-labelledby": titleId,
			"aria-describedby": msgId,
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: titleId,
					className: "nt-modal__title",
					children: modal.title
				}),
				/* @__PURE__ */ jsx("p", {
					id: msgId,
					className: "nt-modal__msg",
					children: modal.msg
				}),
				/* @__PURE__ */ jsx("div", {
					className: "nt-modal__actions",
					children: modal.actions.map((action, i) => /* @__PURE__ */ jsx("button", {
						ref: i === primaryIndex ? primaryRef : void 0,
						type: "button",
						className: i === primaryIndex ? "nt-btn nt-btn--primary" : "nt-btn",
						onClick: () => chooseAction(modal.id, action),
						children: action.label
					}, action.label))
				})
			]
		})
	});
}
function Notifier() {
	const toasts = useStore($toasts);
	const modal = useStore($activeModal);
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("div", {
		className: "nt-toasts",
		role: "status",
		"aria-live": "polite",
		children: toasts.map((toast) => /* @__PURE__ */ jsxs("div", {
			className: `nt-toast nt-toast--${toast.kind}`,
			children: [/* @__PURE__ */ jsx("span", {
				className: "nt-toast__icon",
				"aria-hidden": "true"
			}), /* @__PURE__ */ jsx("span", {
				className: "nt-toast__msg",
				children: toast.msg
			})]
		}, toast.id))
	}), modal && /* @__PURE__ */ jsx(ModalView, { modal }, modal.id)] });
}
// src/layouts/BaseLayout.astro
createAstro("https://astro.build");
var $$BaseLayout = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$BaseLayout;
	const { title, description, route: routeOverride, menuExpanded = false } = Astro.props;
	const chrome = Astro.isPrerendered ? null : await chromeData(Astro, routeOverride);
	const route = chrome?.route ?? routeOverride ?? Astro.locals.route ?? routeByName("404");
	const flags = chrome?.flags ?? routeFlags(route);
	const siteName = chrome?.settings.siteName ?? (process.env.SITE_NAME || "药采");
	const pageTitle = documentTitle(title ?? route.title, siteName);
	const wechatQr = chrome && flags.sidebar ? await qrSvg(new URL("/?from=wechat", Astro.url).href) : "";
	const headerKind = flags.header ? "full" : flags.loginHeader ? "slim" : "none";
	return renderTemplate`<html lang="zh-CN" data-astro-cid-z4jru4n3><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${pageTitle}</title><meta name="description"${addAttribute(description ?? `${siteName}：面向药店、诊所的医药批发采购平台，药品、中药饮片、医疗器械一站采购。`, "content")}><link rel="icon" href="/favicon.svg" type="image/svg+xml"><meta name="route"${addAttribute(route.name, "content")}>${!flags.keepScroll && renderTemplate`<script>history.scrollRestoration = 'manual'; addEventListener('load', () => scrollTo(0, 0));<\/script>`}${renderSlot($$result, $$slots["head"])}${renderHead($$result)}</head><body${addAttribute(route.name, "data-route")}${addAttribute({ "has-sidebar": flags.sidebar }, "class:list")} data-astro-cid-z4jru4n3><a class="skip" href="#main" data-astro-cid-z4jru4n3>跳到主要内容</a>${chrome ? renderTemplate`${renderComponent($$result, "Fragment", Fragment$2, {}, { "default": ($$result) => renderTemplate`${(flags.header || flags.loginHeader) && renderTemplate`${renderComponent($$result, "SiteHeader", $$SiteHeader, {
		"chrome": chrome,
		"data-astro-cid-z4jru4n3": true
	})}`}${flags.nav && renderTemplate`${renderComponent($$result, "NavBar", $$NavBar, {
		"chrome": chrome,
		"menuExpanded": menuExpanded,
		"data-astro-cid-z4jru4n3": true
	})}`}` })}` : (headerKind !== "none" || flags.nav) && renderTemplate`${renderComponent($$result, "DeferredHeader", $$DeferredHeader, {
		"routeName": route.name,
		"data-astro-cid-z4jru4n3": true,
		"server:component-directive": "defer",
		"server:component-path": "/work/main/src/layouts/DeferredHeader.astro",
		"server:component-export": "default"
	}, { "fallback": ($$result) => renderTemplate`<div class="chrome-wait"${addAttribute(headerKind, "data-header")} aria-hidden="true" data-astro-cid-z4jru4n3></div>` })}`}<main id="main" tabindex="-1" data-astro-cid-z4jru4n3>${renderSlot($$result, $$slots["default"])}</main>${chrome ? renderTemplate`${renderComponent($$result, "Fragment", Fragment$2, {}, { "default": ($$result) => renderTemplate`${flags.footer && renderTemplate`${renderComponent($$result, "SiteFooter", $$SiteFooter, {
		"chrome": chrome,
		"data-astro-cid-z4jru4n3": true
	})}`}${flags.sidebar && renderTemplate`${renderComponent($$result, "RightSidebar", RightSidebar, {
		"client:idle": true,
		"wechatQr": wechatQr,
		"hotLine": chrome.settings.hotLine,
		"data-astro-cid-z4jru4n3": true,
		"client:component-hydration": "idle",
		"client:component-path": "/work/main/src/islands/right-sidebar/RightSidebar.tsx",
		"client:component-export": "default"
	})}`}` })}` : (flags.footer || flags.sidebar) && renderTemplate`${renderComponent($$result, "DeferredFooter", $$DeferredFooter, {
		"routeName": route.name,
		"data-astro-cid-z4jru4n3": true,
		"server:component-directive": "defer",
		"server:component-path": "/work/main/src/layouts/DeferredFooter.astro",
		"server:component-export": "default"
	})}`}${renderComponent($$result, "Notifier", Notifier, {
		"client:idle": true,
		"data-astro-cid-z4jru4n3": true,
		"client:component-hydration": "idle",
		"client:component-path": "/work/main/src/islands/notifier/Notifier.tsx",
		"client:component-export": "default"
	})}</body></html>`;
}, "/work/main/src/layouts/BaseLayout.astro", "self");
export { $$BaseLayout as t };
