import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { exportJobs } from '../db/schema';

/**
 * The export_jobs rows: queue one, take the next (FOR UPDATE SKIP LOCKED, then a lease held by a
 * random claim token), renew the lease while writing, finish or fail — each finishing UPDATE checks
 * the claim, so a worker whose lease ran out and was taken over cannot overwrite the new holder.
 */
export type ExportJob = typeof exportJobs.$inferSelect;
export type ClaimedJob = ExportJob & { claim: string };

/** How long a taken job is held without a renewal (a dead worker's job is taken again after it). */
export const LEASE_MS = 60_000;
/** A job that failed this many times stays failed. */
export const MAX_ATTEMPTS = 3;

export async function queueJob(input: { operatorId: number; permission: string; kind: string; params: unknown; fileName: string }): Promise<ExportJob> {
  const [job] = await (
    await db()
  )
    .insert(exportJobs)
    .values({ ...input, params: input.params as object })
    .returning();
  return job!;
}

export async function jobById(id: number): Promise<ExportJob | null> {
  const [job] = await (await db()).select().from(exportJobs).where(eq(exportJobs.id, id));
  return job ?? null;
}

/** The next queued job, or a running one whose lease ran out; null when there is none free. */
export async function takeJob(now = new Date()): Promise<ClaimedJob | null> {
  const conn = await db();
  for (;;) {
    const taken = await conn.transaction(async (tx): Promise<ClaimedJob | null | 'gave-up'> => {
      const [job] = await tx
        .select()
        .from(exportJobs)
        .where(or(eq(exportJobs.status, 'queued'), and(eq(exportJobs.status, 'running'), lt(exportJobs.leaseUntil, now))))
        .orderBy(asc(exportJobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return null;
      if (job.attempts >= MAX_ATTEMPTS) {
        await tx.update(exportJobs).set({ status: 'failed', claim: null, leaseUntil: null, finishedAt: now }).where(eq(exportJobs.id, job.id));
        return 'gave-up';
      }
      const claim = randomUUID();
      const [row] = await tx
        .update(exportJobs)
        .set({ status: 'running', claim, leaseUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${exportJobs.attempts} + 1` })
        .where(eq(exportJobs.id, job.id))
        .returning();
      return { ...row!, claim };
    });
    if (taken !== 'gave-up') return taken;
  }
}

/** Extends the lease; false when the job is no longer ours (taken over after a lapse). */
export async function renewLease(job: ClaimedJob, now = new Date()): Promise<boolean> {
  const rows = await (
    await db()
  )
    .update(exportJobs)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(exportJobs.id, job.id), eq(exportJobs.claim, job.claim), eq(exportJobs.status, 'running')))
    .returning({ id: exportJobs.id });
  return rows.length === 1;
}

export async function finishJob(job: ClaimedJob, fileKey: string, rows: number, now = new Date()): Promise<boolean> {
  const done = await (
    await db()
  )
    .update(exportJobs)
    .set({ status: 'done', fileKey, rows, claim: null, leaseUntil: null, error: null, finishedAt: now })
    .where(and(eq(exportJobs.id, job.id), eq(exportJobs.claim, job.claim), eq(exportJobs.status, 'running')))
    .returning({ id: exportJobs.id });
  return done.length === 1;
}

/** Puts the job back in the queue (another attempt) with the reason, unless it is no longer ours. */
export async function failJob(job: ClaimedJob, error: string): Promise<void> {
  await (
    await db()
  )
    .update(exportJobs)
    .set({ status: 'queued', error: error.slice(0, 500), claim: null, leaseUntil: null })
    .where(and(eq(exportJobs.id, job.id), eq(exportJobs.claim, job.claim)));
}

/** Done jobs finished before `before` become expired; their files' keys are returned for removal. */
export async function expireJobs(before: Date): Promise<string[]> {
  const conn = await db();
  const old = await conn
    .select({ id: exportJobs.id, key: exportJobs.fileKey })
    .from(exportJobs)
    .where(and(eq(exportJobs.status, 'done'), lt(exportJobs.finishedAt, before)));
  if (!old.length) return [];
  await conn
    .update(exportJobs)
    .set({ status: 'expired', fileKey: null })
    .where(
      and(
        eq(exportJobs.status, 'done'),
        inArray(
          exportJobs.id,
          old.map((r) => r.id),
        ),
      ),
    );
  return old.map((r) => r.key).filter((k): k is string => !!k);
}

/** Which of these storage keys a done job still points to. */
export async function keysInUse(keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await (await db()).select({ key: exportJobs.fileKey }).from(exportJobs).where(inArray(exportJobs.fileKey, keys));
  return new Set(rows.map((r) => r.key!));
}
