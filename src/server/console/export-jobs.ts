import { exportKey, sweepExports, writeExportFile, removeExportFile } from '../exports/files';
import { failJob, finishJob, renewLease, takeJob, type ClaimedJob } from '../exports/jobs';
import { writeSheet, type Row } from '../exports/sheet';
import { exportDefinition } from './export-kinds';

/**
 * The worker of background exports: takes jobs one at a time (one export per process keeps the
 * memory of a worker flat), renews the job's lease after every page, and finishes only if the job
 * is still its own. Safe with several instances: each takes a different row (SKIP LOCKED), and a
 * job whose worker died is taken again when its lease runs out.
 */
class LeaseLost extends Error {}

async function* renewing(job: ClaimedJob, pages: AsyncIterable<Row[]>): AsyncGenerator<Row[]> {
  let renewed = Date.now();
  for await (const page of pages) {
    yield page;
    if (Date.now() - renewed > 10_000) {
      if (!(await renewLease(job))) throw new LeaseLost(`export job ${job.id} was taken over`);
      renewed = Date.now();
    }
  }
}

export async function runJob(job: ClaimedJob): Promise<void> {
  const def = exportDefinition(job.kind);
  if (!def) return failJob(job, `unknown export kind ${job.kind}`);
  try {
    const params = def.parse(job.params);
    const key = exportKey(job.id, job.claim, def.format(params));
    const rows = await writeExportFile(key, (out) => writeSheet(def.spec, renewing(job, def.pages(params)), def.format(params), out));
    if (!(await finishJob(job, key, rows))) await removeExportFile(key);
  } catch (error) {
    if (error instanceof LeaseLost) return;
    console.error(`[exports] job ${job.id} failed:`, error);
    await failJob(job, (error as Error).message ?? String(error));
  }
}

let busy: Promise<number> | null = null;

/** Runs queued jobs until none is free; one runner per process at a time (a second call joins the first). */
export function runExportJobs(): Promise<number> {
  busy ??= (async () => {
    let done = 0;
    try {
      for (let job = await takeJob(); job; job = await takeJob()) {
        await runJob(job);
        done += 1;
      }
    } finally {
      busy = null;
    }
    return done;
  })();
  return busy;
}

/** Starts a run now (after a job was queued) without waiting for it; never under tests, which run jobs themselves. */
export function kickExportJobs(): void {
  if (process.env.VITEST) return;
  runExportJobs().catch((error) => console.error('[exports] runner failed:', error));
}

const KEY = Symbol.for('yaocai.exportJobs');
type Holder = { [KEY]?: ReturnType<typeof setInterval> };

/** Every instance looks for jobs every 5 s (a job queued by another instance, a lapsed lease) and sweeps old files hourly. */
export function ensureExportJobs(): void {
  const holder = globalThis as Holder;
  if (holder[KEY] || process.env.VITEST) return;
  let lastSweep = 0;
  holder[KEY] = setInterval(() => {
    kickExportJobs();
    if (Date.now() - lastSweep > 3_600_000) {
      lastSweep = Date.now();
      sweepExports().catch((error) => console.error('[exports] sweep failed:', error));
    }
  }, 5_000);
  holder[KEY].unref?.();
}
