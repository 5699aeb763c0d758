/**
 * `npm run test:faults`: what a buyer meets when a service goes away, on a PostgreSQL cluster and a
 * Redis of the test's own (scripts/lib/private-services.ts; ports FAULTS_PG_PORT 4697, FAULTS_REDIS_PORT
 * 4696, app FAULTS_PORT 4698 — the machine's shared servers are never stopped):
 *
 *   pool restarts     the database pool alone across three PostgreSQL restarts under 12 workers:
 *                     every query settles (scripts/lib/pool-restarts.ts)
 *   Redis down 20 s   visitors' pages keep rendering (200); a member's API calls answer 503 with a
 *                     Chinese message and the request id, a member's page a Chinese 503 page, fast
 *                     (never a hang, never a 500); /readyz names redis; when Redis is back the
 *                     buyer logs in and orders again, no restart
 *   slow statement    a transaction holds the orders table for 30 s: a request that needs it
 *                     answers 503 at DB_STATEMENT_TIMEOUT_MS (3 s here), before the hold ends, while
 *                     another request of the same buyer is answered
 *   PostgreSQL restart under load (stopped while checkouts wait in it, started again once the load
 *                     has met it): every failure is a 503 reading 「系统维护中…」 with its request id
 *                     (no 500, no connection error, no 「请求处理超时」), the request whose connection
 *                     was dropped included; the pool reconnects by itself; the invariants hold
 */
import { spawn } from 'node:child_process';
import postgres from 'postgres';
import { openDb, type DbHandle } from '../src/server/db/client';
import {
  appEnv,
  brokenInvariants,
  browse,
  login,
  messageOf,
  missingOrders,
  newTally,
  prepareShop,
  shop,
  startApp,
  stopApp,
  waitFor,
  waitReady,
  Session,
  type Tally,
} from './lib/ops-harness';
import { startPostgres, startRedis, type PrivatePostgres, type PrivateRedis } from './lib/private-services';
import { holdOrdersTable } from './lib/hold-table';
import { seedShop } from './lib/ops-seed';
import { stuckAcrossRestarts } from './lib/pool-restarts';
import { buildIfStale } from './lib/serve';

const PORT = Number(process.env.FAULTS_PORT ?? 4698);
const BASE = `http://127.0.0.1:${PORT}`;
const log = (m: string) => console.log(`[faults] ${m}`);
const problems: string[] = [];
function check(ok: boolean, what: string) {
  log(`${ok ? '✔' : '✖'} ${what}`);
  if (!ok) problems.push(what);
}
const timed = async <T>(work: Promise<T>): Promise<[T, number]> => {
  const t = performance.now();
  const r = await work;
  return [r, performance.now() - t];
};
const cleanFailure = (t: Tally) => Object.keys(t.statuses).every((s) => s !== '0' && (Number(s) < 500 || s === '503'));

async function main() {
  const started = Date.now();
  if (!buildIfStale()) throw new Error('build failed');
  let pg: PrivatePostgres | null = null;
  let redis: PrivateRedis | null = null;
  let app: ReturnType<typeof startApp> | null = null;
  let handle: DbHandle | null = null;
  try {
    pg = startPostgres(Number(process.env.FAULTS_PG_PORT ?? 4697));
    redis = await startRedis(Number(process.env.FAULTS_REDIS_PORT ?? 4696));
    const admin = postgres(pg.url('postgres'), { max: 1, onnotice: () => {} });
    await admin.unsafe('create database yaocai_faults');
    await admin.end();
    const dbUrl = pg.url('yaocai_faults');
    log(`private PostgreSQL and Redis up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const pool = await stuckAcrossRestarts(pg, pg.url('postgres'));
    check(pool.stuck === 0, `the pool across 3 PostgreSQL restarts under 12 workers: every query settled (${pool.ops} queries, ${pool.stuck} pending over 8 s)`);
    await seedShop({ databaseUrl: dbUrl });
    log(`shop seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    app = startApp(
      'scripts/start.ts',
      appEnv({ PORT: String(PORT), DATABASE_URL: dbUrl, REDIS_URL: redis.url, SUPERVISOR: 'off', DB_STATEMENT_TIMEOUT_MS: '3000', DB_POOL_MAX: '6' }),
      'app',
    );
    await waitReady(BASE);
    log(`shop ready on private PostgreSQL and Redis in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    handle = await openDb({ databaseUrl: dbUrl, statementTimeoutMs: 0 });
    const s = await prepareShop(handle.db, 4);
    const member = await login(BASE, s.buyers[0]!);

    // Redis away for 20 s.
    await redis.stop();
    const redisDownUntil = Date.now() + 20_000;
    const visitor = new Session(BASE);
    const seen = { pages: new Map<number, number>(), api: new Map<number, number>(), memberPage: new Map<number, number>(), slowest: 0, apiBody: '', pageBody: '', ready: '' };
    const bump = (m: Map<number, number>, k: number) => m.set(k, (m.get(k) ?? 0) + 1);
    while (Date.now() < redisDownUntil) {
      const [page, pageMs] = await timed(visitor.call('GET', '/list'));
      bump(seen.pages, page.status);
      const [api, apiMs] = await timed(member.call('GET', '/api/cart/list'));
      bump(seen.api, api.status);
      if (api.status === 503) seen.apiBody = api.text;
      const [mine, mineMs] = await timed(member.call('GET', '/ddgl'));
      bump(seen.memberPage, mine.status);
      if (mine.status === 503) seen.pageBody = mine.text;
      seen.slowest = Math.max(seen.slowest, pageMs, apiMs, mineMs);
      seen.ready = (await visitor.call('GET', '/readyz')).text;
    }
    log(
      `Redis down 20 s: visitor pages ${JSON.stringify(Object.fromEntries(seen.pages))}, member API ${JSON.stringify(Object.fromEntries(seen.api))}, member page ${JSON.stringify(Object.fromEntries(seen.memberPage))}, slowest answer ${seen.slowest.toFixed(0)} ms`,
    );
    log(`  member API answer: ${seen.apiBody.slice(0, 160)}`);
    log(`  member page: ${(/<p>[^<]*/.exec(seen.pageBody)?.[0] ?? '').slice(3)} / ${(/请求编号：<code>[^<]*/.exec(seen.pageBody)?.[0] ?? 'no request id').replace('<code>', '')}`);
    log(`  /readyz: ${seen.ready}`);
    check(
      [...seen.pages.keys()].every((k) => k === 200),
      'visitors\u2019 pages keep rendering while Redis is down',
    );
    check(
      [...seen.api.keys()].every((k) => k === 503) && /请求编号/.test(seen.apiBody) && /request_id/.test(seen.apiBody),
      'a member\u2019s API call answers 503 with a Chinese message and the request id',
    );
    check([...seen.memberPage.keys()].every((k) => k === 503) && /服务暂时不可用/.test(seen.pageBody), 'a member\u2019s page is a Chinese 503 page');
    // A hang would be a status 0 above (the client gives up at 20 s); this bound says "fast" with room for a loaded machine.
    check(seen.slowest < 15_000, `no hang: slowest answer ${seen.slowest.toFixed(0)} ms`);
    check(/redis/.test(seen.ready) && /not ready/.test(seen.ready), '/readyz reports redis');
    await redis.start();
    // The sessions were in the Redis that went away (no persistence here): the buyer logs in again.
    await waitFor('login after Redis returns', async () => Boolean(await login(BASE, s.buyers[0]!)), 30_000);
    const again = await login(BASE, s.buyers[0]!);
    const cart = await again.call('GET', '/api/cart/list');
    check(cart.status === 200 && cart.body?.code === 10000 && (await fetch(`${BASE}/readyz`)).ok, 'Redis back: login, cart and readiness recover without a restart');

    // A slow statement: the orders table held for 30 s.
    // Judged by what happened while the 30 s hold lasted, not by wall-clock bounds that a loaded machine
    // stretches: the order list ends by the statement bound (its timeout message, before the hold is over)
    // and the cart answers while the order list is still waiting behind the lock.
    const hold = await holdOrdersTable(dbUrl);
    const holdStarted = performance.now();
    let blockedSettled = false;
    const blockedCall = timed(again.call('GET', '/api/order/list')).finally(() => (blockedSettled = true));
    const [other, otherMs] = await timed(again.call('GET', '/api/cart/list'));
    const otherWhileBlocked = !blockedSettled;
    const [blocked, blockedMs] = await blockedCall;
    const holdLasted = performance.now() - holdStarted;
    log(`slow statement: order list ${blocked.status} after ${blockedMs.toFixed(0)} ms (${blocked.text.slice(0, 120)}); cart ${other.status} in ${otherMs.toFixed(0)} ms`);
    check(
      blocked.status === 503 && messageOf(blocked.text) === 'timeout' && /请求编号/.test(blocked.text) && holdLasted < 30_000,
      'a request behind a 30 s statement answers 503 at the bound (before the hold ends) with the request id',
    );
    check(other.status === 200 && otherWhileBlocked, 'the instance keeps serving other requests meanwhile (the cart answered while the order list waited)');

    // The 30 s hold ends first: requests queued behind its lock would answer the timeout message, and the
    // restart phase checks that a buyer caught by the restart reads the database-maintenance one.
    await hold.release();
    // PostgreSQL restarted under load, with checkouts caught mid-statement: a psql session (outside this
    // process; its backend goes with the others) holds the orders table, so the buyers' order creates and
    // one buyer's order list are waiting in PostgreSQL when it stops. It stays down until the load has met
    // it, then starts again; the app is not touched.
    const sessions = [];
    for (const b of s.buyers.slice(1)) sessions.push(await login(BASE, b));
    const tally = newTally();
    let stopped = false;
    const stop = () => stopped;
    const load = [...sessions.map((x) => shop(x, s.hot, tally, stop)), browse(BASE, tally, stop)];
    await waitFor('load under way', () => tally.acknowledged.length >= 2, 30_000);
    const locker = spawn('psql', ['-q', dbUrl, '-c', 'begin; lock table orders in access exclusive mode; select pg_sleep(60);'], { stdio: 'ignore' });
    const monitor = postgres(dbUrl, { max: 1, onnotice: () => {} });
    const count = async (query: string) => Number((await monitor.unsafe(query))[0]!.n);
    await waitFor(
      'the orders table held',
      async () =>
        (await count(
          `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'orders' and l.mode = 'AccessExclusiveLock' and l.granted`,
        )) > 0,
      10_000,
    );
    const caught = again.call('GET', '/api/order/list');
    await waitFor(
      'requests waiting in PostgreSQL',
      async () => (await count(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`)) >= 1,
      5_000,
    );
    const inFlight = await count(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`);
    await monitor.end();
    const down = performance.now();
    const failedBefore = tally.failed;
    await pg.halt();
    const caughtAnswer = await caught;
    await waitFor('the load meeting the stopped database', () => tally.failed >= failedBefore + 5, 15_000);
    await pg.resume();
    const downMs = performance.now() - down;
    locker.kill();
    const ackAtRestart = tally.acknowledged.length;
    await waitFor('orders again after the restart', () => tally.acknowledged.length >= ackAtRestart + 3, 30_000).catch((e) => {
      log(`after the restart: sent ${tally.sent}, statuses ${JSON.stringify(tally.statuses)}; ${tally.failures.slice(-3).join(' | ')}`);
      throw e;
    });
    const recoveredMs = performance.now() - down - downMs;
    stopped = true;
    await Promise.all(load);
    log(
      `PostgreSQL down ${downMs.toFixed(0)} ms under load (${inFlight} statements waiting when it stopped), orders again ${recoveredMs.toFixed(0)} ms after it started: sent ${tally.sent}, statuses ${JSON.stringify(tally.statuses)}, 5xx read ${JSON.stringify(tally.messages)}`,
    );
    log(`  the order list caught in flight: ${caughtAnswer.status} ${caughtAnswer.text.slice(0, 160)}`);
    for (const f of tally.failures.slice(0, 3)) log(`  ${f.slice(0, 200)}`);
    for (const f of tally.failures.filter((x) => / → 0 /.test(x))) log(`  no answer: ${f.slice(0, 240)}`);
    check(
      caughtAnswer.status === 503 && messageOf(caughtAnswer.text) === 'maintenance' && Boolean(caughtAnswer.requestId) && caughtAnswer.text.includes(caughtAnswer.requestId!),
      'the order list in flight when PostgreSQL stopped answers the maintenance 503 with its request id',
    );
    check(inFlight > 0, `the restart dropped connections with a statement running (${inFlight}): their requests are among the answers checked next`);
    check(tally.failed > 0 && cleanFailure(tally), 'requests caught by the restart answer 503 (no 500, no connection error)');
    check(tally.withoutRequestId === 0, 'every 503 names its request id');
    check(
      Object.keys(tally.messages).every((m) => m === 'maintenance'),
      `every one reads the database-maintenance message, none 「请求处理超时」 (${JSON.stringify(tally.messages)})`,
    );
    check((await fetch(`${BASE}/readyz`)).ok, 'the pool reconnected by itself: ready again, no restart');
    await handle.close();
    handle = await openDb({ databaseUrl: dbUrl, statementTimeoutMs: 0 });
    const missing = await missingOrders(handle.db, tally.acknowledged);
    const broken = await brokenInvariants(handle.db, s);
    check(missing === 0 && broken.length === 0, `invariants hold, every acknowledged order present (${missing} missing${broken.length ? `; ${broken.join(', ')}` : ''})`);
  } finally {
    await stopApp(app);
    await handle?.close().catch(() => {});
    await redis?.stop();
    pg?.stop();
  }
  log(`${problems.length ? `✖ ${problems.length} check(s) failed` : '✔ every fault has its known behaviour'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  process.exit(problems.length ? 1 : 0);
}

await main();
