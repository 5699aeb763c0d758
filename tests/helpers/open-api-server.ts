/**
 * A small HTTP server in the test process that answers `/api/open/v1/*` with the shop's own endpoint
 * handlers (the Astro routes' exports) on the test database, so a separate process — the reference
 * consumer in examples/erp-consumer — talks to the API over real HTTP as it would to the demo.
 */
import http from 'node:http';
import type { APIRoute } from 'astro';
import { GET as listOrders } from '../../src/pages/api/open/v1/orders/index';
import { GET as getOrder } from '../../src/pages/api/open/v1/orders/[id]';
import { POST as ack } from '../../src/pages/api/open/v1/orders/[id]/ack';
import { POST as bulkPrices } from '../../src/pages/api/open/v1/prices/bulk';
import { POST as bulkStock } from '../../src/pages/api/open/v1/stock/bulk';
import { POST as bulkGoods } from '../../src/pages/api/open/v1/goods/bulk';
import { GET as listHooks, POST as createHook } from '../../src/pages/api/open/v1/webhooks/index';

const ROUTES: [string, RegExp, APIRoute][] = [
  ['GET', /^\/orders$/, listOrders],
  ['GET', /^\/orders\/(?<id>\d+)$/, getOrder],
  ['POST', /^\/orders\/(?<id>\d+)\/ack$/, ack],
  ['POST', /^\/prices\/bulk$/, bulkPrices],
  ['POST', /^\/stock\/bulk$/, bulkStock],
  ['POST', /^\/goods\/bulk$/, bulkGoods],
  ['GET', /^\/webhooks$/, listHooks],
  ['POST', /^\/webhooks$/, createHook],
];

export async function startOpenApiServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      const path = url.pathname.replace(/^\/api\/open\/v1/, '');
      const route = ROUTES.find(([method, pattern]) => method === req.method && pattern.test(path));
      if (!route) return res.writeHead(404).end('{}');
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      const body = req.method === 'GET' ? undefined : Buffer.concat(chunks);
      const request = new Request(url, { method: req.method, headers, body });
      const params = route[1].exec(path)?.groups ?? {};
      const answer = await route[2]({ request, url, params, clientAddress: '127.0.0.1', locals: {} } as never);
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
