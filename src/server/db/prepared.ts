/**
 * Hot statements built once. drizzle's `.prepare(name)` keeps the SQL text and the parameter list of
 * a query (values come later through `sql.placeholder`), so executing it skips drizzle's query
 * building, and on postgres-js it is sent as a named prepared statement (parsed and planned once per
 * connection instead of on every call). PGlite runs the same text, only without the building.
 *
 * A drizzle prepared query is tied to the session it was built on, and a transaction is a new session
 * each time: {@link prepared} builds the query once per driver and, for each use, binds a copy to the
 * caller's connection or transaction (its driver client and statement logger).
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';
import { rowsOf } from './rows';

/** What the session of a drizzle database (PGlite or postgres-js) carries and its prepared queries use. */
type SessionParts = { client: unknown; logger: unknown };

/**
 * `prepared((db) => db.select()…where(eq(t.id, sql.placeholder('id'))).prepare('name'))` returns
 * `(conn) => query`: run it with `query.execute({ id })` on `conn` (the pool or a transaction).
 * Placeholder values are passed to the driver as they are — in `where` they are not encoded by the
 * column (pass ISO text for timestamps); in insert `values` and update `set` they are.
 */
export function prepared<Q extends PgPreparedQuery<PreparedQueryConfig>>(build: (db: Db) => Q): (conn: Db | Tx) => Q {
  const byDriver = new Map<unknown, Q>();
  return (conn) => {
    const session = conn._.session as unknown as SessionParts;
    if (!session.client || !session.logger) throw new Error('prepared: unexpected drizzle session (no client/logger)');
    const driver = session.constructor;
    let query = byDriver.get(driver);
    if (!query) {
      query = build(conn as Db);
      byDriver.set(driver, query);
    }
    const bound = Object.create(query) as Q & SessionParts;
    bound.client = session.client;
    bound.logger = session.logger;
    return bound;
  };
}

const dialect = new PgDialect();

/**
 * A raw statement (drizzle `sql` with `sql.placeholder`s) built once: `(conn, values) => rows`, the
 * rows as the driver returns them (column names as in the SQL, no mapping).
 */
export function preparedSql<T>(name: string, query: SQL): (conn: Db | Tx, values: Record<string, unknown>) => Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const get = prepared((db) => db._.session.prepareQuery(built, undefined, name, false));
  return async (conn, values) => rowsOf<T>(await get(conn).execute(values));
}
