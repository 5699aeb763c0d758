/**
 * Backups of the shop (npm run db:backup / db:restore): one tar file holding `manifest.json`, the
 * database (`database.dump`: pg_dump's custom format on PostgreSQL; `pglite.tar.gz`: PGlite's own
 * dump of its data directory) and `uploads/` (certificates, images: src/server/qualifications/files.ts).
 *
 * PostgreSQL: pg_dump reads one snapshot, so a backup under writes is consistent. PGlite: the
 * server that holds the data directory makes the copy between transactions (POST /ops/pglite-dump,
 * scripts/lib/ops-front.ts); with no server running the directory is opened here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import postgres from 'postgres';
import { openDb } from '../../src/server/db/client';
import { uploadRoot } from '../../src/server/qualifications/files';

export type Manifest = { engine: 'postgres' | 'pglite'; createdAt: string; startedAt: string };

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error(`${cmd} ${args[0]} failed (${r.status ?? r.signal})`);
}

function serverPid(dataDir: string): number | null {
  const file = path.resolve(dataDir, 'server.pid');
  if (!fs.existsSync(file)) return null;
  const pid = Number(fs.readFileSync(file, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

async function pgliteDump(dataDir: string, port: number): Promise<Buffer> {
  if (serverPid(dataDir)) {
    const headers: Record<string, string> = process.env.METRICS_TOKEN ? { authorization: `Bearer ${process.env.METRICS_TOKEN}` } : {};
    const res = await fetch(`http://127.0.0.1:${port}/ops/pglite-dump`, { method: 'POST', headers });
    if (!res.ok) throw new Error(`the running server refused the dump: ${res.status} ${await res.text()}`);
    return Buffer.from(await res.arrayBuffer());
  }
  const handle = await openDb({ dataDir });
  try {
    return Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer());
  } finally {
    await handle.close();
  }
}

/** Writes the backup of the database named by `env` to `file`; returns its size in bytes. */
export async function backup(file: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const startedAt = new Date().toISOString();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-backup-'));
  try {
    const engine = env.DATABASE_URL ? 'postgres' : 'pglite';
    if (engine === 'postgres') run('pg_dump', ['-Fc', '--no-owner', '--no-acl', '-f', path.join(work, 'database.dump'), env.DATABASE_URL!]);
    else fs.writeFileSync(path.join(work, 'pglite.tar.gz'), await pgliteDump(env.DATA_DIR || './data', Number(env.PORT ?? 4321)));
    const uploads = uploadRoot(env);
    fs.mkdirSync(path.join(work, 'uploads'));
    if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(work, 'uploads'), { recursive: true });
    const manifest: Manifest = { engine, startedAt, createdAt: new Date().toISOString() };
    fs.writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    run('tar', ['-cf', path.resolve(file), '-C', work, '.']);
    return fs.statSync(file).size;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Restores `file` into the empty database named by `env` (and its empty uploads directory). */
export async function restore(file: string, env: NodeJS.ProcessEnv = process.env): Promise<Manifest> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-restore-'));
  try {
    run('tar', ['-xf', path.resolve(file), '-C', work]);
    const manifest = JSON.parse(fs.readFileSync(path.join(work, 'manifest.json'), 'utf8')) as Manifest;
    if ((manifest.engine === 'postgres') !== Boolean(env.DATABASE_URL))
      throw new Error(`备份来自 ${manifest.engine}，请设置相应的 DATABASE_URL / DATA_DIR (the backup is of ${manifest.engine})`);
    const uploads = uploadRoot(env);
    if (fs.existsSync(uploads) && fs.readdirSync(uploads).length) throw new Error(`上传目录 ${uploads} 不为空 (uploads directory not empty)`);
    if (manifest.engine === 'postgres') {
      const sql = postgres(env.DATABASE_URL!, { max: 1, onnotice: () => {} });
      const [row] = await sql`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`;
      await sql.end();
      if (Number(row!.n) > 0) throw new Error('目标数据库不为空 (the target database is not empty)');
      // pg_restore runs with an empty search_path, where the schema's SQL functions that call one
      // another unqualified (yc_fold) cannot be found: the script is replayed with `public` on it.
      const script = path.join(work, 'restore.sql');
      run('pg_restore', ['--no-owner', '--no-acl', '-f', script, path.join(work, 'database.dump')]);
      fs.writeFileSync(script, fs.readFileSync(script, 'utf8').replaceAll("set_config('search_path', '', false)", "set_config('search_path', 'public', false)"));
      run('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-o', '/dev/null', '-f', script, env.DATABASE_URL!]);
    } else {
      const target = path.resolve(env.DATA_DIR || './data', 'pglite');
      if (fs.existsSync(target) && fs.readdirSync(target).length) throw new Error(`数据目录 ${target} 不为空 (the data directory is not empty)`);
      fs.mkdirSync(target, { recursive: true });
      const { PGlite } = await import('@electric-sql/pglite');
      const blob = new Blob([fs.readFileSync(path.join(work, 'pglite.tar.gz'))]);
      const db = new PGlite(target, { loadDataDir: blob });
      await db.waitReady;
      await db.close();
    }
    fs.mkdirSync(uploads, { recursive: true });
    fs.cpSync(path.join(work, 'uploads'), uploads, { recursive: true });
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
