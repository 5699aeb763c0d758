import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { m as maybeRenderHead, o as renderComponent, p as renderTemplate, s as Fragment$2 } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$AccountShell } from "./account_BFYVrQnv.mjs";
import { f as apiPost } from "./CartButton_DwSLLjEZ.mjs";
import { d as showToast } from "./DeferredHeader_C8UJ4Nyq.mjs";
import { a as Submit, i as SmsCodeButton, n as MOBILE_PATTERN, o as formValues, s as useSubmit, t as Field } from "./form-kit_BHo27x8B.mjs";
import { i as loginPath, n as currentAccount } from "./session_Bi72R1CB.mjs";
import { s as maskPhone } from "./validation_BOHYM5xZ.mjs";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/islands/account/BasicInfo.tsx
/** 基础信息: contact name and login phone (a new phone needs the code sent to it). */
function ProfileForm({ name, phone }) {
	const { busy, errors, setErrors, submit } = useSubmit();
	const [newPhone, setNewPhone] = useState(phone);
	async function onSubmit(event) {
		event.preventDefault();
		if (await submit(() => apiPost("/api/user/updateUserInfo", formValues(event.currentTarget))) !== void 0) {
			showToast("保存成功", "success");
			setTimeout(() => location.reload(), 600);
		}
	}
	return /* @__PURE__ */ jsxs("form", {
		onSubmit,
		noValidate: true,
		"aria-label": "修改基础信息",
		children: [
			/* @__PURE__ */ jsx(Field, {
				label: "联系人",
				name: "name",
				defaultValue: name,
				required: true,
				maxLength: 20,
				error: errors.name
			}),
			/* @__PURE__ */ jsx(Field, {
				label: "手机号",
				name: "phone",
				type: "tel",
				inputMode: "numeric",
				maxLength: 11,
				pattern: MOBILE_PATTERN,
				value: newPhone,
				onChange: (e) => setNewPhone(e.currentTarget.value.trim()),
				required: true,
				error: errors.phone,
				hint: "手机号即登录账号，更换需验证新手机号"
			}),
			newPhone !== phone && /* @__PURE__ */ jsx(Field, {
				label: "验证码",
				name: "code",
				inputMode: "numeric",
				maxLength: 6,
				placeholder: "新手机号收到的 6 位验证码",
				required: true,
				error: errors.code,
				after: /* @__PURE__ */ jsx(SmsCodeButton, {
					purpose: "change_phone",
					onError: (msg) => setErrors((e) => ({
						...e,
						phone: msg
					}))
				})
			}),
			/* @__PURE__ */ jsx("div", {
				className: "form-actions",
				children: /* @__PURE__ */ jsx(Submit, {
					busy,
					children: "保存"
				})
			})
		]
	});
}
/** 修改密码: the old password, the new one twice. Other devices are logged out. */
function PasswordForm() {
	const { busy, errors, submit } = useSubmit();
	async function onSubmit(event) {
		event.preventDefault();
		const form = event.currentTarget;
		if (await submit(() => apiPost("/api/user/resetPassword", formValues(form))) !== void 0) {
			form.reset();
			showToast("密码已修改，其他设备需重新登录", "success");
		}
	}
	return /* @__PURE__ */ jsxs("form", {
		onSubmit,
		noValidate: true,
		"aria-label": "修改密码",
		children: [
			/* @__PURE__ */ jsx(Field, {
				label: "原密码",
				name: "old_password",
				type: "password",
				autoComplete: "current-password",
				required: true,
				error: errors.old_password
			}),
			/* @__PURE__ */ jsx(Field, {
				label: "新密码",
				name: "password",
				type: "password",
				autoComplete: "new-password",
				required: true,
				error: errors.password,
				hint: "至少 8 位，不要使用常见密码"
			}),
			/* @__PURE__ */ jsx(Field, {
				label: "确认新密码",
				name: "password_confirmation",
				type: "password",
				autoComplete: "new-password",
				required: true,
				error: errors.password_confirmation
			}),
			/* @__PURE__ */ jsx("div", {
				className: "form-actions",
				children: /* @__PURE__ */ jsx(Submit, {
					busy,
					children: "修改密码"
				})
			})
		]
	});
}
// src/pages/basic.astro
var basic_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Basic,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Basic = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Basic;
	const account = await currentAccount(Astro);
	if (!account) return Astro.redirect(loginPath(Astro.url), 302);
	const { member, store } = account;
	const rows = [
		["登录账号", member.username],
		["企业名称", store.company],
		["企业类型", store.companyType],
		["联系人", store.contact],
		["手机号", maskPhone(member.phone)],
		["固定电话", store.landline || "—"],
		["电子邮箱", store.email || "—"],
		["所在地区", `${store.province} ${store.city} ${store.district}`],
		["详细地址", store.address],
		["资质状态", store.isPassed ? "已审核通过" : "待审核"],
		["注册时间", member.createdAt.toLocaleDateString("zh-CN", { timeZone: "Asia/Shanghai" })]
	];
	return renderTemplate`${renderComponent($$result, "AccountShell", $$AccountShell, {
		"account": account,
		"heading": "基础信息",
		"active": "basic",
		"data-astro-cid-taoiauyo": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<dl class="info" data-astro-cid-taoiauyo>${rows.map(([k, v]) => renderTemplate`${renderComponent($$result, "Fragment", Fragment$2, {}, { "default": ($$result) => renderTemplate`<dt data-astro-cid-taoiauyo>${k}</dt><dd data-astro-cid-taoiauyo>${v}</dd>` })}`)}</dl><p class="muted small" data-astro-cid-taoiauyo>企业名称、类型、地址与资质证件一致，如需变更请联系客户经理。</p><section class="sub-panel" aria-labelledby="edit-h" data-astro-cid-taoiauyo><h2 id="edit-h" data-astro-cid-taoiauyo>修改联系人与手机号</h2>${renderComponent($$result, "ProfileForm", ProfileForm, {
		"client:load": true,
		"name": member.name,
		"phone": member.phone,
		"data-astro-cid-taoiauyo": true,
		"client:component-hydration": "load",
		"client:component-path": "/work/main/src/islands/account/BasicInfo.tsx",
		"client:component-export": "ProfileForm"
	})}</section><section class="sub-panel" aria-labelledby="pw-h" data-astro-cid-taoiauyo><h2 id="pw-h" data-astro-cid-taoiauyo>修改登录密码</h2>${renderComponent($$result, "PasswordForm", PasswordForm, {
		"client:visible": true,
		"data-astro-cid-taoiauyo": true,
		"client:component-hydration": "visible",
		"client:component-path": "/work/main/src/islands/account/BasicInfo.tsx",
		"client:component-export": "PasswordForm"
	})}</section>` })}`;
}, "/work/main/src/pages/basic.astro", void 0);
var $$file = "/work/main/src/pages/basic.astro";
var $$url = "/basic";
// \0virtual:astro:page:src/pages/basic@_@astro
var page = () => basic_exports;
export { page };
