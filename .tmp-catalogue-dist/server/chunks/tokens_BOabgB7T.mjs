import { n as authSecret } from "./config_D2PpXTEA.mjs";
import { createHmac, timingSafeEqual } from "node:crypto";
// src/server/auth/tokens.ts
/**
* Compact signed tokens `base64url(json).base64url(hmac)` with an expiry, for the chat frame
* token and the simulated WeChat code. Not a session id and not secret, only tamper-proof.
*/
function signToken(purpose, payload, ttlMs, now = Date.now()) {
	const body = Buffer.from(JSON.stringify({
		...payload,
		p: purpose,
		exp: Math.floor((now + ttlMs) / 1e3)
	})).toString("base64url");
	return `${body}.${mac(body)}`;
}
/** The payload of a valid, unexpired token for `purpose`, else null. */
function verifyToken(purpose, token, now = Date.now()) {
	const [body, sig, extra] = String(token).split(".");
	if (!body || !sig || extra !== void 0) return null;
	const expected = Buffer.from(mac(body));
	const given = Buffer.from(sig);
	if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
	try {
		const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
		if (payload.p !== purpose || typeof payload.exp !== "number" || payload.exp * 1e3 < now) return null;
		return payload;
	} catch {
		return null;
	}
}
function mac(body) {
	return createHmac("sha256", authSecret()).update(body).digest("base64url");
}
/** HMAC of a short secret (SMS codes) so the database never holds the code itself. */
function digest(value) {
	return createHmac("sha256", authSecret()).update(value).digest("hex");
}
export { signToken as n, verifyToken as r, digest as t };
