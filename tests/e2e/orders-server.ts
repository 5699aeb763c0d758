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
import { operatorHook } from './operator-hook';

const port = Number(process.env.PORT ?? 4399);
const host = process.env.HOST ?? '127.0.0.1';
const entry = path.resolve(process.env.ORDERS_DIST ?? '.tmp-orders-dist', 'server/entry.mjs');

await bootstrapDb(await getDbHandle());
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = (await import(pathToFileURL(entry).href)) as { handler: (req: http.IncomingMessage, res: http.ServerResponse) => void };
const server = http.createServer((req, res) => {
  if (process.env.ORDERS_E2E_OPERATOR === '1' && operatorHook(req, res)) return;
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
