import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { db } from '../db/client';

/** How many rows a query has, counting no further than `limit` (cheap on a huge table). */
export async function countUpTo(query: PgSelect, limit: number): Promise<number> {
  const sub = query.limit(limit).as('counted');
  const [row] = await (await db()).select({ n: sql<number>`count(*)::int` }).from(sub);
  return Number(row?.n ?? 0);
}
