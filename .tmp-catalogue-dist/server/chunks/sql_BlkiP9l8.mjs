import { sql } from "drizzle-orm";
import { z } from "zod";
// src/server/search/normalize.ts
var UPPER = /[A-Z]/g;
var CONTROL = /[\u0000-\u001f\u007f]/g;
/** NFKC, then ASCII upper → lower case only (yc_fold): full-width ＡＭＸＬ and AMXL both become amxl. */
function foldText(text) {
	return text.normalize("NFKC").replace(UPPER, (c) => c.toLowerCase());
}
/** Trimmed length in characters, as the 50-character limit counts it. */
function keywordLength(raw) {
	return [...raw.trim()].length;
}
/** Turns raw user input into a query; `null` when nothing searchable is left (empty or white space). */
function parseKeyword(raw) {
	const trimmed = (raw ?? "").trim();
	const text = foldText(trimmed).replace(CONTROL, " ").replace(/\s+/g, " ").trim();
	if (!text) return null;
	let terms = text.split(" ");
	if (terms.length > 1 && terms.every((t) => /^[a-z]+$/.test(t))) terms = [terms.join("")];
	return {
		raw: trimmed,
		text,
		terms
	};
}
function codePoints(text) {
	return [...text];
}
/**
* The grams a term needs in a row's `search_grams` (yc_search_grams): one non-ASCII character on its
* own, else every pair of neighbouring characters. A single ASCII character has no gram (it is not
* indexed); such a term is matched by scanning.
*/
function termGrams(term) {
	const chars = codePoints(term);
	if (chars.length === 0) return [];
	if (chars.length === 1) return chars[0].codePointAt(0) > 127 ? [chars[0]] : [];
	const grams = /* @__PURE__ */ new Set();
	for (let i = 0; i < chars.length - 1; i++) grams.add(chars[i] + chars[i + 1]);
	return [...grams];
}
/** The grams of all terms of a query (union). */
function queryGrams(query) {
	return [...new Set(query.terms.flatMap(termGrams))];
}
/** Escapes LIKE's metacharacters (backslash is PostgreSQL's default escape): % _ \ are matched literally. */
function escapeLike(text) {
	return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
// src/server/catalogue/list-params.ts
/**
* The parameters of goods lists and search (GET /api/goods/list and the list, search and zone pages,
* whose URLs carry the same names so a list is shareable and the back button restores it):
*
*   keywords   search keyword (≤ 50 characters, else 422)      type     1 drug (default) | 2 manufacturer
*   select     category id, sub-categories included            yx       1 = free-shipping goods only
*   kind       medicine | herbal | device (zones)               manufacturer, brand, tag   ids
*   stock      1 = in stock and buyable only                    price_min, price_max      yuan
*   sort       default | sales | price_asc | price_desc | new   page (from 1), page_size (1–100, default 20)
*
* Everything but an over-long keyword is read leniently: a malformed or out-of-range value falls back
* to its default (page numbers are clamped later, once the total is known), never an error page.
*/
var SORTS = [
	"default",
	"sales",
	"price_asc",
	"price_desc",
	"new"
];
var KINDS = [
	"medicine",
	"herbal",
	"device"
];
var KEYWORD_TOO_LONG = `搜索关键词不能超过50个字`;
var first = (v) => Array.isArray(v) ? v[0] : v;
var id = z.preprocess(first, z.coerce.number().int().positive().max(2147483647)).nullable().catch(null);
var flag = z.preprocess(first, z.union([
	z.literal("1"),
	z.literal(1),
	z.literal("true")
])).transform(() => true).catch(false);
var yuan = z.preprocess(first, z.string().trim().regex(/^\d{1,7}(\.\d{1,2})?$/)).transform((s) => Math.round(Number(s) * 100)).nullable().catch(null);
var listParamsSchema = z.object({
	keywords: z.preprocess((v) => typeof first(v) === "string" ? first(v) : "", z.string()).refine((s) => keywordLength(s) <= 50, KEYWORD_TOO_LONG).transform((s) => s.trim()),
	type: z.preprocess(first, z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]))).catch(1),
	select: id,
	yx: flag,
	kind: z.preprocess(first, z.enum(KINDS)).nullable().catch(null),
	manufacturer: id,
	brand: id,
	tag: id,
	stock: flag,
	price_min: yuan,
	price_max: yuan,
	sort: z.preprocess(first, z.enum(SORTS)).catch("default"),
	page: z.preprocess(first, z.coerce.number().int().min(-1e9).max(1e9)).transform((n) => Math.max(1, n)).catch(1),
	page_size: z.preprocess(first, z.coerce.number().int()).transform((n) => Math.min(100, Math.max(1, n))).catch(20)
});
/** Reads list parameters from a query object (qs-parsed or URLSearchParams entries). */
function readListParams(input) {
	const result = listParamsSchema.safeParse({ ...input });
	if (!result.success) {
		const errors = {};
		for (const issue of result.error.issues) (errors[issue.path.join(".") || "keywords"] ??= []).push(issue.message);
		return {
			ok: false,
			errors
		};
	}
	const r = result.data;
	let { price_min: priceMin, price_max: priceMax } = r;
	if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
	return {
		ok: true,
		params: {
			keywords: r.keywords,
			type: r.type,
			select: r.select,
			yx: r.yx,
			kind: r.kind,
			manufacturer: r.manufacturer,
			brand: r.brand,
			tag: r.tag,
			stock: r.stock,
			priceMin,
			priceMax,
			sort: r.sort,
			page: r.page,
			pageSize: r.page_size
		}
	};
}
/** Parameters from a page URL (repeated keys: the first wins). */
function listParamsFromUrl(url) {
	const input = {};
	for (const [key, value] of url.searchParams) if (!(key in input)) input[key] = value;
	return readListParams(input);
}
var DEFAULT_LIST_PARAMS = {
	keywords: "",
	type: 1,
	select: null,
	yx: false,
	kind: null,
	manufacturer: null,
	brand: null,
	tag: null,
	stock: false,
	priceMin: null,
	priceMax: null,
	sort: "default",
	page: 1,
	pageSize: 20
};
/** The URL query of a list (only non-default values), for links that change one thing. */
function listQuery(params) {
	const p = {
		...DEFAULT_LIST_PARAMS,
		...params
	};
	const q = new URLSearchParams();
	if (p.keywords) q.set("keywords", p.keywords);
	if (p.keywords && p.type === 2) q.set("type", "2");
	if (p.select) q.set("select", String(p.select));
	if (p.yx) q.set("yx", "1");
	if (p.kind) q.set("kind", p.kind);
	if (p.manufacturer) q.set("manufacturer", String(p.manufacturer));
	if (p.brand) q.set("brand", String(p.brand));
	if (p.tag) q.set("tag", String(p.tag));
	if (p.stock) q.set("stock", "1");
	if (p.priceMin !== null) q.set("price_min", (p.priceMin / 100).toFixed(2).replace(/\.00$/, ""));
	if (p.priceMax !== null) q.set("price_max", (p.priceMax / 100).toFixed(2).replace(/\.00$/, ""));
	if (p.sort !== "default") q.set("sort", p.sort);
	if (p.pageSize !== 20) q.set("page_size", String(p.pageSize));
	if (p.page > 1) q.set("page", String(p.page));
	const s = q.toString();
	return s ? `?${s}` : "";
}
// src/server/search/ranking.ts
var TIER = {
	EXACT: 0,
	PREFIX: 1,
	INITIALS: 2,
	SUBSTRING: 3
};
var TIER_NAMES = {
	0: "exact",
	1: "prefix",
	2: "initials",
	3: "substring"
};
// src/server/search/sql.ts
/**
* The ranking rules of ./ranking.ts as SQL over the generated search columns of `goods`
* (search_text, search_grams) and over `manufacturers`. Every keyword reaches the database as a bound
* parameter, and LIKE patterns are escaped, so % _ ' \ are searched literally.
*
* Plan: `search_grams @> {grams}` is answered by the GIN index (goods_search_grams_idx) and narrows
* the candidates; `search_text LIKE '%term%'` confirms each one. The LIKE is written first so that,
* when the planner prefers a sequential scan (a keyword that matches a large share of the goods),
* the cheap LIKE rejects most rows before the array test runs.
*/
var contains = (term) => `%${escapeLike(term)}%`;
var startsWith = (term) => `${escapeLike(term)}%`;
function textArray(values) {
	return sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
}
/** Condition: the goods row `alias` matches every term of the query (type 1, drug search). */
function goodsMatchSql(query, alias = "g") {
	const a = sql.raw(alias);
	const likes = query.terms.map((term) => sql`${a}.search_text like ${contains(term)}`);
	const grams = queryGrams(query);
	const parts = grams.length ? [...likes, sql`${a}.search_grams @> ${textArray(grams)}`] : likes;
	return sql`(${sql.join(parts, sql` and `)})`;
}
/**
* The tier (0–3) of a matching goods row; only meaningful together with {@link goodsMatchSql}. It reads
* the folded fields back out of search_text (1 name, 2 trade name, 3 approval number, 4 full pinyin,
* 5 initials) rather than folding the columns again for every candidate.
*/
function goodsTierSql(query, alias = "g") {
	const field = (n) => sql`split_part(${sql.raw(alias)}.search_text, chr(1), ${sql.raw(String(n))})`;
	const k = query.terms[0];
	const prefix = startsWith(k);
	const codeExact = [...k].length >= 6 ? sql` or ${field(3)} like ${`%${escapeLike(k)}`}` : sql``;
	return sql`(case
    when ${field(1)} = ${k} or ${field(2)} = ${k} or ${field(3)} = ${k}${codeExact} then ${sql.raw(String(TIER.EXACT))}
    when ${field(1)} like ${prefix} or ${field(2)} like ${prefix} or ${field(4)} like ${prefix} then ${sql.raw(String(TIER.PREFIX))}
    when ${field(5)} like ${prefix} then ${sql.raw(String(TIER.INITIALS))}
    else ${sql.raw(String(TIER.SUBSTRING))} end)`;
}
/** Searchable text of a manufacturer row (mirrors makerSearchText). */
function makerText(alias) {
	const a = sql.raw(alias);
	return sql`(yc_fold(${a}.name) || chr(1) || yc_fold(${a}.short_name) || chr(1) || ${a}.pinyin_initials)`;
}
/** Condition: the manufacturer row `alias` matches every term (type 2, manufacturer search). */
function makerMatchSql(query, alias = "m") {
	const text = makerText(alias);
	return sql`(${sql.join(query.terms.map((term) => sql`${text} like ${contains(term)}`), sql` and `)})`;
}
/** The tier of a matching manufacturer row (mirrors makerTier). */
function makerTierSql(query, alias = "m") {
	const a = sql.raw(alias);
	const k = query.terms[0];
	const prefix = startsWith(k);
	return sql`(case
    when yc_fold(${a}.name) = ${k} or yc_fold(${a}.short_name) = ${k} then ${sql.raw(String(TIER.EXACT))}
    when yc_fold(${a}.name) like ${prefix} or yc_fold(${a}.short_name) like ${prefix} then ${sql.raw(String(TIER.PREFIX))}
    when ${a}.pinyin_initials like ${prefix} then ${sql.raw(String(TIER.INITIALS))}
    else ${sql.raw(String(TIER.SUBSTRING))} end)`;
}
export { TIER_NAMES as a, listParamsFromUrl as c, escapeLike as d, foldText as f, makerTierSql as i, listQuery as l, parseKeyword as m, goodsTierSql as n, DEFAULT_LIST_PARAMS as o, keywordLength as p, makerMatchSql as r, KEYWORD_TOO_LONG as s, goodsMatchSql as t, readListParams as u };
