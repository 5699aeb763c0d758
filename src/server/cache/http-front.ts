import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { recordPageCache } from '../ops/metrics';
import { cachesEnabled, invalidateCaches } from './memo';
import { encoded, lookupPage, pageKey, sessionClass, viewerKey, type CachedPage } from './page-store';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * The key of a request as the middleware stores it (Host + path and query + viewer class), or null
 * while the class of its session is not known (the request renders, and teaches it).
 */
export function requestPageKey(req: http.IncomingMessage): string | null {
  const viewerClass = sessionClass(viewerKey(req.headers.cookie));
  if (viewerClass === undefined) return null;
  const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return pageKey(`${proto}://${req.headers.host ?? ''}`, req.url ?? '/', viewerClass);
}

/** The longest a request waits for another request's render of the same page before rendering itself. */
const WAIT_FOR_RENDER_MS = 3_000;

/** Renders in progress per key (or per session whose class is not known yet): others wait for it instead of rendering too. */
const rendering = new Map<string, Promise<void>>();

/** Marks the server's own background re-render of a stale page (it bypasses the store and refills it). */
const REFRESH_HEADER = 'x-page-cache-refresh';
/** Only this process knows it: nobody outside can make the server skip its store. */
const REFRESH_TOKEN = randomBytes(16).toString('hex');

/**
 * In front of the site: answers GET/HEAD from the rendered-page store without entering Astro
 * (ETag → 304; brotli/gzip compressed once per entry). A page past PAGE_TTL_MS is re-rendered in the
 * background (a loopback request with the same URL, Host and cookie) while every request gets the
 * previous one, up to PAGE_STALE_MAX_MS; past that, requests wait for one render. A session whose
 * viewer class is not known yet renders once while its other requests wait. Forgets a session's
 * class when it writes (store switch, logout…), before and after the write runs.
 */
export function withPageCache(handler: Handler): Handler {
  const front = (req: http.IncomingMessage, res: http.ServerResponse, waited = false): void => {
    if (!cachesEnabled()) return handler(req, res);
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (req.headers[REFRESH_HEADER] === REFRESH_TOKEN) return handler(req, res);
      const key = requestPageKey(req);
      if (key === null) {
        // Only page navigations of that session wait for its first render: an API call, an asset or an
        // event stream (which never ends: the chat frame's) must not park the session's other requests.
        if (!(req.headers.accept ?? '').includes('text/html')) return handler(req, res);
        return renderOnce(`session ${viewerKey(req.headers.cookie)}`, req, res, waited);
      }
      const found = lookupPage(key);
      recordPageCache(found.state === 'fresh' || found.state === 'stale');
      const inFlight = rendering.get(key);
      if (found.state === 'fresh') return send(req, res, found.page);
      if (found.state === 'stale') {
        if (!inFlight) refreshInBackground(req, key);
        return send(req, res, found.page);
      }
      if (found.state === 'none') return handler(req, res);
      // Expired: one request renders (and stores) it, the others wait for that.
      return renderOnce(key, req, res, waited);
    }
    const viewer = viewerKey(req.headers.cookie);
    if (viewer !== 'visitor') {
      invalidateCaches(viewer);
      res.once('finish', () => invalidateCaches(viewer));
    }
    handler(req, res);
  };

  function renderOnce(key: string, req: http.IncomingMessage, res: http.ServerResponse, waited: boolean): void {
    const inFlight = rendering.get(key);
    if (inFlight && !waited) {
      // Bounded: a render that takes longer than this does not hold the others back any further.
      void Promise.race([inFlight, new Promise<void>((resolve) => setTimeout(resolve, WAIT_FOR_RENDER_MS).unref())]).then(() => front(req, res, true));
      return;
    }
    const done = new Promise<void>((resolve) => {
      res.once('close', resolve);
    }).finally(() => {
      if (rendering.get(key) === done) rendering.delete(key);
    });
    rendering.set(key, done);
    handler(req, res);
  }

  return (req, res) => front(req, res);
}

/** Re-renders a stale page through the server itself (as the same viewer); the middleware stores the result. */
function refreshInBackground(req: http.IncomingMessage, key: string): void {
  const { 'if-none-match': _etag, 'accept-encoding': _encoding, connection: _connection, ...headers } = req.headers;
  const done = new Promise<void>((resolve) => {
    const local = http.request(
      { host: req.socket.localAddress, port: req.socket.localPort, method: 'GET', path: req.url, headers: { ...headers, [REFRESH_HEADER]: REFRESH_TOKEN } },
      (answer) => {
        answer.resume();
        answer.once('end', resolve);
        answer.once('error', () => resolve());
      },
    );
    local.once('error', () => resolve());
    local.setTimeout(30_000, () => local.destroy());
    local.end();
  }).finally(() => {
    if (rendering.get(key) === done) rendering.delete(key);
  });
  rendering.set(key, done);
}

function send(req: http.IncomingMessage, res: http.ServerResponse, page: CachedPage): void {
  const headers: http.OutgoingHttpHeaders = Object.fromEntries(page.headers);
  headers.etag = page.etag;
  headers.age = String(Math.floor((Date.now() - page.renderedAt) / 1000));
  headers['x-page-cache'] = 'hit';
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const { body, encoding } = encoded(page, req.headers['accept-encoding'] as string | undefined);
  if (encoding) headers['content-encoding'] = encoding;
  headers.vary = 'Accept-Encoding';
  headers['content-length'] = String(body.length);
  res.writeHead(page.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
