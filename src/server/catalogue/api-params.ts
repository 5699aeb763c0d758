/**
 * Reading the catalogue APIs' query strings: the only refusal is an over-long keyword (422 with the
 * Chinese message); everything else falls back to defaults (see list-params.ts).
 */
import { ValidationError } from '../http/errors';
import { keywordLength, MAX_KEYWORD_LENGTH } from '../search/normalize';
import { KEYWORD_TOO_LONG, readListParams, type ListParams } from './list-params';

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** `keywords` and `type` of the suggestion API. */
export function readSearchParams(query: Record<string, unknown>): { keywords: string; type: 1 | 2 } {
  const raw = first(query.keywords);
  const keywords = typeof raw === 'string' ? raw : '';
  if (keywordLength(keywords) > MAX_KEYWORD_LENGTH) throw new ValidationError({ keywords: [KEYWORD_TOO_LONG] });
  return { keywords, type: String(first(query.type)) === '2' ? 2 : 1 };
}

/** List parameters of an API request, or the 422 of an over-long keyword. */
export function readListParamsOrThrow(query: Record<string, unknown>): ListParams {
  const result = readListParams(query);
  if (!result.ok) throw new ValidationError(result.errors);
  return result.params;
}

/** A positive page number from a path or query value (anything else is page 1; clamped later). */
export function readPage(value: unknown): number {
  const n = Number(first(value));
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}
