import { lt, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { queryRows } from '../db/rows';
import { BusinessError } from '../http/errors';
import { redis, redisEnabled } from './redis';

/**
 * Fixed-window counters in PostgreSQL/PGlite, or Redis when REDIS_URL is set (shared by every
 * app instance either way). A limit blocks only until its window ends: nothing here locks an
 * account for good.
 */
export type Limit = { name: string; max: number; windowMs: number };

export const RATE_LIMITED = 429;

export const LIMITS = {
  /** Spec: at most 3 codes per phone per 10 minutes. */
  smsPerPhone: { name: 'sms:phone', max: 3, windowMs: 10 * 60_000 },
  smsPerPhoneDay: { name: 'sms:phone:day', max: 10, windowMs: 24 * 3_600_000 },
  smsPerIp: { name: 'sms:ip', max: 10, windowMs: 10 * 60_000 },
  smsPerIpDay: { name: 'sms:ip:day', max: 50, windowMs: 24 * 3_600_000 },
  /** Failed sign-ins per account and per IP. */
  loginFailPerAccount: { name: 'login:acct', max: 5, windowMs: 15 * 60_000 },
  loginFailPerIp: { name: 'login:ip', max: 20, windowMs: 15 * 60_000 },
  /** Wrong codes per phone (across codes) and per IP. */
  codeFailPerPhone: { name: 'code:phone', max: 10, windowMs: 15 * 60_000 },
  codeFailPerIp: { name: 'code:ip', max: 30, windowMs: 15 * 60_000 },
  /** Phone-taken look-ups per IP (the check itself tells whether a number is registered). */
  phoneCheckPerIp: { name: 'phone:ip', max: 30, windowMs: 10 * 60_000 },
  /** Uploads per store. */
  uploadPerStore: { name: 'upload:store', max: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

function windowOf(limit: Limit, now: number): { start: number; resetAt: number } {
  const start = Math.floor(now / limit.windowMs) * limit.windowMs;
  return { start, resetAt: start + limit.windowMs };
}

const keyOf = (limit: Limit, subject: string) => `${limit.name}:${subject}`;

let cleanupCountdown = 0;

/** Adds one to the counter of `subject` and returns the new count. */
export async function hit(limit: Limit, subject: string, now = Date.now()): Promise<number> {
  const { start, resetAt } = windowOf(limit, now);
  const key = keyOf(limit, subject);
  if (redisEnabled()) {
    const client = await redis();
    const redisKey = `yaocai:rl:${key}:${start}`;
    const [[, count]] = (await client
      .multi()
      .incr(redisKey)
      .pexpireat(redisKey, resetAt + 1000)
      .exec()) as [[unknown, number]];
    return count;
  }
  const conn = await db();
  const rows = await queryRows<{ count: number }>(
    conn,
    sql`
    insert into ${rateLimitCounters} (key, window_start, count, expires_at)
    values (${key}, ${start}, 1, ${new Date(resetAt).toISOString()})
    on conflict (key, window_start) do update set count = ${rateLimitCounters}.count + 1
    returning count`,
  );
  if (--cleanupCountdown <= 0) {
    cleanupCountdown = 500;
    await conn.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, new Date(now)));
  }
  return Number(rows[0]?.count ?? 1);
}

/** The current count of `subject` in this window. */
export async function peek(limit: Limit, subject: string, now = Date.now()): Promise<number> {
  const { start } = windowOf(limit, now);
  const key = keyOf(limit, subject);
  if (redisEnabled()) {
    const value = await (await redis()).get(`yaocai:rl:${key}:${start}`);
    return Number(value ?? 0);
  }
  const rows = await queryRows<{ count: number }>(
    await db(),
    sql`
    select count from ${rateLimitCounters} where key = ${key} and window_start = ${start}`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** Clears the counter of `subject` (e.g. failed logins after a successful one). */
export async function reset(limit: Limit, subject: string, now = Date.now()): Promise<void> {
  const { start } = windowOf(limit, now);
  const key = keyOf(limit, subject);
  if (redisEnabled()) {
    await (await redis()).del(`yaocai:rl:${key}:${start}`);
    return;
  }
  await queryRows(await db(), sql`delete from ${rateLimitCounters} where key = ${key} and window_start = ${start}`);
}

/** Minutes until the window of `limit` ends, for the message (at least 1). */
export function minutesLeft(limit: Limit, now = Date.now()): number {
  return Math.max(1, Math.ceil((windowOf(limit, now).resetAt - now) / 60_000));
}

export function tooMany(limit: Limit, what = '操作', now = Date.now()): BusinessError {
  return new BusinessError(RATE_LIMITED, `${what}过于频繁，请 ${minutesLeft(limit, now)} 分钟后再试`, 429);
}

/** Throws 429 when `subject` is already at its limit (without counting this call). */
export async function assertUnder(limit: Limit, subject: string, what?: string, now = Date.now()): Promise<void> {
  if ((await peek(limit, subject, now)) >= limit.max) throw tooMany(limit, what, now);
}

/** Counts this call and throws 429 when it goes over the limit. */
export async function consume(limit: Limit, subject: string, what?: string, now = Date.now()): Promise<void> {
  if ((await hit(limit, subject, now)) > limit.max) throw tooMany(limit, what, now);
}
