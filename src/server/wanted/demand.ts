/**
 * 缺货登记 demand for the console: the open wanted-product requests (待处理 / 已采纳) grouped by goods
 * (name and spec compared without spaces or case), ranked by how many stores asked, then by the units
 * asked in all — what to source first.
 */
import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';

export type WantedDemand = { name: string; spec: string; maker: string; stores: number; quantity: number; requests: number; last_at: string };

export async function wantedDemand(limit = 20): Promise<WantedDemand[]> {
  const rows = await queryRows<{ name: string; spec: string; maker: string; stores: number; quantity: number; requests: number; last_at: string | Date }>(
    await db(),
    sql`select min(name) as name, min(spec) as spec, coalesce(max(nullif(maker, '')), '') as maker,
        count(distinct store_id)::int as stores, sum(quantity)::int as quantity, count(*)::int as requests, max(created_at) as last_at
      from wanted_requests where status in ('pending', 'accepted')
      group by lower(regexp_replace(name, '\\s', '', 'g')), lower(regexp_replace(spec, '\\s', '', 'g'))
      order by stores desc, quantity desc, last_at desc
      limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, stores: Number(r.stores), quantity: Number(r.quantity), requests: Number(r.requests), last_at: new Date(r.last_at).toISOString() }));
}
