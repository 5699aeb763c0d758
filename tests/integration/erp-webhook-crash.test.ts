/**
 * Webhook delivery by real shop processes on PostgreSQL (issue 28; the outbox is shared through the
 * database, so this needs a server both processes reach — skipped on PGlite): an instance SIGKILLed
 * while a delivery is in flight leaves its lease, and the event is delivered once the lease ends by the
 * instance started after it — the receiver sees the same event id again and handles it once; two
 * instances delivering at once send each event exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { createApiKey } from '../../src/server/integration/keys';
import { webhookSubscriptions } from '../../src/server/db/schema';
import { verifySignature } from '../../src/server/integration/webhooks';
import { rowsOf } from '../../src/server/db/rows';

const onPostgres = process.env.TEST_DB === 'postgres';
const SECRET = 'whsec_crash-test';
let t: TestDb;
let dbUrl = '';
const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(q));

type Hit = { id: number; raw: string; res: http.ServerResponse };
let onHit: (hit: Hit) => void = (h) => h.res.writeHead(200).end('ok');
let server: http.Server;
let subscription = 0;

/**
 * A delivery worker in its own process (tests/helpers/webhook-worker.ts), resolved once connected.
 * `lease`: seconds a taken delivery stays another instance's (30 in production; short for the crash, so the
 * test does not wait half a minute — never shorter than a send, or a slow send is taken over and sent twice).
 */
async function worker(lease = 30): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/helpers/webhook-worker.ts'), dbUrl], {
    env: { ...process.env, WEBHOOK_LEASE_SECONDS: String(lease) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => readline.createInterface({ input: child.stdout! }).on('line', (l) => l === 'ready' && resolve()));
  return child;
}
const exited = (child: ChildProcess) => new Promise<void>((r) => (child.exitCode !== null || child.signalCode ? r() : child.once('exit', () => r())));

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestDb({ goodsCount: 100 });
  const url = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test');
  url.pathname = `/${t.name}`;
  dbUrl = url.href;
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      expect(verifySignature(SECRET, raw, String(req.headers['x-yaocai-signature']))).toBe(true);
      onHit({ id: JSON.parse(raw).id, raw, res });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { id: keyId } = await createApiKey({ name: 'crash', scopes: ['orders:read'], createdBy: 'test' });
  [{ id: subscription }] = await t.db
    .insert(webhookSubscriptions)
    .values({ keyId, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks`, events: ['order.cancelled'], secret: SECRET })
    .returning({ id: webhookSubscriptions.id });
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  await t?.teardown();
});

const cancel = (n: number, offset: number) =>
  t.db.execute(sql`update orders set status = 'cancelled' where id in (select id from orders where status <> 'cancelled' order by id limit ${n} offset ${offset})`);

describe.skipIf(!onPostgres)('webhook delivery across processes', () => {
  it('an instance killed mid-delivery: the event is delivered after a restart, handled once by its id', async () => {
    const handled = new Set<number>();
    const seen: number[] = [];
    let hung: Hit | null = null;
    onHit = (hit) => {
      seen.push(hit.id);
      if (!hung)
        hung = hit; // the first attempt never gets an answer: its sender dies waiting
      else {
        handled.add(hit.id);
        hit.res.writeHead(200).end('ok');
      }
    };
    await cancel(1, 0); // committed; no instance is running yet
    const first = await worker(3);
    await waitFor(
      async () => hung,
      (h) => h !== null,
    );
    first.kill('SIGKILL');
    await exited(first);
    const [lost] = await rows<{ status: string; attempts: number; tries: number }>(
      sql`select d.status, d.attempts, (select count(*)::int from webhook_attempts a where a.delivery_id = d.id) as tries from webhook_deliveries d where d.subscription_id = ${subscription}`,
    );
    expect(lost).toEqual({ status: 'pending', attempts: 1, tries: 0 });
    const second = await worker(3);
    try {
      const [done] = await waitFor(
        () => rows<{ status: string; attempts: number }>(sql`select status, attempts from webhook_deliveries where subscription_id = ${subscription}`),
        (r) => r[0]?.status === 'delivered',
      );
      expect(done).toEqual({ status: 'delivered', attempts: 2 });
    } finally {
      second.kill('SIGKILL');
      await exited(second);
    }
    expect(seen.length).toBe(2);
    expect(seen[0]).toBe(seen[1]);
    expect([...handled]).toEqual([seen[0]]);
  });

  it('two instances delivering at once send each event exactly once', async () => {
    const counts = new Map<number, number>();
    onHit = (hit) => {
      counts.set(hit.id, (counts.get(hit.id) ?? 0) + 1);
      setTimeout(() => hit.res.writeHead(200).end('ok'), 10);
    };
    await cancel(30, 0);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from webhook_deliveries where subscription_id = ${subscription} and status = 'pending'`);
    expect(n).toBeGreaterThan(5);
    const workers = await Promise.all([worker(), worker()]);
    try {
      await waitFor(
        () => rows<{ n: number }>(sql`select count(*)::int as n from webhook_deliveries where subscription_id = ${subscription} and status = 'pending'`),
        (r) => r[0]!.n === 0,
      );
    } finally {
      for (const w of workers) w.kill('SIGKILL');
      await Promise.all(workers.map(exited));
    }
    expect(counts.size).toBe(n);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    const [{ tries }] = await rows<{ tries: number }>(
      sql`select count(*)::int as tries from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id where d.subscription_id = ${subscription} and d.status = 'delivered'`,
    );
    expect(tries).toBe(n + 1); // and the earlier test's one answered attempt
  });
});
