/**
 * From a keyword to the query both search engines run (issue 26): parseKeyword, then the lexicon of
 * the catalogue (goods names and trade names, makers, brands, the alias table) cuts and rewrites the
 * words (search/segment.ts), and each term learns which makers and brands hold it (`via`). Also the
 * near-miss rewrite tried when a search finds nothing (search/near-miss.ts).
 *
 * The lexicon is read from the database, through the cache (dropped by every write's
 * invalidateCaches, like the search index): a renamed maker or a new alias counts at once.
 */
import { sql } from 'drizzle-orm';
import { cached } from '../cache/memo';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { FIELD_SEPARATOR, foldText, parseKeyword, type SearchQuery, type TermVia } from '../search/normalize';
import { nearMissTerms, type NameReading } from '../search/near-miss';
import { segmentKeyword, type Lexicon } from '../search/segment';

type Named = { id: number; text: string };
export type SearchLexicon = Lexicon & { makers: Named[]; brands: Named[]; names: NameReading[] };

// Long: every write's invalidateCaches drops it anyway (reading it costs a pass over the goods).
const LEXICON_TTL_MS = 600_000;

async function loadLexicon(): Promise<SearchLexicon> {
  const conn = await db();
  const [names, makers, brands, aliases] = [
    await queryRows<{ name: string }>(conn, sql`select name from goods where type = 1 group by name order by sum(sales) desc, name`),
    await queryRows<{ id: number; name: string; short_name: string }>(conn, sql`select id, name, short_name from manufacturers order by id`),
    await queryRows<{ id: number; name: string }>(conn, sql`select id, name from brands order by id`),
    await queryRows<{ alias: string; target: string }>(conn, sql`select alias, target from search_aliases order by id`),
  ];
  const trades = await queryRows<{ t: string }>(conn, sql`select distinct trade_name as t from goods where trade_name <> ''`);
  const words = [
    ...names.map((n) => n.name),
    ...trades.map((t) => t.t),
    ...makers.flatMap((m) => [m.name, m.short_name]),
    ...brands.map((b) => b.name),
    ...aliases.flatMap((a) => [a.alias, a.target]),
  ];
  return {
    text: words.map((w) => foldText(w) + FIELD_SEPARATOR).join(''),
    aliases: new Map(aliases.map((a) => [foldText(a.alias).trim(), foldText(a.target).trim()])),
    makers: makers.map((m) => ({ id: Number(m.id), text: `${foldText(m.name)}${FIELD_SEPARATOR}${foldText(m.short_name)}` })),
    brands: brands.map((b) => ({ id: Number(b.id), text: foldText(b.name) })),
    names: names.map((n) => ({ name: foldText(n.name) })),
  };
}

export function searchLexicon(): Promise<SearchLexicon> {
  return cached('search-lexicon', LEXICON_TTL_MS, loadLexicon);
}

/** Makers and brands whose names hold a term of two or more characters (one character says too little). */
function via(term: string, lex: SearchLexicon): TermVia | null {
  if ([...term].length < 2 || /^[\x20-\x7e]+$/.test(term)) return null;
  const makers = lex.makers.filter((m) => m.text.includes(term)).map((m) => m.id);
  const brands = lex.brands.filter((b) => b.text.includes(term)).map((b) => b.id);
  return makers.length || brands.length ? { makers, brands } : null;
}

function withTerms(base: SearchQuery, terms: string[], lex: SearchLexicon, shown: string | undefined, corrected = false): SearchQuery {
  const vias = terms.map((t) => via(t, lex));
  // The base's own `via` belongs to its own terms: a near miss (金华清感颗粒 → 金花清感颗粒) must not keep 金华's makers.
  const { via: _stale, ...rest } = base;
  return { ...rest, terms, ...(vias.some(Boolean) ? { via: vias } : {}), ...(shown ? { shown } : {}), ...(corrected ? { corrected } : {}) };
}

/** The query of a goods (type 1) keyword; null when nothing searchable is left. */
export async function resolveKeyword(raw: string | null | undefined): Promise<SearchQuery | null> {
  const base = parseKeyword(raw);
  if (!base) return null;
  const lex = await searchLexicon();
  const { terms, aliased } = segmentKeyword(base.terms.join(' '), lex);
  return withTerms(base, terms, lex, aliased ? terms.join(' ') : undefined);
}

/** A close spelling of a query that found nothing (a homophone character, a pinyin typo), or null. */
export async function nearMiss(query: SearchQuery): Promise<SearchQuery | null> {
  if (query.corrected) return null;
  const lex = await searchLexicon();
  // The words as typed (a misspelt word is cut into meaningless known pieces), then cut again.
  const words = nearMissTerms(parseKeyword(query.raw)?.terms ?? [], lex);
  if (!words) return null;
  const { terms } = segmentKeyword(words.join(' '), lex);
  return withTerms(query, terms, lex, words.join(' '), true);
}
