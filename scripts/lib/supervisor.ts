/**
 * The supervisor behind `npm start`: runs the server (scripts/lib/serve.ts) as a child process and
 * brings it back when it dies — a crash, `heap out of memory`, a kill — after a backoff (1 s,
 * doubling to 30 s; back to 1 s once a child has run for a minute), logging why: the exit code or
 * signal and the last lines the child wrote to stderr. While the child is down its port is closed,
 * so requests are refused at once (never left hanging); while it starts they get its 503 「正在启动」.
 *
 * A child that stops with exit code 1 before it ever became ready refused to start (port taken,
 * demo providers in production, failed build or database): the supervisor exits 1 too rather than
 * retrying. SIGTERM/SIGINT stop the child (SIGTERM, SIGKILL after 10 s) and then the supervisor.
 * Nothing is left behind: the supervisor watches its parent (a killed `npm` reparents it) and the
 * child watches the supervisor (its IPC channel closes when the supervisor dies).
 */
import { spawn, type ChildProcess } from 'node:child_process';

const TAIL_LINES = 20;
const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;
const HEALTHY_AFTER_MS = 60_000;

const log = (message: string) => console.error(`[supervisor] ${message}`);

export function supervise(script: string): void {
  let child: ChildProcess | null = null;
  let everReady = false;
  let stopping = false;
  let backoff = FIRST_BACKOFF_MS;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let tail: string[] = [];

  const start = () => {
    const startedAt = Date.now();
    tail = [];
    const current = spawn(process.execPath, [...process.execArgv, script, ...process.argv.slice(2)], {
      env: { ...process.env, YAOCAI_SUPERVISED: '1' },
      stdio: ['inherit', 'inherit', 'pipe', 'ipc'],
    });
    child = current;
    current.stderr!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      tail = [...tail, ...chunk.toString('utf8').split('\n').filter(Boolean)].slice(-TAIL_LINES);
    });
    current.on('message', (message) => {
      if (message === 'ready') everReady = true;
    });
    current.on('exit', (code, signal) => {
      child = null;
      if (stopping) process.exit(0);
      if (!everReady && code === 1) process.exit(1); // a refusal to start, already explained by the child
      const ran = Date.now() - startedAt;
      if (ran > HEALTHY_AFTER_MS) backoff = FIRST_BACKOFF_MS;
      const why = signal ? `信号 ${signal}` : `退出码 ${code}`;
      const last = tail.length ? `\n  最后的错误输出 (last stderr):\n  ${tail.join('\n  ')}` : '';
      log(`服务进程 ${current.pid} 已退出（${why}，运行 ${(ran / 1000).toFixed(1)} 秒），${backoff / 1000} 秒后重启。(server exited: ${signal ?? code})${last}`);
      restartTimer = setTimeout(start, backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    });
  };

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    clearTimeout(restartTimer);
    if (!child) process.exit(0);
    log(`${reason}：正在停止服务进程 ${child.pid}… (stopping)`);
    child.kill('SIGTERM');
    const stubborn = child;
    setTimeout(() => stubborn.kill('SIGKILL'), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('收到 SIGTERM'));
  process.on('SIGINT', () => stop('收到 SIGINT'));
  // `npm start` killed outright (SIGKILL) never forwards a signal: its child is reparented, which we see here.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop('父进程已退出 (parent gone)');
  }, 1_000).unref();

  start();
}
