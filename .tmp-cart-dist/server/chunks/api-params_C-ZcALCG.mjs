import { a as ValidationError } from "./errors_BPrdOY2Z.mjs";
import { p as keywordLength, s as KEYWORD_TOO_LONG, u as readListParams } from "./sql_BlkiP9l8.mjs";
// src/server/catalogue/api-params.ts
/**
* Reading the catalogue APIs' query strings: the only refusal is an over-long keyword (422 with the
* Chinese message); everything else falls back to defaults (see list-params.ts).
*/
var first = (v) => Array.isArray(v) ? v[0] : v;
/** `keywords` and `type` of the suggestion API. */
function readSearchParams(query) {
	const raw = first(query.keywords);
	const keywords = typeof raw === "string" ? raw : "";
	if (keywordLength(keywords) > 50) throw new ValidationError({ keywords: [KEYWORD_TOO_LONG] });
	return {
		keywords,
		type: String(first(query.type)) === "2" ? 2 : 1
	};
}
/** List parameters of an API request, or the 422 of an over-long keyword. */
function readListParamsOrThrow(query) {
	const result = readListParams(query);
	if (!result.ok) throw new ValidationError(result.errors);
	return result.params;
}
/** A positive page number from a path or query value (anything else is page 1; clamped later). */
function readPage(value) {
	const n = Number(first(value));
	return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}
export { readPage as n, readSearchParams as r, readListParamsOrThrow as t };
