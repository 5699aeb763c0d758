/**
 * A PostgreSQL cluster and a Redis of the test's own (test:faults stops and restarts them under load;
 * the machine's shared ones are never touched). PostgreSQL refuses to run as root: as root the
 * cluster belongs to the `postgres` user (runuser), otherwise to the caller.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function pgBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (fs.existsSync(path.join(root, v, 'bin', name))) return path.join(root, v, 'bin', name);
  return name; // on PATH
}

const asRoot = process.getuid?.() === 0;
function pgRun(args: string[]): { status: number | null; output: string } {
  const [cmd, ...rest] = args;
  const r = asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', cmd!, ...rest], { encoding: 'utf8' }) : spawnSync(cmd!, rest, { encoding: 'utf8' });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

/** The same as pgRun without blocking this process: a test's load keeps running while the cluster stops or starts. */
function pgRunAsync(args: string[]): Promise<{ status: number | null; output: string }> {
  const [cmd, ...rest] = args;
  const child = asRoot ? spawn('runuser', ['-u', 'postgres', '--', cmd!, ...rest]) : spawn(cmd!, rest);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, output })));
}

/**
 * `halt()` stops the cluster as a restart does (fast: sessions terminated, statements in flight fail),
 * `resume()` starts it again; both wait for pg_ctl but leave this process's event loop running.
 */
export type PrivatePostgres = { url: (db: string) => string; halt: () => Promise<void>; resume: () => Promise<void>; stop: () => void };

export function startPostgres(port: number): PrivatePostgres {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-pg-'));
  if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const init = pgRun([pgBin('initdb'), '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.output}`);
  const ctl = (...args: string[]) => {
    const r = pgRun([pgBin('pg_ctl'), '-D', data, '-w', '-l', path.join(dir, 'log'), ...args]);
    if (r.status !== 0) throw new Error(`pg_ctl ${args[0]} failed: ${r.output}`);
  };
  const ctlAsync = async (...args: string[]) => {
    const r = await pgRunAsync([pgBin('pg_ctl'), '-D', data, '-w', '-l', path.join(dir, 'log'), ...args]);
    if (r.status !== 0) throw new Error(`pg_ctl ${args.at(-1)} failed: ${r.output}`);
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=60`;
  ctl('-o', options, 'start');
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      ctl('-m', 'immediate', 'stop');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  // A test that crashes must not leave its cluster running (the next run could not take the port).
  process.once('exit', stop);
  return {
    url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    halt: () => ctlAsync('-m', 'fast', 'stop'),
    resume: () => ctlAsync('-o', options, 'start'),
    stop,
  };
}

export type PrivateRedis = { url: string; stop: () => Promise<void>; start: () => Promise<void> };

export async function startRedis(port: number): Promise<PrivateRedis> {
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'ignore'] });
    await new Promise<void>((resolve, reject) => {
      child!.stdout!.on('data', (d) => String(d).includes('Ready to accept connections') && resolve());
      child!.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
    });
  };
  const stop = async () => {
    const c = child;
    if (!c || c.exitCode !== null) return;
    const gone = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await gone;
  };
  // Killed with the test even when it crashes: an orphaned redis-server would hold the test's output pipe
  // open, and `npm test` waits for that pipe to close.
  process.once('exit', () => (child as ChildProcess | null)?.kill('SIGKILL'));
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
