import { D as members, g as smsOutbox, h as smsCodes, t as db } from "./client_BXA_sWCA.mjs";
import { t as BusinessError } from "./errors_BPrdOY2Z.mjs";
import { i as hit, n as assertUnder, r as consume, t as LIMITS } from "./rate-limit_BzTv45-V.mjs";
import { t as digest } from "./tokens_BOabgB7T.mjs";
import path from "node:path";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { randomInt, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
// src/server/sms/provider.ts
/** The Chinese text of each template (what a gateway with registered templates would render). */
function renderSms(message, sign = "药采") {
	const p = message.params;
	switch (message.template) {
		case "verify_code": return `【${sign}】您的验证码为 ${p.code}，${p.minutes} 分钟内有效，用于${p.action}。请勿泄露给他人。`;
		case "already_registered": return `【${sign}】该手机号已注册${sign}账号，可直接登录或通过“忘记密码”找回。如非本人操作，请忽略本短信。`;
	}
}
/**
* Development provider: nothing is delivered. The message is recorded in the `sms_outbox` table,
* printed to the server log and appended to DATA_DIR/sms-outbox.jsonl, so a developer or an
* end-to-end test can read the code. Its log line says plainly that nothing was sent.
*/
var DevSmsProvider = class {
	outboxFile;
	name = "dev";
	constructor(outboxFile = path.resolve(process.env.DATA_DIR || "./data", "sms-outbox.jsonl")) {
		this.outboxFile = outboxFile;
	}
	async send(message) {
		const body = renderSms(message);
		await (await db()).insert(smsOutbox).values({
			phone: message.phone,
			template: message.template,
			body,
			provider: this.name
		});
		console.log(`[sms:dev] 未真实发送（开发环境）→ ${message.phone}：${body}`);
		if (this.outboxFile) {
			await fs.mkdir(path.dirname(this.outboxFile), { recursive: true });
			await fs.appendFile(this.outboxFile, JSON.stringify({
				at: (/* @__PURE__ */ new Date()).toISOString(),
				phone: message.phone,
				template: message.template,
				params: message.params,
				body
			}) + "\n");
		}
	}
};
/**
* Real delivery through an SMS gateway over HTTP (the company's own gateway, or a vendor bridge):
* POST SMS_HTTP_URL with JSON `{ phone, template, params, sign }` and `Authorization: Bearer
* SMS_HTTP_TOKEN`; any non-2xx answer is a failure the caller reports as "发送失败".
*/
var HttpSmsProvider = class {
	url;
	token;
	sign;
	fetchImpl;
	name = "http";
	constructor(url, token, sign = "药采", fetchImpl = fetch) {
		this.url = url;
		this.token = token;
		this.sign = sign;
		this.fetchImpl = fetchImpl;
	}
	async send(message) {
		const response = await this.fetchImpl(this.url, {
			method: "POST",
			headers: {
				"content-type": "application/json",
				authorization: `Bearer ${this.token}`
			},
			body: JSON.stringify({
				phone: message.phone,
				template: message.template,
				params: message.params,
				sign: this.sign
			}),
			signal: AbortSignal.timeout(1e4)
		});
		if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
	}
};
var override = null;
/**
* The configured provider: SMS_PROVIDER=http (with SMS_HTTP_URL and SMS_HTTP_TOKEN) delivers for
* real; anything else, including unset, is the development outbox.
*/
function smsProvider(env = process.env) {
	if (override) return override;
	if (env.SMS_PROVIDER === "http") {
		if (!env.SMS_HTTP_URL || !env.SMS_HTTP_TOKEN) throw new Error("SMS_PROVIDER=http needs SMS_HTTP_URL and SMS_HTTP_TOKEN");
		return new HttpSmsProvider(env.SMS_HTTP_URL, env.SMS_HTTP_TOKEN, env.SMS_SIGN || "药采");
	}
	return new DevSmsProvider();
}
// src/server/sms/codes.ts
var CODE_TTL_MS = 6e5;
var RESEND_AFTER_MS = 6e4;
var CODE_INVALID = 10021;
var SMS_SEND_FAILED = 10022;
/** The one message for every wrong, used, expired or never-sent code (no hint which). */
var MSG_CODE_INVALID = "验证码错误或已失效，请重新获取";
var ACTIONS = {
	register: "注册账号",
	login: "登录",
	reset: "找回密码",
	change_phone: "更换手机号"
};
/** Whether a code for `purpose` may go to `phone`: new phones for register/change, known ones for login/reset. */
async function eligible(phone, purpose) {
	const [found] = await (await db()).select({ id: members.id }).from(members).where(eq(members.phone, phone));
	return purpose === "register" || purpose === "change_phone" ? !found : Boolean(found);
}
/**
* Sends a 6-digit code (POST /api/user/create_code). The answer is the same whether or not the
* phone is registered: an already registered phone asking to register gets a notice SMS instead
* of a code, an unknown phone asking to log in or reset gets nothing. Limits: 3 per phone per
* 10 minutes (and 10 a day), per IP 10 per 10 minutes (50 a day), one per minute per phone.
*/
async function requestCode(req, now = /* @__PURE__ */ new Date()) {
	const conn = await db();
	const t = now.getTime();
	await consume(LIMITS.smsPerIp, req.ip, "获取验证码", t);
	await consume(LIMITS.smsPerIpDay, req.ip, "获取验证码", t);
	const [last] = await conn.select({ createdAt: smsCodes.createdAt }).from(smsCodes).where(and(eq(smsCodes.phone, req.phone), eq(smsCodes.purpose, req.purpose))).orderBy(desc(smsCodes.createdAt)).limit(1);
	if (last && t - last.createdAt.getTime() < 6e4) {
		const wait = Math.ceil((RESEND_AFTER_MS - (t - last.createdAt.getTime())) / 1e3);
		throw new BusinessError(429, `验证码已发送，请 ${wait} 秒后再获取`, 429);
	}
	await consume(LIMITS.smsPerPhone, req.phone, "获取验证码", t);
	await consume(LIMITS.smsPerPhoneDay, req.phone, "获取验证码", t);
	const code = String(randomInt(0, 1e6)).padStart(6, "0");
	const ok = await eligible(req.phone, req.purpose);
	await conn.update(smsCodes).set({ consumedAt: now }).where(and(eq(smsCodes.phone, req.phone), eq(smsCodes.purpose, req.purpose), isNull(smsCodes.consumedAt)));
	await conn.insert(smsCodes).values({
		phone: req.phone,
		purpose: req.purpose,
		ip: req.ip,
		createdAt: now,
		codeHash: ok ? digest(`${req.phone}:${req.purpose}:${code}`) : "x",
		expiresAt: new Date(t + CODE_TTL_MS),
		consumedAt: ok ? null : now
	});
	try {
		if (ok) await smsProvider().send({
			phone: req.phone,
			template: "verify_code",
			params: {
				code,
				minutes: String(CODE_TTL_MS / 6e4),
				action: ACTIONS[req.purpose]
			}
		});
		else if (req.purpose === "register") await smsProvider().send({
			phone: req.phone,
			template: "already_registered",
			params: {}
		});
	} catch (error) {
		console.error("[sms] send failed:", error);
		throw new BusinessError(SMS_SEND_FAILED, "短信发送失败，请稍后再试", 502);
	}
	return {
		expires_in: CODE_TTL_MS / 1e3,
		resend_in: RESEND_AFTER_MS / 1e3
	};
}
/**
* Checks and uses up a code. Wrong codes count against the code (5 tries), the phone and the
* IP; every failure reads the same {@link MSG_CODE_INVALID}.
*/
async function verifyCode(phone, purpose, code, ip, now = /* @__PURE__ */ new Date()) {
	const t = now.getTime();
	await assertUnder(LIMITS.codeFailPerPhone, phone, "验证码错误次数", t);
	await assertUnder(LIMITS.codeFailPerIp, ip, "验证码错误次数", t);
	const conn = await db();
	const [row] = await conn.select().from(smsCodes).where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, now))).orderBy(desc(smsCodes.createdAt)).limit(1);
	const fail = async () => {
		await hit(LIMITS.codeFailPerPhone, phone, t);
		await hit(LIMITS.codeFailPerIp, ip, t);
		throw new BusinessError(CODE_INVALID, MSG_CODE_INVALID, 400);
	};
	if (!row || row.attempts >= 5) return fail();
	const expected = Buffer.from(row.codeHash);
	const given = Buffer.from(digest(`${phone}:${purpose}:${code}`));
	if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
		await conn.update(smsCodes).set({ attempts: sql`${smsCodes.attempts} + 1` }).where(eq(smsCodes.id, row.id));
		return fail();
	}
	if (!(await conn.update(smsCodes).set({ consumedAt: now }).where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt))).returning({ id: smsCodes.id })).length) return fail();
}
export { verifyCode as n, requestCode as t };
