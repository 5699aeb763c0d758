import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';
import { notNearExpirySql } from '../../src/server/catalogue/near-expiry';

/**
 * The first `limit` goods (by id) any load-test buyer may order without a special rule getting in
 * the way: ordinary medicine, buyable and on sale, not controlled nor 含麻, no purchase limit and
 * no mid-pack-only rule, not near expiry (its checkout needs the buyer's confirmation) and in no price
 * activity (a spike's per-member limit refuses the cart add). A buyer's cart keeps what it could not
 * check out, so one such goods would stop that buyer's orders for the rest of the load.
 * The cluster, crash and operations tests race their buyers over these.
 */
export async function plainGoodsIds(db: Db, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from goods where type = 1 and is_buy and is_on_sale and not is_controlled and not is_ephedrine
      and xg_number = 0 and not only_mid_pack and kind = 'medicine' and ${notNearExpirySql('goods')}
      and not exists (select 1 from price_activity_goods i where i.goods_id = goods.id) order by id limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}
