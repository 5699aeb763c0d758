import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { matchRoute } from './route-match';
import { errorResponse } from './server/http/endpoint';
import { notFound } from './server/http/envelope';
import { secureSessionCookie } from './server/auth/session';
import { cachesEnabled } from './server/cache/memo';
import { CACHED_ROUTES, pageKey, storePage, ticket, viewerKey } from './server/cache/page-store';

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
  if (context.request.method === 'GET' && cachesEnabled() && CACHED_ROUTES.has(match.route.name)) return renderCached(context, next);
  const response = await next();
  if (match.route.name === '404') return new Response(response.body, { status: 404, headers: response.headers });
  return response;
}

/**
 * Renders a catalogue page and keeps it in the page store (src/server/cache/page-store.ts) for
 * the same URL and viewer; later requests are answered by the Node front without entering Astro.
 * Not stored: errors, non-HTML, responses setting cookies or marked no-store.
 */
async function renderCached(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const viewer = viewerKey(context.request.headers.get('cookie') ?? undefined);
  const t = ticket(viewer);
  const response = await next();
  const type = response.headers.get('content-type') ?? '';
  const setsCookie = [...context.cookies.headers()].length > 0 || response.headers.has('set-cookie');
  if (response.status !== 200 || !type.includes('text/html') || setsCookie || /no-store/.test(response.headers.get('cache-control') ?? '')) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => !['content-length', 'content-encoding', 'etag'].includes(name));
  const proto = context.request.headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  const key = pageKey(`${proto}://${context.request.headers.get('host') ?? ''}`, context.url.pathname + context.url.search, viewer);
  const page = storePage(key, t, { viewer, status: 200, headers, body });
  const out = new Response(body, { status: 200, headers: response.headers });
  if (page) out.headers.set('etag', page.etag);
  return out;
}
