/**
 * `npm run bench:checkout`: checkouts per second on PostgreSQL (and embedded PGlite for comparison),
 * server-side — the order modules called in-process as the endpoints call them, no HTTP. A
 * checkout is what step 2 → step 3 does: create the order from the cart hand-over (pricing, guards,
 * one transaction with the stock decrements) and pay it from the balance (ledger).
 *
 * Scenarios, each with BUYERS buyers checking out once, CONCURRENCY at a time:
 *   spread  every buyer buys 2 of 200 goods (little lock contention)
 *   hot     every buyer buys the same goods (every order locks one stock row)
 * Afterwards the invariants are checked (stock, balance = Σ ledger, one payment per paid order).
 * Each scenario also prints its cost per checkout: statements sent and Node CPU (both hardly depend
 * on what else the machine does; Node CPU bounds one process at 1000 / it checkouts/s per core),
 * and PostgreSQL's active time (pg_stat_database.active_time: executing, waiting for row locks and
 * commits — the hot scenario's lock waits show here). The line ends with the machine's load average.
 *
 * Options: --buyers N (default 400), --concurrency N (default 20), --only pglite|postgres.
 * PostgreSQL: BENCH_POSTGRES_URL, else postgres://127.0.0.1:5432/test (a throw-away database is created and dropped).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/server/db/rows';
import { openDb, setDbHandle, type DbHandle } from '../src/server/db/client';
import { migrateDb } from '../src/server/db/migrate';
import { generateDemoData } from '../src/server/seed/generate';
import { seedDatabase } from '../src/server/seed/insert';
import { createOrders } from '../src/server/orders/create';
import { payByBalance } from '../src/server/payments/service';
import { GoodsPicker } from '../tests/helpers/cart-fixtures';
import { invariants, makeBuyers, putInCart, type Buyer } from '../tests/helpers/orders-fixtures';
import { createScratchDb, type ScratchDb } from './lib/scratch-db';
import { arg } from './lib/args';

const BUYERS = Number(arg('buyers') ?? 400);
const CONCURRENCY = Number(arg('concurrency') ?? 20);
const ONLY = arg('only');

type Result = { ok: number; failed: number; seconds: number; p50: number; p95: number; max: number; cost: Cost };
/** Per checkout: statements drizzle sent, CPU of this (Node) process, and time PostgreSQL spent executing them. */
type Cost = { statements: number; nodeCpuMs: number; pgActiveMs: number | null };

let statements = 0;
const countQuery = () => {
  statements += 1;
};

/** PostgreSQL's own clock for this database (pg_stat_database.active_time, ms; flushed about once a second). */
async function pgActive(handle: DbHandle): Promise<number | null> {
  if (handle.driver !== 'postgres') return null;
  await new Promise((r) => setTimeout(r, 1_500));
  const [row] = await queryRows<{ ms: number }>(handle.db, sql`select active_time as ms from pg_stat_database where datname = current_database()`);
  return Number(row?.ms ?? 0);
}

async function pool<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;

async function scenario(handle: DbHandle, name: 'spread' | 'hot'): Promise<Result> {
  const db = handle.db;
  const pick = new GoodsPicker(db);
  const goodsIds =
    name === 'hot'
      ? [await pick.take({ stock: 1_000_000, basePrice: 5_000 })]
      : await Promise.all(Array.from({ length: 200 }, () => pick.take({ stock: 100_000, basePrice: 2_000 })));
  const buyers = await makeBuyers(db, BUYERS, { balance: 100_000_000 });
  const carts = new Map<number, number[]>();
  for (const [i, b] of buyers.entries()) {
    const lines = name === 'hot' ? [goodsIds[0]!] : [goodsIds[(2 * i) % goodsIds.length]!, goodsIds[(2 * i + 1) % goodsIds.length]!];
    carts.set(b.storeId, await Promise.all(lines.map((g) => putInCart(db, b.storeId, g, 2))));
  }
  const times: number[] = [];
  let ok = 0;
  let failed = 0;
  const active0 = await pgActive(handle);
  const statements0 = statements;
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  await pool(buyers, CONCURRENCY, async (b: Buyer) => {
    const t0 = performance.now();
    try {
      const created = await createOrders(b.actor, carts.get(b.storeId)!, {
        idempotencyKey: randomBytes(12).toString('hex'),
        addressId: b.addressId,
        invoice: { type: 'none' },
        remark: '',
      });
      await payByBalance(b.storeId, created.orders[0]!.id);
      ok += 1;
    } catch (error) {
      failed += 1;
      if (failed <= 3) console.error(`  ${name}: ${String(error)}`);
    }
    times.push(performance.now() - t0);
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const sent = statements - statements0;
  const active1 = await pgActive(handle);
  const cost: Cost = {
    statements: sent / BUYERS,
    nodeCpuMs: (cpu.user + cpu.system) / 1000 / BUYERS,
    pgActiveMs: active0 === null || active1 === null ? null : (active1 - active0) / BUYERS,
  };
  times.sort((a, b) => a - b);
  const inv = await invariants(db);
  if (Object.values(inv).some((n) => n !== 0)) throw new Error(`invariants broken: ${JSON.stringify(inv)}`);
  return { ok, failed, seconds, p50: pct(times, 0.5), p95: pct(times, 0.95), max: times.at(-1) ?? 0, cost };
}

async function bench(engine: 'pglite' | 'postgres') {
  let handle: DbHandle;
  let drop = async () => {};
  if (engine === 'postgres') {
    const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test';
    let scratch: ScratchDb;
    try {
      scratch = await createScratchDb(adminUrl, 'yaocai_bench');
    } catch (error) {
      console.log(`PostgreSQL not reachable at ${adminUrl} (${String(error)}): skipped`);
      return;
    }
    handle = await openDb({ databaseUrl: scratch.url, onQuery: countQuery });
    drop = scratch.drop;
  } else {
    handle = await openDb({ dataDir: 'memory://', onQuery: countQuery });
  }
  try {
    await migrateDb(handle);
    await seedDatabase(handle.db, generateDemoData({ goodsCount: 3000 }), {});
    setDbHandle(handle);
    for (const name of ['spread', 'hot'] as const) {
      const r = await scenario(handle, name);
      console.log(
        `${engine.padEnd(8)} ${name.padEnd(6)} ${BUYERS} checkouts (create + pay), ${CONCURRENCY} at a time: ${(r.ok / r.seconds).toFixed(1)} checkouts/s; latency p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, max ${r.max.toFixed(0)} ms; ok ${r.ok}, failed ${r.failed}; invariants hold`,
      );
      console.log(
        `${''.padEnd(15)} per checkout: ${r.cost.statements.toFixed(1)} statements, ${r.cost.nodeCpuMs.toFixed(1)} ms Node CPU${r.cost.pgActiveMs === null ? '' : `, ${r.cost.pgActiveMs.toFixed(1)} ms PostgreSQL executing`}; machine load ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} CPUs`,
      );
    }
  } finally {
    setDbHandle(undefined);
    await handle.close();
    await drop();
  }
}

process.env.ORDER_JOBS = 'off';
if (ONLY !== 'postgres') await bench('pglite');
if (ONLY !== 'pglite') await bench('postgres');
process.exit(0);
