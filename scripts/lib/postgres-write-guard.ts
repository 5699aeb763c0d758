/**
 * postgres.js (3.4.9, the latest) can run a write it had queued on a connection PostgreSQL has just
 * closed (a restart, a fast shutdown, a terminated backend): a TypeError thrown in its own timer
 * (`socket.write` on null in connection.js), after that connection's queries have already failed with
 * CONNECTION_CLOSED and been answered 503. Left alone it ends the whole process — test:faults caught a
 * PostgreSQL restart killing the shop. The driver is now patched at install (patches/postgres+3.4.9.patch,
 * applied by patch-package in postinstall: the write settles its queries with CONNECTION_CLOSED); this
 * guard stays for an install that skipped scripts. The pool reconnects by itself, so this one error is
 * logged and absorbed; every other uncaught exception still ends the process as Node would (stack on stderr, exit 1).
 * Registered by the server entry only (a test runner keeps its own handling).
 */
import { logger } from '../../src/server/ops/logger';

export function isClosedSocketWrite(error: unknown): boolean {
  return error instanceof TypeError && /reading 'write'/.test(error.message) && /postgres[\\/]src[\\/]connection\.js/.test(error.stack ?? '');
}

let installed = false;

export function absorbPostgresClosedSocketWrites(): void {
  if (installed) return;
  installed = true;
  process.on('uncaughtException', (error) => {
    if (isClosedSocketWrite(error)) {
      logger().warn({ err: { type: error.name, message: error.message } }, 'postgres.js wrote to a closed connection (absorbed; the pool reconnects)');
      return;
    }
    console.error(error);
    process.exit(1);
  });
}
