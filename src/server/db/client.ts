import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { instrumentPglite, instrumentPool } from './pool-metrics';

export type Schema = typeof schema;
/** The one database type the rest of the server sees, whichever driver runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The handle inside `db.transaction(async (tx) => …)`: the one transaction type every module uses. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DbHandle = {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Embedded PGlite: the size of its WebAssembly memory (the database's own heap inside this process). */
  wasmHeapBytes?: () => number;
  /** Embedded PGlite: a gzipped tar of its data directory, taken between transactions (npm run db:backup). */
  dumpDataDir?: () => Promise<Blob>;
};

/** `onQuery`: called with every statement drizzle sends (benchmarks count the statements of a use case). */
export type DbConfig = {
  databaseUrl?: string;
  dataDir?: string;
  onQuery?: (query: string) => void;
  /** PostgreSQL: overrides DB_STATEMENT_TIMEOUT_MS (0: none, for migrations and seeding). */ statementTimeoutMs?: number;
};

/** Reads the connection settings from the environment (README: DATABASE_URL, DATA_DIR). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): DbConfig {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || './data' };
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, else embedded PGlite persisted in `dataDir`
 * (`memory://` keeps it in memory, which the tests use).
 */
export async function openDb(config: DbConfig): Promise<DbHandle> {
  if (config.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    // DB_POOL_MAX: connections per process (default 10 — on a small machine more only adds contention; at least 2: start-up holds one for its lock, scripts/lib/bootstrap-db.ts).
    const max = Number(process.env.DB_POOL_MAX) > 0 ? Math.max(2, Number(process.env.DB_POOL_MAX)) : 10;
    // DB_STATEMENT_TIMEOUT_MS (default 10 s): a statement held longer (a lock, a runaway query) is
    // cancelled by PostgreSQL, and its request answers 503 instead of hanging (src/server/ops/unavailable.ts).
    const statementTimeout = config.statementTimeoutMs ?? (Number(process.env.DB_STATEMENT_TIMEOUT_MS) > 0 ? Number(process.env.DB_STATEMENT_TIMEOUT_MS) : 10_000);
    // Reconnect backoff: postgres.js waits up to 20 s (3^retries/100 s, retries shared by the pool and
    // counted per failed connect), so after a PostgreSQL restart a buyer's query could sit that long behind
    // a connection's timer (test:faults caught a 20 s wait). Half a second at most: during an outage each
    // query still fails within it (503), and afterwards the pool is back at once.
    const backoff = (retries: number) => Math.min(0.05 * 2 ** retries, 0.5);
    const client = postgres(config.databaseUrl, { max, backoff, onnotice: () => {}, connection: { statement_timeout: statementTimeout } });
    instrumentPool(client, max);
    return { db: drizzle(client, { schema, logger: queryLogger(config.onQuery) }) as unknown as Db, driver: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dataDir = config.dataDir ?? './data';
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(path.resolve(dataDir), { recursive: true });
  // PostgreSQL's shared buffers live in PGlite's WebAssembly memory, which never shrinks: the default
  // 128 MB grows it to ~190 MB; 32 MB keeps it at its 128 MB floor (PGLITE_SHARED_BUFFERS to change).
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams ?? [];
  const options = { startParams: [...defaults, '-c', `shared_buffers=${process.env.PGLITE_SHARED_BUFFERS || '32MB'}`] };
  const client = inMemory ? new PGlite(options) : new PGlite(path.resolve(dataDir, 'pglite'), options);
  const { drizzle } = await import('drizzle-orm/pglite');
  await client.waitReady;
  instrumentPglite(client as never);
  const wasm = client as unknown as { mod?: { HEAPU8?: Uint8Array } };
  return {
    db: drizzle(client, { schema, logger: queryLogger(config.onQuery) }) as unknown as Db,
    driver: 'pglite',
    close: () => client.close(),
    wasmHeapBytes: () => wasm.mod?.HEAPU8?.byteLength ?? 0,
    // Holding the transaction lock: no transaction is half done in the copy (PGlite runs one statement at a time).
    dumpDataDir: async () => {
      await client.exec('checkpoint'); // flushes shared buffers: a restore replays less WAL
      const exclusive = (client as unknown as { _runExclusiveTransaction: <T>(f: () => Promise<T>) => Promise<T> })._runExclusiveTransaction.bind(client);
      return exclusive(() => client.dumpDataDir('gzip'));
    },
  };
}

/** `DB_LOG_QUERIES=1` prints every statement (one line each) to stderr: for profiling what a page reads. */
function queryLogger(onQuery?: (query: string) => void) {
  if (onQuery) return { logQuery: onQuery };
  if (process.env.DB_LOG_QUERIES !== '1') return undefined;
  return { logQuery: (query: string) => process.stderr.write(`[sql] ${query.replace(/\s+/g, ' ').slice(0, 160)}\n`) };
}

// The process-wide handle lives on globalThis so that Astro's bundled modules, scripts and tests share it.
const KEY = Symbol.for('yaocai.db');
type Holder = { [KEY]?: Promise<DbHandle> };

/** The shared database of this process, opened from the environment on first use. */
export function getDbHandle(): Promise<DbHandle> {
  const holder = globalThis as Holder;
  holder[KEY] ??= openDb(configFromEnv());
  return holder[KEY];
}

export async function db(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Replaces the shared handle (tests, scripts). */
export function setDbHandle(handle: DbHandle | undefined): void {
  const holder = globalThis as Holder;
  holder[KEY] = handle ? Promise.resolve(handle) : undefined;
}

export async function closeDb(): Promise<void> {
  const holder = globalThis as Holder;
  const handle = holder[KEY];
  holder[KEY] = undefined;
  if (handle) await (await handle).close();
}
