import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$AccountShell } from "./account_C5Tz1-Qw.mjs";
import { P as apiDelete, T as showDialog } from "./CartButton_rLjZ92CS.mjs";
import { i as loginPath, n as currentAccount } from "./session_Bi72R1CB.mjs";
import { a as wechatOf } from "./binding_CWGkotr7.mjs";
import { useState } from "react";
import { jsx } from "react/jsx-runtime";
// src/islands/account/WechatUnbind.tsx
/** 解除绑定, after a confirmation. */
function WechatUnbind({ nickname }) {
	const [busy, setBusy] = useState(false);
	function ask() {
		showDialog({
			title: "温馨提示",
			msg: `确定解除与微信“${nickname}”的绑定吗？解除后将不能使用该微信扫码登录。`,
			actions: [{ label: "取消" }, {
				label: "确定解绑",
				primary: true,
				run: () => void unbind()
			}]
		});
	}
	async function unbind() {
		setBusy(true);
		try {
			await apiDelete("/api/user/unbind_wechat");
			location.assign("/bdwx?wechat=unbound");
		} catch {
			setBusy(false);
		}
	}
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		className: "btn btn-ghost",
		onClick: ask,
		disabled: busy,
		children: busy ? "解绑中…" : "解除绑定"
	});
}
// src/pages/bdwx.astro
var bdwx_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Bdwx,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Bdwx = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Bdwx;
	const account = await currentAccount(Astro);
	if (!account) return Astro.redirect(loginPath(Astro.url), 302);
	const wechat = await wechatOf(account.member);
	const notice = {
		bound: ["", "微信绑定成功，以后可以使用微信扫码登录。"],
		unbound: ["", "已解除微信绑定。"],
		taken: ["bad", "该微信已绑定其他账号，请先在原账号中解除绑定。"],
		cancelled: ["warn", "您已取消微信授权。"],
		failed: ["bad", "微信授权失败，请稍后再试。"]
	}[Astro.url.searchParams.get("wechat") ?? ""];
	return renderTemplate`${renderComponent($$result, "AccountShell", $$AccountShell, {
		"account": account,
		"heading": "绑定微信",
		"active": "bdwx",
		"data-astro-cid-wz7lryqu": true
	}, { "default": ($$result) => renderTemplate`${notice && renderTemplate`${maybeRenderHead($$result)}<p${addAttribute(["form-note", notice[0]], "class:list")} role="status" data-astro-cid-wz7lryqu>${notice[1]}</p>`}<div class="wx" data-astro-cid-wz7lryqu><div class="wx-icon" aria-hidden="true" data-astro-cid-wz7lryqu>💬</div>${wechat ? renderTemplate`<div data-astro-cid-wz7lryqu><p class="state" data-astro-cid-wz7lryqu>已绑定微信：<strong data-astro-cid-wz7lryqu>${wechat.nickname}</strong></p><p class="muted" data-astro-cid-wz7lryqu>可使用该微信扫码登录本账号。</p><p data-astro-cid-wz7lryqu>${renderComponent($$result, "WechatUnbind", WechatUnbind, {
		"client:load": true,
		"nickname": wechat.nickname,
		"data-astro-cid-wz7lryqu": true,
		"client:component-hydration": "load",
		"client:component-path": "/work/main/src/islands/account/WechatUnbind.tsx",
		"client:component-export": "default"
	})}</p></div>` : renderTemplate`<div data-astro-cid-wz7lryqu><p class="state" data-astro-cid-wz7lryqu>未绑定微信</p><p class="muted" data-astro-cid-wz7lryqu>绑定后可以使用微信扫码快速登录，并接收订单发货等通知。</p><p data-astro-cid-wz7lryqu><a class="btn" href="/api/user/wechat/start?intent=bind" data-astro-cid-wz7lryqu>绑定微信</a></p></div>`}</div>` })}`;
}, "/work/main/src/pages/bdwx.astro", void 0);
var $$file = "/work/main/src/pages/bdwx.astro";
var $$url = "/bdwx";
// \0virtual:astro:page:src/pages/bdwx@_@astro
var page = () => bdwx_exports;
export { page };
