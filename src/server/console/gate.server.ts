import type { APIContext, MiddlewareNext } from 'astro';
import { apiInEnvelope } from '../http/endpoint';
import { currentOperator } from './session.server';

/**
 * The middleware's door to `/admin/**`: console API paths answer in the JSON envelope (unknown
 * path → 404 envelope, uncaught error → 500 envelope); console pages other than the login page
 * need a signed-in operator (a member's session is no operator: to the login page). Each page
 * then checks its own permission (./page.ts).
 */
export async function consoleGate(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { pathname, search } = context.url;
  if (pathname.startsWith('/admin/api/')) return apiInEnvelope(context, next);
  if (pathname !== '/admin/login' && !(await currentOperator(context))) {
    return context.redirect(`/admin/login?next=${encodeURIComponent(pathname + search)}`, 302);
  }
  const response = await next();
  try {
    response.headers.set('cache-control', 'no-store');
    response.headers.set('x-robots-tag', 'noindex');
  } catch {
    // immutable headers (a redirect): nothing to add
  }
  return response;
}
