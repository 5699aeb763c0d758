/**
 * Keyword normalisation for goods search. These functions mirror the SQL functions of
 * drizzle/0003_catalogue_search.sql (`yc_fold`, `yc_goods_search_text`, `yc_search_grams`): a keyword
 * is folded exactly like the stored search text, and its grams are computed exactly like the indexed
 * grams, so "the keyword's grams are all in the row's grams" is a necessary condition for a match.
 *
 * Lengths and positions are counted in code points, as PostgreSQL's `length`/`substr` count
 * characters of a UTF-8 database.
 */

/** Keywords longer than this (in characters, after trimming) are refused with a 422. */
export const MAX_KEYWORD_LENGTH = 50;

/** Separates the fields inside a search text; stripped from keywords, so matches never span fields. */
export const FIELD_SEPARATOR = '\u0001';

const UPPER = /[A-Z]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** NFKC, then ASCII upper → lower case only (yc_fold): full-width ＡＭＸＬ and AMXL both become amxl. */
export function foldText(text: string): string {
  return text.normalize('NFKC').replace(UPPER, (c) => c.toLowerCase());
}

/** Trimmed length in characters, as the 50-character limit counts it. */
export function keywordLength(raw: string): number {
  return [...raw.trim()].length;
}

export type SearchQuery = {
  /** The keyword as the user typed it, trimmed (for echoing back and for the search box). */
  raw: string;
  /** Folded keyword with runs of white space collapsed to one space. */
  text: string;
  /**
   * Terms that must all occur. White space separates terms ("阿莫西林 颗粒"), except that a keyword of
   * letters only is one pinyin term with its spaces removed ("a mo xi lin" → "amoxilin").
   */
  terms: string[];
  /**
   * Per term (same order), when makers or brands hold it in their names (天源, 沈阳天源制药有限公司): a
   * goods of theirs matches the term too. Resolved from the database (catalogue/search-terms.ts).
   */
  via?: (TermVia | null)[];
  /** The words searched when they differ from the keyword (an alias, a near miss), for the notice. */
  shown?: string;
  /** The keyword had no result and `shown` is a close spelling of it. */
  corrected?: boolean;
};

export type TermVia = { makers: number[]; brands: number[] };

/** Turns raw user input into a query; `null` when nothing searchable is left (empty or white space). */
export function parseKeyword(raw: string | null | undefined): SearchQuery | null {
  const trimmed = (raw ?? '').trim();
  const text = foldText(trimmed).replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  let terms = text.split(' ');
  if (terms.length > 1 && terms.every((t) => /^[a-z]+$/.test(t))) terms = [terms.join('')];
  return { raw: trimmed, text, terms };
}

function codePoints(text: string): string[] {
  return [...text];
}

/**
 * The grams a term needs in a row's `search_grams` (yc_search_grams): one non-ASCII character on its
 * own, else every pair of neighbouring characters. A single ASCII character has no gram (it is not
 * indexed); such a term is matched by scanning.
 */
export function termGrams(term: string): string[] {
  const chars = codePoints(term);
  if (chars.length === 0) return [];
  if (chars.length === 1) return chars[0].codePointAt(0)! > 127 ? [chars[0]] : [];
  const grams = new Set<string>();
  for (let i = 0; i < chars.length - 1; i++) grams.add(chars[i] + chars[i + 1]);
  return [...grams];
}

/** The grams of all terms of a query (union). */
export function queryGrams(query: SearchQuery): string[] {
  return [...new Set(query.terms.flatMap(termGrams))];
}

/**
 * The grams stored for a search text (yc_search_grams): non-ASCII characters and neighbouring pairs
 * that do not cross a field separator. Used by tests to check the SQL function against this mirror.
 */
export function textGrams(text: string): string[] {
  const chars = codePoints(text);
  const grams = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    if (chars[i].codePointAt(0)! > 127) grams.add(chars[i]);
    if (i + 1 < chars.length && chars[i] !== FIELD_SEPARATOR && chars[i + 1] !== FIELD_SEPARATOR) grams.add(chars[i] + chars[i + 1]);
  }
  return [...grams].sort();
}

/** Escapes LIKE's metacharacters (backslash is PostgreSQL's default escape): % _ \ are matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
