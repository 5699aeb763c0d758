import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate, s as Fragment$2 } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$AccountShell } from "./account_C5Tz1-Qw.mjs";
import { E as showToast, I as apiPost } from "./CartButton_rLjZ92CS.mjs";
import { a as Submit, s as useSubmit, t as Field } from "./form-kit_FC7SUJRk.mjs";
import { i as loginPath, n as currentAccount } from "./session_Bi72R1CB.mjs";
import { i as qualificationsOf } from "./service_CIVlqnpk.mjs";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/islands/account/QualificationForm.tsx
var MAX_BYTES = 10485760;
/**
* Uploads one certificate: type, number, validity (or long-term), business scope for licences,
* and the file (JPG/PNG/PDF, at most 10 MB — checked here first, and again by content on the server).
*/
function QualificationForm({ slots, scopes, initialType }) {
	const { busy, errors, setErrors, submit } = useSubmit();
	const [type, setType] = useState(initialType && slots.some((s) => s.type === initialType) ? initialType : slots[0]?.type ?? "");
	const [longTerm, setLongTerm] = useState(false);
	const slot = slots.find((s) => s.type === type);
	async function onSubmit(event) {
		event.preventDefault();
		const form = event.currentTarget;
		const file = form.elements.namedItem("file").files?.[0];
		if (!file) {
			setErrors({ file: "请选择要上传的证件文件" });
			return;
		}
		if (file.size > MAX_BYTES) {
			setErrors({ file: "文件大小不能超过 10 MB" });
			return;
		}
		const data = new FormData(form);
		if (!longTerm) data.delete("long_term");
		if (await submit(() => apiPost("/api/user/zizhi", data)) !== void 0) {
			showToast("已提交，请等待审核", "success");
			setTimeout(() => location.reload(), 600);
		}
	}
	return /* @__PURE__ */ jsxs("form", {
		onSubmit,
		noValidate: true,
		"aria-label": "上传资质证件",
		id: "upload",
		encType: "multipart/form-data",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: `field${errors.type ? " has-error" : ""}`,
				children: [/* @__PURE__ */ jsxs("label", {
					htmlFor: "q-type",
					children: [/* @__PURE__ */ jsx("span", {
						className: "req",
						"aria-hidden": "true",
						children: "*"
					}), "证件类型"]
				}), /* @__PURE__ */ jsx("div", {
					className: "control",
					children: /* @__PURE__ */ jsx("select", {
						id: "q-type",
						name: "type",
						value: type,
						onChange: (e) => setType(e.currentTarget.value),
						required: true,
						children: slots.map((s) => /* @__PURE__ */ jsxs("option", {
							value: s.type,
							children: [s.name, s.required ? "（必传）" : "（选传）"]
						}, s.type))
					})
				})]
			}),
			/* @__PURE__ */ jsx(Field, {
				label: "证件编号",
				name: "number",
				required: true,
				maxLength: 50,
				placeholder: "如统一社会信用代码、许可证编号",
				error: errors.number
			}),
			/* @__PURE__ */ jsx(Field, {
				label: "发证日期",
				name: "valid_from",
				type: "date",
				error: errors.valid_from
			}),
			/* @__PURE__ */ jsx(Field, {
				label: "有效期至",
				name: "valid_to",
				type: "date",
				disabled: longTerm,
				required: !longTerm,
				error: errors.valid_to
			}),
			/* @__PURE__ */ jsxs("label", {
				className: "check",
				children: [/* @__PURE__ */ jsx("input", {
					type: "checkbox",
					name: "long_term",
					value: "1",
					checked: longTerm,
					onChange: (e) => setLongTerm(e.currentTarget.checked)
				}), " 长期有效"]
			}),
			slot?.scoped ? /* @__PURE__ */ jsxs("fieldset", {
				className: "scopes",
				children: [
					/* @__PURE__ */ jsx("legend", { children: "经营范围（按证件所载勾选）" }),
					scopes.map((s) => /* @__PURE__ */ jsxs("label", { children: [
						/* @__PURE__ */ jsx("input", {
							type: "checkbox",
							name: "scope[]",
							value: s
						}),
						" ",
						s
					] }, s)),
					errors.scope && /* @__PURE__ */ jsx("p", {
						className: "error",
						role: "alert",
						children: errors.scope
					})
				]
			}) : null,
			/* @__PURE__ */ jsx(Field, {
				label: "证件文件",
				name: "file",
				type: "file",
				accept: ".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf",
				required: true,
				error: errors.file,
				hint: "支持 JPG、PNG、PDF，不超过 10 MB；图片会重新压缩并去除拍摄信息"
			}),
			/* @__PURE__ */ jsx("div", {
				className: "form-actions",
				children: /* @__PURE__ */ jsx(Submit, {
					busy,
					children: "提交审核"
				})
			})
		]
	});
}
// src/pages/zzzj.astro
var zzzj_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Zzzj,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Zzzj = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Zzzj;
	const account = await currentAccount(Astro);
	if (!account) return Astro.redirect(loginPath(Astro.url), 302);
	const data = await qualificationsOf(account.store);
	const slots = [...data.required, ...data.optional];
	const statusClass = {
		pending: "warn",
		approved: "ok",
		rejected: "bad"
	};
	const expiryText = (q) => q.expiry === "expired" ? "已过期" : q.expiry === "expiring" ? `${q.days_left} 天后到期` : q.expiry === "long_term" ? "长期有效" : "有效";
	return renderTemplate`${renderComponent($$result, "AccountShell", $$AccountShell, {
		"account": account,
		"heading": "资质证件",
		"active": "zzzj"
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<p${addAttribute(["form-note", { warn: !data.is_passed }], "class:list")} role="status">${data.is_passed ? `资质已审核通过（${data.company_type}）。证件到期前 30 天会提醒您更新。` : `资质审核中或未提交完整（${data.company_type}）。审核通过后即可查看价格并下单。`}${data.missing.length > 0 && renderTemplate`${renderComponent($$result, "Fragment", Fragment$2, {}, { "default": ($$result) => renderTemplate` 尚未上传：${data.missing.join("、")}。` })}`}</p>${data.warnings.map((w) => renderTemplate`<p${addAttribute(["form-note", w.level === "expiring" ? "warn" : "bad"], "class:list")}${addAttribute(w.level === "expiring" ? "status" : "alert", "role")}>${w.text}</p>`)}<table class="grid-table"><caption class="sr-only">资质证件列表</caption><thead><tr><th scope="col">证件</th><th scope="col">证件编号</th><th scope="col">有效期至</th><th scope="col">状态</th><th scope="col">文件</th><th scope="col">操作</th></tr></thead><tbody>${slots.map((s) => renderTemplate`<tr><th scope="row">${s.name}${s.required ? renderTemplate`<span class="bad" title="必传"> *</span>` : renderTemplate`<span class="muted">（选传）</span>`}</th>${s.current ? renderTemplate`${renderComponent($$result, "Fragment", Fragment$2, {}, { "default": ($$result) => renderTemplate`<td>${s.current.number}</td><td>${s.current.long_term ? "长期" : s.current.valid_to} <span${addAttribute([{
		bad: s.current.expiry === "expired",
		warn: s.current.expiry === "expiring"
	}], "class:list")}>（${expiryText(s.current)}）</span></td><td><span${addAttribute(statusClass[s.current.status], "class")}>${s.current.status_text}</span>${s.current.reject_reason && renderTemplate`<span class="bad">：${s.current.reject_reason}</span>`}</td><td>${s.current.file_url ? renderTemplate`<a${addAttribute(s.current.file_url, "href")} target="_blank" rel="noopener">查看</a>` : renderTemplate`<span class="muted">纸质资料</span>`}</td>` })}` : renderTemplate`${renderComponent($$result, "Fragment", Fragment$2, {}, { "default": ($$result) => renderTemplate`<td colspan="3" class="muted">未上传</td><td>—</td>` })}`}<td><a${addAttribute(`?type=${s.type}#upload`, "href")}>${s.current ? "更新" : "上传"}</a></td></tr>`)}</tbody></table><section class="sub-panel" aria-labelledby="up-h"><h2 id="up-h">上传 / 更新证件</h2>${renderComponent($$result, "QualificationForm", QualificationForm, {
		"client:load": true,
		"slots": slots.map(({ type, name, scoped, required }) => ({
			type,
			name,
			scoped,
			required
		})),
		"scopes": data.scopes,
		"initialType": Astro.url.searchParams.get("type") ?? void 0,
		"client:component-hydration": "load",
		"client:component-path": "/work/main/src/islands/account/QualificationForm.tsx",
		"client:component-export": "default"
	})}</section>` })}`;
}, "/work/main/src/pages/zzzj.astro", void 0);
var $$file = "/work/main/src/pages/zzzj.astro";
var $$url = "/zzzj";
// \0virtual:astro:page:src/pages/zzzj@_@astro
var page = () => zzzj_exports;
export { page };
