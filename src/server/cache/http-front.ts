import type http from 'node:http';
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

/** Renders in progress per key: other requests for the same page wait for it instead of rendering too. */
const rendering = new Map<string, Promise<void>>();

/**
 * In front of the site: answers GET/HEAD from the rendered-page store without entering Astro
 * (ETag → 304; brotli/gzip compressed once per entry), lets one request re-render a page that is
 * due while the rest get the previous one (bounded by PAGE_STALE_MAX_MS), and forgets a session's
 * viewer class when it writes (store switch, logout…), before and after the write runs.
 */
export function withPageCache(handler: Handler): Handler {
  const front: Handler = (req, res) => {
    if (!cachesEnabled()) return handler(req, res);
    if (req.method === 'GET' || req.method === 'HEAD') {
      const key = requestPageKey(req);
      if (key === null) return handler(req, res);
      const found = lookupPage(key);
      const inFlight = rendering.get(key);
      if (found.state === 'fresh' || (found.state === 'stale' && inFlight)) return send(req, res, found.page);
      if (found.state === 'expired' && inFlight) {
        void inFlight.then(() => front(req, res));
        return;
      }
      if (found.state === 'none') return handler(req, res);
      // Stale or expired and nobody is rendering it: this request renders (and stores) it.
      const done = new Promise<void>((resolve) => {
        res.once('close', resolve);
      }).finally(() => rendering.delete(key));
      rendering.set(key, done);
      return handler(req, res);
    }
    const viewer = viewerKey(req.headers.cookie);
    if (viewer !== 'visitor') {
      invalidateCaches(viewer);
      res.once('finish', () => invalidateCaches(viewer));
    }
    handler(req, res);
  };
  return front;
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
