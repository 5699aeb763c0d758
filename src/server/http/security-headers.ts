/**
 * Security headers of every response. Pages get their Content-Security-Policy from Astro
 * (`security.csp` in astro.config.mjs: script hashes for the island and server-island scripts,
 * plus the directives below); everything else — API answers, static files, prerendered pages,
 * whose CSP is a <meta> that cannot carry frame-ancestors — gets FALLBACK_CSP.
 */

/**
 * Directives added to Astro's page CSP (script-src / style-src are Astro's own). Not
 * frame-ancestors: a <meta> CSP (prerendered pages) ignores it with a console warning, so it is
 * added to the header instead ({@link withSecurityHeaders}, and FALLBACK_CSP for static files).
 */
export const CSP_DIRECTIVES: `${'default-src' | 'img-src' | 'font-src' | 'connect-src' | 'object-src' | 'base-uri' | 'form-action'} ${string}`[] = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** For responses without Astro's CSP: no framing by other sites (works beside a <meta> CSP). */
export const FALLBACK_CSP = "frame-ancestors 'self'; object-src 'none'; base-uri 'self'";

export const BASE_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

/** Sets the base headers (and the fallback CSP when none is set) on a header bag. */
export function applySecurityHeaders(set: (name: string, value: string) => void, has: (name: string) => boolean, get: (name: string) => string | null = () => null): void {
  for (const [name, value] of Object.entries(BASE_HEADERS)) if (!has(name)) set(name, value);
  const csp = get('content-security-policy');
  if (!has('content-security-policy')) set('content-security-policy', FALLBACK_CSP);
  else if (csp && !csp.includes('frame-ancestors')) set('content-security-policy', `${csp.trim().replace(/;?$/, ';')} frame-ancestors 'self';`);
}

/** A response carrying the security headers (a copy when the original's headers are immutable). */
export function withSecurityHeaders(response: Response, extra: Record<string, string> = {}): Response {
  let out = response;
  try {
    out.headers.set('x-content-type-options', 'nosniff');
  } catch {
    out = new Response(response.body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) });
  }
  const headers = out.headers;
  applySecurityHeaders(
    (n, v) => headers.set(n, v),
    (n) => headers.has(n),
    (n) => headers.get(n),
  );
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return out;
}
