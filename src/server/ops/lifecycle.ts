/**
 * Whether this process is shutting down (SIGTERM: scripts/lib/serve.ts) and the background job runs
 * in flight. A job run started after that is skipped, and shutdown waits for the runs in flight
 * before it closes the database. Kept on globalThis: the built server and the scripts share it.
 */
import { recordJobRun } from './metrics';
import { logger } from './logger';

const KEY = Symbol.for('yaocai.lifecycle');
type State = { stopping: boolean; jobs: Set<Promise<unknown>> };

function state(): State {
  const holder = globalThis as { [KEY]?: State };
  holder[KEY] ??= { stopping: false, jobs: new Set() };
  return holder[KEY];
}

export const shuttingDown = (): boolean => state().stopping;

/** How long a SIGTERM drain lets requests in flight finish (SHUTDOWN_TIMEOUT_MS, default 10 s). */
export function shutdownTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const given = Number(env.SHUTDOWN_TIMEOUT_MS);
  return env.SHUTDOWN_TIMEOUT_MS && given >= 0 ? given : 10_000;
}

export function beginShutdown(): void {
  state().stopping = true;
}

/**
 * Runs one job run of `name` unless the process is stopping: times it, counts it (yaocai_job_runs_total)
 * and writes its log line. A failure is logged, never thrown (the next run tries again). `idleLevel`: the
 * level of the line of a run that returned 0 (nothing done), for jobs that run every second.
 */
export async function runJob(name: string, run: () => Promise<unknown>, { idleLevel = 'info' }: { idleLevel?: 'info' | 'debug' } = {}): Promise<void> {
  const s = state();
  if (s.stopping) return;
  const started = performance.now();
  const done = run().then(
    (result: unknown) => ({ ok: true as const, result, error: undefined as unknown }),
    (error: unknown) => ({ ok: false as const, result: undefined as unknown, error }),
  );
  s.jobs.add(done);
  const outcome = await done;
  s.jobs.delete(done);
  const seconds = (performance.now() - started) / 1000;
  recordJobRun(name, outcome.ok, seconds);
  const line = { job: name, ok: outcome.ok, duration_ms: Math.round(seconds * 1000) };
  const result = typeof outcome.result === 'number' ? outcome.result : undefined;
  if (outcome.ok) logger()[result === 0 ? idleLevel : 'info']({ ...line, result }, 'job run');
  else logger().error({ ...line, err: outcome.error }, 'job run failed');
}

/** Waits (at most `timeoutMs`) for the job runs in flight. */
export async function jobsSettled(timeoutMs: number): Promise<void> {
  const s = state();
  if (!s.jobs.size) return;
  await Promise.race([Promise.allSettled([...s.jobs]), new Promise((r) => setTimeout(r, timeoutMs).unref())]);
}
