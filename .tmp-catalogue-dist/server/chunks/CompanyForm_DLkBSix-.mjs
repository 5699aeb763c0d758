import { f as apiPost, s as markLoggedIn } from "./CartButton_DwSLLjEZ.mjs";
import { a as Submit, o as formValues, r as SelectField, s as useSubmit, t as Field } from "./form-kit_BHo27x8B.mjs";
import { jsx, jsxs } from "react/jsx-runtime";
// src/islands/auth/CompanyForm.tsx
/** Company details: name, type, contact, landline, e-mail, address with province/city/district. */
function CompanyForm({ action, provinces, companyTypes, submitLabel, referrer, done }) {
	const { busy, errors, submit } = useSubmit();
	async function onSubmit(event) {
		event.preventDefault();
		const values = formValues(event.currentTarget);
		const data = await submit(() => apiPost(action, values));
		if (!data) return;
		if (action === "/api/user/register/company") markLoggedIn();
		location.assign(data.next ?? done ?? "/");
	}
	return /* @__PURE__ */ jsxs("form", {
		onSubmit,
		noValidate: true,
		className: "company-form",
		"aria-label": "企业信息",
		children: [
			/* @__PURE__ */ jsx(Field, {
				label: "企业名称",
				name: "company",
				placeholder: "与营业执照一致",
				required: true,
				maxLength: 60,
				error: errors.company
			}),
			/* @__PURE__ */ jsx(SelectField, {
				label: "企业类型",
				name: "company_type",
				options: companyTypes,
				placeholder: "请选择",
				required: true,
				error: errors.company_type
			}),
			/* @__PURE__ */ jsx(Field, {
				label: "联系人",
				name: "contact",
				placeholder: "采购负责人姓名",
				required: true,
				maxLength: 20,
				error: errors.contact
			}),
			/* @__PURE__ */ jsx(Field, {
				label: "固定电话",
				name: "landline",
				placeholder: "选填，如 0571-88886666",
				maxLength: 13,
				error: errors.landline
			}),
			/* @__PURE__ */ jsx(Field, {
				label: "电子邮箱",
				name: "email",
				type: "email",
				placeholder: "选填",
				maxLength: 100,
				error: errors.email
			}),
			/* @__PURE__ */ jsx(SelectField, {
				label: "所在省份",
				name: "province",
				options: provinces,
				placeholder: "请选择省份",
				required: true,
				error: errors.province
			}),
			/* @__PURE__ */ jsx(Field, {
				label: "城市",
				name: "city",
				placeholder: "如 杭州市",
				required: true,
				maxLength: 30,
				error: errors.city
			}),
			/* @__PURE__ */ jsx(Field, {
				label: "区县",
				name: "district",
				placeholder: "如 西湖区",
				required: true,
				maxLength: 30,
				error: errors.district
			}),
			/* @__PURE__ */ jsx(Field, {
				label: "详细地址",
				name: "address",
				placeholder: "街道、门牌号",
				required: true,
				maxLength: 100,
				error: errors.address
			}),
			referrer && /* @__PURE__ */ jsx(Field, {
				label: "业务员手机号",
				name: "referrer",
				type: "tel",
				maxLength: 11,
				placeholder: "选填，邀请您注册的客户经理手机号",
				error: errors.referrer
			}),
			/* @__PURE__ */ jsx("div", {
				className: "form-actions",
				children: /* @__PURE__ */ jsx(Submit, {
					busy,
					children: submitLabel
				})
			})
		]
	});
}
export { CompanyForm as t };
