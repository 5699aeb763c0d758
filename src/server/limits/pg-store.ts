import { createRequire } from 'node:module';
import { lt, sql } from 'drizzle-orm';
import type { RateLimiterRes as Res, IRateLimiterOptions } from 'rate-limiter-flexible';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { rateLimits } from '../db/schema';

// The abstract store class is not part of the package's typed exports; its contract is
// _upsert/_get/_delete/_getRateLimiterRes (see rate-limiter-flexible/lib/RateLimiterStoreAbstract.js).
const require = createRequire(import.meta.url);
const StoreAbstract = require('rate-limiter-flexible/lib/RateLimiterStoreAbstract.js') as new (opts: object) => object;
const RateLimiterRes = require('rate-limiter-flexible/lib/RateLimiterRes.js') as new (remaining: number, msBeforeNext: number, consumed: number, first: boolean) => Res;

type Row = { points: number; expire: Date | string | null };

let lastSweep = 0;

/**
 * A rate-limiter-flexible store on our own database (PostgreSQL or PGlite) whose every change is
 * ONE statement — `insert … on conflict (key) do update … returning points, expire` — so N parallel
 * consumers get N distinct counts and at most `points` of them pass. (The package's own
 * RateLimiterDrizzle reads the row and then upserts: two requests at a window's end may both
 * reset it.) Expired keys restart at the consumed points, and a count never goes below 0 (a reward cannot buy extra attempts); expired rows are swept now and then.
 */
export class RateLimiterDbStore extends StoreAbstract {
  declare points: number;

  constructor(opts: IRateLimiterOptions) {
    super({ ...opts, storeClient: true });
  }

  async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<Row> {
    const now = Date.now();
    const expire = msDuration > 0 ? new Date(now + msDuration).toISOString() : null;
    const nowIso = new Date(now).toISOString();
    const restart = forceExpire ? sql`true` : sql`(${rateLimits}.expire is not null and ${rateLimits}.expire <= ${nowIso}::timestamptz)`;
    const conn = await db();
    const rows = await queryRows<Row>(
      conn,
      sql`
      insert into ${rateLimits} (key, points, expire) values (${key}, greatest(${points}::int, 0), ${expire}::timestamptz)
      on conflict (key) do update set
        points = greatest(case when ${restart} then ${points}::int else ${rateLimits}.points + ${points}::int end, 0),
        expire = case when ${restart} then excluded.expire else ${rateLimits}.expire end
      returning points, expire`,
    );
    if (now - lastSweep > 5 * 60_000) {
      lastSweep = now;
      await conn.delete(rateLimits).where(lt(rateLimits.expire, new Date(now - 60_000)));
    }
    return rows[0]!;
  }

  async _get(key: string): Promise<Row | null> {
    const rows = await queryRows<Row>(
      await db(),
      sql`
      select points, expire from ${rateLimits} where key = ${key} and (expire is null or expire > ${new Date().toISOString()}::timestamptz)`,
    );
    return rows[0] ?? null;
  }

  async _delete(key: string): Promise<boolean> {
    const rows = await queryRows<{ key: string }>(await db(), sql`delete from ${rateLimits} where key = ${key} returning key`);
    return rows.length > 0;
  }

  _getRateLimiterRes(_key: string, changedPoints: number, row: Row): Res {
    const points = Number(row.points);
    const msBeforeNext = row.expire === null ? -1 : Math.max(new Date(row.expire).getTime() - Date.now(), 0);
    return new RateLimiterRes(Math.max(this.points - points, 0), msBeforeNext, points, points === changedPoints);
  }
}
