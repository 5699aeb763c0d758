/**
 * Near misses (issue 26): a keyword that found nothing, spelt close to a goods name — a character
 * swapped for a homophone (阿莫希林 → 阿莫西林: same toneless pinyin), or full pinyin with one letter
 * wrong, missing or extra (amoxilnjiaonang → 阿莫西林胶囊). Names are tried best-selling first.
 */
import { FIELD_SEPARATOR } from './normalize';
import { pinyinFull, syllables } from './pinyin';

/** A goods name, folded; its readings are computed once, when a near miss first needs them. */
export type NameReading = { name: string; readings?: string[]; full?: string };

const HAN = /\p{Script=Han}/u;

function readingsOf(n: NameReading): string[] {
  return (n.readings ??= syllables(n.name));
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]!);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/** A known text reading like `term` (same syllables, other characters), or null. */
function homophone(term: string, names: NameReading[]): string | null {
  const chars = [...term];
  const want = syllables(term);
  for (const n of names) {
    const have = readingsOf(n);
    const nameChars = [...n.name];
    for (let i = 0; i + want.length <= have.length; i++) {
      if (want.every((s, k) => s === have[i + k])) return nameChars.slice(i, i + chars.length).join('');
    }
  }
  return null;
}

/** A name whose full pinyin (or its start) is one edit (two for long words) from `term`, or null. */
function pinyinTypo(term: string, names: NameReading[]): string | null {
  const max = term.length >= 10 ? 2 : 1;
  for (const n of names) {
    const full = (n.full ??= pinyinFull(n.name));
    if (editDistance(term, full, max) <= max || (full.length > term.length && editDistance(term, full.slice(0, term.length), max) <= max)) return n.name;
  }
  return null;
}

/** The terms with each unknown one replaced by a close spelling, or null when none was found. */
export function nearMissTerms(terms: string[], lex: { text: string; names: NameReading[] }): string[] | null {
  let changed = false;
  const out = terms.map((term) => {
    if (lex.text.includes(term)) return term;
    let close: string | null = null;
    if (HAN.test(term) && [...term].length >= 2) close = homophone(term, lex.names);
    else if (/^[a-z]{5,}$/.test(term)) close = pinyinTypo(term, lex.names);
    if (close && !close.includes(FIELD_SEPARATOR)) changed = true;
    return close ?? term;
  });
  return changed ? out : null;
}
