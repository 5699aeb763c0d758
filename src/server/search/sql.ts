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
import { sql, type SQL } from 'drizzle-orm';
import { APPROVAL_CODE_MIN, TIER } from './ranking';
import { escapeLike, FIELD_SEPARATOR, queryGrams, type SearchQuery } from './normalize';

const contains = (term: string) => `%${escapeLike(term)}%`;
const startsWith = (term: string) => `${escapeLike(term)}%`;

function textArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

function intArray(values: number[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;
}

/**
 * Condition: the goods row `alias` matches every term of the query (type 1, drug search). A term that
 * makers or brands hold (`query.via`) is also matched by their goods; the gram test covers only the
 * terms the goods text itself must hold.
 */
export function goodsMatchSql(query: SearchQuery, alias = 'g'): SQL {
  const a = sql.raw(alias);
  const own: string[] = [];
  const likes = query.terms.map((term, i) => {
    const like = sql`${a}.search_text like ${contains(term)}`;
    const held = heldViaSql(query, i, a);
    if (!held) {
      own.push(term);
      return like;
    }
    return sql`(${like} or ${held})`;
  });
  const grams = queryGrams({ ...query, terms: own });
  const parts = grams.length ? [...likes, sql`${a}.search_grams @> ${textArray(grams)}`] : likes;
  return sql`(${sql.join(parts, sql` and `)})`;
}

/** Condition: the goods row's maker or brand holds the query's term `i` (SearchQuery.via), or null. */
function heldViaSql(query: SearchQuery, i: number, a: SQL): SQL | null {
  const via = query.via?.[i];
  if (!via || (!via.makers.length && !via.brands.length)) return null;
  const ors: SQL[] = [];
  if (via.makers.length) ors.push(sql`${a}.manufacturer_id = any(${intArray(via.makers)})`);
  if (via.brands.length) ors.push(sql`${a}.brand_id = any(${intArray(via.brands)})`);
  return sql`(${sql.join(ors, sql` or `)})`;
}

const anyOf = (conds: SQL[]): SQL => sql`(${sql.join(conds, sql` or `)})`;
const tierValue = (tier: number) => sql.raw(String(tier));

/**
 * The tier of a matching goods row (ranking.ts `goodsTier`: the best any term reaches); only
 * meaningful together with {@link goodsMatchSql}. It reads the folded fields back out of search_text
 * (1 name, 2 trade name, 3 approval number, 4 full pinyin, 5 initials, 7 barcode) rather than folding
 * the columns again for every candidate.
 */
export function goodsTierSql(query: SearchQuery, alias = 'g'): SQL {
  const a = sql.raw(alias);
  const field = (n: number) => sql`split_part(${a}.search_text, chr(1), ${sql.raw(String(n))})`;
  const exact: SQL[] = [];
  const prefix: SQL[] = [];
  const initials: SQL[] = [];
  const trade: SQL[] = [];
  const starts: SQL[] = [];
  for (const k of query.terms) {
    const p = startsWith(k);
    const long = [...k].length >= APPROVAL_CODE_MIN;
    exact.push(sql`${field(1)} = ${k} or ${field(3)} = ${k} or ${field(7)} = ${k}`);
    if (long) exact.push(sql`${field(3)} like ${`%${escapeLike(k)}`}`);
    prefix.push(sql`${field(1)} like ${p} or ${field(4)} like ${p}`);
    initials.push(sql`${field(5)} like ${p}`);
    trade.push(sql`${field(2)} like ${p}`);
    starts.push(sql`(chr(1) || ${a}.search_text) like ${`%${FIELD_SEPARATOR}${escapeLike(k)}%`}`);
  }
  const held = query.terms.map((_, i) => heldViaSql(query, i, a)).filter((c): c is SQL => c !== null);
  const maker = held.length ? sql`when ${anyOf(held)} then ${tierValue(TIER.MAKER)}` : sql``;
  // Every tier above MAKER needs a term that starts a field (a long term aside: the approval-code
  // suffix): one LIKE over the whole text per term settles most rows of a broad word (片 matches
  // thousands of goods, few of them start a field with it) before any field is split out.
  const shortcut = query.terms.every((k) => [...k].length < APPROVAL_CODE_MIN)
    ? sql`when not ${anyOf(starts)} then ${held.length ? sql`(case ${maker} else ${tierValue(TIER.SUBSTRING)} end)` : tierValue(TIER.SUBSTRING)}`
    : sql``;
  return sql`(case
    ${shortcut}
    when ${anyOf(exact)} then ${tierValue(TIER.EXACT)}
    when ${anyOf(prefix)} then ${tierValue(TIER.PREFIX)}
    when ${anyOf(initials)} then ${tierValue(TIER.INITIALS)}
    when ${anyOf(trade)} then ${tierValue(TIER.TRADE)}
    ${maker}
    else ${tierValue(TIER.SUBSTRING)} end)`;
}

/** Searchable text of a manufacturer row (mirrors makerSearchText). */
function makerText(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`(yc_fold(${a}.name) || chr(1) || yc_fold(${a}.short_name) || chr(1) || ${a}.pinyin_initials)`;
}

/** Condition: the manufacturer row `alias` matches every term (type 2, manufacturer search). */
export function makerMatchSql(query: SearchQuery, alias = 'm'): SQL {
  const text = makerText(alias);
  return sql`(${sql.join(
    query.terms.map((term) => sql`${text} like ${contains(term)}`),
    sql` and `,
  )})`;
}

/** The tier of a matching manufacturer row (mirrors makerTier). */
export function makerTierSql(query: SearchQuery, alias = 'm'): SQL {
  const a = sql.raw(alias);
  const k = query.terms[0];
  const prefix = startsWith(k);
  return sql`(case
    when yc_fold(${a}.name) = ${k} or yc_fold(${a}.short_name) = ${k} then ${sql.raw(String(TIER.EXACT))}
    when yc_fold(${a}.name) like ${prefix} or yc_fold(${a}.short_name) like ${prefix} then ${sql.raw(String(TIER.PREFIX))}
    when ${a}.pinyin_initials like ${prefix} then ${sql.raw(String(TIER.INITIALS))}
    else ${sql.raw(String(TIER.SUBSTRING))} end)`;
}
