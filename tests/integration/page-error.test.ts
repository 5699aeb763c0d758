/**
 * Issue 32: a page that fails for a reason that is no outage — a bug, here a table a deploy lost — answers a
 * Chinese 500 page naming the request id of its `X-Request-Id` header, which the buyer can quote to support
 * (Astro's own answer is an empty 500), and the failure goes to the server's error output under that id.
 * `npm start` (SUPERVISOR=off) on a database of this file's own, seeded small (scripts/lib/ops-seed.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDb } from '../../scripts/lib/scratch-db';
import { seedShop } from '../../scripts/lib/ops-seed';

let scratch: Awaited<ReturnType<typeof createScratchDb>>;
let app: ChildProcess;
let base: string;
let output = '';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  scratch = await createScratchDb(process.env.TEST_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test', 'yaocai_pagefail');
  await seedShop({ databaseUrl: scratch.url });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: scratch.url, SUPERVISOR: 'off', LOG_LEVEL: 'warn', REDIS_URL: '' };
  app = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  app.stdout!.on('data', (d) => (output += d));
  app.stderr!.on('data', (d) => (output += d));
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  expect((await fetch(`${base}/readyz`)).ok).toBe(true);
}, 180_000);

afterAll(async () => {
  if (app && app.exitCode === null) {
    const gone = new Promise((r) => app.once('exit', r));
    app.kill('SIGTERM');
    await gone;
  }
  await scratch?.drop();
});

describe('a page that fails', () => {
  it('answers a Chinese 500 page with its request id, logged under that id', async () => {
    // Not opened before: a stored copy of the page (src/server/cache/page-store.ts) would answer instead.
    const sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
    await sql`alter table news rename to news_lost`;
    await sql.end();

    const res = await fetch(`${base}/help_news`);
    const id = res.headers.get('x-request-id');
    const html = await res.text();
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('页面出错了');
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(html).toContain(`请求编号：<code>${id}</code>`);
    await expect.poll(() => output).toContain(`[page] GET /help_news failed (request ${id})`);
    // The rest of the shop still serves.
    expect((await fetch(`${base}/list`)).status).toBe(200);
  });
});
