import type http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * Compresses what the site answers (HTML, server islands, JS, CSS, SVG, JSON) with brotli or
 * gzip, whichever the browser prefers, above 1 KB. Brotli runs at quality 5: close to the best
 * ratio for text at a few milliseconds per response, so it can run on every request.
 * Long-lived caching of hashed assets (`/_astro/*`: `public, max-age=31536000, immutable`)
 * comes from the node adapter's static handler underneath; tests/e2e/budget-compression.spec.ts
 * checks both.
 */
export function withCompression(handler: Handler): Handler {
  const compress = compression({
    threshold: 1024,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  }) as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  return (req, res) => compress(req, res, () => handler(req, res));
}
