import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';

export const permission = 'operators';

let bundle: Promise<Buffer> | undefined;

/** GET /admin/api/integrations/reference.js: the Scalar standalone bundle, served from node_modules (no CDN; @scalar/api-reference ^1). */
export const GET = consoleEndpoint(permission, async () => {
  bundle ??= readFile(path.join(path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser', 'standalone.js'));
  return new Response(new Uint8Array(await bundle), { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'private, max-age=3600' } });
});
