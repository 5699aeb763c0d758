/**
 * Scoped demo coupons of issue 12 for the demo store (1), valid from 10 days ago for a year:
 * 「心脑血管专享券」 满¥500减¥40 on the 心脑血管 category (its sub-categories included), and
 * 「维矿营养指定商品券」 满¥100减¥10 on three goods: the lowest ids of 维矿营养 that take coupons
 * (ordinary, buyable, in stock, not 含麻 / 控销, in no special-price activity, no 秒/特 tag, in no
 * activity without coupons). Deterministic: the same goods for the same catalogue.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';
import * as s from '../db/schema';

const DAY = 86_400_000;

/** The three 维矿营养 goods the goods-scoped demo coupon applies to (also used by tests). */
export async function scopedDemoGoods(tx: Tx | Db): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`
    with recursive cat(id) as (
      select id from categories where name = '维矿营养' and parent_id is null
      union all select c.id from categories c join cat on c.parent_id = cat.id
    )
    select g.id from goods g
    where g.category_id in (select id from cat) and g.type = 1 and g.is_on_sale and g.is_buy and g.stock > 100 and g.xg_number = 0 and not g.only_mid_pack
      and not g.is_ephedrine and not g.is_controlled
      and not exists (select 1 from price_activity_goods p where p.goods_id = g.id)
      and not exists (select 1 from goods_tags gt join tags t on t.id = gt.tag_id where gt.goods_id = g.id and t.name in ('秒', '特'))
      and not exists (select 1 from promotion_activity_goods pg join promotion_activities a on a.id = pg.activity_id where pg.goods_id = g.id and not a.with_coupon)
    order by g.id limit 3`,
  );
  return rows.map((r) => Number(r.id));
}

export async function insertScopedCouponDemo(tx: Tx): Promise<void> {
  const [{ now }] = await queryRows<{ now: string | Date }>(tx, sql`select now() as now`);
  const at = new Date(now);
  const validFrom = new Date(at.getTime() - 10 * DAY);
  const validTo = new Date(at.getTime() + 365 * DAY);
  const [heart] = await queryRows<{ id: number }>(tx, sql`select id from categories where name = '心脑血管' and parent_id is null`);
  const goodsIds = await scopedDemoGoods(tx);
  const values: (typeof s.coupons.$inferInsert)[] = [];
  if (heart) values.push({ name: '心脑血管专享券', kind: 'amount', threshold: 50_000, value: 4_000, scope: 'category', scopeIds: [Number(heart.id)], validFrom, validTo });
  if (goodsIds.length) values.push({ name: '维矿营养指定商品券', kind: 'amount', threshold: 10_000, value: 1_000, scope: 'goods', scopeIds: goodsIds, validFrom, validTo });
  if (!values.length) return;
  const made = await tx.insert(s.coupons).values(values).returning({ id: s.coupons.id });
  await tx.insert(s.memberCoupons).values(made.map((c) => ({ storeId: 1, couponId: c.id, receivedAt: validFrom })));
}
