import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';

/**
 * The first `limit` goods (by id) any load-test buyer may order without a special rule getting in
 * the way: ordinary medicine, buyable and on sale, not controlled nor 含麻, no purchase limit and
 * no mid-pack-only rule. The cluster and crash tests race their buyers over these.
 */
export async function plainGoodsIds(db: Db, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from goods where type = 1 and is_buy and is_on_sale and not is_controlled and not is_ephedrine
      and xg_number = 0 and not only_mid_pack and kind = 'medicine' order by id limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}
