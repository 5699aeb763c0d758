import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { m as maybeRenderHead, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$AccountShell } from "./account_C5Tz1-Qw.mjs";
import { I as apiPost } from "./CartButton_rLjZ92CS.mjs";
import { t as CompanyForm } from "./CompanyForm_B3K6L9p-.mjs";
import "./form-kit_FC7SUJRk.mjs";
import { i as loginPath, n as currentAccount } from "./session_Bi72R1CB.mjs";
import { t as storeListView } from "./stores_D_837vij.mjs";
import { T as COMPANY_TYPES } from "./client_BXA_sWCA.mjs";
import { t as PROVINCE_NAMES } from "./places_B1CKE7_8.mjs";
import { useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/islands/account/StoreList.tsx
/** 多店管理: the member's stores, switching the active one, adding another. */
function StoreList({ stores, provinces, companyTypes }) {
	const [adding, setAdding] = useState(false);
	const [busy, setBusy] = useState(null);
	async function switchTo(id) {
		setBusy(id);
		try {
			await apiPost(`/api/user/stores/${id}/switch`);
			location.reload();
		} catch {
			setBusy(null);
		}
	}
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [
		/* @__PURE__ */ jsxs("table", {
			className: "grid-table",
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "sr-only",
					children: "我的门店"
				}),
				/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: "门店名称"
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: "类型"
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: "地址"
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: "资质"
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: "采购合同"
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: "操作"
					})
				] }) }),
				/* @__PURE__ */ jsx("tbody", { children: stores.map((s) => /* @__PURE__ */ jsxs("tr", {
					className: s.is_active ? "active" : "",
					children: [
						/* @__PURE__ */ jsxs("th", {
							scope: "row",
							children: [s.company, s.is_active ? /* @__PURE__ */ jsx("span", {
								className: "tag",
								children: "当前门店"
							}) : null]
						}),
						/* @__PURE__ */ jsx("td", { children: s.company_type }),
						/* @__PURE__ */ jsx("td", { children: s.address }),
						/* @__PURE__ */ jsx("td", { children: s.is_passed ? /* @__PURE__ */ jsx("span", {
							className: "ok",
							children: "已审核"
						}) : /* @__PURE__ */ jsxs("span", {
							className: "warn",
							children: [
								"待审核（",
								s.certificates,
								" 份证件）"
							]
						}) }),
						/* @__PURE__ */ jsx("td", { children: s.contract_signed ? "已签署" : "未签署" }),
						/* @__PURE__ */ jsx("td", { children: s.is_active ? /* @__PURE__ */ jsx("span", {
							className: "muted",
							children: "使用中"
						}) : /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "btn btn-ghost",
							disabled: busy !== null,
							onClick: () => switchTo(s.id),
							"aria-label": `切换到${s.company}`,
							children: busy === s.id ? "切换中…" : "切换到此门店"
						}) })
					]
				}, s.id)) })
			]
		}),
		/* @__PURE__ */ jsx("p", {
			style: { marginTop: "1rem" },
			children: /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "btn",
				"aria-expanded": adding,
				"aria-controls": "add-store",
				onClick: () => setAdding(!adding),
				children: adding ? "收起" : "+ 添加门店"
			})
		}),
		adding && /* @__PURE__ */ jsxs("section", {
			id: "add-store",
			"aria-label": "添加门店",
			className: "sub-panel",
			children: [
				/* @__PURE__ */ jsx("h2", { children: "添加门店" }),
				/* @__PURE__ */ jsx("p", {
					className: "form-note",
					children: "新门店需单独上传资质证件并通过审核后才能采购；购物车、订单按门店分开。"
				}),
				/* @__PURE__ */ jsx(CompanyForm, {
					action: "/api/user/stores",
					provinces,
					companyTypes,
					submitLabel: "添加门店",
					done: "/ddgl"
				})
			]
		})
	] });
}
// src/pages/ddgl.astro
var ddgl_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Ddgl,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Ddgl = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Ddgl;
	const account = await currentAccount(Astro);
	if (!account) return Astro.redirect(loginPath(Astro.url), 302);
	const stores = await storeListView(account);
	return renderTemplate`${renderComponent($$result, "AccountShell", $$AccountShell, {
		"account": account,
		"heading": "多店管理",
		"active": "ddgl"
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<p class="form-note">一个账号可管理多家门店。切换门店后，价格、购物车、订单、资质与收货地址均按当前门店显示。</p>${renderComponent($$result, "StoreList", StoreList, {
		"client:load": true,
		"stores": stores,
		"provinces": PROVINCE_NAMES,
		"companyTypes": COMPANY_TYPES,
		"client:component-hydration": "load",
		"client:component-path": "/work/main/src/islands/account/StoreList.tsx",
		"client:component-export": "default"
	})}` })}`;
}, "/work/main/src/pages/ddgl.astro", void 0);
var $$file = "/work/main/src/pages/ddgl.astro";
var $$url = "/ddgl";
// \0virtual:astro:page:src/pages/ddgl@_@astro
var page = () => ddgl_exports;
export { page };
