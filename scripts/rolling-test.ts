/**
 * `npm run test:rolling`: a rolling restart loses no request. `npm run start:cluster` with two
 * workers on a fresh PostgreSQL database (seeded small: scripts/lib/ops-seed.ts) and Redis; logged-in buyers check out (add → checkout →
 * create, sometimes twice with one key → pay) and visitors browse, all through the one port, while
 * SIGHUP replaces each worker in turn (scripts/cluster.ts: the new one joins when ready, the old
 * one drains, scripts/lib/ops-front.ts). Asserts 0 failed requests (no 5xx, no connection error),
 * every acknowledged order present, and the order/payment/wallet/stock invariants. First, GET /metrics
 * on the shared port counts the requests of both workers (scripts/lib/cluster-metrics-check.ts).
 *
 * Env: ROLLING_POSTGRES_URL (default postgres://127.0.0.1:5432/test; a throw-away database is made
 * and dropped), ROLLING_REDIS_URL (default redis://127.0.0.1:6379), ROLLING_PORT (default 4691).
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { openDb, type DbHandle } from '../src/server/db/client';
import { appEnv, brokenInvariants, browse, login, missingOrders, newTally, prepareShop, shop, startApp, stopApp, waitFor, waitReady } from './lib/ops-harness';
import { createScratchDb } from './lib/scratch-db';
import { seedShop } from './lib/ops-seed';
import { buildIfStale } from './lib/serve';
import { clusterMetricsCheck } from './lib/cluster-metrics-check';

const PORT = Number(process.env.ROLLING_PORT ?? 4691);
const BASE = `http://127.0.0.1:${PORT}`;
const REDIS_URL = process.env.ROLLING_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `${process.env.REDIS_PREFIX ?? ''}yaocai-rolling:${randomBytes(4).toString('hex')}:`;
const log = (m: string) => console.log(`[rolling] ${m}`);

async function main() {
  const started = Date.now();
  if (!buildIfStale()) throw new Error('build failed');
  const scratch = await createScratchDb(process.env.ROLLING_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test', 'yaocai_rolling');
  await seedShop({ databaseUrl: scratch.url });
  const app = startApp('scripts/cluster.ts', appEnv({ PORT: String(PORT), DATABASE_URL: scratch.url, REDIS_URL, REDIS_PREFIX: PREFIX, WORKERS: '2', DB_POOL_MAX: '4' }), 'cluster');
  let handle: DbHandle | null = null;
  const problems: string[] = [];
  try {
    await waitReady(BASE);
    log(`cluster of 2 workers ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    problems.push(...(await clusterMetricsCheck(BASE, log)));
    handle = await openDb({ databaseUrl: scratch.url });
    const s = await prepareShop(handle.db, 6);
    const sessions = [];
    for (const b of s.buyers) sessions.push(await login(BASE, b));
    const tally = newTally();
    let stopped = false;
    const stop = () => stopped;
    const load = [...sessions.map((x) => shop(x, s.hot, tally, stop)), browse(BASE, tally, stop), browse(BASE, tally, stop)];
    await waitFor('load under way', () => tally.acknowledged.length >= 3, 30_000);
    const replaced = () => app.output.join('').match(/replaced by/g)?.length ?? 0;
    const rollStarted = Date.now();
    process.kill(app.pid!, 'SIGHUP');
    await waitFor('both workers replaced', () => replaced() >= 2, 240_000);
    log(`SIGHUP: both workers replaced in ${((Date.now() - rollStarted) / 1000).toFixed(1)} s`);
    const sentAtRoll = tally.sent;
    await waitFor('load after the restart', () => tally.sent > sentAtRoll + 20, 20_000);
    stopped = true;
    await Promise.all(load);
    log(`requests sent ${tally.sent}, failed ${tally.failed}; statuses ${JSON.stringify(tally.statuses)}; orders acknowledged ${tally.acknowledged.length}`);
    for (const f of tally.failures) log(`  ✖ ${f}`);
    if (tally.failed) problems.push(`${tally.failed} failed requests`);
    const missing = await missingOrders(handle.db, tally.acknowledged);
    if (missing) problems.push(`${missing} acknowledged orders missing`);
    const broken = await brokenInvariants(handle.db, s);
    if (broken.length) problems.push(`invariants: ${broken.join(', ')}`);
    log(`${missing} acknowledged orders missing; invariants ${broken.length ? broken.join(', ') : 'hold'}`);
  } finally {
    await stopApp(app);
    await handle?.close();
    await scratch.drop();
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
  log(`${problems.length ? `✖ ${problems.join('; ')}` : '✔ rolling restart: 0 failed requests, invariants hold'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  process.exit(problems.length ? 1 : 0);
}

await main();
