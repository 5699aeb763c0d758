import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
// src/server/auth/config.ts
/**
* Session and sign-in settings, read from the environment at run time (not at build time, so one
* build serves every deployment):
* - SESSION_IDLE_MINUTES (default 120): a session unused this long is over;
* - SESSION_MAX_HOURS (default 24): a session is over this long after login, used or not;
* - SESSION_COOKIE_SECURE: `always` forces the Secure flag (TLS ends at a proxy that does not
*   forward the scheme), `never` drops it; by default it follows the request's own scheme;
* - AUTH_SECRET: key for signed tokens (chat token, simulated WeChat codes). Without it a random
*   key is created once in DATA_DIR/auth-secret (fine for one instance; set it for several).
*/
function sessionIdleMs(env = process.env) {
	return positive(env.SESSION_IDLE_MINUTES, 120) * 6e4;
}
function sessionMaxMs(env = process.env) {
	return positive(env.SESSION_MAX_HOURS, 24) * 36e5;
}
function positive(value, fallback) {
	const n = Number(value);
	return Number.isFinite(n) && n > 0 ? n : fallback;
}
var SESSION_COOKIE = "yaocai_sid";
/** Whether the session cookie carries `Secure` for a request made over `protocol`. */
function cookieSecure(protocol, env = process.env) {
	if (env.SESSION_COOKIE_SECURE === "always") return true;
	if (env.SESSION_COOKIE_SECURE === "never") return false;
	return protocol === "https:";
}
var SECRET_KEY = Symbol.for("yaocai.auth-secret");
/** The signing key of this deployment (see module comment). */
function authSecret(env = process.env) {
	const holder = globalThis;
	if (holder[SECRET_KEY]) return holder[SECRET_KEY];
	let secret;
	if (env.AUTH_SECRET && env.AUTH_SECRET.length >= 16) secret = Buffer.from(env.AUTH_SECRET, "utf8");
	else {
		const file = path.resolve(env.DATA_DIR || "./data", "auth-secret");
		try {
			secret = Buffer.from(fs.readFileSync(file, "utf8").trim(), "hex");
			if (secret.length < 32) throw new Error("short secret");
		} catch {
			secret = randomBytes(32);
			try {
				fs.mkdirSync(path.dirname(file), { recursive: true });
				fs.writeFileSync(file, secret.toString("hex"), { mode: 384 });
			} catch {}
		}
	}
	holder[SECRET_KEY] = secret;
	return secret;
}
export { sessionMaxMs as a, sessionIdleMs as i, authSecret as n, cookieSecure as r, SESSION_COOKIE as t };
