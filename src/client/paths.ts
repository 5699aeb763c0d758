/**
 * Paths as the de-duplication rule compares them: leading slash, no origin, query or hash,
 * no duplicate or trailing slashes. The spec writes some without a leading slash (`api/cart/total`).
 */
export function normalizePath(path: string): string {
  let p = path.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  p = p.split(/[?#]/, 1)[0] ?? '';
  p = `/${p}`.replace(/\/{2,}/g, '/');
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

/** The query part of a path written with one (`/api/goods/list?page=2` → `page=2`), or ''. */
export function pathQuery(path: string): string {
  const match = /\?([^#]*)/.exec(path);
  return match?.[1] ?? '';
}

/** Spec section 7: these may run several at once; every other path keeps only its newest request. */
export const DEDUPE_EXEMPT: ReadonlySet<string> = new Set(['/api/cart', '/api/favorite', '/api/favorite/cancel', '/api/activity/tap']);

export function isDedupeExempt(path: string): boolean {
  return DEDUPE_EXEMPT.has(normalizePath(path));
}
