/**
 * After every e2e run, while the server still runs (Playwright stops its web server after the global
 * teardown): the checks of issue 32 over the WHOLE run, which a spec running beside the others cannot make.
 *
 *   the log   the server's JSON log of the run (<data dir>/server.log, tests/e2e/e2e-server.ts) holds no
 *             password of the demo accounts, no SMS code and no phone number the run sent a code to
 *             (the dev provider's outbox, <data dir>/sms-outbox.jsonl), no other full mobile number, no
 *             voucher code, session cookie or bearer token
 *   /metrics  every series the issue lists has a sample: requests and latency by route and status,
 *             page cache, pool and statements, each job's runs, orders, payments, event-loop lag, heap,
 *             RSS; and it counted exactly the requests the log has lines for
 *
 * A failure here fails the run. tests/e2e/ops-logs.spec.ts checks one request's line in detail.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { DEMO_OPERATORS } from '../../src/server/seed/operators';
import { DEMO_PASSWORD } from '../../src/server/seed/constants';

const SERIES = [
  /^yaocai_http_requests_total\{route="[^"]+",method="\w+",status="\d+"\} \d+$/m,
  /^yaocai_http_request_duration_seconds_bucket\{le="[^"]+",route="[^"]+",method="\w+",status="\d+"\} \d+$/m,
  /^yaocai_page_cache_total\{result="hit"\} \d+$/m,
  /^yaocai_page_cache_total\{result="miss"\} [1-9]\d*$/m,
  /^yaocai_db_pool_in_use \d+$/m,
  /^yaocai_db_pool_max \d+$/m,
  /^yaocai_db_query_duration_seconds_count\{ok="true"\} [1-9]\d*$/m,
  ...['payment_deadline', 'group_buy', 'cashback_settle', 'cashback_reverse', 'webhook_outbox'].map(
    (job) => new RegExp(`^yaocai_job_runs_total\\{job="${job}",ok="true"\\} [1-9]\\d*$`, 'm'),
  ),
  /^yaocai_orders_created_total \d+$/m,
  /^yaocai_payments_total\{method="balance"\} \d+$/m,
  /^nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m,
  /^nodejs_heap_size_used_bytes \d+$/m,
  /^process_resident_memory_bytes \d+$/m,
];

/** `secret` standing alone (not inside a longer id or number, e.g. a 6-digit code inside a hex request id). */
const alone = (secret: string) => new RegExp(`(?<![0-9A-Za-z])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`);

export default async function globalTeardown(config: FullConfig): Promise<void> {
  const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
  const base = config.projects[0]!.use.baseURL!;
  const problems: string[] = [];

  const metrics = await (await fetch(`${base}/metrics`)).text();
  const log = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8');
  const outbox = fs.existsSync(path.join(dataDir, 'sms-outbox.jsonl'))
    ? fs
        .readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { phone: string; params?: { code?: string } })
    : [];
  const secrets = [
    DEMO_PASSWORD,
    ...DEMO_OPERATORS.map((o) => o.password),
    'YCXJ2026DEMO',
    'yaocai_sid=',
    'yaocai_op=',
    'Bearer ',
    ...outbox.flatMap((m) => [m.phone, m.params?.code ?? '']),
  ];
  for (const secret of new Set(secrets.filter(Boolean))) if (alone(secret).test(log)) problems.push(`the log holds a secret: ${secret.slice(0, 3)}…`);
  const phone = /(?<![0-9a-zA-Z])1[3-9]\d{9}(?![0-9a-zA-Z])/.exec(log);
  if (phone) problems.push(`the log holds a full mobile number: ${phone[0].slice(0, 3)}…`);

  for (const series of SERIES) if (!series.test(metrics)) problems.push(`/metrics has no sample of ${series.source}`);
  const counted = [...metrics.matchAll(/^yaocai_http_requests_total\{[^}]*\} (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
  const logged = log.split('\n').filter((l) => l.includes('"msg":"request"')).length;
  if (counted !== logged || logged === 0) problems.push(`/metrics counted ${counted} requests, the log has ${logged} request lines`);

  console.log(
    `[e2e teardown] ${logged} request lines and ${outbox.length} SMS of the run checked; ${problems.length ? `✖ ${problems.length} problem(s)` : '✔ no secret in the log, every series in /metrics'}`,
  );
  if (problems.length) throw new Error(`issue 32 checks after the e2e run:\n  ${problems.join('\n  ')}`);
}
