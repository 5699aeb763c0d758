/**
 * `npm run test:restore`: a backup taken while buyers check out restores into a fresh database and
 * serves, on both engines. Each drill seeds a shop (scripts/lib/ops-seed.ts) with an uploads directory
 * holding a file, starts it, lets logged-in buyers order, runs `db:backup` (scripts/db-backup.ts, its own
 * process) while they go on ordering, then restores (`db:restore`) into an empty database and uploads directory
 * and checks that every order acknowledged before the backup started is there and the invariants
 * hold (a consistent copy: stock, orders, payments and wallets agree).
 *
 *   PostgreSQL  pg_dump of a throw-away database; a restore into a database that is not empty is
 *               refused; the shop starts on the restored database and a buyer logs in and lists orders.
 *   PGlite      the running server copies its own data directory (POST /ops/pglite-dump) between
 *               transactions; restored into an empty DATA_DIR, which the shop then opens.
 *
 * Env: RESTORE_POSTGRES_URL (default postgres://127.0.0.1:5432/test), RESTORE_PORT (default 4694),
 * RESTORE_ENGINES (default postgres,pglite).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, type DbConfig } from '../src/server/db/client';
import { restore } from './lib/backup';
import { appEnv, brokenInvariants, login, missingOrders, newTally, prepareShop, shop, startApp, stopApp, waitFor, waitReady, type Shop, type Tally } from './lib/ops-harness';
import { seedShop } from './lib/ops-seed';
import { createScratchDb, type ScratchDb } from './lib/scratch-db';
import { buildIfStale } from './lib/serve';

const PORT = Number(process.env.RESTORE_PORT ?? 4694);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = process.env.RESTORE_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test';
const log = (m: string) => console.log(`[restore] ${m}`);
const problems: string[] = [];
function check(ok: boolean, what: string) {
  log(`${ok ? '✔' : '✖'} ${what}`);
  if (!ok) problems.push(what);
}
const secondsSince = (t: number) => ((performance.now() - t) / 1000).toFixed(1);

/** `npm run db:backup <file>` as an operator runs it: its own process, while this one's buyers go on ordering. */
function backupCommand(file: string, env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db-backup.ts', file], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve, reject) => child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`db:backup failed (${code}): ${stderr}`)))));
}

/** Where a drill's database lives: the connection settings and the app's environment for them. */
type Place = { config: Pick<DbConfig, 'databaseUrl' | 'dataDir'>; env: NodeJS.ProcessEnv };

async function withDb<T>(place: Place, work: (handle: Awaited<ReturnType<typeof openDb>>) => Promise<T>): Promise<T> {
  const handle = await openDb({ ...place.config, statementTimeoutMs: 0 });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

function uploadsWithLicence(dir: string): string {
  fs.mkdirSync(path.join(dir, 'zizhi'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'zizhi', 'licence.pdf'), '%PDF-1.4 licence of a store');
  return dir;
}

/**
 * One engine's drill: seeded shop at `source`, backup under load, restore into `target`. Returns the
 * shop (its buyers) and the orders acknowledged before the backup started, checked by the caller's
 * engine-specific part (`after`).
 */
async function drill(engine: string, work: string, source: Place, target: Place, after: (shop: Shop, before: Tally['acknowledged']) => Promise<void>): Promise<void> {
  const t0 = performance.now();
  // Buyers and their goods are made before the app opens the database (PGlite is single-process).
  const s = (await seedShop(source.config, undefined, (h) => prepareShop(h.db, 4)))!;
  log(`${engine}: shop seeded in ${secondsSince(t0)} s`);
  const uploadsA = uploadsWithLicence(path.join(work, `${engine}-uploads-a`));
  let app: ReturnType<typeof startApp> | null = startApp(
    'scripts/start.ts',
    appEnv({ ...source.env, PORT: String(PORT), UPLOAD_DIR: uploadsA, SUPERVISOR: 'off', REDIS_URL: '' }),
    engine,
  );
  try {
    await waitReady(BASE);
    log(`${engine}: shop seeded and serving in ${secondsSince(t0)} s`);
    const sessions = [];
    for (const b of s.buyers) sessions.push(await login(BASE, b));
    const tally = newTally();
    let stopped = false;
    const load = sessions.map((x) => shop(x, s.hot, tally, () => stopped));
    await waitFor('orders before the backup', () => tally.acknowledged.length >= 5, 60_000);
    const backupStarted = Date.now();
    const sentAtStart = tally.sent;
    const file = path.join(work, `${engine}.tar`);
    await backupCommand(file, { ...source.env, PORT: String(PORT), UPLOAD_DIR: uploadsA });
    const bytes = fs.statSync(file).size;
    const backupMs = Date.now() - backupStarted;
    const answeredDuring = tally.sent - sentAtStart;
    const ackAtEnd = tally.acknowledged.length;
    await waitFor('orders after the backup', () => tally.acknowledged.length >= ackAtEnd + 2, 30_000);
    stopped = true;
    await Promise.all(load);
    await stopApp(app);
    app = null;
    log(
      `${engine}: backup under load ${(bytes / 1024).toFixed(0)} KB in ${backupMs} ms (${answeredDuring} requests answered while it ran; ${tally.sent} requests, ${tally.acknowledged.length} orders)`,
    );
    // pg_dump reads its snapshot beside the writers; PGlite's copy holds its one connection, so requests wait meanwhile.
    if (engine === 'postgres') check(answeredDuring > 0, 'postgres: buyers kept ordering while the backup ran');
    check(tally.failed === 0, `${engine}: the buyers ordering through the backup met no failure (${tally.failed})`);

    const uploadsB = path.join(work, `${engine}-uploads-b`);
    const restoreStarted = performance.now();
    await restore(file, { ...target.env, UPLOAD_DIR: uploadsB });
    log(`${engine}: restore into an empty database: ${(performance.now() - restoreStarted).toFixed(0)} ms`);
    check(fs.readFileSync(path.join(uploadsB, 'zizhi', 'licence.pdf'), 'utf8').includes('licence'), `${engine}: the uploads directory came back`);
    const before = tally.acknowledged.filter((x) => x.at < backupStarted);
    const { missing, broken } = await withDb(target, async (h) => ({ missing: await missingOrders(h.db, before), broken: await brokenInvariants(h.db, s) }));
    check(before.length > 0 && missing === 0, `${engine}: every order acknowledged before the backup started is there (${before.length} orders, ${missing} missing)`);
    check(broken.length === 0, `${engine}: invariants hold on the restored database${broken.length ? `: ${broken.join(', ')}` : ''}`);
    await after(s, before);
  } finally {
    await stopApp(app);
  }
}

async function main() {
  const started = Date.now();
  if (!buildIfStale()) throw new Error('build failed');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-restore-test-'));
  const scratch: ScratchDb[] = [];
  try {
    const source = await createScratchDb(ADMIN, 'yaocai_restore');
    const target = await createScratchDb(ADMIN, 'yaocai_restored');
    scratch.push(source, target);
    const pg = (db: ScratchDb): Place => ({ config: { databaseUrl: db.url }, env: { ...process.env, DATABASE_URL: db.url } });
    const engines = (process.env.RESTORE_ENGINES ?? 'postgres,pglite').split(',');
    if (engines.includes('postgres'))
      await drill('postgres', work, pg(source), pg(target), async (s, before) => {
        let refused = '';
        await restore(path.join(work, 'postgres.tar'), { ...process.env, DATABASE_URL: target.url, UPLOAD_DIR: path.join(work, 'uploads-c') }).catch(
          (e: Error) => (refused = e.message),
        );
        check(/不为空/.test(refused), `a restore into a database that is not empty is refused (${refused})`);
        const app = startApp(
          'scripts/start.ts',
          appEnv({ PORT: String(PORT), DATABASE_URL: target.url, UPLOAD_DIR: path.join(work, 'postgres-uploads-b'), SUPERVISOR: 'off', REDIS_URL: '' }),
          'restored',
        );
        try {
          await waitReady(BASE);
          const buyer = s.buyers.find((b) => b.storeId === before[0]!.storeId)!;
          const session = await login(BASE, buyer);
          // The list is newest first, 10 a page: the buyer's first orders may be pages back once the load placed
          // more (a quiet machine places ~4× as many). The list answers, and each acknowledged order opens.
          const list = await session.call('GET', '/api/order/list');
          if (list.status !== 200) log(`  order list: ${list.status} ${list.text.slice(0, 200)}`);
          const opened = await Promise.all(before[0]!.orderIds.map((id) => session.call('GET', `/api/order/${id}`)));
          for (const r of opened.filter((x) => x.status !== 200)) log(`  order detail: ${r.status} ${r.text.slice(0, 200)}`);
          check(
            list.status === 200 && list.body.data.total >= before[0]!.orderIds.length && opened.every((r) => r.status === 200),
            'the shop serves on the restored database: a buyer logs in, lists and opens their orders',
          );
        } finally {
          await stopApp(app);
        }
      });
    const pglite = (dir: string): Place => ({ config: { dataDir: dir }, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir } });
    if (engines.includes('pglite'))
      await drill('pglite', work, pglite(path.join(work, 'data-a')), pglite(path.join(work, 'data-b')), async () => {
        let refused = '';
        await restore(path.join(work, 'pglite.tar'), { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(work, 'data-b'), UPLOAD_DIR: path.join(work, 'uploads-c') }).catch(
          (e: Error) => (refused = e.message),
        );
        check(/不为空/.test(refused), `a restore into a data directory that is not empty is refused (${refused})`);
      });
  } finally {
    for (const db of scratch) await db.drop().catch(() => {});
    fs.rmSync(work, { recursive: true, force: true });
  }
  log(`${problems.length ? `✖ ${problems.length} check(s) failed` : '✔ backups under load restore on both engines'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  process.exit(problems.length ? 1 : 0);
}

await main();
