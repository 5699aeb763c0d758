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
    const via = query.via?.[i];
    if (!via) {
      own.push(term);
      return like;
    }
    const ors = [like];
    if (via.makers.length) ors.push(sql`${a}.manufacturer_id = any(${intArray(via.makers)})`);
    if (via.brands.length) ors.push(sql`${a}.brand_id = any(${intArray(via.brands)})`);
    return sql`(${sql.join(ors, sql` or `)})`;
  });
  const grams = queryGrams({ ...query, terms: own });
  const parts = grams.length ? [...likes, sql`${a}.search_grams @> ${textArray(grams)}`] : likes;
  return sql`(${sql.join(parts, sql` and `)})`;
}

/**
 * The tier (0–3) of a matching goods row; only meaningful together with {@link goodsMatchSql}. It reads
 * the folded fields back out of search_text (1 name, 2 trade name, 3 approval number, 4 full pinyin,
 * 5 initials) rather than folding the columns again for every candidate.
 */
export function goodsTierSql(query: SearchQuery, alias = 'g'): SQL {
  const field = (n: number) => sql`split_part(${sql.raw(alias)}.search_text, chr(1), ${sql.raw(String(n))})`;
  const k = query.terms[0];
  const prefix = startsWith(k);
  const codeExact = [...k].length >= APPROVAL_CODE_MIN ? sql` or ${field(3)} like ${`%${escapeLike(k)}`}` : sql``;
  // Every tier above SUBSTRING needs a field that starts with the keyword (the approval-code
  // suffix aside): one LIKE over the whole text settles most rows of a broad word (片 matches
  // thousands of goods, few of them start a field with it) before any field is split out.
  const anyFieldStarts =
    [...k].length >= APPROVAL_CODE_MIN
      ? sql``
      : sql`when (chr(1) || ${sql.raw(alias)}.search_text) not like ${`%${FIELD_SEPARATOR}${escapeLike(k)}%`} then ${sql.raw(String(TIER.SUBSTRING))}
    `;
  return sql`(case
    ${anyFieldStarts}
    when ${field(1)} = ${k} or ${field(2)} = ${k} or ${field(3)} = ${k}${codeExact} then ${sql.raw(String(TIER.EXACT))}
    when ${field(1)} like ${prefix} or ${field(2)} like ${prefix} or ${field(4)} like ${prefix} then ${sql.raw(String(TIER.PREFIX))}
    when ${field(5)} like ${prefix} then ${sql.raw(String(TIER.INITIALS))}
    else ${sql.raw(String(TIER.SUBSTRING))} end)`;
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
