import { c as authSessions, t as db } from "./client_BXA_sWCA.mjs";
import { t as queryRows } from "./rows_CxcUVZVs.mjs";
import { a as sessionMaxMs } from "./config_D2PpXTEA.mjs";
import { n as redisEnabled, t as redis } from "./redis_BrvwyR9b.mjs";
import { eq, lt, sql } from "drizzle-orm";
// src/server/auth/session-driver.ts
var REDIS_PREFIX = "yaocai:sess:";
function text(value) {
	return typeof value === "string" ? value : JSON.stringify(value);
}
function redisSessionDriver() {
	return {
		async getItem(key) {
			return (await redis()).get(REDIS_PREFIX + key);
		},
		async setItem(key, value) {
			await (await redis()).set(REDIS_PREFIX + key, text(value), "PX", sessionMaxMs());
		},
		async removeItem(key) {
			await (await redis()).del(REDIS_PREFIX + key);
		}
	};
}
function databaseSessionDriver() {
	let writes = 0;
	return {
		async getItem(key) {
			return (await queryRows(await db(), sql`
        select data from ${authSessions} where id = ${key} and expires_at > now()`))[0]?.data ?? null;
		},
		async setItem(key, value) {
			const conn = await db();
			const expiresAt = new Date(Date.now() + sessionMaxMs());
			await conn.insert(authSessions).values({
				id: key,
				data: text(value),
				expiresAt
			}).onConflictDoUpdate({
				target: authSessions.id,
				set: {
					data: text(value),
					expiresAt
				}
			});
			if (++writes % 200 === 1) await conn.delete(authSessions).where(lt(authSessions.expiresAt, /* @__PURE__ */ new Date()));
		},
		async removeItem(key) {
			await (await db()).delete(authSessions).where(eq(authSessions.id, key));
		}
	};
}
/** Picks the storage for this process from the environment. */
function sessionDriver() {
	return redisEnabled() ? redisSessionDriver() : databaseSessionDriver();
}
// \0virtual:astro:session-driver
var _virtual_astro_session_driver_default = sessionDriver;
export { databaseSessionDriver, _virtual_astro_session_driver_default as default, redisSessionDriver };
