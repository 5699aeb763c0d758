/**
 * Splitting a keyword into search terms (issue 26), given what the catalogue knows (a lexicon: goods
 * names and trade names, makers' full and short names, brand names, the alias table). Pure: both
 * search engines (the in-memory index and SQL) get the same terms, so they give the same answers.
 *
 * White space separates words. A word the lexicon holds (or pinyin, a code, a barcode) stays whole;
 * any other is cut: strengths and packs (`0.3g*24粒`, SPEC_PATTERN) come out as their own terms, and
 * each remaining run is cut greedily into the longest pieces the lexicon holds (`天源布洛芬` → 天源 ·
 * 布洛芬). Cutting never loses a goods: every piece of a word lies in the same field as the word.
 * A word (or piece) equal to an alias is replaced by its target (扑热息痛 → 对乙酰氨基酚).
 */
import { SPEC_PATTERN, specNorm } from './spec';

export type Lexicon = {
  /** Every known name, folded, each followed by \x01: "is a substring of a known name" is one indexOf. */
  text: string;
  /** Folded alias → folded target. */
  aliases: ReadonlyMap<string, string>;
};

/** Words that join spec numbers and carry no meaning alone. */
const FILLER = /^[x×*/:+,，、;；.。\-—]+$/;
const SPEC_LIKE = /^[0-9]/;

/** The longest prefix of `run` (at least one character) that some known name contains. */
function longestKnownPrefix(run: string, lex: Lexicon): number {
  const chars = [...run];
  let lo = 0;
  let hi = chars.length;
  // Holding is monotone (a prefix of a held text is held): binary search on its length.
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lex.text.includes(chars.slice(0, mid).join(''))) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function cutRun(run: string, lex: Lexicon, out: string[]): void {
  let rest = [...run];
  let unknown = '';
  while (rest.length) {
    const n = longestKnownPrefix(rest.join(''), lex);
    if (n === 0) {
      unknown += rest[0];
      rest = rest.slice(1);
      continue;
    }
    if (unknown) {
      out.push(unknown);
      unknown = '';
    }
    out.push(rest.slice(0, n).join(''));
    rest = rest.slice(n);
  }
  if (unknown) out.push(unknown);
}

function cutWord(word: string, lex: Lexicon, out: string[]): void {
  // Known words, pinyin, barcodes and codes (国药准字h33800509: a run of 6+ letters and digits) stay whole.
  if (lex.aliases.has(word) || lex.text.includes(word) || /^[a-z0-9]+$/.test(word) || /[a-z0-9]{6,}/.test(word)) {
    out.push(word);
    return;
  }
  let at = 0;
  for (const m of word.matchAll(SPEC_PATTERN)) {
    if (m.index > at) cutRun(word.slice(at, m.index), lex, out);
    out.push(m[0]);
    at = m.index + m[0].length;
  }
  if (at < word.length) cutRun(word.slice(at), lex, out);
}

/**
 * The terms of a folded keyword (words apart by single spaces), and the aliases applied. Spec-like
 * terms (starting with a digit) are in spec normal form; a term equal to an earlier one is dropped.
 */
export function segmentKeyword(text: string, lex: Lexicon): { terms: string[]; aliased: boolean } {
  const pieces: string[] = [];
  for (const word of text.split(' ')) if (word && !FILLER.test(word)) cutWord(word, lex, pieces);
  let aliased = false;
  const terms: string[] = [];
  for (const piece of pieces) {
    const target = lex.aliases.get(piece);
    if (target !== undefined) aliased = true;
    const term = target ?? (SPEC_LIKE.test(piece) ? specNorm(piece) : piece);
    if (term && !FILLER.test(term) && !terms.includes(term)) terms.push(term);
  }
  return { terms: terms.length ? terms : [text], aliased };
}
