/**
 * Child process of tests/integration/export-heap.test.ts, started with the production heap cap
 * (--max-old-space-size=256): runs one orders export through the background-job path (queue, take,
 * write the file) against DATABASE_URL and prints, as one JSON line, the rows written, the file and
 * the peak heap seen (sampled every 10 ms, and V8's own high-water marks).
 */
import v8 from 'node:v8';
import { closeDb, db } from '../../src/server/db/client';
import { exportJobs, operators } from '../../src/server/db/schema';
import { queueJob, takeJob } from '../../src/server/exports/jobs';
import { runJob } from '../../src/server/console/export-jobs';
import { eq } from 'drizzle-orm';

let peakUsed = 0;
let peakTotal = 0;
const sample = () => {
  const m = process.memoryUsage();
  peakUsed = Math.max(peakUsed, m.heapUsed);
  peakTotal = Math.max(peakTotal, m.heapTotal);
};
const timer = setInterval(sample, 10);

const conn = await db();
const [op] = await conn.select().from(operators).where(eq(operators.role, 'admin')).limit(1);
const queued = await queueJob({ operatorId: op!.id, permission: 'orders', kind: 'orders', params: { status: 'completed' }, fileName: '订单-已完成.xlsx' });
const job = await takeJob();
if (job?.id !== queued.id) throw new Error('the queued job was not taken');
const startedUsed = process.memoryUsage().heapUsed;
const started = Date.now();
await runJob(job);
sample();
clearInterval(timer);
const [done] = await conn.select().from(exportJobs).where(eq(exportJobs.id, job.id));
const spaces = v8.getHeapSpaceStatistics();
console.log(
  JSON.stringify({
    status: done!.status,
    error: done!.error,
    rows: done!.rows,
    fileKey: done!.fileKey,
    ms: Date.now() - started,
    heapLimitMB: Math.round(v8.getHeapStatistics().heap_size_limit / 1048576),
    startHeapUsedMB: +(startedUsed / 1048576).toFixed(1),
    peakHeapUsedMB: +(peakUsed / 1048576).toFixed(1),
    peakHeapTotalMB: +(peakTotal / 1048576).toFixed(1),
    oldSpaceMB: +((spaces.find((s) => s.space_name === 'old_space')?.space_used_size ?? 0) / 1048576).toFixed(1),
  }),
);
await closeDb();
