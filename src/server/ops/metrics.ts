/**
 * The process's Prometheus series (prom-client), read at GET /metrics (scripts/lib/ops-front.ts).
 * One registry per process, kept on globalThis: the built Astro server, the scripts around it and
 * tests load this module separately and must count into the same series.
 */
import client from 'prom-client';

const KEY = Symbol.for('yaocai.metrics');

function create() {
  const registry = new client.Registry();
  // Event-loop lag, heap, RSS, GC, handles: prom-client's process and Node series.
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    registry,
    requests: new client.Counter({
      name: 'yaocai_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status',
      labelNames: ['route', 'method', 'status'],
      registers: [registry],
    }),
    latency: new client.Histogram({
      name: 'yaocai_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status',
      labelNames: ['route', 'method', 'status'],
      buckets: seconds,
      registers: [registry],
    }),
    pageCache: new client.Counter({
      name: 'yaocai_page_cache_total',
      help: 'Rendered-page store lookups (hit: answered without rendering)',
      labelNames: ['result'],
      registers: [registry],
    }),
    queries: new client.Histogram({
      name: 'yaocai_db_query_duration_seconds',
      help: 'Database statement time (outside transactions)',
      labelNames: ['ok'],
      buckets: seconds,
      registers: [registry],
    }),
    busy: new client.Gauge({ name: 'yaocai_db_pool_in_use', help: 'Pool connections busy: statements running plus open transactions', registers: [registry] }),
    poolMax: new client.Gauge({ name: 'yaocai_db_pool_max', help: 'Pool size (DB_POOL_MAX)', registers: [registry] }),
    jobs: new client.Counter({ name: 'yaocai_job_runs_total', help: 'Background job runs, by job and outcome', labelNames: ['job', 'ok'], registers: [registry] }),
    jobSeconds: new client.Histogram({ name: 'yaocai_job_duration_seconds', help: 'Background job run time', labelNames: ['job'], buckets: seconds, registers: [registry] }),
    orders: new client.Counter({ name: 'yaocai_orders_created_total', help: 'Orders created (rate() gives orders per minute)', registers: [registry] }),
    payments: new client.Counter({ name: 'yaocai_payments_total', help: 'Payments that succeeded, by method', labelNames: ['method'], registers: [registry] }),
  };
}

/** Series with labels are shown from the start (at 0), so a dashboard sees them before the first event. */
function zeroed(m: ReturnType<typeof create>) {
  for (const result of ['hit', 'miss']) m.pageCache.inc({ result }, 0);
  for (const ok of ['true', 'false']) m.queries.zero({ ok });
  for (const method of ['balance', 'credit', 'voucher', 'alipay', 'wechat']) m.payments.inc({ method }, 0);
  return m;
}

export type Metrics = ReturnType<typeof create>;

export function metrics(): Metrics {
  const holder = globalThis as { [KEY]?: Metrics };
  holder[KEY] ??= zeroed(create());
  return holder[KEY];
}

/** For any job not run through runJob (./lifecycle.ts): one run of `name` ended (`ok` false when it threw). */
export function recordJobRun(name: string, ok: boolean, seconds: number): void {
  const m = metrics();
  m.jobs.inc({ job: name, ok: ok ? 'true' : 'false' });
  m.jobSeconds.observe({ job: name }, seconds);
}

export function recordPageCache(hit: boolean): void {
  metrics().pageCache.inc({ result: hit ? 'hit' : 'miss' });
}

export function recordOrdersCreated(count: number): void {
  if (count > 0) metrics().orders.inc(count);
}

export function recordPayment(method: string): void {
  metrics().payments.inc({ method });
}

/** The Prometheus text exposition of every series. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
