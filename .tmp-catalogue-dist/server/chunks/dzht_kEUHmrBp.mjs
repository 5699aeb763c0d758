import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { m as maybeRenderHead, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$AccountShell } from "./account_BFYVrQnv.mjs";
import { f as apiPost } from "./CartButton_DwSLLjEZ.mjs";
import { d as showToast } from "./DeferredHeader_C8UJ4Nyq.mjs";
import { a as Submit, o as formValues, s as useSubmit, t as Field } from "./form-kit_BHo27x8B.mjs";
import { i as loginPath, n as currentAccount } from "./session_Bi72R1CB.mjs";
import { n as contractText, t as contractStatus } from "./contract_76_Txuzz.mjs";
import { r as getSiteSettings } from "./user-base_pSYcovz0.mjs";
import { jsx, jsxs } from "react/jsx-runtime";
// src/islands/account/ContractSign.tsx
/** 签署电子采购合同: signer's name and the agreement box. */
function ContractSign({ contact }) {
	const { busy, errors, submit } = useSubmit();
	async function onSubmit(event) {
		event.preventDefault();
		const values = formValues(event.currentTarget);
		if (await submit(() => apiPost("/api/user/contract/sign", {
			...values,
			agree: values.agree ? "1" : ""
		})) !== void 0) {
			showToast("合同签署成功", "success");
			setTimeout(() => location.reload(), 600);
		}
	}
	return /* @__PURE__ */ jsxs("form", {
		onSubmit,
		noValidate: true,
		"aria-label": "签署合同",
		className: "sign-form",
		children: [
			/* @__PURE__ */ jsx(Field, {
				label: "签署人",
				name: "signer",
				defaultValue: contact,
				required: true,
				maxLength: 20,
				error: errors.signer,
				hint: "请填写采购负责人姓名"
			}),
			/* @__PURE__ */ jsxs("label", {
				className: "check",
				children: [/* @__PURE__ */ jsx("input", {
					type: "checkbox",
					name: "agree",
					value: "1",
					"aria-describedby": errors.agree ? "agree-error" : void 0
				}), " 我已阅读并同意《电子采购合同》全部条款"]
			}),
			errors.agree && /* @__PURE__ */ jsx("p", {
				className: "check-error",
				id: "agree-error",
				role: "alert",
				children: errors.agree
			}),
			/* @__PURE__ */ jsx("div", {
				className: "form-actions",
				children: /* @__PURE__ */ jsx(Submit, {
					busy,
					children: "同意并签署"
				})
			})
		]
	});
}
// src/pages/dzht.astro
var dzht_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Dzht,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Dzht = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Dzht;
	const account = await currentAccount(Astro);
	if (!account) return Astro.redirect(loginPath(Astro.url), 302);
	const { store } = account;
	const [status, settings] = await Promise.all([contractStatus(store.id), getSiteSettings()]);
	const text = contractText({
		company: store.company,
		contact: store.contact,
		address: `${store.province}${store.city}${store.district}${store.address}`
	}, settings.siteName);
	const when = status.signed_at ? new Date(status.signed_at).toLocaleString("zh-CN", {
		timeZone: "Asia/Shanghai",
		hour12: false
	}) : "";
	return renderTemplate`${renderComponent($$result, "AccountShell", $$AccountShell, {
		"account": account,
		"heading": "电子采购合同",
		"active": "dzht",
		"data-astro-cid-zvn4qqsi": true
	}, { "default": ($$result) => renderTemplate`${status.signed ? renderTemplate`${maybeRenderHead($$result)}<p class="form-note" role="status" data-astro-cid-zvn4qqsi>本门店已于 ${when} 签署《${text.title}》${status.version && `（版本 ${status.version}，签署人 ${status.signer}，IP ${status.ip}）`}。</p>` : renderTemplate`<p class="form-note warn" role="status" data-astro-cid-zvn4qqsi>本门店尚未签署电子采购合同。签署后方可提交订单。</p>`}<article class="contract" aria-labelledby="contract-title" tabindex="0" data-astro-cid-zvn4qqsi><h2 id="contract-title" data-astro-cid-zvn4qqsi>${text.title}</h2><p class="muted ver" data-astro-cid-zvn4qqsi>合同版本：${text.version}</p>${text.sections.map((s) => renderTemplate`<section data-astro-cid-zvn4qqsi><h3 data-astro-cid-zvn4qqsi>${s.heading}</h3><p data-astro-cid-zvn4qqsi>${s.body}</p></section>`)}</article>${!status.signed && renderTemplate`<section class="sub-panel" aria-label="签署合同" data-astro-cid-zvn4qqsi>${renderComponent($$result, "ContractSign", ContractSign, {
		"client:load": true,
		"contact": store.contact,
		"data-astro-cid-zvn4qqsi": true,
		"client:component-hydration": "load",
		"client:component-path": "/work/main/src/islands/account/ContractSign.tsx",
		"client:component-export": "default"
	})}</section>`}` })}`;
}, "/work/main/src/pages/dzht.astro", void 0);
var $$file = "/work/main/src/pages/dzht.astro";
var $$url = "/dzht";
// \0virtual:astro:page:src/pages/dzht@_@astro
var page = () => dzht_exports;
export { page };
