/**
 * Search suggestions on the wire (GET /api/goods/search; built by the server's suggest module, read
 * by src/stores/search.ts). Types only.
 */

export type SearchType = 1 | 2;
export type HighlightRange = { start: number; end: number };
export type MatchTier = 'exact' | 'prefix' | 'initials' | 'trade' | 'maker' | 'substring';

export type Suggestion = {
  /** What the dropdown shows. */
  text: string;
  /** What a click searches for (with the same type). */
  keywords: string;
  type: SearchType;
  /** Goods behind this suggestion. */
  count: number;
  /** How it matched. */
  match: MatchTier;
  highlight: HighlightRange[];
  /** Manufacturer id (type 2). */
  id?: number;
  /** Type 1: the maker (short name) and spec of the best-ranked goods of this name (issue 26). */
  maker?: string;
  spec?: string;
};

export type Suggestions = {
  keywords: string;
  type: SearchType;
  list: Suggestion[];
  /** The words suggested differ from the keyword (an alias, a near miss): the search page's notice, 已为您显示“…”的结果. */
  notice?: string;
};
