/**
 * Issue 33, a crashed process comes back: `npm start` runs the production server under its
 * supervisor. Started in a process group of its own: the server child is killed with SIGKILL, the
 * supervisor logs why and the site answers again from a new child; then `npm` itself is killed
 * with SIGKILL (it forwards nothing) and every process of the group still goes away — no orphan
 * server keeps the port. Builds the site first if the build is stale (slow the first time).
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const PORT = 4741;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-supervisor-'));
let group = 0;

/** [pid, ppid, args] of every process in the group. */
function processesOf(pgid: number): { pid: number; ppid: number; args: string }[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,ppid=,args=', '-g', String(pgid)], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => {
        const [pid, ppid, ...args] = l.trim().split(/\s+/);
        return { pid: Number(pid), ppid: Number(ppid), args: args.join(' ') };
      });
  } catch {
    return []; // ps exits 1 when the group is empty
  }
}

/** Polls `check` until it holds (a state, not a time: the bound only stops a broken run). */
async function until<T>(check: () => Promise<T | null | false> | T | null | false, what: string, boundMs = 300_000): Promise<T> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const answers = async () => {
  try {
    const res = await fetch(`http://127.0.0.1:${PORT}/api/focus/common`, { signal: AbortSignal.timeout(5_000) });
    return res.status === 200;
  } catch {
    return false;
  }
};

/** The server child: the start.ts process whose parent is the start.ts supervisor. */
function serverChild(pgid: number) {
  const all = processesOf(pgid).filter((p) => p.args.includes('scripts/start.ts'));
  return all.find((p) => all.some((q) => q.pid === p.ppid)) ?? null;
}

afterAll(() => {
  if (group) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(process.env.TEST_DB === 'pglite')('npm start under its supervisor', () => {
  it('restarts a SIGKILLed server, logs why, and leaves no process behind when npm is killed', { timeout: 900_000 }, async () => {
    const npm = spawn('npm', ['start'], {
      detached: true,
      env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', VITEST: '', NODE_ENV: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    group = npm.pid!;
    let log = '';
    npm.stdout!.on('data', (d) => (log += d));
    npm.stderr!.on('data', (d) => (log += d));

    await until(answers, 'the first start');
    const first = serverChild(group)!;
    expect(first).not.toBeNull();

    process.kill(first.pid, 'SIGKILL');
    await until(() => log.includes('信号 SIGKILL'), 'the supervisor to log the kill', 30_000);
    expect(log).toMatch(/服务进程 \d+ 已退出（信号 SIGKILL/);
    await until(answers, 'the restarted server');
    const second = serverChild(group)!;
    expect(second.pid).not.toBe(first.pid);

    // npm killed outright forwards nothing: the supervisor notices it was orphaned and stops the server.
    process.kill(npm.pid!, 'SIGKILL');
    await until(() => processesOf(group).length === 0, 'every process of the group to exit', 30_000);
    expect(await answers()).toBe(false);
    group = 0;
  });
});
