/**
 * Serves a private build for the order e2e runs, the checkout benchmark and the crash test, so
 * they never touch the shared `dist/`: like `npm start` (migrate, seed an empty database, serve)
 * but without the build step and the data-dir lock. The build comes from ORDERS_DIST
 * (default .tmp-orders-dist, made with `astro build --outDir .tmp-orders-dist`).
 *
 *   ORDERS_DIST=.tmp-orders-dist PORT=4399 DATA_DIR=.e2e-orders tsx tests/e2e/orders-server.ts
 */
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bootstrapDb } from '../../scripts/lib/bootstrap-db';
import { closeDb, getDbHandle } from '../../src/server/db/client';
import { runOrderCommand } from '../../src/server/orders/admin-commands';

const port = Number(process.env.PORT ?? 4399);
const host = process.env.HOST ?? '127.0.0.1';
const entry = path.resolve(process.env.ORDERS_DIST ?? '.tmp-orders-dist', 'server/entry.mjs');

await bootstrapDb(await getDbHandle());
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = (await import(pathToFileURL(entry).href)) as { handler: (req: http.IncomingMessage, res: http.ServerResponse) => void };
/**
 * Test-only operator hook (ORDERS_E2E_OPERATOR=1, set by orders-playwright.config.ts): POST /__e2e/operator
 * {args: [...]} runs `npm run admin -- …` order commands in this process (PGlite is single-process, so the
 * CLI cannot run beside the server). Never enabled by `npm start`.
 */
async function operator(req: http.IncomingMessage, res: http.ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const { args } = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { args: string[] };
  const [command, ...rest] = args;
  const option = (name: string) => { const i = rest.indexOf(`--${name}`); return i >= 0 ? rest[i + 1] : undefined; };
  const positional = rest.filter((a, i) => !a.startsWith('--') && !(i > 0 && rest[i - 1]!.startsWith('--')));
  const lines: string[] = [];
  const code = await runOrderCommand(command!, positional, option, (l) => lines.push(l), (l) => lines.push(l));
  res.writeHead(code === 0 ? 200 : 400, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code, out: lines.join('\n') }));
}

const server = http.createServer((req, res) => {
  if (process.env.ORDERS_E2E_OPERATOR === '1' && req.method === 'POST' && req.url === '/__e2e/operator') {
    operator(req, res).catch((error) => { res.writeHead(500); res.end(String(error)); });
    return;
  }
  handler(req, res);
});
server.listen(port, host, () => console.log(`orders test server on http://${host}:${port} (${entry})`));

async function shutdown() {
  server.close();
  server.closeAllConnections();
  await closeDb();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
