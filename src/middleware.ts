import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { matchRoute } from './route-match';
import { apiInEnvelope } from './server/http/endpoint';
import { payloadTooLarge, withRequestId } from './server/http/envelope';
import { failedPageAnswer, isApiPath, unavailableAnswer } from './server/http/unavailable-page';
import { unavailableReason } from './server/ops/unavailable';
import { noteRequest, REQUEST_ID_HEADER } from './server/ops/request-info';
import { currentOperator } from './server/console/session.server';
import { declaresTooLarge } from './server/http/body';
import { MAX_BODY_BYTES } from './server/http/limits';
import { currentAccount, knownAccount, secureSessionCookie } from './server/auth/session.server';
import { SESSION_COOKIE } from './server/auth/config';
import { withSecurityHeaders } from './server/http/security-headers';
import { consoleGate } from './server/console/gate.server';
import { cachesEnabled } from './server/cache/memo';
import { CACHED_ROUTES, pageKey, rememberSessionClass, storePage, ticket, viewerClassKey, viewerKey, type RenderTicket } from './server/cache/page-store';
import { viewerOf } from './server/auth/viewer-of.server';

/** Paths Astro serves itself (built assets, generated images, API). */
const PASS_THROUGH = /^\/(_astro|_image|_server-islands|img|files\/|favicon|robots\.txt|desktop\.url$)/;

/**
 * Applies the route table before any page renders: redirects, aliases (rewritten to the
 * canonical page, so both answer 200), the route's flags in `locals.route`, and the 404 for
 * unknown paths. API paths get the JSON envelope for unknown paths and uncaught errors.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const requestId = context.request.headers.get(REQUEST_ID_HEADER);
  let response: Response;
  try {
    // A body declared larger than any route reads is refused before anything runs (src/server/http/limits.ts).
    response = declaresTooLarge(context.request) ? payloadTooLarge(MAX_BODY_BYTES) : await applyRoutes(context, next);
  } catch (error) {
    // The database or Redis away, a statement past its bound: a Chinese 503 naming the request id (src/server/ops/unavailable.ts).
    const away = unavailableReason(error);
    // A bug on a page: a Chinese 500 page naming the request id (API paths are enveloped in applyRoutes).
    if (!away && (import.meta.env.DEV || isApiPath(context.url.pathname))) throw error;
    if (!away) console.error(`[page] ${context.request.method} ${context.url.pathname} failed (request ${requestId}):`, error);
    renders.delete(context.locals);
    response = away ? unavailableAnswer(context.url.pathname, away, requestId) : failedPageAnswer(requestId);
  }
  // Session cookie: Secure when the request came over HTTPS (src/server/auth/session.server.ts).
  secureSessionCookie(context);
  const final = withSecurityHeaders(await withRequestId(response, requestId), await privateCaching(context, response).catch(() => ({})));
  await noteForLog(context, requestId);
  const pending = renders.get(context.locals);
  return pending ? storeRendered(context, final, pending) : final;
});

/** The route pattern and member/operator of the request, for its log line and metrics (scripts/lib/ops-front.ts). */
async function noteForLog(context: APIContext, requestId: string | null): Promise<void> {
  if (!requestId) return;
  const operator = isConsolePath(context.url.pathname) ? await currentOperator(context).catch(() => null) : null;
  const member = await knownAccount(context);
  noteRequest(requestId, { route: context.locals.route?.name ?? context.routePattern, memberId: member?.member.id, operatorId: operator?.id });
}

/** Catalogue renders to keep in the page store, marked by applyRoutes (src/server/cache/page-store.ts). */
const renders = new WeakMap<object, { ticket: RenderTicket }>();

/**
 * Keeps a rendered catalogue page (with its final headers) for the same URL and viewer class; later
 * requests of that class are answered by the Node front without entering Astro. Not stored: errors,
 * non-HTML, responses setting cookies, pages that showed a member's own numbers (`locals.personalPage`).
 */
async function storeRendered(context: APIContext, response: Response, { ticket: t }: { ticket: RenderTicket }): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  const setsCookie = [...context.cookies.headers()].length > 0 || response.headers.has('set-cookie');
  if (response.status !== 200 || !type.includes('text/html') || setsCookie) return response;
  // The page streams: its components (which may mark it personal) have all run once the body is read.
  const body = Buffer.from(await response.arrayBuffer());
  if (context.locals.personalPage) return new Response(body, { status: 200, headers: response.headers });
  const viewer = viewerClassKey(await viewerOf(context));
  rememberSessionClass(t, viewer);
  const headers = [...response.headers].filter(([name]) => !['content-length', 'content-encoding', 'etag'].includes(name));
  const proto = context.request.headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  const key = pageKey(`${proto}://${context.request.headers.get('host') ?? ''}`, context.url.pathname + context.url.search, viewer);
  const page = storePage(key, t, { viewer, status: 200, headers, body });
  const out = new Response(body, { status: 200, headers: response.headers });
  if (page) out.headers.set('etag', page.etag);
  return out;
}

/**
 * What a member sees (pages and API answers of a logged-in session) is never stored by a browser
 * or shared cache: `Cache-Control: private, no-store`.
 */
async function privateCaching(context: APIContext, response: Response): Promise<Record<string, string>> {
  // no-transform keeps a console event stream (the chat inbox) out of the compressor, which would buffer it.
  if (isConsolePath(context.url.pathname))
    return { 'cache-control': (response.headers.get('content-type') ?? '').includes('event-stream') ? 'private, no-store, no-transform' : 'private, no-store' };
  if (!context.cookies.has(SESSION_COOKIE) || context.isPrerendered) return {};
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('html') && !type.includes('json')) return {};
  return (await currentAccount(context)) ? { 'cache-control': 'private, no-store' } : {};
}

/** The operator console's pages and APIs (`/admin/**`): their own gate, never the shop's route table or a stored copy. */
const isConsolePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

async function applyRoutes(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { pathname, search } = context.url;
  // The operator console has its own pages, chrome and sessions; the shop's route table stays out of it.
  if (isConsolePath(pathname)) return consoleGate(context, next);
  // Astro answers an unmatched API path with its HTML 404: keep the API in the envelope.
  if (pathname === '/api' || pathname.startsWith('/api/')) return apiInEnvelope(context, next);
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
  if (context.request.method === 'GET' && cachesEnabled() && CACHED_ROUTES.has(match.route.name)) {
    const session = viewerKey(context.request.headers.get('cookie') ?? undefined);
    renders.set(context.locals, { ticket: ticket(session) });
    // Rendered for everyone of the viewer's class: nothing of this member goes into the HTML.
    context.locals.sharedPage = true;
  }
  const response = await next();
  if (match.route.name === '404') return new Response(response.body, { status: 404, headers: response.headers });
  return response;
}
