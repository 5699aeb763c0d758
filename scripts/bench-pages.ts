/**
 * `npm run bench:pages`: requests per second of the server-rendered pages, before and after the
 * caches (src/server/cache/), on both engines, side by side with plain Node `http` serving the same
 * list-page bytes — all in one run, so a busy machine depresses every row alike (compare ratios).
 *
 * For each engine (embedded PGlite, PostgreSQL) the real server (`scripts/start.ts`, the built
 * site) is started twice on the same data: `CACHE=off` (before) and with caches (after). Every page
 * is loaded by autocannon with CONNECTIONS concurrent connections for DURATION seconds after a
 * short warm-up, as a visitor and as the approved demo member; the server's RSS after each row is
 * shown. Then (cached server only) every page, both viewers, in turn for --sustain seconds: the RSS
 * after that and what holds the memory (scripts/lib/memory-report.ts: V8 heap, ArrayBuffers,
 * PGlite's WebAssembly heap, page cache; `--heap-snapshot` also writes a V8 heap snapshot).
 * Targets (issue 17): catalogue pages ≥ 1,000 req/s with p99 ≤ 50 ms (✓/✗), RSS ≤ 400 MB.
 *
 * Options: --duration s (default 3), --connections n (default 10), --only pglite|postgres,
 *          --sustain s (default 60; 0 skips), --heap-snapshot, --skip-before (no CACHE=off rows),
 *          --port n (default 4510), --plain-port n (plain Node's; default port+9),
 *          --sustain-only (the cached server's sustained mix alone: no rows, no plain Node; a CACHE=off
 *          server still seeds an empty database first), --data-dir d (PGlite: use and keep this data
 *          directory instead of a throw-away one; a seeded one makes start-up quick).
 * PostgreSQL: BENCH_POSTGRES_URL, else postgres://127.0.0.1:5432/test (a throw-away database is
 * created, seeded by the server on start, and dropped).
 * Needs a built site (`npm run build`; the server builds it when stale).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createScratchDb } from './lib/scratch-db';
import { arg } from './lib/args';
import { cpuMs, loadAverage, plainNode, rssMb, startServer, stopServer, type BenchServer } from './lib/bench-server';

const DURATION = Number(arg('duration') ?? 3);
const CONNECTIONS = Number(arg('connections') ?? 10);
const ONLY = arg('only');
const PORT = Number(arg('port') ?? 4510);
const PLAIN_PORT = Number(arg('plain-port') ?? PORT + 9);
const SUSTAIN = Number(arg('sustain') ?? 60);
const HEAP_SNAPSHOT = process.argv.includes('--heap-snapshot');
const SKIP_BEFORE = process.argv.includes('--skip-before');
const SUSTAIN_ONLY = process.argv.includes('--sustain-only');
const DATA_DIR = arg('data-dir');

/** Home, lists, detail, search and zone pages (the targets), then an API answer and a prerendered page. */
const PAGES = ['/', '/list_index', '/list_info/1', '/search_index?keywords=amxl', '/ppzq_index', '/yx_index', '/api/focus/common', '/help_us'];
const TARGETED = new Set(PAGES.slice(0, 6));
const TARGET_RPS = 1_000;
const TARGET_P99_MS = 50;
const TARGET_RSS_MB = 400;
type Viewer = 'visitor' | 'member';
type Row = { rps: number; p99: number; rss?: number };
type Server = BenchServer;

const REPORT = path.join(os.tmpdir(), `bench-pages-memory-${process.pid}.json`);

function start(env: NodeJS.ProcessEnv): Promise<Server> {
  return startServer(PORT, { ...env, MEMORY_REPORT: REPORT, HEAP_SNAPSHOT: HEAP_SNAPSHOT ? '1' : '' });
}

const stop = stopServer;

async function load(url: string, headers: Record<string, string>): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (r.non2xx > 0 || r.errors > 0) console.error(`  ! ${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: Math.round(r.requests.average), p99: r.latency.p99 };
}

type Results = Map<string, Row>; // `${page} ${viewer}`
type Measured = { results: Results; rss: { start: number; end: number; sustained?: number }; memory?: Record<string, unknown> };
async function measure(server: Server): Promise<Measured> {
  const results: Results = new Map();
  const startRss = rssMb(server.child.pid!);
  for (const page of PAGES) {
    for (const viewer of ['visitor', 'member'] as Viewer[]) {
      const headers: Record<string, string> = viewer === 'member' ? { cookie: server.cookie } : {};
      results.set(`${page} ${viewer}`, { ...(await load(server.base + page, headers)), rss: rssMb(server.child.pid!) });
    }
  }
  return { results, rss: { start: startRss, end: rssMb(server.child.pid!) } };
}

/** Every page as both viewers in turn for SUSTAIN seconds, then the RSS and the server's memory report. */
async function sustain(server: Server, measured: Measured): Promise<void> {
  if (SUSTAIN <= 0) return;
  const requests = PAGES.flatMap((page) => [{ path: page }, { path: page, headers: { cookie: server.cookie } }]);
  const cpuBefore = cpuMs(server.child.pid!);
  const r = await autocannon({ url: server.base, connections: CONNECTIONS, duration: SUSTAIN, requests });
  measured.rss.sustained = rssMb(server.child.pid!);
  // The server's CPU time per request: unlike req/s, barely moved by other work on a shared machine.
  const perRequest = (cpuMs(server.child.pid!) - cpuBefore) / Math.max(1, r.requests.total);
  console.log(
    `  sustained mix: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, ${perRequest.toFixed(2)} ms CPU per request over ${SUSTAIN} s; RSS ${measured.rss.sustained} MB`,
  );
  fs.rmSync(REPORT, { force: true });
  server.child.kill('SIGUSR2');
  for (let waited = 0; waited < 120_000 && !fs.existsSync(REPORT); waited += 200) await new Promise((r) => setTimeout(r, 200));
  if (fs.existsSync(REPORT)) {
    measured.memory = JSON.parse(fs.readFileSync(REPORT, 'utf8')) as Record<string, unknown>;
    fs.rmSync(REPORT, { force: true });
  }
}

async function engine(name: 'pglite' | 'postgres'): Promise<void> {
  let env: NodeJS.ProcessEnv;
  let cleanup = async () => {};
  if (name === 'pglite') {
    const dir = DATA_DIR ? path.resolve(DATA_DIR) : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
    env = { DATA_DIR: dir, DATABASE_URL: '' };
    if (!DATA_DIR) cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test';
    const scratch = await createScratchDb(adminUrl, 'bench_pages');
    env = { DATABASE_URL: scratch.url, REDIS_URL: '' };
    cleanup = scratch.drop;
  }
  try {
    console.log(`\n== ${name}: starting (seeds demo data on first start) …`);
    if (SUSTAIN_ONLY) {
      await stop(await start({ ...env, CACHE: 'off' })); // seeds an empty database, as the full run's first server does
      const server = await start(env);
      const m: Measured = { results: new Map(), rss: { start: rssMb(server.child.pid!), end: 0 } };
      await sustain(server, m);
      await stop(server);
      console.log(`\n${name}: load average ${loadAverage()}; RSS ${m.rss.start} MB at start, ${m.rss.sustained} MB after ${SUSTAIN} s of every page`);
      if (m.memory) console.log(`memory report: ${JSON.stringify(m.memory)}`);
      return;
    }
    const before = await start({ ...env, CACHE: 'off' });
    const listBytes = Buffer.from(await (await fetch(`${before.base}/list_index`)).arrayBuffer());
    // Plain Node before and after the app rows (the machine's load drifts; the better one is shown).
    const plain = await plainNode(listBytes, PLAIN_PORT);
    const plainFirst = await load(plain.url, {});
    const b: Measured = SKIP_BEFORE ? { results: new Map(), rss: { start: 0, end: 0 } } : await measure(before);
    await stop(before);
    const after = await start(env);
    const a = await measure(after);
    await sustain(after, a);
    await stop(after);
    const plainLast = await load(plain.url, {});
    plain.stop();
    print(name, b, a, plainFirst.rps >= plainLast.rps ? plainFirst : plainLast, listBytes.length);
  } finally {
    await cleanup();
  }
}

function print(name: string, before: Measured, after: Measured, plain: Row, bytes: number): void {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`\n${name}: req/s (p99 ms) at ${CONNECTIONS} connections, ${DURATION} s per row; load average ${loadAverage()}`);
  console.log(
    `${'page'.padEnd(30)} ${'viewer'.padEnd(8)} ${pad('before', 14)} ${pad('RSS', 5)} ${pad('after', 14)} ${pad('RSS', 5)} ${pad('×', 6)} ${pad('after/plain', 12)}  target`,
  );
  for (const page of PAGES) {
    for (const viewer of ['visitor', 'member']) {
      const b = before.results.get(`${page} ${viewer}`) ?? { rps: 0, p99: 0, rss: 0 };
      const a = after.results.get(`${page} ${viewer}`)!;
      const met = a.rps >= TARGET_RPS && a.p99 <= TARGET_P99_MS ? '✓' : '✗';
      console.log(
        `${page.padEnd(30)} ${viewer.padEnd(8)} ${pad(`${b.rps} (${b.p99})`, 14)} ${pad(b.rss ?? '', 5)} ${pad(`${a.rps} (${a.p99})`, 14)} ${pad(a.rss ?? '', 5)} ${pad((a.rps / Math.max(1, b.rps)).toFixed(1), 6)} ${pad((a.rps / plain.rps).toFixed(3), 12)}  ${TARGETED.has(page) ? met : ''}`,
      );
    }
  }
  console.log(`${'plain Node http, list bytes'.padEnd(30)} ${''.padEnd(8)} ${pad(`${plain.rps} (${plain.p99})`, 14)}   (${bytes} bytes)`);
  console.log(`RSS MB: before ${before.rss.start} → ${before.rss.end} after load; after ${after.rss.start} → ${after.rss.end} after the rows`);
  if (after.rss.sustained !== undefined) {
    console.log(`RSS after ${SUSTAIN} s of every page: ${after.rss.sustained} MB (target ≤ ${TARGET_RSS_MB}: ${after.rss.sustained <= TARGET_RSS_MB ? '✓' : '✗'})`);
  }
  if (after.memory) console.log(`memory report: ${JSON.stringify(after.memory)}`);
}

for (const name of ['pglite', 'postgres'] as const) {
  if (ONLY && ONLY !== name) continue;
  await engine(name);
}
