/**
 * The HTML-form edge (issue 34: the first tap answers before the page's scripts ran): a plain
 * `<form method="post">` the islands enhance, answered with a 303 back to the page it came from and a
 * one-time flash message (src/lib/flash.ts) instead of the JSON envelope. The same zod schemas and
 * Chinese messages as the JSON API; login required sends the visitor to the login page and back.
 * Cross-site posts never get here: Astro's `security.checkOrigin` refuses a form post whose Origin
 * is not ours (403), and the session cookie is SameSite=Lax.
 */
import type { APIContext } from 'astro';
import { FLASH_COOKIE, flashValue, type Flash } from '../../lib/flash';
import { readBody } from './body';
import { errorResponse } from './endpoint';
import { BusinessError, LoginRequiredError, NotFoundError, ValidationError } from './errors';
import { isInternalPath } from './safe-next';

/** The same-site page the form was posted from (its Referer), else `fallback`. */
export function formBack(context: APIContext, fallback: string): string {
  const referer = context.request.headers.get('referer');
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    const back = url.pathname + url.search;
    return url.origin === context.url.origin && isInternalPath(back) ? back : fallback;
  } catch {
    return fallback;
  }
}

function redirectWith(context: APIContext, to: string, flash: Flash | null): Response {
  if (flash) context.cookies.set(FLASH_COOKIE, flashValue(flash), { path: '/', maxAge: 60, sameSite: 'lax' });
  return new Response(null, { status: 303, headers: { location: to, 'cache-control': 'no-store' } });
}

/**
 * Runs a form post: reads the body, hands it to `run` (which validates and acts), and answers with a
 * redirect to `back` carrying the message `run` returns — or the refusal's Chinese message. A caller
 * asking for JSON (`Accept: application/json`) gets the API's envelope for a refusal instead.
 */
export async function formPost(context: APIContext, back: string, run: (body: unknown) => Promise<Flash>): Promise<Response> {
  const wantsJson = (context.request.headers.get('accept') ?? '').includes('application/json');
  try {
    return redirectWith(context, back, await run(await readBody(context.request)));
  } catch (error) {
    if (error instanceof LoginRequiredError) return redirectWith(context, `/login?redirect=${encodeURIComponent(back)}`, null);
    if (wantsJson) return errorResponse(error, `${context.request.method} ${context.url.pathname}`);
    if (error instanceof ValidationError || error instanceof BusinessError || error instanceof NotFoundError)
      return redirectWith(context, back, { kind: 'error', msg: error.message });
    return errorResponse(error, `${context.request.method} ${context.url.pathname}`);
  }
}
