import { f as apiPost, g as isCancelled, h as isApiError } from "./CartButton_DwSLLjEZ.mjs";
import "./DeferredHeader_C8UJ4Nyq.mjs";
import { useEffect, useId, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/islands/auth/form-kit.tsx
/**
* Small building blocks for the account forms: labelled fields with their error text tied by
* aria-describedby, a submit helper that maps the API's 422 field errors onto the fields (the
* client has already toasted the first one, as the spec wants), and the SMS-code button.
*/
/** Turns a failed call into field messages (first message per field). */
function fieldErrorsOf(error) {
	if (!isApiError(error) || !error.errors) return {};
	const out = {};
	for (const [field, messages] of Object.entries(error.errors)) out[field.split(".")[0]] = messages[0];
	return out;
}
/** Reads a form's fields into a plain object (checkbox groups named `x[]` become arrays). */
function formValues(form) {
	const out = {};
	for (const [key, value] of new FormData(form)) {
		if (typeof value !== "string") continue;
		if (key.endsWith("[]")) (out[key.slice(0, -2)] ??= []).push(value);
		else out[key] = value;
	}
	return out;
}
/**
* State for one form: `busy` while submitting, field `errors`, and `submit(run)` which clears
* old errors, runs the call, and collects new field errors. Resolves with the call's result or
* undefined when it failed (the client has shown the failure).
*/
function useSubmit() {
	const [busy, setBusy] = useState(false);
	const [errors, setErrors] = useState({});
	async function submit(run) {
		setBusy(true);
		setErrors({});
		try {
			return await run();
		} catch (error) {
			if (!isCancelled(error)) setErrors(fieldErrorsOf(error));
			return;
		} finally {
			setBusy(false);
		}
	}
	return {
		busy,
		errors,
		setErrors,
		submit
	};
}
function Field({ label, name, error, hint, after, id, ...input }) {
	const auto = useId();
	const inputId = id ?? `${name}-${auto}`;
	const hintId = `${inputId}-hint`;
	const errorId = `${inputId}-error`;
	const described = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || void 0;
	return /* @__PURE__ */ jsxs("div", {
		className: `field${error ? " has-error" : ""}`,
		children: [
			/* @__PURE__ */ jsxs("label", {
				htmlFor: inputId,
				children: [input.required && /* @__PURE__ */ jsx("span", {
					className: "req",
					"aria-hidden": "true",
					children: "*"
				}), label]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "control",
				children: [/* @__PURE__ */ jsx("input", {
					id: inputId,
					name,
					"aria-invalid": error ? true : void 0,
					"aria-describedby": described,
					...input
				}), after]
			}),
			hint && /* @__PURE__ */ jsx("p", {
				className: "hint",
				id: hintId,
				children: hint
			}),
			error && /* @__PURE__ */ jsx("p", {
				className: "error",
				id: errorId,
				role: "alert",
				children: error
			})
		]
	});
}
function SelectField({ label, name, error, options, placeholder, id, ...select }) {
	const auto = useId();
	const selectId = id ?? `${name}-${auto}`;
	const errorId = `${selectId}-error`;
	return /* @__PURE__ */ jsxs("div", {
		className: `field${error ? " has-error" : ""}`,
		children: [
			/* @__PURE__ */ jsxs("label", {
				htmlFor: selectId,
				children: [select.required && /* @__PURE__ */ jsx("span", {
					className: "req",
					"aria-hidden": "true",
					children: "*"
				}), label]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "control",
				children: /* @__PURE__ */ jsxs("select", {
					id: selectId,
					name,
					"aria-invalid": error ? true : void 0,
					"aria-describedby": error ? errorId : void 0,
					...select,
					children: [placeholder !== void 0 && /* @__PURE__ */ jsx("option", {
						value: "",
						children: placeholder
					}), options.map((o) => /* @__PURE__ */ jsx("option", {
						value: o,
						children: o
					}, o))]
				})
			}),
			error && /* @__PURE__ */ jsx("p", {
				className: "error",
				id: errorId,
				role: "alert",
				children: error
			})
		]
	});
}
var MOBILE_PATTERN = "1[3-9]\\d{9}";
/**
* "获取验证码": asks POST /api/user/create_code for `purpose`, then counts down 60 s. The phone
* comes from the form field named `phoneField` at the time of the click.
*/
function SmsCodeButton({ purpose, phoneField = "phone", onError }) {
	const [left, setLeft] = useState(0);
	const [busy, setBusy] = useState(false);
	useEffect(() => {
		if (left <= 0) return;
		const timer = setTimeout(() => setLeft(left - 1), 1e3);
		return () => clearTimeout(timer);
	}, [left]);
	async function send(event) {
		const form = event.currentTarget.form;
		const phone = (form?.elements.namedItem(phoneField))?.value.trim() ?? "";
		if (!new RegExp(`^1[3-9]\\d{9}$`).test(phone)) {
			onError?.("请输入正确的手机号");
			(form?.elements.namedItem(phoneField))?.focus();
			return;
		}
		onError?.(void 0);
		setBusy(true);
		try {
			const data = await apiPost("/api/user/create_code", {
				phone,
				type: purpose
			});
			setLeft(data?.resend_in ?? 60);
		} catch (error) {
			onError?.(fieldErrorsOf(error).phone);
		} finally {
			setBusy(false);
		}
	}
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		className: "btn btn-ghost code-btn",
		onClick: send,
		disabled: busy || left > 0,
		"aria-live": "polite",
		children: left > 0 ? `${left} 秒后重新获取` : busy ? "发送中…" : "获取验证码"
	});
}
function Submit({ busy, children }) {
	return /* @__PURE__ */ jsx("button", {
		type: "submit",
		className: "btn submit",
		disabled: busy,
		"aria-busy": busy || void 0,
		children: busy ? "提交中…" : children
	});
}
export { Submit as a, SmsCodeButton as i, MOBILE_PATTERN as n, formValues as o, SelectField as r, useSubmit as s, Field as t };
