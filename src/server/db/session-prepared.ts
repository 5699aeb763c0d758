/**
 * Statements run often enough that parsing and planning them again costs more than running them
 * (the search page's rows read back by id: planning a 40-field JSON row with its joins took twice
 * its execution on PGlite). Each is prepared once per session and then only executed:
 *
 * - PGlite (one session per process): `PREPARE name(types) AS …` once, then `EXECUTE name(args)`
 *   with the arguments written as literals (EXECUTE takes no bind parameters; only integers and
 *   integer arrays are accepted, so nothing needs quoting).
 * - PostgreSQL (postgres-js): the driver's own named statements (`prepare: true`), cached per
 *   connection by text.
 *
 * The statement's text uses $1, $2… placeholders and must not change for a given name. For hot
 * statements whose cost is drizzle's query building rather than planning, and for any argument types,
 * use `prepared.ts` instead.
 */
import { sql } from 'drizzle-orm';
import type { Sql } from 'postgres';
import { getDbHandle, type Db } from './client';
import { queryRows } from './rows';

export type PreparedStatement = { name: string; types: string[]; text: string };
export type PreparedArg = number | readonly number[];

const KEY = Symbol.for('yaocai.db.prepared');

/** The statements prepared in a PGlite session (by its drizzle handle), each once. */
function preparedIn(db: Db): Map<string, Promise<void>> {
  const holder = db as unknown as { [KEY]?: Map<string, Promise<void>> };
  holder[KEY] ??= new Map();
  return holder[KEY];
}

function literal(arg: PreparedArg): string {
  const int = (n: number) => {
    if (!Number.isSafeInteger(n)) throw new TypeError(`prepared statement argument is not an integer: ${n}`);
    return String(n);
  };
  return typeof arg === 'number' ? int(arg) : `'{${arg.map(int).join(',')}}'`;
}

const code = (error: unknown) => (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;

function prepare(db: Db, statement: PreparedStatement): Promise<void> {
  const statements = preparedIn(db);
  let done = statements.get(statement.name);
  if (!done) {
    done = db
      .execute(sql.raw(`prepare ${statement.name}(${statement.types.join(', ')}) as ${statement.text}`))
      .then(() => undefined)
      .catch((error: unknown) => {
        if (code(error) === '42P05') return; // duplicate_prepared_statement: this session has it already
        statements.delete(statement.name);
        throw error;
      });
    statements.set(statement.name, done);
  }
  return done;
}

/** The rows of a prepared statement with these arguments (integers or integer arrays). */
export async function queryPrepared<T>(statement: PreparedStatement, args: readonly PreparedArg[]): Promise<T[]> {
  const handle = await getDbHandle();
  if (handle.driver === 'postgres') {
    const client = (handle.db as unknown as { $client: Sql }).$client;
    const params = args.map((a) => (typeof a === 'number' ? a : `{${a.map((n) => literal(n)).join(',')}}`));
    return (await client.unsafe(statement.text, params, { prepare: true })) as unknown as T[];
  }
  const execute = sql.raw(`execute ${statement.name}(${args.map(literal).join(', ')})`);
  await prepare(handle.db, statement);
  try {
    return await queryRows<T>(handle.db, execute);
  } catch (error) {
    if (code(error) !== '26000') throw error; // invalid_sql_statement_name: the session lost it (DEALLOCATE)
    preparedIn(handle.db).delete(statement.name);
    await prepare(handle.db, statement);
    return queryRows<T>(handle.db, execute);
  }
}
