/**
 * The one door to every rate limit (catalogue.ts). Each call counts FIRST, with one atomic
 * increment that returns the new count, and decides on that count — so N parallel requests
 * against a limit of L let at most L through. Failure-only limits (wrong passwords) count the
 * attempt up front and give the point back on success ({@link giveBack}).
 *
 * Store: rate-limiter-flexible's RateLimiterRedis (a Lua INCR) when REDIS_URL is set, shared by
 * every instance; otherwise our database through {@link RateLimiterDbStore} (a single
 * `insert … on conflict do update … returning`), which is atomic on PGlite and on PostgreSQL
 * alike and so also holds for several instances sharing one DATABASE_URL.
 */
import { RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { BusinessError } from '../http/errors';
import { redis, redisEnabled } from '../auth/redis';
import { RateLimiterDbStore } from './pg-store';
import { LIMITS, type Limit } from './catalogue';

export { LIMITS, type Limit };
export const RATE_LIMITED = 429;

const KEY = Symbol.for('yaocai.limiters');
type Holder = { [KEY]?: Map<string, RateLimiterAbstract> };

async function limiterFor(limit: Limit): Promise<RateLimiterAbstract> {
  const holder = globalThis as Holder;
  const cache = (holder[KEY] ??= new Map());
  const backend = redisEnabled() ? 'redis' : 'db';
  const id = `${backend}:${limit.name}`;
  let limiter = cache.get(id);
  if (!limiter) {
    const opts = { keyPrefix: `yaocai:rl:${limit.name}`, points: limit.points, duration: limit.duration, blockDuration: limit.block };
    limiter = backend === 'redis' ? new RateLimiterRedis({ ...opts, storeClient: await redis() }) : (new RateLimiterDbStore(opts) as unknown as RateLimiterAbstract);
    cache.set(id, limiter);
  }
  return limiter;
}

/** Forgets cached limiters (tests switching REDIS_URL on and off). */
export function resetLimiters(): void {
  (globalThis as Holder)[KEY]?.clear();
}

export function tooMany(limit: Limit, msLeft: number): BusinessError {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  const message = limit.message?.(seconds) ?? `${limit.what}过于频繁，请 ${Math.max(1, Math.ceil(seconds / 60))} 分钟后再试`;
  return new BusinessError(RATE_LIMITED, message, 429);
}

/** Counts one attempt of `subject` and throws 429 when it is over the limit (or paused). Returns the new count. */
export async function take(limit: Limit, subject: string): Promise<number> {
  try {
    return (await (await limiterFor(limit)).consume(subject)).consumedPoints;
  } catch (error) {
    if (error instanceof RateLimiterRes || isRes(error)) throw tooMany(limit, (error as RateLimiterRes).msBeforeNext);
    throw error;
  }
}

// The database store builds its answers with the package's class loaded through require; same shape.
function isRes(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'msBeforeNext' in value && 'consumedPoints' in value && !(value instanceof Error);
}

/** Gives back the point of an attempt that turned out fine (e.g. the right password). */
export async function giveBack(limit: Limit, subject: string): Promise<void> {
  await (await limiterFor(limit)).reward(subject, 1);
}

/** Clears `subject`'s count and pause (e.g. an account's failures after a successful login). */
export async function clear(limit: Limit, subject: string): Promise<void> {
  await (await limiterFor(limit)).delete(subject);
}

/** The current count of `subject` (0 when none), for tests and diagnostics. */
export async function used(limit: Limit, subject: string): Promise<number> {
  return (await (await limiterFor(limit)).get(subject))?.consumedPoints ?? 0;
}
