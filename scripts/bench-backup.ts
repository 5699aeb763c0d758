/**
 * `npm run bench:backup`: backup size and time, and restore time, of the full demo data (6,000 goods,
 * what `npm start` seeds) on both engines, through the same code as `db:backup` / `db:restore`
 * (scripts/lib/backup.ts). PostgreSQL: a throw-away database on BENCH_POSTGRES_URL (default
 * postgres://127.0.0.1:5432/test), pg_dump custom format, restored into a second empty database.
 * PGlite: a data directory in a temporary folder, its gzipped copy, restored into an empty one and
 * opened (what the server's start-up then does). test:restore proves both under load on a small shop.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../src/server/db/client';
import { backup, restore } from './lib/backup';
import { seedShop } from './lib/ops-seed';
import { createScratchDb } from './lib/scratch-db';
import { DEFAULT_GOODS_COUNT } from '../src/server/seed/constants';

const ADMIN = process.env.BENCH_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test';
const rows: string[][] = [];
const ms = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

async function measure(engine: string, env: NodeJS.ProcessEnv, restoredEnv: NodeJS.ProcessEnv, file: string, open: () => Promise<void>) {
  let t = performance.now();
  const bytes = await backup(file, env);
  const backupTime = ms(t);
  t = performance.now();
  await restore(file, restoredEnv);
  const restoreTime = ms(t);
  t = performance.now();
  await open();
  rows.push([engine, `${(bytes / 1024 / 1024).toFixed(1)} MB`, backupTime, restoreTime, ms(t)]);
  console.log(`[bench:backup] ${rows.at(-1)!.join('  ')}`);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-bench-backup-'));
try {
  const source = await createScratchDb(ADMIN, 'yaocai_bench_backup');
  const target = await createScratchDb(ADMIN, 'yaocai_bench_restored');
  try {
    let t = performance.now();
    await seedShop({ databaseUrl: source.url }, DEFAULT_GOODS_COUNT);
    console.log(`[bench:backup] postgres demo data seeded in ${ms(t)}`);
    const uploads = { UPLOAD_DIR: path.join(work, 'pg-uploads') };
    await measure(
      'postgres',
      { ...process.env, ...uploads, DATABASE_URL: source.url },
      { ...process.env, DATABASE_URL: target.url, UPLOAD_DIR: path.join(work, 'pg-restored-uploads') },
      path.join(work, 'pg.tar'),
      async () => {
        const h = await openDb({ databaseUrl: target.url });
        await h.db.execute('select count(*) from goods');
        await h.close();
      },
    );
    t = performance.now();
    const dataDir = path.join(work, 'data');
    await seedShop({ dataDir }, DEFAULT_GOODS_COUNT);
    console.log(`[bench:backup] pglite demo data seeded in ${ms(t)}`);
    const restoredDir = path.join(work, 'restored');
    await measure(
      'pglite',
      { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, UPLOAD_DIR: path.join(work, 'pgl-uploads') },
      { ...process.env, DATABASE_URL: '', DATA_DIR: restoredDir, UPLOAD_DIR: path.join(work, 'pgl-restored-uploads') },
      path.join(work, 'pglite.tar'),
      async () => {
        const h = await openDb({ dataDir: restoredDir });
        await h.db.execute('select count(*) from goods');
        await h.close();
      },
    );
  } finally {
    await source.drop();
    await target.drop();
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
console.log('\nengine    backup size  backup time  restore time  first open');
for (const r of rows) console.log(`${r[0]!.padEnd(10)}${r[1]!.padStart(11)}  ${r[2]!.padStart(11)}  ${r[3]!.padStart(12)}  ${r[4]!.padStart(10)}`);
process.exit(0);
