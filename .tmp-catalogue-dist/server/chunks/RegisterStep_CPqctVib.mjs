import { m as maybeRenderHead, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_p0ZKMe2z.mjs";
import { t as $$AuthPanel } from "./AuthPanel_DSGr9oV1.mjs";
import { d as apiGet, f as apiPost } from "./CartButton_DwSLLjEZ.mjs";
import { a as Submit, i as SmsCodeButton, n as MOBILE_PATTERN, o as formValues, s as useSubmit, t as Field } from "./form-kit_BHo27x8B.mjs";
import { t as CompanyForm } from "./CompanyForm_DLkBSix-.mjs";
import { T as COMPANY_TYPES } from "./client_BXA_sWCA.mjs";
import { t as PROVINCE_NAMES } from "./places_B1CKE7_8.mjs";
import { n as currentAccount } from "./session_Bi72R1CB.mjs";
import { r as ticketValid } from "./register_ctZQnpym.mjs";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/islands/auth/RegisterAccountForm.tsx
/** Registration step 1: phone (checked as you leave the field), SMS code, password twice, agreement. */
function RegisterAccountForm({ flow }) {
	const { busy, errors, setErrors, submit } = useSubmit();
	const [phoneNote, setPhoneNote] = useState(null);
	async function checkPhone(event) {
		const phone = event.currentTarget.value.trim();
		setPhoneNote(null);
		if (!phone) return;
		if (!new RegExp(`^1[3-9]\\d{9}$`).test(phone)) {
			setErrors((e) => ({
				...e,
				phone: "请输入正确的手机号"
			}));
			return;
		}
		try {
			if ((await apiGet(`/api/user/phone/${phone}`, void 0, { silent: true })).exists) setErrors((e) => ({
				...e,
				phone: "该手机号已注册，请直接登录或找回密码"
			}));
			else {
				setErrors((e) => ({
					...e,
					phone: void 0
				}));
				setPhoneNote("该手机号可以注册");
			}
		} catch {}
	}
	async function onSubmit(event) {
		event.preventDefault();
		const values = formValues(event.currentTarget);
		const data = await submit(() => apiPost("/api/user/register", {
			...values,
			agree: values.agree ? "1" : "",
			flow
		}));
		if (data) location.assign(data.next);
	}
	return /* @__PURE__ */ jsxs("form", {
		onSubmit,
		noValidate: true,
		className: "reg-form",
		"aria-label": "注册账号",
		children: [
			/* @__PURE__ */ jsx(Field, {
				label: "手机号",
				name: "phone",
				type: "tel",
				inputMode: "numeric",
				autoComplete: "tel",
				maxLength: 11,
				pattern: MOBILE_PATTERN,
				placeholder: "请输入手机号，将作为登录账号",
				required: true,
				error: errors.phone,
				hint: phoneNote ?? void 0,
				onBlur: checkPhone
			}),
			/* @__PURE__ */ jsx(Field, {
				label: "短信验证码",
				name: "code",
				inputMode: "numeric",
				autoComplete: "one-time-code",
				maxLength: 6,
				placeholder: "6 位数字",
				required: true,
				error: errors.code,
				after: /* @__PURE__ */ jsx(SmsCodeButton, {
					purpose: "register",
					onError: (msg) => setErrors((e) => ({
						...e,
						phone: msg
					}))
				})
			}),
			/* @__PURE__ */ jsx(Field, {
				label: "设置密码",
				name: "password",
				type: "password",
				autoComplete: "new-password",
				placeholder: "至少 8 位，不要使用常见密码",
				required: true,
				error: errors.password,
				hint: "至少 8 位；建议字母、数字和符号组合"
			}),
			/* @__PURE__ */ jsx(Field, {
				label: "确认密码",
				name: "password_confirmation",
				type: "password",
				autoComplete: "new-password",
				placeholder: "再次输入密码",
				required: true,
				error: errors.password_confirmation
			}),
			/* @__PURE__ */ jsxs("label", {
				className: "check",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "checkbox",
						name: "agree",
						value: "1",
						"aria-describedby": errors.agree ? "agree-error" : void 0
					}),
					"我已阅读并同意",
					/* @__PURE__ */ jsx("a", {
						href: "/help/fwbz/yhxy",
						target: "_blank",
						rel: "noopener",
						children: "《用户协议》"
					})
				]
			}),
			errors.agree && /* @__PURE__ */ jsx("p", {
				className: "check-error",
				id: "agree-error",
				role: "alert",
				children: errors.agree
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "form-actions",
				children: [/* @__PURE__ */ jsx(Submit, {
					busy,
					children: "下一步，填写企业信息"
				}), /* @__PURE__ */ jsxs("span", {
					className: "muted",
					children: ["已有账号？", /* @__PURE__ */ jsx("a", {
						href: "/login",
						className: "link",
						children: "立即登录"
					})]
				})]
			})
		]
	});
}
// src/components/account/RegisterStep.astro
createAstro("https://astro.build");
var $$RegisterStep = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$RegisterStep;
	const { step, flow } = Astro.props;
	const steps = [
		"验证手机号",
		"填写企业信息",
		"注册完成"
	];
	const account = await currentAccount(Astro);
	const ticket = await Astro.session?.get("register");
	const pending = await Astro.session?.get("wechat_pending");
	const heading = flow === "dd" ? "注册会员" : flow === "wechat" ? "微信注册" : "注册账号";
	return renderTemplate`${step === 1 && account ? renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "data-astro-cid-rtgcirsq": true }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "AuthPanel", $$AuthPanel, {
		"heading": heading,
		"data-astro-cid-rtgcirsq": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<p class="form-note" data-astro-cid-rtgcirsq>您已登录（${account.store.company}）。如需为其他门店注册，请在<a href="/ddgl" data-astro-cid-rtgcirsq>多店管理</a>中添加门店，或先<a href="/basic" data-astro-cid-rtgcirsq>退出登录</a>。</p>` })}` })}` : step === 1 ? renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "data-astro-cid-rtgcirsq": true }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "AuthPanel", $$AuthPanel, {
		"heading": heading,
		"steps": steps,
		"current": 1,
		"data-astro-cid-rtgcirsq": true
	}, { "default": ($$result) => renderTemplate`${flow === "wechat" && (pending ? renderTemplate`<p class="form-note" data-astro-cid-rtgcirsq>已获得微信“${pending.nickname}”授权。验证手机号并填写企业信息后，注册的账号将与该微信绑定。已有账号？<a href="/login?bind_wechat=1" data-astro-cid-rtgcirsq>登录并绑定微信</a></p>` : renderTemplate`<p class="form-note warn" data-astro-cid-rtgcirsq>微信授权已失效。<a href="/api/user/wechat/start?intent=login" data-astro-cid-rtgcirsq>重新微信授权</a>，或直接<a href="/register/step1" data-astro-cid-rtgcirsq>手机号注册</a>。</p>`)}${flow === "dd" && renderTemplate`<p class="form-note" data-astro-cid-rtgcirsq>客户经理邀请注册通道：注册后由邀请您的客户经理为您专属服务。</p>`}${(flow !== "wechat" || pending) && renderTemplate`${renderComponent($$result, "RegisterAccountForm", RegisterAccountForm, {
		"client:load": true,
		"flow": flow,
		"data-astro-cid-rtgcirsq": true,
		"client:component-hydration": "load",
		"client:component-path": "/work/main/src/islands/auth/RegisterAccountForm.tsx",
		"client:component-export": "default"
	})}`}` })}` })}` : step === 2 ? ticketValid(ticket) ? renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "data-astro-cid-rtgcirsq": true }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "AuthPanel", $$AuthPanel, {
		"heading": heading,
		"steps": steps,
		"current": 2,
		"data-astro-cid-rtgcirsq": true
	}, { "default": ($$result) => renderTemplate`<p class="form-note" data-astro-cid-rtgcirsq>手机号 ${ticket.phone} 已验证。请填写企业信息（将用于资质审核和开具发票）。</p>${renderComponent($$result, "CompanyForm", CompanyForm, {
		"client:load": true,
		"action": "/api/user/register/company",
		"provinces": PROVINCE_NAMES,
		"companyTypes": COMPANY_TYPES,
		"submitLabel": "提交注册",
		"referrer": ticket.flow === "dd",
		"data-astro-cid-rtgcirsq": true,
		"client:component-hydration": "load",
		"client:component-path": "/work/main/src/islands/auth/CompanyForm.tsx",
		"client:component-export": "default"
	})}` })}` })}` : null : account ? renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "data-astro-cid-rtgcirsq": true }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "AuthPanel", $$AuthPanel, {
		"heading": heading,
		"steps": steps,
		"current": 3,
		"data-astro-cid-rtgcirsq": true
	}, { "default": ($$result) => renderTemplate`<div class="done" role="status" data-astro-cid-rtgcirsq><p class="ok-mark" aria-hidden="true" data-astro-cid-rtgcirsq>✓</p><h2 data-astro-cid-rtgcirsq>注册成功！</h2><p data-astro-cid-rtgcirsq>欢迎您，${account.store.company}。您的登录账号为 <strong data-astro-cid-rtgcirsq>${account.member.username}</strong>。</p><p class="muted" data-astro-cid-rtgcirsq>按国家药品经营质量管理规范（GSP），请先上传资质证件，审核通过后即可查看价格并下单采购。</p><p class="links" data-astro-cid-rtgcirsq><a class="btn" href="/zzzj" data-astro-cid-rtgcirsq>上传资质证件</a><a class="btn btn-ghost" href="/dzht" data-astro-cid-rtgcirsq>签署电子采购合同</a><a class="btn btn-ghost" href="/" data-astro-cid-rtgcirsq>先去逛逛</a></p></div>` })}` })}` : null}`;
}, "/work/main/src/components/account/RegisterStep.astro", void 0);
export { $$RegisterStep as t };
