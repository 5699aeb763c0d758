import type { Sql } from 'postgres';
import { metrics } from '../ops/metrics';

type Thenable = { then: (ok?: (v: unknown) => unknown, bad?: (e: unknown) => unknown) => unknown };

/**
 * Counts what the PostgreSQL pool is doing into the metrics (src/server/ops/metrics.ts): each
 * statement outside a transaction is timed (yaocai_db_query_duration_seconds) and, like each open
 * transaction, counted busy while it runs (yaocai_db_pool_in_use, against yaocai_db_pool_max).
 * postgres.js runs a statement when it is first awaited, so the timer starts at that `then`.
 */
export function instrumentPool(client: Sql, max: number): void {
  const m = metrics();
  m.poolMax.set(max);
  const unsafe = client.unsafe.bind(client);
  (client as { unsafe: unknown }).unsafe = (...args: Parameters<Sql['unsafe']>) => {
    const query = unsafe(...args) as unknown as Thenable;
    const then = query.then.bind(query);
    let timed = false;
    query.then = (ok, bad) => {
      if (timed) return then(ok, bad);
      timed = true;
      const started = performance.now();
      m.busy.inc();
      const end = (outcome: 'true' | 'false') => {
        m.busy.dec();
        m.queries.observe({ ok: outcome }, (performance.now() - started) / 1000);
      };
      return then(
        (v) => {
          end('true');
          return ok ? ok(v) : v;
        },
        (e) => {
          end('false');
          if (bad) return bad(e);
          throw e;
        },
      );
    };
    return query;
  };
  busyWhile(client as unknown as Record<string, unknown>, 'begin');
}

/** Holds the busy gauge up while `object[name]` (an async method) runs. */
function busyWhile(object: Record<string, unknown>, name: string): void {
  const m = metrics();
  const original = (object[name] as (...a: unknown[]) => Promise<unknown>).bind(object);
  object[name] = async (...args: unknown[]) => {
    m.busy.inc();
    try {
      return await original(...args);
    } finally {
      m.busy.dec();
    }
  };
}

/** Embedded PGlite (one connection): its statements timed, and busy while a statement or transaction runs. */
export function instrumentPglite(client: { query: (...a: never[]) => Promise<unknown>; transaction: (...a: never[]) => Promise<unknown> }): void {
  const m = metrics();
  m.poolMax.set(1);
  const query = client.query.bind(client) as (...a: unknown[]) => Promise<unknown>;
  (client as { query: unknown }).query = async (...args: unknown[]) => {
    const started = performance.now();
    let ok: 'true' | 'false' = 'false';
    try {
      const result = await query(...args);
      ok = 'true';
      return result;
    } finally {
      m.queries.observe({ ok }, (performance.now() - started) / 1000);
    }
  };
  busyWhile(client as unknown as Record<string, unknown>, 'transaction');
}
