import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok, n as fail } from "./envelope_CDfcR2IL.mjs";
import { a as ValidationError } from "./errors_BPrdOY2Z.mjs";
import { t as parseInput } from "./validate_BxjDSFoK.mjs";
import { a as requireLogin } from "./session_Bi72R1CB.mjs";
import { r as consume, t as LIMITS } from "./rate-limit_BzTv45-V.mjs";
import { o as QUALIFICATION_TYPES } from "./client_BXA_sWCA.mjs";
import { a as submitQualification, c as MAX_UPLOAD_BYTES, i as qualificationsOf, o as BUSINESS_SCOPES, s as QUALIFICATION_LABELS } from "./service_CIVlqnpk.mjs";
import { z } from "zod";
// src/pages/api/user/zizhi.ts
var zizhi_exports = /* @__PURE__ */ __exportAll({
	GET: () => GET,
	POST: () => POST
});
/** GET api/user/zizhi: the active store's certificates, required slots, warnings and is_passed. */
var GET = endpoint(async (context) => {
	const { store } = await requireLogin(context);
	return ok(await qualificationsOf(store));
});
/** Room for the form fields and multipart framing around a 10 MB file. */
var FORM_OVERHEAD = 65536;
var TOO_LARGE = "文件大小不能超过 10 MB";
var day = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式应为 YYYY-MM-DD").refine((v) => !Number.isNaN(Date.parse(v)), "日期无效");
var fields = z.object({
	type: z.enum(QUALIFICATION_TYPES, { error: "请选择证件类型" }),
	number: z.string({ error: "请输入证件编号" }).trim().min(4, "证件编号至少 4 位").max(50, "证件编号不能超过 50 位"),
	valid_from: day.or(z.literal("")).optional(),
	valid_to: day.or(z.literal("")).optional(),
	long_term: z.string().optional(),
	scope: z.array(z.enum(BUSINESS_SCOPES, { error: "经营范围不正确" })).max(BUSINESS_SCOPES.length).default([])
}).superRefine((v, ctx) => {
	if (!(v.long_term === "1" || v.long_term === "on") && !v.valid_to) ctx.addIssue({
		code: "custom",
		path: ["valid_to"],
		message: "请填写有效期至，或勾选“长期有效”"
	});
	if (v.valid_from && v.valid_to && v.valid_to < v.valid_from) ctx.addIssue({
		code: "custom",
		path: ["valid_to"],
		message: "有效期至不能早于发证日期"
	});
});
/** Reads at most `limit` bytes of the body; more is refused while it streams (Content-Length may lie). */
async function readUpTo(request, limit) {
	if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
	if (!request.body) return /* @__PURE__ */ new Uint8Array();
	const reader = request.body.getReader();
	const chunks = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.byteLength;
		if (size > limit) {
			await reader.cancel();
			return null;
		}
		chunks.push(value);
	}
	return Buffer.concat(chunks);
}
/**
* POST api/user/zizhi (multipart/form-data: type, number, valid_from, valid_to, long_term,
* scope[], file): uploads a certificate for review. 10 MB at most; JPEG/PNG/PDF by content;
* images re-encoded; stored outside the web root. Nothing is stored when any check fails.
*/
var POST = endpoint(async (context) => {
	const { store } = await requireLogin(context);
	const type = context.request.headers.get("content-type") ?? "";
	if (!type.toLowerCase().startsWith("multipart/form-data")) throw new ValidationError({ file: ["请以表单方式上传文件"] });
	const body = await readUpTo(context.request, MAX_UPLOAD_BYTES + FORM_OVERHEAD);
	if (!body) return fail(413, TOO_LARGE, 413);
	let form;
	try {
		form = await new Response(Buffer.from(body), { headers: { "content-type": type } }).formData();
	} catch {
		throw new ValidationError({ file: ["上传内容无法识别，请重新选择文件"] });
	}
	const values = parseInput(fields, {
		type: form.get("type") ?? void 0,
		number: form.get("number") ?? void 0,
		valid_from: form.get("valid_from") ?? void 0,
		valid_to: form.get("valid_to") ?? void 0,
		long_term: form.get("long_term") ?? void 0,
		scope: [...form.getAll("scope[]"), ...form.getAll("scope")].map(String)
	});
	const file = form.get("file");
	if (!(file instanceof File) || file.size === 0) throw new ValidationError({ file: ["请选择要上传的证件文件"] });
	if (file.size > 10485760) return fail(413, TOO_LARGE, 413);
	await consume(LIMITS.uploadPerStore, String(store.id), "上传");
	const longTerm = values.long_term === "1" || values.long_term === "on";
	const row = await submitQualification(store.id, {
		type: values.type,
		number: values.number,
		validFrom: values.valid_from || null,
		validTo: longTerm ? null : values.valid_to || null,
		longTerm,
		scope: values.scope,
		originalName: file.name
	}, new Uint8Array(await file.arrayBuffer()));
	return ok({
		id: row.id,
		status: row.status
	}, `${QUALIFICATION_LABELS[values.type]}已提交，请等待审核`);
});
// \0virtual:astro:page:src/pages/api/user/zizhi@_@ts
var page = () => zizhi_exports;
export { page };
