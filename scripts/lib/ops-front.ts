/**
 * The operations front of `npm start` (scripts/lib/serve.ts), outside the page cache and Astro:
 *
 *   GET /healthz   200 while the process answers
 *   GET /readyz    200 or 503 with each check (./health.ts); both `Cache-Control: no-store`
 *   GET /metrics   Prometheus text (src/server/ops/metrics.ts): `Authorization: Bearer $METRICS_TOKEN`,
 *                  or from loopback only while METRICS_TOKEN is unset
 *   POST /ops/pglite-dump  the embedded database's data directory (npm run db:backup), same access
 *
 * Every request gets an id (X-Request-Id from a trusted proxy — TRUST_PROXY set — else generated),
 * sent back in the `X-Request-Id` header, and one JSON log line with route pattern, status, duration
 * and member/operator id when it ends; the same fields feed the request metrics.
 * `drain` is the graceful half of SIGTERM: see its comment.
 */
import type http from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { matchRoute } from '../../src/route-match';
import { fromTrustedProxy } from '../../src/server/environment/proxy';
import { loggablePath, logger } from '../../src/server/ops/logger';
import { metrics } from '../../src/server/ops/metrics';
import { clusterMetricsText } from './cluster-metrics';
import { beginShutdown, shuttingDown } from '../../src/server/ops/lifecycle';
import { openRequest, REQUEST_ID_HEADER, takeRequest } from '../../src/server/ops/request-info';
import { readiness } from './health';
import { getDbHandle } from '../../src/server/db/client';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const inFlight = new Set<http.ServerResponse>();
const NO_STORE = { 'cache-control': 'no-store' };

function requestId(req: http.IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  // Only from our own proxy: anyone else could pick ids that collide with (or pose as) real ones.
  if (fromTrustedProxy(req.socket.remoteAddress) && typeof given === 'string' && /^[\w.:-]{8,80}$/.test(given)) return given;
  return randomBytes(8).toString('hex');
}

/** A bounded set of route labels: the route table's name for pages, the path for the API, a bucket for files. */
export function routeOf(pathname: string): string {
  if (/^\/(_astro|_image|img|files|favicon)/.test(pathname)) return 'static';
  if (pathname.startsWith('/api/') || pathname.startsWith('/admin')) return pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
  return matchRoute(pathname)?.route.name ?? 'unmatched';
}

const loopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

export function metricsAllowed(req: http.IncomingMessage): boolean {
  const token = process.env.METRICS_TOKEN;
  if (!token) return loopback(req.socket.remoteAddress);
  const given = Buffer.from(String(req.headers.authorization ?? ''));
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

async function answerOps(pathname: string, req: http.IncomingMessage, res: http.ServerResponse, started: boolean): Promise<void> {
  if (pathname === '/healthz') {
    res.writeHead(200, { ...NO_STORE, 'content-type': 'application/json' }).end('{"status":"ok"}');
  } else if (pathname === '/readyz') {
    // Still starting (migrating, seeding, loading the site): not ready, whatever the database says.
    const r = started ? await readiness() : { ready: false, checks: { startup: 'starting' } };
    res.writeHead(r.ready ? 200 : 503, { ...NO_STORE, 'content-type': 'application/json' }).end(JSON.stringify({ status: r.ready ? 'ready' : 'not ready', ...r.checks }));
  } else if (!metricsAllowed(req)) {
    res.writeHead(401, { ...NO_STORE, 'content-type': 'text/plain; charset=utf-8' }).end('需要 METRICS_TOKEN (Authorization: Bearer …)');
  } else if (pathname === '/ops/pglite-dump') {
    // npm run db:backup while this server holds the embedded database (scripts/db-backup.ts).
    const dump = (await getDbHandle()).dumpDataDir;
    if (!dump) return void res.writeHead(409, NO_STORE).end('not an embedded database');
    const blob = await dump();
    res.writeHead(200, { ...NO_STORE, 'content-type': 'application/gzip' }).end(Buffer.from(await blob.arrayBuffer()));
  } else {
    const { body, contentType } = await clusterMetricsText();
    res.writeHead(200, { ...NO_STORE, 'content-type': contentType }).end(body);
  }
}

function finished(req: http.IncomingMessage, res: http.ServerResponse, id: string, pathname: string, started: number): void {
  inFlight.delete(res);
  const info = takeRequest(id);
  const seconds = (performance.now() - started) / 1000;
  const route = info.route ?? routeOf(pathname);
  // A response cut off before it was sent counts as status 0 (the client went away or the process stopped).
  const status = res.writableFinished ? res.statusCode : 0;
  const labels = { route, method: req.method ?? 'GET', status: String(status) };
  metrics().requests.inc(labels);
  metrics().latency.observe(labels, seconds);
  const line = {
    req_id: id,
    method: req.method,
    route,
    path: loggablePath(pathname),
    status,
    duration_ms: Math.round(seconds * 1000),
    member_id: info.memberId,
    operator_id: info.operatorId,
    cache: res.getHeader('x-page-cache') === 'hit' || undefined,
  };
  if (status >= 500 || status === 0) logger().warn(line, 'request');
  else logger().info(line, 'request');
}

export function withOpsFront(site: () => Handler | null, starting: Handler): Handler {
  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (
      ((pathname === '/healthz' || pathname === '/readyz' || pathname === '/metrics') && (req.method === 'GET' || req.method === 'HEAD')) ||
      (pathname === '/ops/pglite-dump' && req.method === 'POST')
    ) {
      void answerOps(pathname, req, res, site() !== null).catch(() => res.writeHead(500, NO_STORE).end());
      return;
    }
    const id = requestId(req);
    const started = performance.now();
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader('X-Request-Id', id);
    // While draining, every answer tells the client not to reuse this connection.
    if (shuttingDown()) res.setHeader('connection', 'close');
    openRequest(id);
    inFlight.add(res);
    res.once('close', () => finished(req, res, id, pathname, started));
    const handler = site();
    if (handler) handler(req, res);
    else starting(req, res);
  };
}

const isStream = (res: http.ServerResponse) => String(res.getHeader('content-type') ?? '').includes('event-stream');

/**
 * SIGTERM: readiness turns 503 and no job run starts (beginShutdown), the server stops accepting
 * connections, requests in flight get up to `timeoutMs` to finish (answers meanwhile carry
 * `Connection: close`; idle keep-alive connections end at their advertised timeout, never under a
 * request a client is just sending), event streams get a reconnect hint and end. Resolves when
 * nothing is left, or at `timeoutMs` (the rest is cut off). The caller then closes the database.
 */
export async function drain(server: http.Server, timeoutMs: number): Promise<{ cut: number }> {
  beginShutdown();
  for (const res of inFlight) if (isStream(res)) endStream(res);
  // Node's close() also drops idle keep-alive sockets at once, racing a request the client is sending on one.
  server.closeIdleConnections = () => {};
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const deadline = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
  const outcome = await Promise.race([closed, deadline]);
  const cut = outcome === 'timeout' ? inFlight.size : 0;
  if (outcome === 'timeout') server.closeAllConnections();
  return { cut };
}

function endStream(res: http.ServerResponse): void {
  try {
    res.write('retry: 1000\nevent: reconnect\ndata: {}\n\n');
    res.end();
  } catch {
    res.destroy();
  }
}
