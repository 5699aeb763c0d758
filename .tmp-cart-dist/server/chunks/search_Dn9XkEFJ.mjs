import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { n as readQuery } from "./body_Cb-0xQz4.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
import { r as readSearchParams } from "./api-params_C-ZcALCG.mjs";
import { n as visibleGoodsSql } from "./visibility_BQcSbk4D.mjs";
import { t as db } from "./client_BXA_sWCA.mjs";
import { t as queryRows } from "./rows_CxcUVZVs.mjs";
import { a as TIER_NAMES, d as escapeLike, f as foldText, i as makerTierSql, m as parseKeyword, n as goodsTierSql, r as makerMatchSql, t as goodsMatchSql } from "./sql_BlkiP9l8.mjs";
import { sql } from "drizzle-orm";
import { customPinyin, pinyin } from "pinyin-pro";
// src/server/catalogue/pinyin.ts
customPinyin({ 阿胶: "ē jiāo" });
/**
* Pinyin search keys. Chinese characters become toneless pinyin (ü written v), Latin letters and
* digits are kept lowercased, everything else (spaces, brackets, '.', '*') is dropped.
*/
function syllables(text) {
	return pinyin(text, {
		toneType: "none",
		type: "array",
		v: true
	}).map((s) => s.toLowerCase().replace(/[^a-z0-9]/g, ""));
}
// src/server/search/highlight.ts
/**
* Highlight ranges for a suggestion: which characters of the shown text the keyword matched.
* Literal matches of each term are marked; when the keyword matched through pinyin instead
* (amxl → 阿莫西林胶囊, amoxi → 阿莫西), the characters whose initials or syllables it covers are.
*
* Ranges are `{ start, end }` offsets into the JavaScript string (UTF-16 code units, end exclusive),
* sorted and non-overlapping, so a client can slice the text directly.
*/
/** Folds text character by character, remembering which original code units each folded unit came from. */
function foldMapped(text) {
	let folded = "";
	const from = [];
	const to = [];
	let offset = 0;
	for (const ch of text) {
		const f = foldText(ch);
		for (let i = 0; i < f.length; i++) {
			from.push(offset);
			to.push(offset + ch.length);
		}
		folded += f;
		offset += ch.length;
	}
	return {
		folded,
		from,
		to
	};
}
function merge(ranges) {
	const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => a.start - b.start || a.end - b.end);
	const out = [];
	for (const r of sorted) {
		const last = out[out.length - 1];
		if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
		else out.push({ ...r });
	}
	return out;
}
function literalRanges(text, terms) {
	const { folded, from, to } = foldMapped(text);
	const ranges = [];
	for (const term of terms) {
		if (!term) continue;
		let at = folded.indexOf(term);
		while (at !== -1) {
			ranges.push({
				start: from[at],
				end: to[at + term.length - 1]
			});
			at = folded.indexOf(term, at + term.length);
		}
	}
	return ranges;
}
/** Code-unit offsets of each code point of `text`. */
function charOffsets(text) {
	const out = [];
	let offset = 0;
	for (const ch of text) {
		out.push({
			start: offset,
			end: offset + ch.length
		});
		offset += ch.length;
	}
	return out;
}
/** The first place `key` occurs in the letters of `parts` (one string per character), as a character range. */
function pinyinRange(parts, key, offsets) {
	let joined = "";
	const owner = [];
	parts.forEach((p, i) => {
		joined += p;
		for (let j = 0; j < p.length; j++) owner.push(i);
	});
	const at = joined.indexOf(key);
	if (at === -1 || key.length === 0) return null;
	return {
		start: offsets[owner[at]].start,
		end: offsets[owner[at + key.length - 1]].end
	};
}
/** Where the query shows in `text`: literal matches of its terms, else its pinyin match. */
function highlightRanges(text, query) {
	const literal = literalRanges(text, query.terms);
	if (literal.length) return merge(literal);
	const key = query.terms[0];
	if (!/^[a-z0-9]+$/.test(key)) return [];
	const parts = syllables(text);
	const offsets = charOffsets(text);
	if (parts.length !== offsets.length) return [];
	const byInitials = pinyinRange(parts.map((s) => s.slice(0, 1)), key, offsets);
	if (byInitials) return [byInitials];
	const byFull = pinyinRange(parts, key, offsets);
	return byFull ? [byFull] : [];
}
async function drugSuggestions(query, viewer, limit) {
	const k = `%${escapeLike(query.terms[0])}%`;
	return (await queryRows(await db(), sql`
    select t.name, min(t.trade) filter (where t.trade_hit) as trade, min(t.approval) filter (where t.approval_hit) as approval,
      min(t.tier)::int as tier, count(*)::int as n
    from (
      select g.id, g.name, g.sales, g.trade_name as trade, g.approval_no as approval,
        (g.trade_name <> '' and yc_fold(g.trade_name) like ${k}) as trade_hit,
        (g.approval_no <> '' and yc_fold(g.approval_no) like ${k}) as approval_hit,
        ${goodsTierSql(query, "g")} as tier
      from goods g where ${visibleGoodsSql(viewer)} and ${goodsMatchSql(query, "g")}
    ) t
    group by t.name
    order by min(t.tier), sum(t.sales) desc, min(t.id)
    limit ${limit}`)).map((r) => {
		const onName = highlightRanges(r.name, query);
		const extra = onName.length === 0 ? r.trade ?? r.approval : null;
		const text = extra ? `${r.name}（${extra}）` : r.name;
		return {
			text,
			keywords: r.name,
			type: 1,
			count: Number(r.n),
			match: TIER_NAMES[Number(r.tier)],
			highlight: onName.length ? onName : highlightRanges(text, query)
		};
	});
}
async function makerSuggestions(query, viewer, limit) {
	return (await queryRows(await db(), sql`
    select m.id, m.name, ${makerTierSql(query, "m")}::int as tier, count(g.id)::int as n
    from manufacturers m join goods g on g.manufacturer_id = m.id and ${visibleGoodsSql(viewer)}
    where ${makerMatchSql(query, "m")}
    group by m.id, m.name, m.short_name, m.pinyin_initials
    order by 3, count(g.id) desc, m.id
    limit ${limit}`)).map((r) => ({
		id: Number(r.id),
		text: r.name,
		keywords: r.name,
		type: 2,
		count: Number(r.n),
		match: TIER_NAMES[Number(r.tier)],
		highlight: highlightRanges(r.name, query)
	}));
}
/** Suggestions for a raw keyword; an empty or white-space keyword has none (and costs no query). */
async function suggest(raw, type, viewer, limit = 10) {
	const query = parseKeyword(raw);
	if (!query) return {
		keywords: "",
		type,
		list: []
	};
	const list = type === 2 ? await makerSuggestions(query, viewer, limit) : await drugSuggestions(query, viewer, limit);
	return {
		keywords: query.raw,
		type,
		list
	};
}
// src/pages/api/goods/search.ts
var search_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** Header search suggestions: `?keywords&type` (1 drug, 2 manufacturer) → at most 10 with highlight ranges. */
var GET = endpoint(async (context) => {
	const { keywords, type } = readSearchParams(readQuery(context.url));
	return ok(await suggest(keywords, type, await viewerOf(context)));
});
// \0virtual:astro:page:src/pages/api/goods/search@_@ts
var page = () => search_exports;
export { page };
