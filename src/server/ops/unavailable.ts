/**
 * Which failures mean "a service this request needs is away for now" rather than a bug: the database
 * unreachable or restarting, a statement past its time bound (DB_STATEMENT_TIMEOUT_MS), the session
 * store (Redis) unreachable. Those answer 503 with a Chinese message and the request id
 * (src/server/http/envelope.ts, src/middleware.ts), never a 500 or a hang.
 */
export type Unavailable = 'database' | 'timeout' | 'session';

/** postgres.js connection errors and PostgreSQL's admin shutdown / cannot-connect-now / connection-failure classes. */
const DATABASE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/**
 * A statement cancelled at its bound within this long after the database was last unreachable is the
 * restart's doing (a pool reconnecting, cold caches, checkouts queued on one row), so the buyer reads the
 * maintenance message rather than 「请求处理超时」.
 */
const RECOVERING_MS = 30_000;
let databaseAwayAt = Number.NEGATIVE_INFINITY;

export function unavailableReason(error: unknown, now: number = Date.now()): Unavailable | null {
  const reason = classify(error);
  if (reason === 'database') databaseAwayAt = now;
  if (reason === 'timeout' && now - databaseAwayAt < RECOVERING_MS) return 'database';
  return reason;
}

function classify(error: unknown): Unavailable | null {
  for (let e = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 6; e = e.cause as typeof e, depth++) {
    if (typeof e !== 'object') return null;
    if (e.name === 'SessionStoreDown' || e.name === 'MaxRetriesPerRequestError') return 'session';
    if (typeof e.message === 'string' && /Connection is closed|Stream isn't writeable|enableOfflineQueue|Command timed out/.test(e.message)) return 'session';
    if (e.code === '57014') return 'timeout';
    if (typeof e.code === 'string' && DATABASE_CODES.has(e.code)) return 'database';
  }
  return null;
}

/** The Chinese sentence a buyer reads for each reason. */
export const UNAVAILABLE_TEXT: Record<Unavailable, string> = {
  database: '系统维护中，数据库暂时无法访问，请稍后重试',
  timeout: '系统繁忙，请求处理超时，请稍后重试',
  session: '登录服务暂时不可用，请稍后重试',
};

/** Thrown by the session store when Redis does not answer: the request gets the 503, not a silent logout. */
export class SessionStoreDown extends Error {
  override name = 'SessionStoreDown';
}
