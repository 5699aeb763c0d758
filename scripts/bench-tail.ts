/**
 * `npm run bench:tail` (issue 34): the long tail — pages nobody else just opened. One server process,
 * CONNECTIONS concurrent clients each request picking at random among 3,000 detail pages, 1,000 list
 * pages (categories, makers, brands, sorts, page numbers) and 1,000 two- or three-character searches,
 * as a visitor and as the approved demo member, on PGlite and on PostgreSQL, side by side with plain
 * Node `http` serving one detail page's bytes in the same run (the machine is shared: compare ratios).
 * The page cache stays on (few hits: 5,000 URLs against a 2 s TTL). Prints req/s, p50, p99, the
 * ratio to plain Node, the server's CPU ms per request and RSS after each cell; then (PGlite, unless
 * --sustain 0) both viewers' mix for --sustain seconds and the RSS after it.
 * Targets: ≥ 0.02× plain Node, p99 ≤ 150 ms; RSS ≤ 400 MB after 60 s on PGlite.
 *
 * Options: --duration s per cell (default 10), --connections n (10), --only pglite|postgres,
 *          --sustain s (default 60, PGlite only; 0 skips), --port n (default 4520; plain Node port+9),
 *          --data-dir d (PGlite: use and keep this data directory; a seeded one starts quickly).
 * PostgreSQL: BENCH_POSTGRES_URL, else postgres://127.0.0.1:5432/test (a scratch database is created,
 * seeded by the server on start, and dropped). Needs a built site (the server builds it when stale).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createScratchDb } from './lib/scratch-db';
import { arg } from './lib/args';
import { cpuMs, loadAverage, plainNode, rssMb, startServer, stopServer, type BenchServer } from './lib/bench-server';
import { tailUrls } from './lib/tail-urls';

const DURATION = Number(arg('duration') ?? 10);
const CONNECTIONS = Number(arg('connections') ?? 10);
const ONLY = arg('only');
const SUSTAIN = Number(arg('sustain') ?? 60);
const PORT = Number(arg('port') ?? 4520);
const DATA_DIR = arg('data-dir');
const TARGET_RATIO = 0.02;
const TARGET_P99_MS = 150;
const TARGET_RSS_MB = 400;

type Cell = { rps: number; p50: number; p99: number; cpuPerRequest: number; rss: number; errors: number };

/** The mix at CONNECTIONS for `seconds`: every request a random URL of the tail. */
async function mix(server: BenchServer, urls: string[], headers: Record<string, string>, seconds: number): Promise<Cell> {
  const pick = () => urls[Math.floor(Math.random() * urls.length)]!;
  const cpuBefore = cpuMs(server.child.pid!);
  const r = await autocannon({
    url: server.base,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    requests: [{ setupRequest: (req: object) => ({ ...req, path: pick() }) }],
  });
  const errors = r.non2xx + r.errors + r.timeouts;
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuPerRequest: (cpuMs(server.child.pid!) - cpuBefore) / Math.max(1, r.requests.total),
    rss: rssMb(server.child.pid!),
    errors,
  };
}

async function engine(name: 'pglite' | 'postgres'): Promise<void> {
  let env: NodeJS.ProcessEnv;
  let cleanup = async () => {};
  if (name === 'pglite') {
    const dir = DATA_DIR ? path.resolve(DATA_DIR) : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tail-'));
    env = { DATA_DIR: dir, DATABASE_URL: '' };
    if (!DATA_DIR) cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const scratch = await createScratchDb(process.env.BENCH_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test', 'bench_tail');
    env = { DATABASE_URL: scratch.url, REDIS_URL: '' };
    cleanup = scratch.drop;
  }
  try {
    console.log(`\n== ${name}: starting (seeds demo data on first start) …`);
    // Seeding leaves ~100 MB of freed malloc memory glibc keeps (src/server/cache/README.md): a first
    // server seeds and stops, the measured one starts on the seeded data, as a restarted shop would.
    await stopServer(await startServer(PORT, env));
    const server = await startServer(PORT, env);
    const urls = await tailUrls(server.base);
    const detailBytes = Buffer.from(await (await fetch(server.base + urls.detail[0]!)).arrayBuffer());
    const all = [...urls.detail, ...urls.list, ...urls.search];
    console.log(`  ${urls.detail.length} detail, ${urls.list.length} list, ${urls.search.length} search URLs; RSS at start ${rssMb(server.child.pid!)} MB`);
    const plain = await plainNode(detailBytes, PORT + 9);
    const plainCell = await autocannon({ url: plain.url, connections: CONNECTIONS, duration: Math.min(DURATION, 5) });
    // Warm-up: the goods store and the search index are read once, then JIT and the chrome caches.
    await fetch(server.base + urls.list[0]!, { headers: { cookie: server.cookie } });
    await fetch(server.base + urls.search[0]!);
    await mix(server, all, {}, 3);
    const visitor = await mix(server, all, {}, DURATION);
    const member = await mix(server, all, { cookie: server.cookie }, DURATION);
    let sustained: number | null = null;
    if (name === 'pglite' && SUSTAIN > 0) {
      const half = SUSTAIN / 2;
      await mix(server, all, {}, half);
      sustained = (await mix(server, all, { cookie: server.cookie }, half)).rss;
    }
    const plainRps = Math.round(plainCell.requests.average);
    plain.stop();
    await stopServer(server);
    print(name, { visitor, member }, { rps: plainRps, p50: plainCell.latency.p50, p99: plainCell.latency.p99 }, detailBytes.length, sustained);
  } finally {
    await cleanup();
  }
}

function print(name: string, cells: Record<'visitor' | 'member', Cell>, plain: { rps: number; p50: number; p99: number }, bytes: number, sustained: number | null): void {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`\n${name}: ${CONNECTIONS} connections, ${DURATION} s per cell; load average ${loadAverage()} (2 cores, shared)`);
  console.log(`${'viewer'.padEnd(18)} ${pad('req/s', 7)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('×plain', 7)} ${pad('CPU ms/req', 10)} ${pad('RSS MB', 7)}  target`);
  for (const [viewer, c] of Object.entries(cells)) {
    const ratio = c.rps / Math.max(1, plain.rps);
    const met = ratio >= TARGET_RATIO && c.p99 <= TARGET_P99_MS ? '✓' : '✗';
    const label = viewer === 'member' ? 'approved member' : viewer;
    console.log(
      `${label.padEnd(18)} ${pad(c.rps, 7)} ${pad(c.p50, 7)} ${pad(c.p99, 7)} ${pad(ratio.toFixed(4), 7)} ${pad(c.cpuPerRequest.toFixed(1), 10)} ${pad(c.rss, 7)}  ${met}${c.errors ? ` (${c.errors} errors/non-2xx)` : ''}`,
    );
  }
  console.log(`${'plain Node http'.padEnd(18)} ${pad(plain.rps, 7)} ${pad(plain.p50, 7)} ${pad(plain.p99, 7)}   (${bytes} bytes of one detail page)`);
  if (sustained !== null) console.log(`RSS after ${SUSTAIN} s of the mix: ${sustained} MB (target ≤ ${TARGET_RSS_MB}: ${sustained <= TARGET_RSS_MB ? '✓' : '✗'})`);
}

for (const name of ['pglite', 'postgres'] as const) {
  if (ONLY && ONLY !== name) continue;
  await engine(name);
}
