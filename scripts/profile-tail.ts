/**
 * `npx tsx scripts/profile-tail.ts [--data-dir d | --database-url u] [--pages n] [--cache on]`
 * (issue 34): where an uncached render of the long tail spends its time. Serves the built site in
 * this process (no page cache; memory caches off unless --cache on) on a database seeded by the
 * server, renders n pages each of detail, list and search as a visitor and as the approved demo
 * member, one at a time, and prints per page: statements, the time they took, the whole render, and
 * the statements that cost most (by their SQL's first words). Run it under `node --cpu-prof`
 * (NODE_OPTIONS) and `scripts/profile-summary.ts` to see the CPU side, or pass --cpu-prof <file> to
 * profile only the measured renders (start-up and warm-up left out); --only detail,visitor (kinds and
 * viewers) narrows it. `--urls /404,/api/goods/detail/1` instead measures the server CPU per request of
 * those URLs (n requests each after a warm-up, a different query string each time), visitor and member:
 * the floor every page pays (middleware, session, layout) beside what a page adds.
 */
import fs from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { openDb, setDbHandle } from '../src/server/db/client';
import { enableCaches } from '../src/server/cache/memo';
import { ENTRY } from './lib/build-state';
import { arg } from './lib/args';
import { tailUrls } from './lib/tail-urls';

const PAGES = Number(arg('pages') ?? 40);
const handle = await openDb(arg('database-url') ? { databaseUrl: arg('database-url') } : { dataDir: arg('data-dir') ?? './data' });

type Stat = { count: number; ms: number };
let statements: { text: string; ms: number }[] = [];
/** Times every statement the driver runs (PGlite `query`, postgres.js `unsafe`). */
function timeStatements(client: Record<string, unknown>, method: string): void {
  const original = (client[method] as (...a: unknown[]) => unknown).bind(client);
  client[method] = (...args: unknown[]) => {
    const started = performance.now();
    const text = String(args[0]);
    if (method === 'query') {
      // PGlite answers a native promise, whose `then` an await never looks up: a promise of our own.
      return (original(...args) as Promise<unknown>).then((v) => {
        statements.push({ text, ms: performance.now() - started });
        return v;
      });
    }
    const result = original(...args) as PromiseLike<unknown> & { then: PromiseLike<unknown>['then'] };
    const then = result.then.bind(result);
    (result as { then: unknown }).then = (ok?: (v: unknown) => unknown, bad?: (e: unknown) => unknown) =>
      then((v) => {
        statements.push({ text, ms: performance.now() - started });
        return ok ? ok(v) : v;
      }, bad);
    return result;
  };
}
const client = (handle.db as unknown as { $client: Record<string, unknown> }).$client;
timeStatements(client, handle.driver === 'pglite' ? 'query' : 'unsafe');
setDbHandle(handle);
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
process.env.NODE_ENV = 'production';
const entry = (await import(pathToFileURL(ENTRY).href)) as { handler: http.RequestListener };
if (arg('cache') === 'on') enableCaches();
const server = http.createServer(entry.handler);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** CPU ms per request of each URL (this process: server and client; the client's share is the same for all). */
async function measureFloor(list: string[]): Promise<never> {
  const get = async (url: string, i: number, headers: Record<string, string>) => {
    const res = await fetch(`${base}${url}${url.includes('?') ? '&' : '?'}n=${i}`, { headers });
    return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
  };
  for (const viewer of ['visitor', 'member'] as const) {
    const headers: Record<string, string> = viewer === 'member' ? { cookie } : {};
    for (const url of list) {
      for (let i = 0; i < 20; i++) await get(url, -1 - i, headers);
      const cpu = process.cpuUsage();
      let last = { status: 0, bytes: 0 };
      for (let i = 0; i < PAGES; i++) last = await get(url, i, headers);
      const used = process.cpuUsage(cpu);
      console.log(
        `${viewer.padEnd(8)} ${url.padEnd(28)} ${last.status} ${String(last.bytes).padStart(7)} bytes ${((used.user + used.system) / 1000 / PAGES).toFixed(2).padStart(6)} ms CPU/request`,
      );
    }
  }
  server.close();
  await handle.close();
  process.exit(0);
}

const login = await fetch(`${base}/api/user/login`, {
  method: 'POST',
  headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
  body: 'type=password&account=demo&password=Demo%40123456',
});
const cookie = (login.headers.getSetCookie().find((c) => c.startsWith('yaocai_sid=')) ?? '').split(';')[0]!;
const floorUrls = arg('urls')?.split(',');
if (floorUrls) await measureFloor(floorUrls);
const urls = await tailUrls(base, { detail: PAGES * 4, list: PAGES, search: PAGES });
const only = arg('only')?.split(',');
const kinds = Object.fromEntries(
  Object.entries({ detail: urls.detail.filter((_, i) => i % 4 === 0), list: urls.list, search: urls.search }).filter(([kind]) => !only || only.includes(kind)),
);
const viewers = (['visitor', 'member'] as const).filter((v) => !only || only.includes(v));
/** The first words of a statement, its tables named: what the table groups by. */
const label = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/json_build_object\(.*?\)::text/, 'json(goods)')
    .slice(0, 90);

const profileTo = arg('cpu-prof');
const inspector = new Session();
if (profileTo) {
  for (const list of Object.values(kinds)) await fetch(base + list[1]!, { headers: { cookie } }); // module loading, JIT
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
}

for (const viewer of viewers) {
  for (const [kind, list] of Object.entries(kinds)) {
    await fetch(base + list[0]!, { headers: viewer === 'member' ? { cookie } : {} }); // warm-up
    statements = [];
    const byText = new Map<string, Stat>();
    let wall = 0;
    const cpu = process.cpuUsage();
    for (const url of list) {
      const started = performance.now();
      const res = await fetch(base + url, { headers: viewer === 'member' ? { cookie } : {} });
      await res.arrayBuffer();
      wall += performance.now() - started;
    }
    for (const s of statements) {
      const stat = byText.get(label(s.text)) ?? { count: 0, ms: 0 };
      stat.count++;
      stat.ms += s.ms;
      byText.set(label(s.text), stat);
    }
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    const dbMs = statements.reduce((sum, s) => sum + s.ms, 0);
    console.log(
      `\n${kind} ${viewer}: ${(statements.length / list.length).toFixed(1)} statements/page, ${(dbMs / list.length).toFixed(1)} ms in them, ${(wall / list.length).toFixed(1)} ms/page, ${(cpuMs / list.length).toFixed(1)} ms CPU/page (this process) (${list.length} pages)`,
    );
    for (const [text, s] of [...byText].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12)) {
      console.log(`  ${(s.count / list.length).toFixed(2).padStart(5)} × ${(s.ms / list.length).toFixed(2).padStart(6)} ms  ${text}`);
    }
  }
}
if (profileTo) {
  const { profile } = await inspector.post('Profiler.stop');
  fs.writeFileSync(profileTo, JSON.stringify(profile));
}
server.close();
await handle.close();
process.exit(0);
