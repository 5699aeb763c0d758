import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate, u as renderSlot } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_p0ZKMe2z.mjs";
import { a as unreadCount } from "./messages_B_uWwfgi.mjs";
// src/components/account/AccountShell.astro
createAstro("https://astro.build");
var $$AccountShell = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$AccountShell;
	const { account, heading, active } = Astro.props;
	const unread = await unreadCount(account.store.id);
	const groups = [{
		title: "账户中心",
		links: [
			[
				"basic",
				"/basic",
				"基础信息"
			],
			[
				"zzzj",
				"/zzzj",
				"资质证件"
			],
			[
				"ddgl",
				"/ddgl",
				"多店管理"
			],
			[
				"bdwx",
				"/bdwx",
				"绑定微信"
			],
			[
				"addr",
				"/addr",
				"收货地址"
			],
			[
				"wdxx",
				"/wdxx",
				"我的消息"
			],
			[
				"dzht",
				"/dzht",
				"电子采购合同"
			]
		]
	}, {
		title: "交易管理",
		links: [
			[
				"user",
				"/user",
				"会员中心"
			],
			[
				"order",
				"/order",
				"我的订单"
			],
			[
				"wdqb",
				"/wdqb",
				"我的钱包"
			]
		]
	}];
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "data-astro-cid-r572csit": true }, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="centre wrap" data-astro-cid-r572csit><nav class="side" aria-label="账户中心导航" data-astro-cid-r572csit><p class="who" data-astro-cid-r572csit><strong data-astro-cid-r572csit>${account.store.company}</strong><span${addAttribute(["state", { ok: account.store.isPassed }], "class:list")} data-astro-cid-r572csit>${account.store.isPassed ? "资质已审核" : "资质待审核"}</span></p>${groups.map((g) => renderTemplate`<div class="group" data-astro-cid-r572csit><h2 data-astro-cid-r572csit>${g.title}</h2><ul data-astro-cid-r572csit>${g.links.map(([key, href, label]) => renderTemplate`<li data-astro-cid-r572csit><a${addAttribute(href, "href")}${addAttribute(key === active ? "page" : void 0, "aria-current")} data-astro-cid-r572csit>${label}${key === "wdxx" && unread > 0 && renderTemplate`<span class="badge" data-unread-badge${addAttribute(`${unread} 条未读`, "aria-label")} data-astro-cid-r572csit>${unread > 99 ? "99+" : unread}</span>`}</a></li>`)}</ul></div>`)}</nav><section class="content" aria-labelledby="centre-heading" data-astro-cid-r572csit><h1 id="centre-heading" data-astro-cid-r572csit>${heading}</h1>${renderSlot($$result, $$slots["default"])}</section></div>` })}`;
}, "/work/main/src/components/account/AccountShell.astro", void 0);
export { $$AccountShell as t };
