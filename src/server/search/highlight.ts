/**
 * Highlight ranges for a suggestion: which characters of the shown text the keyword matched.
 * Literal matches of each term are marked; when the keyword matched through pinyin instead
 * (amxl → 阿莫西林胶囊, amoxi → 阿莫西), the characters whose initials or syllables it covers are.
 *
 * Ranges are `{ start, end }` offsets into the JavaScript string (UTF-16 code units, end exclusive),
 * sorted and non-overlapping, so a client can slice the text directly.
 */
import { syllables } from './pinyin';
import { foldText, type SearchQuery } from './normalize';

export type HighlightRange = { start: number; end: number };

type Mapped = { folded: string; from: number[]; to: number[] };

/** Folds text character by character, remembering which original code units each folded unit came from. */
function foldMapped(text: string): Mapped {
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
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
  return { folded, from, to };
}

function merge(ranges: HighlightRange[]): HighlightRange[] {
  const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => a.start - b.start || a.end - b.end);
  const out: HighlightRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

function literalRanges(text: string, terms: string[]): HighlightRange[] {
  const { folded, from, to } = foldMapped(text);
  const ranges: HighlightRange[] = [];
  for (const term of terms) {
    if (!term) continue;
    let at = folded.indexOf(term);
    while (at !== -1) {
      ranges.push({ start: from[at], end: to[at + term.length - 1] });
      at = folded.indexOf(term, at + term.length);
    }
  }
  return ranges;
}

/** Code-unit offsets of each code point of `text`. */
function charOffsets(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let offset = 0;
  for (const ch of text) {
    out.push({ start: offset, end: offset + ch.length });
    offset += ch.length;
  }
  return out;
}

/** The first place `key` occurs in the letters of `parts` (one string per character), as a character range. */
function pinyinRange(parts: string[], key: string, offsets: { start: number; end: number }[]): HighlightRange | null {
  let joined = '';
  const owner: number[] = [];
  parts.forEach((p, i) => {
    joined += p;
    for (let j = 0; j < p.length; j++) owner.push(i);
  });
  const at = joined.indexOf(key);
  if (at === -1 || key.length === 0) return null;
  return { start: offsets[owner[at]].start, end: offsets[owner[at + key.length - 1]].end };
}

/** Where the query shows in `text`: literal matches of its terms, else its pinyin match. */
export function highlightRanges(text: string, query: SearchQuery): HighlightRange[] {
  const literal = literalRanges(text, query.terms);
  if (literal.length) return merge(literal);
  const key = query.terms[0];
  if (!/^[a-z0-9]+$/.test(key)) return [];
  const parts = syllables(text);
  const offsets = charOffsets(text);
  if (parts.length !== offsets.length) return [];
  const byInitials = pinyinRange(
    parts.map((s) => s.slice(0, 1)),
    key,
    offsets,
  );
  if (byInitials) return [byInitials];
  const byFull = pinyinRange(parts, key, offsets);
  return byFull ? [byFull] : [];
}
