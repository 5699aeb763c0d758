/**
 * The front door behind `npm start`: claims the port first (and fails loudly if it is taken),
 * builds when the sources are newer than the last build, applies migrations, seeds demo data
 * into an empty database, starts the order deadline job, then serves the built site.
 */
import cluster from 'node:cluster';
import http from 'node:http';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import module from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIsStale, ENTRY } from './build-state';
import { bootstrapDb } from './bootstrap-db';
import { closeDb, configFromEnv, getDbHandle, openDb } from '../../src/server/db/client';
import { holdDataDir } from './data-lock';
import { ensureOrderJobs } from '../../src/server/orders/deadline';
import { ensureGroupJobs } from '../../src/server/group-buy/groups';
import { ensureExportJobs } from '../../src/server/console/export-jobs';
import { ensureUploadSweep } from '../../src/server/attachments/sweep';
import { ensureWebhookJobs } from '../../src/server/integration/delivery';
import { withCompression } from './compression';
import { joinClusterMetrics } from './cluster-metrics';
import { startupProblem } from '../../src/server/environment/demo';
import { proxyTrust } from '../../src/server/environment/proxy';
import { applySecurityHeaders } from '../../src/server/http/security-headers';
import { enableCaches } from '../../src/server/cache/memo';
import { withPageCache } from '../../src/server/cache/http-front';
import { closeBus } from '../../src/server/cache/bus';
import { watchMemoryReport } from './memory-report';
import { closeRedis, redis, redisEnabled } from '../../src/server/auth/redis';
import { logger } from '../../src/server/ops/logger';
import { jobsSettled, shutdownTimeoutMs } from '../../src/server/ops/lifecycle';
import { drain, withOpsFront } from './ops-front';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
/** Answers a request itself (returning true) before the site sees it; for test launchers only. */
export type Intercept = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;

/**
 * `npm start` caps the server's V8 heap (package.json: --max-semi-space-size=4,
 * --max-old-space-size=256, MAX_OLD_SPACE_MB to change): under load V8 otherwise lets garbage grow the
 * heap to 3–4× what is live (measured: 317 MB heap for 75 MB live, RSS 524 MB → 210 MB capped, same
 * throughput). It also sets MALLOC_ARENA_MAX=2: glibc otherwise gives each thread that allocates
 * (V8's GC and compiler workers, libuv's pool) an arena of its own, which keeps ~50 MB more resident
 * (src/server/cache/README.md, Memory). The build needs far more, so its process gets neither.
 */
function withoutHeapLimits(options: string | undefined): string {
  return (options ?? '').replace(/--max-(old|semi)-space-size=\S+/g, '').trim();
}

/**
 * Imports the built server past tsx. tsx (which runs this TypeScript) rewrites every ES module that
 * contains `import()` to wrap those imports, attaching an inline source map, and keeps each module's
 * text besides: for the 1.4 MB server entry that held 15 MB more strings for the life of the process
 * (its rewritten text with the map, the map again, the parsed map, tsx's copy; heap snapshot in
 * src/server/cache/README.md, Memory). The built server is plain JavaScript without source maps of its own, so Node loads its
 * files as they are. (tsx's wrapper only unwraps `__esModule` CommonJS defaults; the built server's
 * dynamic imports of packages take named exports, which Node gives alike.)
 */
function loadBuiltServerDirectly(): void {
  const dist = pathToFileURL(path.dirname(ENTRY)).href + '/';
  module.registerHooks({
    load(url, context, nextLoad) {
      if (!url.startsWith(dist) || !url.endsWith('.mjs')) return nextLoad(url, context);
      return { format: 'module', source: fs.readFileSync(fileURLToPath(url)), shortCircuit: true };
    },
  });
}

/** Builds the site when the sources are newer than the last build; false when the build failed. */
export function buildIfStale(): boolean {
  if (!buildIsStale()) return true;
  console.log('正在构建站点… (building)');
  // Always a production build (a NODE_ENV of "test" or "development" inherited from a caller would give Vite a development build of React).
  const build = spawnSync(process.execPath, [path.resolve('node_modules/astro/bin/astro.mjs'), 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1', NODE_OPTIONS: withoutHeapLimits(process.env.NODE_OPTIONS), MALLOC_ARENA_MAX: undefined },
  });
  return build.status === 0;
}

export async function serve(intercept?: Intercept): Promise<void> {
  const port = Number(process.env.PORT ?? 4321);
  const host = process.env.HOST ?? '0.0.0.0';
  const started = Date.now();

  let handler: Handler | null = null;

  const starting: Handler = (_req, res) => {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '2' });
    res.end('药采正在启动，请稍候刷新…');
  };
  const front = withOpsFront(() => handler, starting);
  joinClusterMetrics(); // a cluster worker's series go into the sum any worker's GET /metrics answers
  const server = http.createServer((req, res) => {
    if (intercept?.(req, res)) return;
    front(req, res);
  });
  // How long an idle keep-alive connection stays open (Node's 5 s by default). A drain waits for idle
  // connections to end at this advertised timeout, so it must stay below SHUTDOWN_TIMEOUT_MS. The e2e
  // server sets 60 s: its test clients, slowed by a loaded machine, would otherwise now and then send on
  // a connection the server is just closing (ECONNRESET); it is never drained.
  if (Number(process.env.KEEP_ALIVE_TIMEOUT_MS) > 0) {
    server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT_MS);
    server.headersTimeout = Math.max(server.headersTimeout, server.keepAliveTimeout + 1_000);
  }

  function fatal(message: string): never {
    console.error(`\n✖ ${message}\n`);
    process.exit(1);
  }

  // Running for real (NODE_ENV=production or an https SITE_URL) with demo providers: refuse (src/server/environment/demo.ts).
  const problem = startupProblem(process.env);
  if (problem) fatal(problem);
  try {
    proxyTrust(process.env);
  } catch (error) {
    fatal((error as Error).message);
  }

  const listen = () =>
    new Promise<void>((resolve) => {
      server.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE') fatal(`端口 ${port} 已被占用，无法启动。请关闭占用该端口的程序，或用 PORT=其他端口 npm start。(port ${port} is already in use)`);
        if (error.code === 'EACCES') fatal(`没有权限监听端口 ${port}。(permission denied for port ${port})`);
        fatal(`无法监听 ${host}:${port}：${error.message}`);
      });
      server.listen(port, host, resolve);
    });
  // A cluster worker shares its primary's port: it joins only once it can serve, so a worker started
  // in a rolling restart (scripts/cluster.ts) is never handed a request while it boots.
  if (!cluster.isWorker) await listen();

  const releaseDataDir = holdDataDir();
  process.once('exit', releaseDataDir);

  // Cluster workers (scripts/cluster.ts) serve what their primary built; they never build side by side.
  if (!cluster.isWorker && !buildIfStale()) fatal('构建失败，请查看上面的错误信息。(build failed)');

  // One connection for the whole process: it lives on globalThis, where the built server finds it,
  // so PGlite is opened once and the first visitor does not wait for it.
  try {
    // Migrations and seeding may wait on another instance's lock for long: a pool of their own without the statement bound.
    const shared = await getDbHandle();
    if (shared.driver === 'postgres') {
      const boot = await openDb({ ...configFromEnv(), statementTimeoutMs: 0 });
      await bootstrapDb(boot).finally(() => boot.close());
    } else await bootstrapDb(shared);
  } catch (error) {
    console.error(error);
    fatal('数据库初始化失败。请检查 DATABASE_URL / DATA_DIR 设置。(database bootstrap failed)');
  }

  watchMemoryReport(await getDbHandle());

  // Unpaid orders past their 30-minute deadline are cancelled by this job (deadlines live in the database, so restarts lose nothing).
  ensureOrderJobs();
  // Failed group purchases are refunded at their deadline by this job, whether or not anyone visits the group pages.
  ensureGroupJobs();
  // Large console exports are written by this job (any instance takes them; old files are swept hourly).
  ensureExportJobs();
  // Uploaded files no row references (a request refused after writing, a crash) are removed hourly.
  ensureUploadSweep();
  // ERP webhooks: the outbox rows written with each change are delivered by this job (any instance; one delivery each).
  ensureWebhookJobs();

  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  // The built server has NODE_ENV=production baked in, but the packages it loads at run time read the
  // environment: without this `npm start` rendered with react-dom's development build (slower, larger).
  // Set only now: the refusal above has already judged the operator's own NODE_ENV.
  process.env.NODE_ENV = 'production';
  loadBuiltServerDirectly();
  const entry = (await import(pathToFileURL(ENTRY).href)) as { handler: Handler };
  // Chrome data, facets and rendered catalogue pages are cached with a seconds-long bound
  // (src/server/cache/); CACHE=off serves everything straight from the database.
  if (process.env.CACHE !== 'off') enableCaches();
  const site = withPageCache(withCompression(entry.handler));
  // Static files and prerendered pages are served before Astro's middleware: same security headers
  // (pages rendered on demand replace these with their own, src/server/http/security-headers.ts).
  handler = (req, res) => {
    applySecurityHeaders(
      (name, value) => res.setHeader(name, value),
      (name) => res.hasHeader(name),
    );
    site(req, res);
  };
  // Redis connected before the port is joined: a rolling restart's new worker otherwise takes its first
  // member requests while its Redis connection is still opening, and on a busy host those hit the command
  // bound and answer 503 (test:rolling saw 4 of 1,497). Redis away at start-up: serve anyway (faults path).
  if (redisEnabled()) await connectRedis();
  if (cluster.isWorker) await listen();
  const shown = host === '0.0.0.0' ? 'localhost' : host;
  console.log(`药采已启动：http://${shown}:${port}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);

  // SIGTERM: not ready, no new connections or job runs, requests in flight finish (SHUTDOWN_TIMEOUT_MS,
  // default 10 s), event streams told to reconnect, then the database closes (scripts/lib/ops-front.ts).
  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    const timeoutMs = shutdownTimeoutMs();
    logger().warn({ signal, timeout_ms: timeoutMs }, 'shutting down');
    // Whatever still holds on (a statement that never returns) does not keep the process past this.
    setTimeout(() => process.exit(1), timeoutMs + 10_000).unref();
    const { cut } = await drain(server, timeoutMs);
    await jobsSettled(2_000);
    await closeBus();
    await closeRedis();
    await closeDb();
    logger().warn({ signal, cut_requests: cut }, 'stopped');
    process.exit(0);
  }
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // Under the supervisor of `npm start` (scripts/lib/supervisor.ts): say we are ready, and go when it goes.
  if (cluster.isWorker) process.send?.('ready');
  if (process.env.YAOCAI_SUPERVISED === '1' && process.send) {
    process.send('ready');
    process.once('disconnect', () => void shutdown('supervisor gone'));
  }
}

/** Waits (at most 30 s) for Redis to answer a PING. */
async function connectRedis(): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    try {
      if ((await (await redis()).ping()) === 'PONG') return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  logger().warn('Redis not answering at start-up; member requests answer 503 until it does');
}
