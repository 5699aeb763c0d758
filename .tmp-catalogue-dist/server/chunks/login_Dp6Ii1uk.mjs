import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { m as maybeRenderHead, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_p0ZKMe2z.mjs";
import { f as apiPost, s as markLoggedIn } from "./CartButton_DwSLLjEZ.mjs";
import { a as Submit, i as SmsCodeButton, n as MOBILE_PATTERN, o as formValues, s as useSubmit, t as Field } from "./form-kit_BHo27x8B.mjs";
import { n as currentAccount } from "./session_Bi72R1CB.mjs";
import { t as safeNext } from "./safe-next_BrXWNpk3.mjs";
import { r as getSiteSettings } from "./user-base_pSYcovz0.mjs";
import { useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/islands/auth/LoginForm.tsx
/** /login: password or SMS-code login (tabs), WeChat login link, links to register and forgot password. */
function LoginForm({ redirect, bindWechat, notice }) {
	const [mode, setMode] = useState("password");
	const { busy, errors, setErrors, submit } = useSubmit();
	async function onSubmit(event) {
		event.preventDefault();
		const body = {
			...formValues(event.currentTarget),
			type: mode,
			redirect,
			...bindWechat ? { bind_wechat: "1" } : {}
		};
		const data = await submit(() => apiPost("/api/user/login", body));
		if (!data) return;
		markLoggedIn();
		location.assign(data.next || "/");
	}
	const tab = (value, label) => /* @__PURE__ */ jsx("button", {
		type: "button",
		role: "tab",
		id: `tab-${value}`,
		"aria-selected": mode === value,
		"aria-controls": "login-panel",
		tabIndex: mode === value ? 0 : -1,
		className: mode === value ? "on" : "",
		onClick: () => {
			setMode(value);
			setErrors({});
		},
		onKeyDown: (e) => {
			if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
				const next = mode === "password" ? "sms" : "password";
				setMode(next);
				document.getElementById(`tab-${next}`)?.focus();
			}
		},
		children: label
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "login-box",
		children: [
			/* @__PURE__ */ jsx("h2", {
				className: "login-title",
				children: "会员登录"
			}),
			notice && /* @__PURE__ */ jsx("p", {
				className: "form-note warn",
				role: "status",
				children: notice
			}),
			bindWechat && /* @__PURE__ */ jsxs("p", {
				className: "form-note",
				role: "status",
				children: [
					"登录已有账号后，将自动绑定微信“",
					bindWechat,
					"”。"
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				role: "tablist",
				"aria-label": "登录方式",
				className: "login-tabs",
				children: [tab("password", "密码登录"), tab("sms", "短信验证码登录")]
			}),
			/* @__PURE__ */ jsxs("form", {
				id: "login-panel",
				role: "tabpanel",
				"aria-labelledby": `tab-${mode}`,
				onSubmit,
				noValidate: true,
				className: "login-form",
				children: [
					mode === "password" ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(Field, {
						label: "账号",
						name: "account",
						autoComplete: "username",
						placeholder: "用户名或手机号",
						required: true,
						error: errors.account
					}, "account"), /* @__PURE__ */ jsx(Field, {
						label: "密码",
						name: "password",
						type: "password",
						autoComplete: "current-password",
						placeholder: "请输入密码",
						required: true,
						error: errors.password
					}, "password")] }) : /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(Field, {
						label: "手机号",
						name: "phone",
						type: "tel",
						inputMode: "numeric",
						autoComplete: "tel",
						maxLength: 11,
						pattern: MOBILE_PATTERN,
						placeholder: "请输入注册手机号",
						required: true,
						error: errors.phone
					}, "phone"), /* @__PURE__ */ jsx(Field, {
						label: "验证码",
						name: "code",
						inputMode: "numeric",
						autoComplete: "one-time-code",
						maxLength: 6,
						placeholder: "6 位数字",
						required: true,
						error: errors.code,
						after: /* @__PURE__ */ jsx(SmsCodeButton, {
							purpose: "login",
							onError: (msg) => setErrors((e) => ({
								...e,
								phone: msg
							}))
						})
					}, "code")] }),
					/* @__PURE__ */ jsx("div", {
						className: "login-actions",
						children: /* @__PURE__ */ jsx(Submit, {
							busy,
							children: "登 录"
						})
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "login-links",
						children: [/* @__PURE__ */ jsx("a", {
							href: "/forget",
							children: "忘记密码？"
						}), /* @__PURE__ */ jsx("a", {
							href: "/register",
							children: "免费注册"
						})]
					})
				]
			}),
			!bindWechat && /* @__PURE__ */ jsx("p", {
				className: "login-wechat",
				children: /* @__PURE__ */ jsxs("a", {
					className: "btn btn-ghost",
					href: `/api/user/wechat/start?intent=login&redirect=${encodeURIComponent(redirect)}`,
					children: [/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						children: "💬"
					}), " 微信扫码登录"]
				})
			})
		]
	});
}
// src/pages/login.astro
var login_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Login,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Login = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Login;
	const redirect = safeNext(Astro.url.searchParams.get("redirect"), "/");
	if (await currentAccount(Astro)) return Astro.redirect(redirect, 302);
	const settings = await getSiteSettings();
	const pending = await Astro.session?.get("wechat_pending");
	const bindWechat = Astro.url.searchParams.get("bind_wechat") === "1" && pending ? pending.nickname : null;
	const notice = {
		expired: "微信授权已过期，请重新扫码",
		cancelled: "您已取消微信授权",
		failed: "微信登录失败，请稍后再试或使用账号密码登录"
	}[Astro.url.searchParams.get("wechat") ?? ""] ?? null;
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="login-stage"><div class="wrap login-inner"><div class="login-pitch" aria-hidden="true"><p class="big">${settings.siteName} · 医药采购批发平台</p><p>药品 · 中药饮片 · 医疗器械 一站采购</p><ul><li>✓ 正规渠道，GSP 合规供货</li><li>✓ 阶梯批发价，满减、优惠券天天有</li><li>✓ 专属客户经理，一对一服务</li></ul></div>${renderComponent($$result, "LoginForm", LoginForm, {
		"client:load": true,
		"redirect": redirect,
		"bindWechat": bindWechat,
		"notice": notice,
		"client:component-hydration": "load",
		"client:component-path": "/work/main/src/islands/auth/LoginForm.tsx",
		"client:component-export": "default"
	})}</div></div>` })}`;
}, "/work/main/src/pages/login.astro", void 0);
var $$file = "/work/main/src/pages/login.astro";
var $$url = "/login";
// \0virtual:astro:page:src/pages/login@_@astro
var page = () => login_exports;
export { page };
