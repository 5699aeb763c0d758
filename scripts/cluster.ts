/**
 * `npm run start:cluster`: N app instances on one port with Node's cluster module — each worker is
 * exactly `npm start` (scripts/lib/serve.ts), the primary only builds once and keeps the workers
 * running. Needs DATABASE_URL (PGlite is single-process); with REDIS_URL the workers share
 * sessions and rate limits in Redis and drop each other's caches over Redis pub/sub (without it
 * sessions and rate limits live in PostgreSQL and a worker's caches go stale for at most their
 * few-second TTLs). The scheduled jobs run in every worker and are safe to overlap.
 *
 *   DATABASE_URL=postgres://… REDIS_URL=redis://127.0.0.1:6379 WORKERS=4 PORT=4321 npm run start:cluster
 *
 * WORKERS defaults to the number of CPUs. A worker that dies is replaced after a second.
 * SIGHUP is a rolling restart: one worker at a time, a new one is started and, once it serves (it
 * joins the port only when ready), the old one is stopped gracefully (SIGTERM: it finishes its
 * requests, scripts/lib/ops-front.ts), so the port always has a worker that answers. GET /metrics on
 * any worker answers the whole cluster's series (scripts/lib/cluster-metrics.ts).
 */
import cluster from 'node:cluster';
import os from 'node:os';
import type { Worker } from 'node:cluster';
import { buildIfStale, serve } from './lib/serve';
import { serveClusterMetrics } from './lib/cluster-metrics';
import { shutdownTimeoutMs } from '../src/server/ops/lifecycle';

/** A forked worker's first 'ready' message (it then listens), or null when it died first. */
function ready(worker: Worker): Promise<boolean> {
  return new Promise((resolve) => {
    worker.on('message', (message) => message === 'ready' && resolve(true));
    worker.once('exit', () => resolve(false));
  });
}

if (cluster.isPrimary) {
  if (!process.env.DATABASE_URL) {
    console.error('\n✖ start:cluster 需要 DATABASE_URL（内置 PGlite 数据库只能由一个进程打开）。(start:cluster needs DATABASE_URL)\n');
    process.exit(1);
  }
  if (!process.env.REDIS_URL) console.warn('⚠ 未设置 REDIS_URL：会话与限流存于 PostgreSQL，各进程的缓存仅靠数秒的有效期过期。(no REDIS_URL: caches are per worker)');
  if (!buildIfStale()) {
    console.error('\n✖ 构建失败，请查看上面的错误信息。(build failed)\n');
    process.exit(1);
  }
  const count = Number(process.env.WORKERS) > 0 ? Number(process.env.WORKERS) : os.availableParallelism();
  let stopping = false;
  // A worker drains for SHUTDOWN_TIMEOUT_MS and exits by itself 10 s after that at the latest
  // (scripts/lib/serve.ts); only one that outlives that is killed, never one still finishing its requests.
  const stubbornAfterMs = shutdownTimeoutMs() + 15_000;
  const retired = new Set<number>();
  cluster.on('exit', (worker, code, signal) => {
    if (retired.delete(worker.id)) return; // replaced on purpose by a rolling restart
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`[cluster] worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(() => cluster.fork(), 1_000);
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    console.log(`[cluster] ${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), stubbornAfterMs).unref();
  };
  let rolling = false;
  const roll = async () => {
    if (rolling || stopping) return;
    rolling = true;
    const old = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    console.log(`[cluster] SIGHUP: rolling restart of ${old.length} workers`);
    for (const worker of old) {
      const fresh = cluster.fork();
      if (!(await ready(fresh))) {
        console.error('[cluster] a new worker failed to start: rolling restart stopped, the old workers keep serving');
        break;
      }
      retired.add(worker.id);
      const gone = new Promise((resolve) => worker.once('exit', resolve));
      worker.process.kill('SIGTERM');
      const stubborn = setTimeout(() => worker.process.kill('SIGKILL'), stubbornAfterMs);
      await gone;
      clearTimeout(stubborn);
      console.log(`[cluster] worker ${worker.process.pid} replaced by ${fresh.process.pid}`);
    }
    rolling = false;
  };
  // GET /metrics on any worker answers the sum over all of them (scripts/lib/cluster-metrics.ts).
  serveClusterMetrics();
  process.on('SIGHUP', () => void roll());
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  console.log(`[cluster] primary ${process.pid}: ${count} workers on port ${process.env.PORT ?? 4321}`);
  for (let i = 0; i < count; i++) cluster.fork();
} else {
  await serve();
}
