/**
 * `npm run bench:open-api`: the ERP's bulk goods upsert (POST /api/open/v1/goods/bulk, issue 28) through
 * its endpoint handler in-process (key, Idempotency-Key, one transaction with the audit entry), 1,000
 * goods per call: the first call creates them, the second changes every one, the third sends them unchanged. Goods/s per engine, on embedded
 * PGlite and on PostgreSQL when one is reachable (BENCH_POSTGRES_URL, else postgres://127.0.0.1:5432/test;
 * a throw-away database). Options: --items N (default 1000), --only pglite|postgres.
 */
import { sql } from 'drizzle-orm';
import { openDb, setDbHandle, type DbHandle } from '../src/server/db/client';
import { migrateDb } from '../src/server/db/migrate';
import { generateDemoData } from '../src/server/seed/generate';
import { seedDatabase } from '../src/server/seed/insert';
import { rowsOf } from '../src/server/db/rows';
import { createApiKey } from '../src/server/integration/keys';
import { POST as bulk } from '../src/pages/api/open/v1/goods/bulk';
import { createScratchDb, type ScratchDb } from './lib/scratch-db';
import { arg } from './lib/args';
import { erpGoods } from '../tests/helpers/open-api';

const ITEMS = Number(arg('items') ?? 1000);
const ONLY = arg('only');

const item = (i: number, category: number, price: number) =>
  erpGoods(`BENCH-${String(i).padStart(6, '0')}`, {
    name: `基准药品${i}`,
    category_id: category,
    manufacturer: `基准制药${i % 20}有限公司`,
    spec: `${(i % 9) + 1}0mg*24片`,
    base_price: price.toFixed(2),
    retail_price: (price * 1.5).toFixed(2),
    ladder: i % 3 ? [] : [{ number: 10, price: (price - 0.5).toFixed(2) }],
  });

async function call(secret: string, items: unknown[]): Promise<{ ms: number; applied: number }> {
  const url = new URL('http://127.0.0.1/api/open/v1/goods/bulk');
  const request = new Request(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ items }),
  });
  const started = performance.now();
  const res = await bulk({ request, url, params: {}, clientAddress: '127.0.0.1', locals: {} } as never);
  const body = (await res.json()) as { applied: number; failed: number; results: { message?: string }[] };
  if (res.status !== 200 || body.failed) throw new Error(`bulk ${res.status}: ${JSON.stringify(body).slice(0, 400)}`);
  return { ms: performance.now() - started, applied: body.applied };
}

async function bench(engine: string, handle: DbHandle): Promise<string[]> {
  setDbHandle(handle);
  const [cat] = rowsOf<{ id: number }>(await handle.db.execute(sql`select id from categories where zone = 'medicine' order by id limit 1`));
  const { secret } = await createApiKey({ name: 'bench', scopes: ['goods:write'], ratePerMinute: 100_000, createdBy: 'bench' });
  const lines: string[] = [];
  // A first sync creates, a price change rewrites every goods, a nightly resend changes nothing.
  for (const [label, price] of [
    ['create', 12],
    ['update', 13],
    ['resend', 13],
  ] as const) {
    const items = Array.from({ length: ITEMS }, (_, i) => item(i, cat!.id, price));
    const { ms, applied } = await call(secret, items);
    lines.push(`${engine.padEnd(9)} ${label.padEnd(7)} ${applied} goods in ${(ms / 1000).toFixed(2)} s = ${Math.round((applied / ms) * 1000)} goods/s`);
    console.log(lines.at(-1));
  }
  return lines;
}

async function main() {
  const data = generateDemoData({ goodsCount: 200 });
  if (ONLY !== 'postgres') {
    const handle = await openDb({ dataDir: 'memory://' });
    await migrateDb(handle);
    await seedDatabase(handle.db, data, {});
    await bench('pglite', handle);
    await handle.close();
  }
  if (ONLY !== 'pglite') {
    const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test';
    let scratch: ScratchDb | null = null;
    try {
      scratch = await createScratchDb(adminUrl, 'yaocai_bench_open_api');
      const handle = await openDb({ databaseUrl: scratch.url });
      try {
        await migrateDb(handle);
        await seedDatabase(handle.db, data, {});
        await bench('postgres', handle);
      } finally {
        await handle.close();
      }
    } catch (error) {
      console.log(`postgres: skipped (${(error as Error).message})`);
    } finally {
      await scratch?.drop();
    }
  }
}

await main();
