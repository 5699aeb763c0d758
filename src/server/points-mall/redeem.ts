/**
 * Redeeming a points-mall goods: one transaction that takes the stock (conditional UPDATE), counts
 * the per-member limit (conditional upsert), takes the points (conditional UPDATE, never below
 * zero), pays the cash part from the balance ledger, and writes the points order. Any refusal
 * rolls everything back. Cancelling a pending order gives all of it back exactly once. Points move
 * only through the points ledger (src/server/points/ledger.ts), refs `points-order:<no>`.
 */
import { and, eq, sql } from 'drizzle-orm';
import { db, type Db, type Tx } from '../db/client';
import { addresses, pointsGoods, pointsGoodsTaken, pointsOrders, type AddressSnapshot } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { postEntry } from '../wallet/ledger';
import { newOrderNo } from '../orders/numbers';
import { POINTS_ADDRESS, POINTS_LIMIT, POINTS_ORDER_STATUS, POINTS_STOCK } from './errors';
import { grantPoints, spendPoints } from '../points/ledger';
import { redeemCost } from './quote';

export type PointsActor = { storeId: number; memberId: number };
export type RedeemInput = { goodsId: number; quantity: number; addressId: number; idempotencyKey?: string };

async function snapshotAddress(tx: Tx, storeId: number, addressId: number): Promise<AddressSnapshot> {
  const [a] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.storeId, storeId)));
  if (!a) throw new BusinessError(POINTS_ADDRESS, '请选择收货地址');
  return { consignee: a.consignee, phone: a.phone, province: a.province, city: a.city, district: a.district, detail: a.detail };
}

async function existing(conn: Db | Tx, storeId: number, key: string | undefined) {
  if (!key) return undefined;
  const [row] = await conn
    .select()
    .from(pointsOrders)
    .where(and(eq(pointsOrders.storeId, storeId), eq(pointsOrders.idempotencyKey, key)));
  return row;
}

async function redeemIn(tx: Tx, actor: PointsActor, input: RedeemInput, now: Date) {
  const address = await snapshotAddress(tx, actor.storeId, input.addressId);
  const [g] = await tx
    .update(pointsGoods)
    .set({ stock: sql`${pointsGoods.stock} - ${input.quantity}` })
    .where(and(eq(pointsGoods.id, input.goodsId), eq(pointsGoods.isOnSale, true), sql`${pointsGoods.stock} >= ${input.quantity}`))
    .returning();
  if (!g) {
    const [known] = await tx.select({ name: pointsGoods.name, stock: pointsGoods.stock, onSale: pointsGoods.isOnSale }).from(pointsGoods).where(eq(pointsGoods.id, input.goodsId));
    if (!known || !known.onSale) throw new BusinessError(POINTS_STOCK, '该商品已下架');
    throw new BusinessError(POINTS_STOCK, `${known.name}库存不足，仅剩 ${known.stock} 件`);
  }
  const limit = g.perMemberLimit;
  if (limit !== null && input.quantity > limit) throw new BusinessError(POINTS_LIMIT, `${g.name}每位会员限兑 ${limit} 件`);
  const counted = await tx
    .insert(pointsGoodsTaken)
    .values({ goodsId: g.id, storeId: actor.storeId, quantity: input.quantity })
    .onConflictDoUpdate({
      target: [pointsGoodsTaken.goodsId, pointsGoodsTaken.storeId],
      set: { quantity: sql`${pointsGoodsTaken.quantity} + excluded.quantity` },
      setWhere: limit === null ? undefined : sql`${pointsGoodsTaken.quantity} + excluded.quantity <= ${limit}`,
    })
    .returning({ quantity: pointsGoodsTaken.quantity });
  if (counted.length === 0) throw new BusinessError(POINTS_LIMIT, `${g.name}每位会员限兑 ${limit} 件，您已兑换过`);
  const orderNo = newOrderNo(now).replace(/^YC/, 'JF');
  const { points, cash } = redeemCost(g, input.quantity);
  await spendPoints(tx, actor.storeId, points, 'spend', `points-order:${orderNo}`, `积分商城兑换 ${g.name} × ${input.quantity}`);
  if (cash > 0) await postEntry(tx, { storeId: actor.storeId, kind: 'payment', amount: -cash, ref: `points-order:${orderNo}`, note: `积分商城兑换 ${g.name}（现金部分）` });
  const [order] = await tx
    .insert(pointsOrders)
    .values({
      orderNo,
      storeId: actor.storeId,
      memberId: actor.memberId,
      source: 'mall',
      goodsId: g.id,
      name: g.name,
      quantity: input.quantity,
      points,
      cash,
      address,
      idempotencyKey: input.idempotencyKey ?? null,
      createdAt: now,
    })
    .returning();
  return order!;
}

/** Redeems, or returns the order an earlier request with the same idempotency key created. */
export async function redeem(actor: PointsActor, input: RedeemInput, now = new Date()) {
  const conn = await db();
  const before = await existing(conn, actor.storeId, input.idempotencyKey);
  if (before) return before;
  try {
    return await conn.transaction((tx) => redeemIn(tx, actor, input, now));
  } catch (error) {
    const again = error as { code?: string; cause?: { code?: string } };
    if (again.code === '23505' || again.cause?.code === '23505') {
      const first = await existing(conn, actor.storeId, input.idempotencyKey);
      if (first) return first;
    }
    throw error;
  }
}

/**
 * Cancels a points order still waiting for shipment (the member, or the operator with storeId
 * undefined): stock, limit count, points and cash go back. The status UPDATE is conditional, so a
 * cancel racing a ship or another cancel gives back at most once.
 */
export async function cancelPointsOrder(storeId: number | undefined, orderId: number, now = new Date()) {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const [o] = await tx.select().from(pointsOrders).where(eq(pointsOrders.id, orderId));
    if (!o || (storeId !== undefined && o.storeId !== storeId)) throw new NotFoundError('积分订单不存在');
    const [done] = await tx
      .update(pointsOrders)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(eq(pointsOrders.id, orderId), eq(pointsOrders.status, 'pending_shipment')))
      .returning();
    if (!done) throw new BusinessError(POINTS_ORDER_STATUS, '该积分订单已发货或已取消，不能取消');
    if (done.goodsId !== null && done.source === 'mall') {
      await tx
        .update(pointsGoods)
        .set({ stock: sql`${pointsGoods.stock} + ${done.quantity}` })
        .where(eq(pointsGoods.id, done.goodsId));
      await tx
        .update(pointsGoodsTaken)
        .set({ quantity: sql`${pointsGoodsTaken.quantity} - ${done.quantity}` })
        .where(and(eq(pointsGoodsTaken.goodsId, done.goodsId), eq(pointsGoodsTaken.storeId, done.storeId)));
    }
    if (done.points > 0) await grantPoints(tx, done.storeId, done.points, 'refund', `points-order:${done.orderNo}`, `积分订单取消退回 ${done.name}`);
    if (done.cash > 0)
      await postEntry(tx, { storeId: done.storeId, kind: 'refund', amount: done.cash, ref: `points-order:${done.orderNo}`, note: `积分订单取消退款 ${done.name}` });
    return done;
  });
}

/** Operator: ships a pending points order with carrier and tracking number. */
export async function shipPointsOrder(orderId: number, carrier: string, trackingNo: string, now = new Date()) {
  const [done] = await (
    await db()
  )
    .update(pointsOrders)
    .set({ status: 'shipped', carrier, trackingNo, shippedAt: now })
    .where(and(eq(pointsOrders.id, orderId), eq(pointsOrders.status, 'pending_shipment')))
    .returning();
  if (!done) throw new BusinessError(POINTS_ORDER_STATUS, '只有待发货的积分订单可以发货');
  return done;
}

/** The member confirms receipt (or the operator marks it delivered): shipped → completed. */
export async function completePointsOrder(storeId: number | undefined, orderId: number, now = new Date()) {
  const conn = await db();
  const [o] = await conn.select({ storeId: pointsOrders.storeId }).from(pointsOrders).where(eq(pointsOrders.id, orderId));
  if (!o || (storeId !== undefined && o.storeId !== storeId)) throw new NotFoundError('积分订单不存在');
  const [done] = await conn
    .update(pointsOrders)
    .set({ status: 'completed', completedAt: now })
    .where(and(eq(pointsOrders.id, orderId), eq(pointsOrders.status, 'shipped')))
    .returning();
  if (!done) throw new BusinessError(POINTS_ORDER_STATUS, '只有已发货的积分订单可以确认收货');
  return done;
}

/** A lottery goods prize as a points order to be shipped (no points), inside the draw transaction. */
export async function prizeOrder(tx: Tx, actor: PointsActor, name: string, now: Date) {
  const [a] = await tx
    .select()
    .from(addresses)
    .where(eq(addresses.storeId, actor.storeId))
    .orderBy(sql`${addresses.isDefault} desc, ${addresses.id}`)
    .limit(1);
  const address = a ? { consignee: a.consignee, phone: a.phone, province: a.province, city: a.city, district: a.district, detail: a.detail } : null;
  const [order] = await tx
    .insert(pointsOrders)
    .values({
      orderNo: newOrderNo(now).replace(/^YC/, 'JF'),
      storeId: actor.storeId,
      memberId: actor.memberId,
      source: 'lottery',
      name,
      quantity: 1,
      points: 0,
      address,
      createdAt: now,
    })
    .returning({ id: pointsOrders.id, orderNo: pointsOrders.orderNo });
  return order!;
}
