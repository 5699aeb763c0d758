import { a as ValidationError, i as PayloadTooLargeError } from "./errors_BPrdOY2Z.mjs";
import qs from "qs";
// src/server/http/body.ts
/** Default limit for API bodies; uploads get their own limit in their handlers. */
var DEFAULT_BODY_LIMIT = 65536;
async function readLimited(request, limit) {
	if (Number(request.headers.get("content-length") ?? "0") > limit) throw new PayloadTooLargeError(limit);
	if (!request.body) return "";
	const reader = request.body.getReader();
	const chunks = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.byteLength;
		if (size > limit) {
			await reader.cancel();
			throw new PayloadTooLargeError(limit);
		}
		chunks.push(value);
	}
	return new TextDecoder().decode(Buffer.concat(chunks));
}
/**
* Reads a JSON or form-encoded body (qs bracket syntax: `ids[]=1`, `goods[0][goods_id]=2`).
* Malformed bodies are a 422, oversized ones a 413.
*/
async function readBody(request, limit = DEFAULT_BODY_LIMIT) {
	const text = await readLimited(request, limit);
	if (!text.trim()) return {};
	const type = (request.headers.get("content-type") ?? "").toLowerCase();
	if (type.includes("application/json")) try {
		return JSON.parse(text);
	} catch {
		throw new ValidationError({ body: ["请求内容不是有效的 JSON"] });
	}
	if (type.includes("application/x-www-form-urlencoded") || type === "" || type.includes("text/plain")) return qs.parse(text, {
		depth: 5,
		arrayLimit: 1e3,
		parameterLimit: 2e3
	});
	throw new ValidationError({ body: ["不支持的请求格式"] });
}
/** Query string with the same bracket syntax as bodies. */
function readQuery(url) {
	return qs.parse(url.search.slice(1), {
		depth: 5,
		arrayLimit: 1e3,
		parameterLimit: 2e3
	});
}
export { readQuery as n, readBody as t };
