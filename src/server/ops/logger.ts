/**
 * The one JSON logger (pino): a line per request (scripts/lib/ops-front.ts) and per job run
 * (./lifecycle.ts). Nothing secret may reach a line: the fields below are censored wherever they appear
 * (no request body is logged: paths without their query, ids, statuses). LOG_LEVEL (default
 * info; `silent` for none), LOG_FILE (a file instead of stdout). Kept on globalThis like the metrics.
 */
import pino, { type Logger } from 'pino';

const KEY = Symbol.for('yaocai.logger');

/** Field names whose values never reach a log line, at the top level and one or two levels down. */
const SECRET_FIELDS = ['password', 'pass', 'pwd', 'code', 'token', 'secret', 'authorization', 'cookie', 'phone', 'mobile', 'idempotency_key', 'totp'];
const REDACT = SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]);

export function logger(): Logger {
  const holder = globalThis as { [KEY]?: Logger };
  // LOG_FILE: lines go to that file instead of stdout (the e2e server's, which a spec reads).
  const file = process.env.LOG_FILE;
  holder[KEY] ??= pino(
    {
      level: process.env.LOG_LEVEL || 'info',
      base: { pid: process.pid },
      redact: { paths: REDACT, censor: '[redacted]' },
    },
    file ? pino.destination({ dest: file, mkdir: true, sync: true }) : undefined,
  );
  return holder[KEY];
}

/**
 * A path as it may be logged: a mobile number in it (`/api/user/phone/13712368016`, the availability
 * check of registration) keeps only its first 3 and last 4 digits, as the shop shows numbers elsewhere.
 */
export function loggablePath(pathname: string): string {
  return pathname.replace(/(?<![0-9A-Za-z])(1[3-9]\d)\d{4}(\d{4})(?![0-9A-Za-z])/g, '$1****$2');
}
