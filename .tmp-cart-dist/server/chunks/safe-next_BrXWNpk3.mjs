// src/server/http/safe-next.ts
/** Only same-site absolute paths may be redirect targets (no `//evil.com`, no schemes). */
function safeNext(target, fallback = "/") {
	if (!target || !target.startsWith("/") || target.startsWith("//") || target.includes("\\")) return fallback;
	return target;
}
export { safeNext as t };
