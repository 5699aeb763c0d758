import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { matchRoute } from './route-match';
import { errorResponse } from './server/http/endpoint';
import { notFound } from './server/http/envelope';
import { secureSessionCookie } from './server/auth/session';

/** Paths Astro serves itself (built assets, generated images, API). */
const PASS_THROUGH = /^\/(_astro|_image|_server-islands|img|files\/|favicon|robots\.txt|desktop\.url$)/;

/**
 * Applies the route table before any page renders: redirects, aliases (rewritten to the
 * canonical page, so both answer 200), the route's flags in `locals.route`, and the 404 for
 * unknown paths. API paths get the JSON envelope for unknown paths and uncaught errors.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await applyRoutes(context, next);
  // Session cookie: Secure when the request came over HTTPS (src/server/auth/session.ts).
  secureSessionCookie(context);
  return response;
});

async function applyRoutes(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { pathname, search } = context.url;
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    try {
      const response = await next();
      // Astro answers an unmatched API path with its HTML 404: keep the API in the envelope.
      if (response.status === 404 && !response.headers.get('content-type')?.includes('json')) return notFound('接口不存在');
      return response;
    } catch (error) {
      return errorResponse(error, `${context.request.method} ${pathname}`);
    }
  }
  if (PASS_THROUGH.test(pathname)) return next();

  const match = matchRoute(pathname);
  if (!match) {
    const page = await context.rewrite('/404');
    return new Response(page.body, { status: 404, headers: page.headers });
  }
  context.locals.route = match.route;
  context.locals.params = match.params;
  if (match.kind === 'redirect') {
    const [targetPath, targetQuery] = match.target.split('?');
    const query = [targetQuery, search.slice(1)].filter(Boolean).join('&');
    return context.redirect(query ? `${targetPath}?${query}` : targetPath, 302);
  }
  // Aliases of prerendered routes have page files of their own (a prerendered page is no rewrite target).
  if (match.kind === 'alias' && !match.route.prerendered) return context.rewrite(match.target + search);
  const response = await next();
  if (match.route.name === '404') return new Response(response.body, { status: 404, headers: response.headers });
  return response;
}
