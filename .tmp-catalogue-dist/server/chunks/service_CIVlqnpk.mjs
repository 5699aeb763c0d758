import { d as qualificationFileAccess, f as qualificationFiles, k as stores, p as qualifications, t as db } from "./client_BXA_sWCA.mjs";
import { a as ValidationError, r as NotFoundError } from "./errors_BPrdOY2Z.mjs";
import "./messages_B_uWwfgi.mjs";
import path from "node:path";
import { and, asc, eq, inArray } from "drizzle-orm";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import sharp from "sharp";
// src/server/qualifications/files.ts
/** Upload limit of a certificate file (the issue: 10 MB). */
var MAX_UPLOAD_BYTES = 10485760;
/** Images larger than this are refused before decoding (a 30 000 × 30 000 "pixel bomb" never gets decoded). */
var MAX_IMAGE_SIDE = 1e4;
var MAX_IMAGE_PIXELS = 5e7;
/** Stored images are scaled down to fit this box (plenty for reading a licence). */
var STORED_IMAGE_SIDE = 3e3;
var fileError = (msg) => new ValidationError({ file: [msg] });
/** The file type by its first bytes, whatever its name or declared type says. */
function sniff(data) {
	if (data.length >= 3 && data[0] === 255 && data[1] === 216 && data[2] === 255) return "image/jpeg";
	if (data.length >= 8 && Buffer.from(data.subarray(0, 8)).equals(Buffer.from([
		137,
		80,
		78,
		71,
		13,
		10,
		26,
		10
	]))) return "image/png";
	if (data.length >= 5 && Buffer.from(data.subarray(0, 5)).toString("latin1") === "%PDF-") return "application/pdf";
	return null;
}
/** Active content a licence scan has no business carrying. */
var PDF_ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA|AcroForm)\b/;
function checkPdf(data) {
	if (!/^%PDF-[12]\.\d/.test(data.subarray(0, 8).toString("latin1"))) throw fileError("PDF 文件已损坏，无法识别");
	if (!data.subarray(Math.max(0, data.length - 2048)).toString("latin1").includes("%%EOF")) throw fileError("PDF 文件不完整，请重新导出后上传");
	if (PDF_ACTIVE.test(data.toString("latin1"))) throw fileError("PDF 含有脚本、附件或表单等内容，请导出为普通扫描件后上传");
}
/**
* Checks an upload and makes the bytes that will be stored: the type by magic bytes (JPEG, PNG
* or PDF only), the size (10 MB), image dimensions read from the header before any decoding,
* then images are decoded and re-encoded (EXIF orientation applied, metadata stripped, scaled to
* fit {@link STORED_IMAGE_SIDE}) so nothing but pixels survives. Throws a 422 with a Chinese
* message for the `file` field.
*/
async function prepareUpload(input) {
	if (input.byteLength === 0) throw fileError("请选择要上传的文件");
	if (input.byteLength > 10485760) throw fileError("文件大小不能超过 10 MB");
	const data = Buffer.from(input);
	const mime = sniff(data);
	if (!mime) throw fileError("仅支持 JPG、PNG 图片或 PDF 文件（按文件内容识别，改扩展名无效）");
	if (mime === "application/pdf") {
		checkPdf(data);
		return {
			mime,
			data,
			width: null,
			height: null,
			sha256: sha(data)
		};
	}
	let meta;
	try {
		meta = await sharp(data, { limitInputPixels: false }).metadata();
	} catch {
		throw fileError("图片已损坏，无法识别");
	}
	const { width = 0, height = 0 } = meta;
	if (!width || !height) throw fileError("图片已损坏，无法识别");
	if (width > 1e4 || height > 1e4 || width * height > 5e7) throw fileError(`图片尺寸过大（${width}×${height}），请控制在 ${MAX_IMAGE_SIDE}×${MAX_IMAGE_SIDE} 像素以内`);
	if (width < 200 || height < 200) throw fileError("图片太小，证件内容无法看清（至少 200×200 像素）");
	try {
		const pipeline = sharp(data, {
			limitInputPixels: MAX_IMAGE_PIXELS,
			failOn: "error"
		}).rotate().resize({
			width: STORED_IMAGE_SIDE,
			height: STORED_IMAGE_SIDE,
			fit: "inside",
			withoutEnlargement: true
		});
		const out = mime === "image/png" ? await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true }) : await pipeline.jpeg({
			quality: 85,
			mozjpeg: true
		}).toBuffer({ resolveWithObject: true });
		return {
			mime,
			data: out.data,
			width: out.info.width,
			height: out.info.height,
			sha256: sha(out.data)
		};
	} catch {
		throw fileError("图片已损坏，无法识别");
	}
}
var sha = (data) => createHash("sha256").update(data).digest("hex");
/** Where uploads live: DATA_DIR/uploads, outside the built site, never served statically. */
function uploadRoot(env = process.env) {
	return path.resolve(env.UPLOAD_DIR || path.join(env.DATA_DIR || "./data", "uploads"));
}
var EXT = {
	"image/jpeg": "jpg",
	"image/png": "png",
	"application/pdf": "pdf"
};
/** Writes the file under a random name (temp file + rename) and returns its storage key. */
async function storeFile(storeId, file) {
	const key = `qualifications/${storeId}/${randomUUID()}.${EXT[file.mime]}`;
	const target = path.join(uploadRoot(), key);
	await fs.mkdir(path.dirname(target), { recursive: true });
	const temp = `${target}.part`;
	await fs.writeFile(temp, file.data, { mode: 384 });
	await fs.rename(temp, target);
	return key;
}
async function removeFile(key) {
	await fs.rm(resolveKey(key), { force: true });
}
/** The absolute path of a storage key; keys are ours, but never let one climb out of the root. */
function resolveKey(key) {
	const root = uploadRoot();
	const full = path.resolve(root, key);
	if (!full.startsWith(root + path.sep)) throw new Error("bad storage key");
	return full;
}
async function readStored(key) {
	try {
		return await fs.readFile(resolveKey(key));
	} catch {
		return null;
	}
}
// src/server/qualifications/types.ts
var QUALIFICATION_LABELS = {
	business_license: "营业执照",
	drug_license: "药品经营许可证",
	gsp: "GSP 证书",
	medical_license: "医疗机构执业许可证",
	device_license: "医疗器械经营备案/许可证",
	power_of_attorney: "采购委托书",
	buyer_id: "采购人员身份证"
};
var QUALIFICATION_HINTS = {
	business_license: "加盖公章的营业执照复印件或原件照片",
	drug_license: "药品经营许可证正本（含经营范围）",
	gsp: "药品经营质量管理规范认证证书（已取消认证的地区可不传）",
	medical_license: "医疗机构执业许可证正本（含诊疗科目）",
	device_license: "采购医疗器械时需要：第二类医疗器械经营备案凭证或第三类经营许可证",
	power_of_attorney: "加盖公章、法定代表人签字的采购委托书",
	buyer_id: "被委托采购人员身份证正反面（可合并为一个 PDF）"
};
/** Every buyer proves who it is and who buys for it (GSP). */
var EVERY_BUYER = [
	"business_license",
	"power_of_attorney",
	"buyer_id"
];
/** Required certificates per company type (DOMAIN.md, "Buyers and their licences"). */
function requiredTypes(companyType) {
	switch (companyType) {
		case "单体药店":
		case "连锁药店":
		case "批发企业": return [
			"business_license",
			"drug_license",
			...EVERY_BUYER.slice(1)
		];
		case "诊所":
		case "医疗机构": return [
			"business_license",
			"medical_license",
			...EVERY_BUYER.slice(1)
		];
		default: return EVERY_BUYER;
	}
}
/** Certificates a store may add beyond the required ones. */
function optionalTypes(companyType) {
	return [
		"单体药店",
		"连锁药店",
		"批发企业"
	].includes(companyType) ? ["gsp", "device_license"] : ["device_license"];
}
/** Licences that carry a business scope (经营范围). */
var SCOPED_TYPES = /* @__PURE__ */ new Set(["drug_license", "medical_license"]);
/** 经营范围 entries a buyer's licence may list (what decides which goods it may buy). */
var BUSINESS_SCOPES = [
	"中成药",
	"化学药制剂",
	"抗生素制剂",
	"生化药品",
	"生物制品（除疫苗）",
	"中药饮片",
	"处方药",
	"非处方药",
	"医疗器械"
];
// src/server/qualifications/service.ts
var DAY = 864e5;
/** Today as YYYY-MM-DD in Asia/Shanghai (validity dates are calendar days there). */
function shanghaiToday(now = /* @__PURE__ */ new Date()) {
	return new Date(now.getTime() + 288e5).toISOString().slice(0, 10);
}
/** Whether a certificate is expired, expires within 30 days, or is fine. */
function expiryOf(row, now = /* @__PURE__ */ new Date()) {
	if (row.longTerm || !row.validTo) return {
		state: "long_term",
		daysLeft: null
	};
	const today = Date.parse(`${shanghaiToday(now)}T00:00:00Z`);
	const daysLeft = Math.round((Date.parse(`${row.validTo}T00:00:00Z`) - today) / DAY);
	if (daysLeft < 0) return {
		state: "expired",
		daysLeft
	};
	return {
		state: daysLeft <= 30 ? "expiring" : "valid",
		daysLeft
	};
}
var STATUS_TEXT = {
	pending: "待审核",
	approved: "已通过",
	rejected: "已驳回"
};
function view(row, required, now) {
	const expiry = expiryOf(row, now);
	return {
		id: row.id,
		type: row.type,
		name: QUALIFICATION_LABELS[row.type],
		required: required ? 1 : 0,
		number: row.number,
		valid_from: row.validFrom,
		valid_to: row.validTo,
		long_term: row.longTerm ? 1 : 0,
		scope: row.scope,
		status: row.status,
		status_text: STATUS_TEXT[row.status],
		reject_reason: row.rejectReason,
		file_url: row.fileId ? `/files/zzzj/${row.fileId}` : "",
		expiry: expiry.state,
		days_left: expiry.daysLeft,
		submitted_at: row.submittedAt.toISOString(),
		reviewed_at: row.reviewedAt?.toISOString() ?? null
	};
}
/** GET api/user/zizhi: the store's certificates against what its company type requires, with warnings. */
async function qualificationsOf(store, now = /* @__PURE__ */ new Date()) {
	const rows = await (await db()).select().from(qualifications).where(eq(qualifications.storeId, store.id)).orderBy(asc(qualifications.id));
	const required = requiredTypes(store.companyType);
	const byType = new Map(rows.map((r) => [r.type, r]));
	const list = rows.map((r) => view(r, required.includes(r.type), now));
	const slot = (type, isRequired) => ({
		type,
		name: QUALIFICATION_LABELS[type],
		hint: QUALIFICATION_HINTS[type],
		required: isRequired ? 1 : 0,
		scoped: SCOPED_TYPES.has(type) ? 1 : 0,
		current: byType.has(type) ? view(byType.get(type), isRequired, now) : null
	});
	const warnings = [];
	for (const item of list) {
		if (item.expiry === "expired") warnings.push({
			level: "expired",
			text: `${item.name}已于 ${item.valid_to} 过期${item.required ? "，过期期间无法下单，" : "，"}请尽快上传新证件`
		});
		else if (item.expiry === "expiring") warnings.push({
			level: "expiring",
			text: `${item.name}将于 ${item.valid_to} 到期（剩余 ${item.days_left} 天），请及时更新`
		});
		if (item.status === "rejected") warnings.push({
			level: "rejected",
			text: `${item.name}审核未通过：${item.reject_reason || "请重新上传"}`
		});
	}
	const missing = required.filter((t) => !byType.has(t)).map((t) => QUALIFICATION_LABELS[t]);
	return {
		is_passed: store.isPassed ? 1 : 0,
		company_type: store.companyType,
		required: required.map((t) => slot(t, true)),
		optional: optionalTypes(store.companyType).map((t) => slot(t, false)),
		missing,
		warnings,
		scopes: BUSINESS_SCOPES,
		list
	};
}
/**
* Stores an uploaded certificate (or a replacement) as pending review. The file is checked and
* re-encoded first; a failure stores nothing. Replaced files stay on record (older rows of
* qualification_files) so a review can be traced.
*/
async function submitQualification(storeId, fields, bytes, now = /* @__PURE__ */ new Date()) {
	const prepared = await prepareUpload(bytes);
	const key = await storeFile(storeId, prepared);
	const conn = await db();
	try {
		return await conn.transaction(async (tx) => {
			const [file] = await tx.insert(qualificationFiles).values({
				storeId,
				storageKey: key,
				mime: prepared.mime,
				size: prepared.data.length,
				width: prepared.width,
				height: prepared.height,
				sha256: prepared.sha256,
				originalName: fields.originalName.slice(0, 120),
				createdAt: now
			}).returning({ id: qualificationFiles.id });
			const values = {
				number: fields.number,
				validFrom: fields.validFrom,
				validTo: fields.longTerm ? null : fields.validTo,
				longTerm: fields.longTerm,
				scope: SCOPED_TYPES.has(fields.type) ? fields.scope : [],
				fileId: file.id,
				status: "pending",
				rejectReason: "",
				submittedAt: now,
				reviewedAt: null,
				reviewedBy: ""
			};
			const [row] = await tx.insert(qualifications).values({
				storeId,
				type: fields.type,
				...values
			}).onConflictDoUpdate({
				target: [qualifications.storeId, qualifications.type],
				set: values
			}).returning();
			return row;
		});
	} catch (error) {
		await removeFile(key);
		throw error;
	}
}
/**
* A certificate file for its owner only: any store of the logged-in member. Anyone else (another
* member, a wrong id) gets the same 404. Each read is logged (PIPL).
*/
async function ownedFile(memberId, fileId, ip) {
	const conn = await db();
	const [row] = await conn.select({ file: qualificationFiles }).from(qualificationFiles).innerJoin(stores, eq(stores.id, qualificationFiles.storeId)).where(and(eq(qualificationFiles.id, fileId), eq(stores.memberId, memberId)));
	if (!row) throw new NotFoundError("文件不存在");
	const data = await readStored(row.file.storageKey);
	if (!data) throw new NotFoundError("文件不存在");
	await conn.insert(qualificationFileAccess).values({
		fileId,
		memberId,
		ip
	});
	return {
		mime: row.file.mime,
		data,
		name: row.file.originalName
	};
}
/** 经营范围 of a store: the scopes on its approved licences (GET api/user/jyfw). */
async function businessScopeOf(storeId) {
	const rows = await (await db()).select({ scope: qualifications.scope }).from(qualifications).where(and(eq(qualifications.storeId, storeId), eq(qualifications.status, "approved"), inArray(qualifications.type, [...SCOPED_TYPES])));
	const all = new Set(rows.flatMap((r) => r.scope));
	return BUSINESS_SCOPES.filter((s) => all.has(s));
}
/** Required certificates of the store that have expired (these block ordering). */
async function expiredRequired(store, now = /* @__PURE__ */ new Date()) {
	const rows = await (await db()).select().from(qualifications).where(eq(qualifications.storeId, store.id));
	const required = requiredTypes(store.companyType);
	return rows.filter((r) => required.includes(r.type) && expiryOf(r, now).state === "expired").map((r) => QUALIFICATION_LABELS[r.type]);
}
export { submitQualification as a, MAX_UPLOAD_BYTES as c, qualificationsOf as i, expiredRequired as n, BUSINESS_SCOPES as o, ownedFile as r, QUALIFICATION_LABELS as s, businessScopeOf as t };
