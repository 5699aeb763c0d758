/**
 * 到货通知: a store asks to be told when an out-of-stock goods arrives, with the quantity it wants.
 * When the goods' available stock becomes positive (a stock-in, a batch released, the ERP's stock
 * update — all end in batches' refreshGoods, which calls {@link announceArrivals} in its transaction)
 * every waiting store gets one in-site message, in the order they asked, saying how many are there.
 * Exactly once whatever runs at the same time: the notices are claimed by one conditional UPDATE
 * (`notified_at is null`); a second fan-out on another instance waits for the row locks, then finds
 * them claimed and sends nothing. Members who opted in also get an SMS (notice-sms.ts), queued here.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { db, type Db, type Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { arrivalNotices, goods } from '../db/schema';
import { NotFoundError, ValidationError } from '../http/errors';
import { notifyMany } from '../accounts/messages';
import { queueNoticeSms } from './notice-sms';
import type { ArrivalNoticeView } from '../../wire/replenish';

export type { ArrivalNoticeView };

/** Asks (or asks again with a new quantity) to be told when the goods arrives. Only goods out of stock. */
export async function subscribeArrival(store: { id: number }, memberId: number, goodsId: number, quantity: number): Promise<ArrivalNoticeView> {
  const conn = await db();
  const [g] = await conn.select({ id: goods.id, stock: goods.stock, type: goods.type, onSale: goods.isOnSale }).from(goods).where(eq(goods.id, goodsId));
  if (!g || !g.onSale) throw new ValidationError({ goods_id: ['商品不存在或已下架'] });
  if (g.stock > 0) throw new ValidationError({ goods_id: ['该商品有货，可直接加入购物车'] });
  await conn.execute(sql`
    insert into arrival_notices (store_id, member_id, goods_id, quantity)
    values (${store.id}, ${memberId}, ${goodsId}, ${quantity})
    on conflict (store_id, goods_id) where notified_at is null
    do update set quantity = excluded.quantity, member_id = excluded.member_id`);
  return (await openArrival(store.id, goodsId))!;
}

/** The store's waiting notice for a goods, or null. */
export async function openArrival(storeId: number, goodsId: number): Promise<ArrivalNoticeView | null> {
  const [row] = await (
    await db()
  )
    .select({ goodsId: arrivalNotices.goodsId, quantity: arrivalNotices.quantity, createdAt: arrivalNotices.createdAt })
    .from(arrivalNotices)
    .where(and(eq(arrivalNotices.storeId, storeId), eq(arrivalNotices.goodsId, goodsId), isNull(arrivalNotices.notifiedAt)));
  return row ? { goods_id: row.goodsId, quantity: row.quantity, created_at: row.createdAt.toISOString() } : null;
}

/** The store's waiting notices, oldest first. */
export async function listArrivals(storeId: number): Promise<ArrivalNoticeView[]> {
  const rows = await (
    await db()
  )
    .select({ goodsId: arrivalNotices.goodsId, quantity: arrivalNotices.quantity, createdAt: arrivalNotices.createdAt })
    .from(arrivalNotices)
    .where(and(eq(arrivalNotices.storeId, storeId), isNull(arrivalNotices.notifiedAt)))
    .orderBy(asc(arrivalNotices.id));
  return rows.map((r) => ({ goods_id: r.goodsId, quantity: r.quantity, created_at: r.createdAt.toISOString() }));
}

/** Withdraws the store's waiting notice (another store's is never touched: 404). */
export async function cancelArrival(storeId: number, goodsId: number): Promise<void> {
  const gone = await (
    await db()
  )
    .delete(arrivalNotices)
    .where(and(eq(arrivalNotices.storeId, storeId), eq(arrivalNotices.goodsId, goodsId), isNull(arrivalNotices.notifiedAt)))
    .returning({ id: arrivalNotices.id });
  if (gone.length === 0) throw new NotFoundError('没有该商品的到货通知');
}

type Claimed = { id: number; store_id: number; member_id: number; quantity: number; goods_id: number; name: string; spec: string; unit: string; stock: number };

/**
 * Sends the arrival messages of goods now in stock: claims their waiting notices (one conditional
 * UPDATE) and posts one message per notice, in the order they were asked, in the caller's transaction.
 * Returns how many were sent.
 */
export async function announceArrivals(conn: Db | Tx, goodsIds: readonly number[]): Promise<number> {
  const ids = [...new Set(goodsIds)];
  if (ids.length === 0) return 0;
  const list = sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );
  const claimed = await queryRows<Claimed>(
    conn as Db,
    sql`update arrival_notices n set notified_at = now(), notified_stock = g.stock
        from goods g
        where g.id = n.goods_id and n.goods_id in (${list}) and n.notified_at is null and g.stock > 0
        returning n.id, n.store_id, n.member_id, n.quantity, g.id as goods_id, g.name, g.spec, g.unit, g.stock`,
  );
  if (claimed.length === 0) return 0;
  claimed.sort((a, b) => Number(a.id) - Number(b.id));
  await notifyMany(
    conn,
    claimed.map((c) => ({
      storeId: Number(c.store_id),
      title: `到货通知：${c.name}`,
      body: arrivalText(c),
    })),
  );
  await queueNoticeSms(
    conn,
    claimed.map((c) => ({ memberId: Number(c.member_id), template: 'arrival_notice', params: { goods: `${c.name} ${c.spec}`, stock: `${Number(c.stock)}${c.unit}` } })),
  );
  return claimed.length;
}

function arrivalText(c: Claimed): string {
  const stock = Number(c.stock);
  const wanted = Number(c.quantity);
  const enough = stock >= wanted ? '足够您登记的数量' : `少于您登记的 ${wanted}${c.unit}`;
  return `您登记到货通知的「${c.name} ${c.spec}」已到货，现可购 ${stock}${c.unit}（${enough}），库存有限，请尽快下单：/list_info/${c.goods_id}`;
}
