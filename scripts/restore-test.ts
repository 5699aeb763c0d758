/**
 * `npm run test:restore`: a backup taken while buyers check out restores into a fresh database and
 * serves. The shop runs on a throw-away PostgreSQL database with an uploads directory holding a file;
 * `db:backup` (scripts/lib/backup.ts) runs under that write load; the backup is restored
 * (`db:restore`) into a second, empty database and uploads directory; the shop starts on it, a buyer
 * logs in and sees orders; the invariants hold and every order acknowledged before the backup
 * started is there.
 *
 * Env: RESTORE_POSTGRES_URL (default postgres://127.0.0.1:5432/test), RESTORE_PORT (default 4694).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, type DbHandle } from '../src/server/db/client';
import { backup, restore } from './lib/backup';
import { appEnv, brokenInvariants, login, missingOrders, newTally, prepareShop, shop, startApp, stopApp, waitFor, waitReady } from './lib/ops-harness';
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

async function main() {
  const started = Date.now();
  if (!buildIfStale()) throw new Error('build failed');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-restore-test-'));
  const scratch: ScratchDb[] = [];
  let app: ReturnType<typeof startApp> | null = null;
  const handles: DbHandle[] = [];
  try {
    const source = await createScratchDb(ADMIN, 'yaocai_restore');
    scratch.push(source);
    const env = (db: ScratchDb, uploads: string) => appEnv({ PORT: String(PORT), DATABASE_URL: db.url, UPLOAD_DIR: uploads, SUPERVISOR: 'off', REDIS_URL: '' });
    const uploadsA = path.join(work, 'uploads-a');
    fs.mkdirSync(path.join(uploadsA, 'zizhi'), { recursive: true });
    fs.writeFileSync(path.join(uploadsA, 'zizhi', 'licence.pdf'), '%PDF-1.4 licence of a store');
    app = startApp('scripts/start.ts', env(source, uploadsA), 'A');
    await waitReady(BASE);
    const a = await openDb({ databaseUrl: source.url, statementTimeoutMs: 0 });
    handles.push(a);
    const s = await prepareShop(a.db, 4);
    const sessions = [];
    for (const b of s.buyers) sessions.push(await login(BASE, b));
    const tally = newTally();
    let stopped = false;
    const load = sessions.map((x) => shop(x, s.hot, tally, () => stopped));
    await waitFor('orders before the backup', () => tally.acknowledged.length >= 5, 60_000);
    const backupStarted = Date.now();
    const file = path.join(work, 'backup.tar');
    const bytes = await backup(file, { ...process.env, DATABASE_URL: source.url, UPLOAD_DIR: uploadsA });
    const backupMs = Date.now() - backupStarted;
    const during = tally.acknowledged.filter((x) => x.at >= backupStarted).length;
    stopped = true;
    await Promise.all(load);
    await stopApp(app);
    app = null;
    log(`backup under load: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${backupMs} ms (${during} orders acknowledged while it ran; ${tally.sent} requests)`);
    check(during > 0 || tally.acknowledged.length > 5, 'the backup ran while buyers were ordering');

    const target = await createScratchDb(ADMIN, 'yaocai_restored');
    scratch.push(target);
    const uploadsB = path.join(work, 'uploads-b');
    const restoreStarted = Date.now();
    await restore(file, { ...process.env, DATABASE_URL: target.url, UPLOAD_DIR: uploadsB });
    log(`restore into an empty database: ${Date.now() - restoreStarted} ms`);
    let refused = '';
    await restore(file, { ...process.env, DATABASE_URL: target.url, UPLOAD_DIR: path.join(work, 'uploads-c') }).catch((e: Error) => (refused = e.message));
    check(/不为空/.test(refused), `a restore into a database that is not empty is refused (${refused})`);
    check(fs.readFileSync(path.join(uploadsB, 'zizhi', 'licence.pdf'), 'utf8').includes('licence'), 'the uploads directory came back');

    app = startApp('scripts/start.ts', env(target, uploadsB), 'B');
    await waitReady(BASE);
    const b = await openDb({ databaseUrl: target.url, statementTimeoutMs: 0 });
    handles.push(b);
    const before = tally.acknowledged.filter((x) => x.at < backupStarted);
    const missing = await missingOrders(b.db, before);
    check(before.length > 0 && missing === 0, `every order acknowledged before the backup started is there (${before.length} orders, ${missing} missing)`);
    const broken = await brokenInvariants(b.db, s);
    check(broken.length === 0, `invariants hold on the restored database${broken.length ? `: ${broken.join(', ')}` : ''}`);
    const buyer = await login(BASE, s.buyers[0]!);
    const list = await buyer.call('GET', '/api/order/list');
    check(list.status === 200 && list.body?.code === 10000, 'the shop serves on the restored database: a buyer logs in and lists orders');
  } finally {
    await stopApp(app);
    for (const h of handles) await h.close().catch(() => {});
    for (const db of scratch) await db.drop().catch(() => {});
    fs.rmSync(work, { recursive: true, force: true });
  }
  log(`${problems.length ? `✖ ${problems.length} check(s) failed` : '✔ backup under load restores'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  process.exit(problems.length ? 1 : 0);
}

await main();
