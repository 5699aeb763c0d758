/**
 * Shipped orders for the document tests (issue 25): plain goods with two batches, a goods-scoped 满减, a
 * 买赠, the store-wide 94折 of the test database, a coupon and the shipping fee, shipped with trace codes.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';
import { orderLines } from '../../src/server/db/schema';
import { createOrders } from '../../src/server/orders/create';
import { payByBalance } from '../../src/server/payments/service';
import { shipInTx } from '../../src/server/orders/fulfil';
import { grantCoupon } from '../../src/server/coupons/grant';
import { PLAIN_PRICED_GOODS } from './price-pool';
import { emptyGoods, receive } from './batches-fixtures';
import { newKey, putInCart, type Buyer } from './orders-fixtures';

export type DocGoods = { twoBatch: number; manjian: number; gift: number; plain: number };
let serial = 0;

/** Four plain goods (not 单品包邮): one in two batches, one under a 满减, one under a 买5赠1, one plain. */
export async function documentGoods(db: Db): Promise<DocGoods> {
  const ids = (
    await queryRows<{ id: number }>(
      db,
      sql`select g.id from goods g where ${PLAIN_PRICED_GOODS} and not g.is_dpby and g.base_price between 500 and 5000
      and not exists (select 1 from promotion_activity_goods pag where pag.goods_id = g.id) order by g.id limit 4`,
    )
  ).map((r) => Number(r.id));
  const tag = randomBytes(2).toString('hex').toUpperCase();
  for (const [i, id] of ids.entries()) {
    await emptyGoods(db, id);
    await receive(db, { goodsId: id, batchNo: `A${tag}${i}`, productionDate: '2025-03-01', expiryDate: '2028-03-01', number: i === 0 ? 4 : 500, reportKey: 'demo' });
    if (i === 0) await receive(db, { goodsId: id, batchNo: `B${tag}${i}`, productionDate: '2025-06-01', expiryDate: '2028-06-01', number: 500, reportKey: 'demo' });
  }
  const now = Date.now();
  const window = [new Date(now - 3_600_000).toISOString(), new Date(now + 86_400_000).toISOString()];
  const [mj] = await queryRows<{ id: number }>(
    db,
    sql`insert into promotion_activities (kind, name, scope, tiers, with_coupon, is_enabled, starts_at, ends_at)
        values ('manjian', '单据满减', 'goods', '[{"amount":3000,"value":700}]', true, true, ${window[0]}, ${window[1]}) returning id`,
  );
  const [gift] = await queryRows<{ id: number }>(
    db,
    sql`insert into promotion_activities (kind, name, scope, tiers, with_coupon, is_enabled, starts_at, ends_at)
        values ('gift', '单据买赠', 'goods', '[{"amount":5,"value":1}]', true, true, ${window[0]}, ${window[1]}) returning id`,
  );
  await db.execute(sql`insert into promotion_activity_goods (activity_id, goods_id) values (${mj!.id}, ${ids[1]!}), (${gift!.id}, ${ids[2]!})`);
  return { twoBatch: ids[0]!, manjian: ids[1]!, gift: ids[2]!, plain: ids[3]! };
}

/** An awkward coupon (¥3.33 off, no threshold) held by the store. */
export async function couponFor(db: Db, storeId: number): Promise<number> {
  const [c] = await queryRows<{ id: number }>(
    db,
    sql`insert into coupons (name, kind, threshold, value, valid_from, valid_to) values ('单据测试券', 'amount', 0, 333, now() - interval '1 hour', now() + interval '1 day') returning id`,
  );
  return db.transaction((tx) => grantCoupon(tx, storeId, Number(c!.id)));
}

/** Orders, pays and ships `lines` (goods id → units) for the buyer, each line with its trace codes. */
export async function shippedOrder(db: Db, b: Buyer, lines: [number, number][], couponId: number | null = null): Promise<number> {
  const cart = [];
  for (const [g, n] of lines) cart.push(await putInCart(db, b.storeId, g, n));
  const made = await createOrders(b.actor, cart, {
    idempotencyKey: newKey(),
    addressId: b.addressId,
    invoice: { type: 'none' },
    remark: '',
    couponId,
    expiryConfirmed: lines.map((l) => l[0]),
  });
  const id = made.orders[0]!.id;
  await payByBalance(b.storeId, id);
  const rows = await db.select().from(orderLines).where(eq(orderLines.orderId, id));
  const codes = (n: number) => Array.from({ length: n }, () => `8${String(++serial).padStart(7, '0')}${randomBytes(6).readUIntBE(0, 6).toString().padStart(12, '0').slice(0, 12)}`);
  await db.transaction((tx) =>
    shipInTx(
      tx,
      id,
      '顺丰速运',
      `SF${id}`,
      rows.map((l) => ({ lineId: l.id, codesText: codes(l.number).join('\n') })),
    ),
  );
  return id;
}
