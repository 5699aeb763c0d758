/**
 * Issue 32, the operations front of `npm start` (scripts/lib/ops-front.ts) on a real HTTP server and
 * database: /healthz and /readyz, who may read /metrics, where the request id comes from, and what
 * SIGTERM's drain does — readiness 503, no new connection, no new job run, requests in flight finish
 * with `Connection: close`, event streams get a reconnect hint, and what outlives the bound is cut.
 * (The whole path through scripts/lib/serve.ts under a rolling restart: `npm run test:rolling`.)
 * Drain turns the process's shutdown flag on for good, so its tests come last in this file.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drain, metricsAllowed, withOpsFront } from '../../scripts/lib/ops-front';
import { readiness } from '../../scripts/lib/health';
import { runJob, shuttingDown } from '../../src/server/ops/lifecycle';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/rows';
import { createTestDb, type TestDb } from '../helpers/test-db';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function get(url: string, options: { headers?: Record<string, string>; agent?: http.Agent | false } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: options.headers, agent: options.agent ?? false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** A site whose `/slow` answers when released, `/stream` is an event stream that stays open, `/never` never answers. */
function site() {
  const releases: (() => void)[] = [];
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url === '/slow') return void releases.push(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('done'));
    if (req.url === '/never') return;
    if (req.url === '/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      return void res.write(': open\n\n');
    }
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  };
  return { handler, releases };
}

async function listen(handler: http.RequestListener): Promise<{ server: http.Server; base: string }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const until = async (test: () => boolean) => {
  for (let i = 0; i < 1_000 && !test(); i++) await new Promise((r) => setTimeout(r, 10));
};

let db: TestDb;
let app: ReturnType<typeof site>;
let server: http.Server;
let base: string;
const env = { TRUST_PROXY: process.env.TRUST_PROXY, METRICS_TOKEN: process.env.METRICS_TOKEN };

beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent'; // the request lines are ops-logs.spec.ts's subject, not this file's
  db = await createTestDb({ seed: false });
  app = site();
  ({ server, base } = await listen(
    withOpsFront(
      () => app.handler,
      (_req, res) => res.writeHead(503).end(),
    ),
  ));
});

afterAll(async () => {
  Object.assign(process.env, env);
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  server.closeAllConnections();
  await db.teardown();
});

describe('health', () => {
  it('is not ready while a migration is missing, and says how many are applied', async () => {
    const [last] = await queryRows<{ id: number; hash: string; created_at: string }>(
      db.db,
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
    );
    const ready = await get(`${base}/readyz`);
    await db.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'not ready', database: expect.stringMatching(/^migrations: (\d+) of \d+ applied$/) });
  });

  it('answers /healthz and /readyz uncached, /readyz naming each check', async () => {
    const health = await get(`${base}/healthz`);
    expect(health).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await get(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready', shutdown: 'ok', database: 'ok' });
  });
});

describe('request ids', () => {
  it('makes an id for every answer and ignores one sent by a client that is not our proxy', async () => {
    delete process.env.TRUST_PROXY;
    const a = await get(`${base}/x`, { headers: { 'x-request-id': 'chosen-by-client-1' } });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    process.env.TRUST_PROXY = '10.9.8.7';
    const b = await get(`${base}/x`, { headers: { 'x-request-id': 'chosen-by-client-1' } });
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
  });

  it('keeps the id our proxy (TRUST_PROXY) sends, so its log and ours name the same request', async () => {
    process.env.TRUST_PROXY = '127.0.0.1';
    const a = await get(`${base}/x`, { headers: { 'x-request-id': 'nginx-4f2a9c01' } });
    expect(a.headers['x-request-id']).toBe('nginx-4f2a9c01');
    // A malformed id (a header smuggling a line) is replaced.
    const b = await get(`${base}/x`, { headers: { 'x-request-id': 'a b<c>' } });
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    delete process.env.TRUST_PROXY;
  });
});

describe('/metrics', () => {
  const fake = (remoteAddress: string, authorization?: string) => ({ socket: { remoteAddress }, headers: { authorization } }) as unknown as http.IncomingMessage;

  it('without METRICS_TOKEN: loopback only', async () => {
    delete process.env.METRICS_TOKEN;
    expect(metricsAllowed(fake('127.0.0.1'))).toBe(true);
    expect(metricsAllowed(fake('::ffff:127.0.0.1'))).toBe(true);
    expect(metricsAllowed(fake('10.0.0.5'))).toBe(false);
    const text = await get(`${base}/metrics`);
    expect(text.status).toBe(200);
    // The requests above, counted under their route bucket.
    expect(text.body).toMatch(/^yaocai_http_requests_total\{route="unmatched",method="GET",status="200"\} [1-9]/m);
  });

  it('with METRICS_TOKEN: only with the bearer token, from anywhere', async () => {
    process.env.METRICS_TOKEN = 'm3trics-t0ken';
    expect(metricsAllowed(fake('10.0.0.5', 'Bearer m3trics-t0ken'))).toBe(true);
    expect((await get(`${base}/metrics`)).status).toBe(401);
    expect((await get(`${base}/metrics`, { headers: { authorization: 'Bearer wrong-t0ken!' } })).status).toBe(401);
    const ok = await get(`${base}/metrics`, { headers: { authorization: 'Bearer m3trics-t0ken' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toContain('process_resident_memory_bytes');
    delete process.env.METRICS_TOKEN;
  });
});

describe('SIGTERM: drain', () => {
  it('reports not ready, takes no new connection or job run, lets the request in flight finish and ends event streams with a reconnect hint', async () => {
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(`${base}/healthz`, { agent: keepAlive })).status).toBe(200); // a connection kept open, as a proxy's
    const inFlight = get(`${base}/slow`);
    const stream = get(`${base}/stream`);
    await until(() => app.releases.length === 1);

    const drained = drain(server, 5_000);
    expect(shuttingDown()).toBe(true);
    // The open connection (a load balancer's probe) reads 503 with the reason.
    const ready = await get(`${base}/readyz`, { agent: keepAlive });
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'not ready', shutdown: 'shutting down' });
    expect(await readiness()).toMatchObject({ ready: false });
    // No new connection.
    await expect(get(`${base}/x`)).rejects.toThrow(/ECONNREFUSED/);
    // No new job run.
    let ran = false;
    await runJob('payment_deadline', async () => (ran = true));
    expect(ran).toBe(false);
    // The event stream was told to reconnect (elsewhere) in a second, and ended.
    expect((await stream).body).toContain('retry: 1000\nevent: reconnect');

    app.releases[0]!();
    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 200, body: 'done' });
    expect(answer.headers.connection).toBe('close');
    keepAlive.destroy();
    expect(await drained).toEqual({ cut: 0 });
  });

  it('cuts what is still running at SHUTDOWN_TIMEOUT_MS and says how many', async () => {
    const other = await listen(
      withOpsFront(
        () => app.handler,
        (_req, res) => res.writeHead(503).end(),
      ),
    );
    const never = get(`${other.base}/never`);
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    expect(await drain(other.server, 300)).toEqual({ cut: 1 });
    expect(Date.now() - started).toBeLessThan(5_000); // the bound (300 ms), not the request
    await expect(never).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
