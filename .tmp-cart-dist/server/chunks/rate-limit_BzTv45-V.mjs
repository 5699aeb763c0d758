import { m as rateLimitCounters, t as db } from "./client_BXA_sWCA.mjs";
import { t as queryRows } from "./rows_CxcUVZVs.mjs";
import { t as BusinessError } from "./errors_BPrdOY2Z.mjs";
import { n as redisEnabled, t as redis } from "./redis_BrvwyR9b.mjs";
import { lt, sql } from "drizzle-orm";
var LIMITS = {
	/** Spec: at most 3 codes per phone per 10 minutes. */
	smsPerPhone: {
		name: "sms:phone",
		max: 3,
		windowMs: 6e5
	},
	smsPerPhoneDay: {
		name: "sms:phone:day",
		max: 10,
		windowMs: 864e5
	},
	smsPerIp: {
		name: "sms:ip",
		max: 10,
		windowMs: 6e5
	},
	smsPerIpDay: {
		name: "sms:ip:day",
		max: 50,
		windowMs: 864e5
	},
	/** Failed sign-ins per account and per IP. */
	loginFailPerAccount: {
		name: "login:acct",
		max: 5,
		windowMs: 9e5
	},
	loginFailPerIp: {
		name: "login:ip",
		max: 20,
		windowMs: 9e5
	},
	/** Wrong codes per phone (across codes) and per IP. */
	codeFailPerPhone: {
		name: "code:phone",
		max: 10,
		windowMs: 9e5
	},
	codeFailPerIp: {
		name: "code:ip",
		max: 30,
		windowMs: 9e5
	},
	/** Phone-taken look-ups per IP (the check itself tells whether a number is registered). */
	phoneCheckPerIp: {
		name: "phone:ip",
		max: 30,
		windowMs: 6e5
	},
	/** Uploads per store. */
	uploadPerStore: {
		name: "upload:store",
		max: 30,
		windowMs: 36e5
	}
};
function windowOf(limit, now) {
	const start = Math.floor(now / limit.windowMs) * limit.windowMs;
	return {
		start,
		resetAt: start + limit.windowMs
	};
}
var keyOf = (limit, subject) => `${limit.name}:${subject}`;
var cleanupCountdown = 0;
/** Adds one to the counter of `subject` and returns the new count. */
async function hit(limit, subject, now = Date.now()) {
	const { start, resetAt } = windowOf(limit, now);
	const key = keyOf(limit, subject);
	if (redisEnabled()) {
		const client = await redis();
		const redisKey = `yaocai:rl:${key}:${start}`;
		const [[, count]] = await client.multi().incr(redisKey).pexpireat(redisKey, resetAt + 1e3).exec();
		return count;
	}
	const conn = await db();
	const rows = await queryRows(conn, sql`
    insert into ${rateLimitCounters} (key, window_start, count, expires_at)
    values (${key}, ${start}, 1, ${new Date(resetAt).toISOString()})
    on conflict (key, window_start) do update set count = ${rateLimitCounters}.count + 1
    returning count`);
	if (--cleanupCountdown <= 0) {
		cleanupCountdown = 500;
		await conn.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, new Date(now)));
	}
	return Number(rows[0]?.count ?? 1);
}
/** The current count of `subject` in this window. */
async function peek(limit, subject, now = Date.now()) {
	const { start } = windowOf(limit, now);
	const key = keyOf(limit, subject);
	if (redisEnabled()) {
		const value = await (await redis()).get(`yaocai:rl:${key}:${start}`);
		return Number(value ?? 0);
	}
	const rows = await queryRows(await db(), sql`
    select count from ${rateLimitCounters} where key = ${key} and window_start = ${start}`);
	return Number(rows[0]?.count ?? 0);
}
/** Clears the counter of `subject` (e.g. failed logins after a successful one). */
async function reset(limit, subject, now = Date.now()) {
	const { start } = windowOf(limit, now);
	const key = keyOf(limit, subject);
	if (redisEnabled()) {
		await (await redis()).del(`yaocai:rl:${key}:${start}`);
		return;
	}
	await queryRows(await db(), sql`delete from ${rateLimitCounters} where key = ${key} and window_start = ${start}`);
}
/** Minutes until the window of `limit` ends, for the message (at least 1). */
function minutesLeft(limit, now = Date.now()) {
	return Math.max(1, Math.ceil((windowOf(limit, now).resetAt - now) / 6e4));
}
function tooMany(limit, what = "操作", now = Date.now()) {
	return new BusinessError(429, `${what}过于频繁，请 ${minutesLeft(limit, now)} 分钟后再试`, 429);
}
/** Throws 429 when `subject` is already at its limit (without counting this call). */
async function assertUnder(limit, subject, what, now = Date.now()) {
	if (await peek(limit, subject, now) >= limit.max) throw tooMany(limit, what, now);
}
/** Counts this call and throws 429 when it goes over the limit. */
async function consume(limit, subject, what, now = Date.now()) {
	if (await hit(limit, subject, now) > limit.max) throw tooMany(limit, what, now);
}
export { reset as a, hit as i, assertUnder as n, consume as r, LIMITS as t };
