import { I as apiPost } from "./CartButton_rLjZ92CS.mjs";
import { a as Submit, i as SmsCodeButton, n as MOBILE_PATTERN, o as formValues, s as useSubmit, t as Field } from "./form-kit_FC7SUJRk.mjs";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/islands/auth/ForgetForm.tsx
/** Forgot password: step 1 proves the phone with a code, step 2 sets the new password. */
function ForgetForm({ step }) {
	const { busy, errors, setErrors, submit } = useSubmit();
	async function onSubmit(event) {
		event.preventDefault();
		const values = formValues(event.currentTarget);
		const path = step === 1 ? "/api/user/forget" : "/api/user/resetPassword";
		const data = await submit(() => apiPost(path, values));
		if (data) location.assign(data.next);
	}
	return /* @__PURE__ */ jsx("form", {
		onSubmit,
		noValidate: true,
		"aria-label": step === 1 ? "验证手机号" : "设置新密码",
		children: step === 1 ? /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx(Field, {
				label: "手机号",
				name: "phone",
				type: "tel",
				inputMode: "numeric",
				autoComplete: "tel",
				maxLength: 11,
				pattern: MOBILE_PATTERN,
				placeholder: "注册时使用的手机号",
				required: true,
				error: errors.phone
			}),
			/* @__PURE__ */ jsx(Field, {
				label: "验证码",
				name: "code",
				inputMode: "numeric",
				autoComplete: "one-time-code",
				maxLength: 6,
				placeholder: "6 位数字",
				required: true,
				error: errors.code,
				after: /* @__PURE__ */ jsx(SmsCodeButton, {
					purpose: "reset",
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
					children: "下一步"
				})
			})
		] }) : /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx(Field, {
				label: "新密码",
				name: "password",
				type: "password",
				autoComplete: "new-password",
				placeholder: "至少 8 位",
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
					children: "重置密码"
				})
			})
		] })
	});
}
export { ForgetForm as t };
