import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$AccountShell } from "./account_C5Tz1-Qw.mjs";
import { E as showToast, F as apiGet, I as apiPost, L as apiPut, P as apiDelete, T as showDialog } from "./CartButton_rLjZ92CS.mjs";
import { a as Submit, n as MOBILE_PATTERN, o as formValues, r as SelectField, s as useSubmit, t as Field } from "./form-kit_FC7SUJRk.mjs";
import { i as loginPath, n as currentAccount } from "./session_Bi72R1CB.mjs";
import { r as listAddresses } from "./addresses_BxRGw0Tn.mjs";
import { t as PROVINCE_NAMES } from "./places_B1CKE7_8.mjs";
import { useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/islands/account/AddressBook.tsx
/** 收货地址: list, add, edit, delete (confirmed), set default. */
function AddressBook({ initial, provinces }) {
	const [list, setList] = useState(initial);
	const [editing, setEditing] = useState(initial.length ? null : "new");
	const { busy, errors, submit } = useSubmit();
	const refresh = async () => setList(await apiGet("/api/user/address"));
	async function onSubmit(event) {
		event.preventDefault();
		const values = formValues(event.currentTarget);
		const target = editing;
		if (await submit(() => target && target !== "new" ? apiPut(`/api/user/address/${target.id}`, values) : apiPost("/api/user/address", values)) === void 0) return;
		showToast(target === "new" ? "地址已添加" : "地址已保存", "success");
		setEditing(null);
		await refresh();
	}
	function remove(a) {
		showDialog({
			title: "温馨提示",
			msg: `确定删除收货地址“${a.full}”吗？`,
			actions: [{ label: "取消" }, {
				label: "确定删除",
				primary: true,
				run: () => void apiDelete(`/api/user/address/${a.id}`).then(refresh).catch(() => {})
			}]
		});
	}
	async function makeDefault(a) {
		try {
			await apiPost(`/api/user/address/${a.id}/default`);
			await refresh();
		} catch {}
	}
	const current = editing && editing !== "new" ? editing : null;
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [
		list.length === 0 && /* @__PURE__ */ jsx("p", {
			className: "muted",
			children: "还没有收货地址，请添加。"
		}),
		/* @__PURE__ */ jsx("ul", {
			className: "addr-list",
			"aria-label": "收货地址列表",
			children: list.map((a) => /* @__PURE__ */ jsxs("li", {
				className: a.is_default ? "default" : "",
				children: [
					/* @__PURE__ */ jsxs("p", { children: [
						/* @__PURE__ */ jsx("strong", { children: a.consignee }),
						" ",
						/* @__PURE__ */ jsx("span", { children: a.phone_masked }),
						" ",
						a.is_default ? /* @__PURE__ */ jsx("span", {
							className: "tag",
							children: "默认地址"
						}) : null
					] }),
					/* @__PURE__ */ jsx("p", { children: a.full }),
					/* @__PURE__ */ jsxs("p", {
						className: "ops",
						children: [
							!a.is_default && /* @__PURE__ */ jsx("button", {
								type: "button",
								className: "linkish",
								onClick: () => makeDefault(a),
								children: "设为默认"
							}),
							/* @__PURE__ */ jsx("button", {
								type: "button",
								className: "linkish",
								onClick: () => setEditing(a),
								"aria-label": `编辑地址 ${a.full}`,
								children: "编辑"
							}),
							/* @__PURE__ */ jsx("button", {
								type: "button",
								className: "linkish danger",
								onClick: () => remove(a),
								"aria-label": `删除地址 ${a.full}`,
								children: "删除"
							})
						]
					})
				]
			}, a.id))
		}),
		editing === null ? /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "btn",
			onClick: () => setEditing("new"),
			children: "+ 新增收货地址"
		}) }) : /* @__PURE__ */ jsxs("section", {
			className: "sub-panel",
			"aria-label": current ? "编辑收货地址" : "新增收货地址",
			children: [/* @__PURE__ */ jsx("h2", { children: current ? "编辑收货地址" : "新增收货地址" }), /* @__PURE__ */ jsxs("form", {
				onSubmit,
				noValidate: true,
				children: [
					/* @__PURE__ */ jsx(Field, {
						label: "收货人",
						name: "consignee",
						defaultValue: current?.consignee,
						required: true,
						maxLength: 20,
						error: errors.consignee
					}),
					/* @__PURE__ */ jsx(Field, {
						label: "手机号",
						name: "phone",
						type: "tel",
						maxLength: 11,
						pattern: MOBILE_PATTERN,
						defaultValue: current?.phone,
						required: true,
						error: errors.phone
					}),
					/* @__PURE__ */ jsx(SelectField, {
						label: "省份",
						name: "province",
						options: provinces,
						placeholder: "请选择省份",
						defaultValue: current?.province ?? "",
						required: true,
						error: errors.province
					}),
					/* @__PURE__ */ jsx(Field, {
						label: "城市",
						name: "city",
						defaultValue: current?.city,
						required: true,
						maxLength: 30,
						error: errors.city
					}),
					/* @__PURE__ */ jsx(Field, {
						label: "区县",
						name: "district",
						defaultValue: current?.district,
						required: true,
						maxLength: 30,
						error: errors.district
					}),
					/* @__PURE__ */ jsx(Field, {
						label: "详细地址",
						name: "detail",
						defaultValue: current?.detail,
						required: true,
						maxLength: 100,
						error: errors.detail
					}),
					/* @__PURE__ */ jsxs("label", {
						className: "check",
						children: [/* @__PURE__ */ jsx("input", {
							type: "checkbox",
							name: "is_default",
							value: "1",
							defaultChecked: Boolean(current?.is_default)
						}), " 设为默认收货地址"]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "form-actions",
						children: [/* @__PURE__ */ jsx(Submit, {
							busy,
							children: "保存地址"
						}), list.length > 0 && /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "btn btn-ghost",
							onClick: () => setEditing(null),
							children: "取消"
						})]
					})
				]
			}, current?.id ?? "new")]
		})
	] });
}
// src/pages/addr.astro
var addr_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Addr,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Addr = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Addr;
	const account = await currentAccount(Astro);
	if (!account) return Astro.redirect(loginPath(Astro.url), 302);
	const list = await listAddresses(account.store.id);
	return renderTemplate`${renderComponent($$result, "AccountShell", $$AccountShell, {
		"account": account,
		"heading": "收货地址",
		"active": "addr"
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "AddressBook", AddressBook, {
		"client:load": true,
		"initial": list,
		"provinces": PROVINCE_NAMES,
		"client:component-hydration": "load",
		"client:component-path": "/work/main/src/islands/account/AddressBook.tsx",
		"client:component-export": "default"
	})}` })}`;
}, "/work/main/src/pages/addr.astro", void 0);
var $$file = "/work/main/src/pages/addr.astro";
var $$url = "/addr";
// \0virtual:astro:page:src/pages/addr@_@astro
var page = () => addr_exports;
export { page };
