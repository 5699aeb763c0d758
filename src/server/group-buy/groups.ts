/**
 * 拼团 group purchase on the database. Opening or joining a group pays at once from the balance:
 * one transaction takes a seat (conditional UPDATE, ./state.ts), the activity units (own
 * stock and per-member limit, ./units.ts), the goods stock, creates the order at the group price
 * and pays it (ledger entry `order:<id>`). When the last seat is taken the group succeeds and its
 * orders proceed. A group still short at its deadline fails: `sweepGroups` (a job, and called on
 * every group read) marks it failed and refunds each paid seat in its own transaction —
 * `paid → refunded` is a conditional UPDATE and the ledger entry is unique per `group:<seat>`, so a
 * seat is refunded exactly once even if the job runs twice at once or the server dies halfway
 * (the next run finds the failed group's seats still `paid`).
 */
import { runJob } from '../ops/lifecycle';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { db, type Db } from '../db/client';
import { queryRows } from '../db/rows';
import { addresses, goods, groupBuyMembers, manufacturers, groupBuys, orderEvents, orderLines, orders, priceActivities, priceActivityGoods, stores } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { postEntry } from '../wallet/ledger';
import { fenToYuan } from '../../lib/money';
import { lockOrder, transition } from '../orders/transitions';
import { settle } from '../payments/service';
import { newOrderNo } from '../orders/numbers';
import { releaseStock, takeStock } from '../orders/stock';
import { decideGroup } from './state';
import { GROUP_REFUSED } from '../promotions/errors';
import { releaseActivityUnits, takeActivityUnits } from '../promotions/units';
import { reverseCashbacks, settleCashbacks } from '../cashback/cashback';
import type { GroupJoined } from '../../wire/promotions';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type GroupActor = { storeId: number; memberId: number };

async function itemOf(tx: Tx | Db, itemId: number, now: Date) {
  const [row] = await tx
    .select({ item: priceActivityGoods, activity: priceActivities, goods, maker: manufacturers.name })
    .from(priceActivityGoods)
    .innerJoin(priceActivities, eq(priceActivities.id, priceActivityGoods.activityId))
    .innerJoin(goods, eq(goods.id, priceActivityGoods.goodsId))
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(and(eq(priceActivityGoods.id, itemId), eq(priceActivities.kind, 'group')));
  if (!row || !row.activity.isEnabled || !row.goods.isOnSale) throw new NotFoundError('拼团商品不存在');
  if (now < row.activity.startsAt) throw new BusinessError(GROUP_REFUSED, '活动未开始');
  if (now >= row.activity.endsAt) throw new BusinessError(GROUP_REFUSED, '拼团活动已结束');
  return row;
}

async function pay(tx: Tx, actor: GroupActor, groupId: number, row: Awaited<ReturnType<typeof itemOf>>, number: number, now: Date): Promise<{ orderId: number; seatId: number }> {
  const { item, activity, goods: g } = row;
  if (!Number.isSafeInteger(number) || number < 1 || number > 99_999) throw new BusinessError(GROUP_REFUSED, '购买数量至少为 1');
  const [address] = await tx.select().from(addresses).where(eq(addresses.storeId, actor.storeId)).orderBy(desc(addresses.isDefault), asc(addresses.id)).limit(1);
  if (!address) throw new BusinessError(GROUP_REFUSED, '请先添加收货地址');
  await takeStock(tx, [{ goodsId: g.id, number }], new Map([[g.id, g.name]]));
  const amount = item.price * number;
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: newOrderNo(now),
      storeId: actor.storeId,
      memberId: actor.memberId,
      kind: 'normal',
      status: 'pending_payment',
      goodsAmount: amount,
      payableAmount: amount,
      address: { consignee: address.consignee, phone: address.phone, province: address.province, city: address.city, district: address.district, detail: address.detail },
      remark: `拼团 #${groupId}`,
      stockMoves: [{ goodsId: g.id, number }],
      payBefore: new Date(now.getTime() + 60_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id, orderNo: orders.orderNo });
  await takeActivityUnits(
    tx,
    actor.storeId,
    order!.id,
    [
      {
        special: {
          itemId: item.id,
          activityId: activity.id,
          kind: 'group',
          name: activity.name,
          price: item.price,
          withCoupon: false,
          stockLeft: item.stock - item.sold,
          memberLimit: item.memberLimit,
          memberLeft: null,
          endsAt: activity.endsAt.toISOString(),
        },
        number,
        name: g.name,
        unit: g.unit,
      },
    ],
    now,
  );
  await tx.insert(orderLines).values({
    orderId: order!.id,
    goodsId: g.id,
    type: 1,
    name: g.name,
    spec: g.spec,
    unit: g.unit,
    manufacturer: row.maker,
    approvalNo: g.approvalNo,
    batchNo: g.batchNo,
    expiryDate: g.expiryDate,
    number,
    unitPrice: item.price,
    rawAmount: amount,
    payAmount: amount,
    activityNames: [activity.name],
  });
  await tx.insert(orderEvents).values({ orderId: order!.id, event: 'create', toStatus: 'pending_payment', note: `参加拼团 #${groupId}`, actor: 'buyer', createdAt: now });
  const locked = await lockOrder(tx, order!.id, actor.storeId);
  await settle(tx, locked, 'balance', 'buyer', now);
  await postEntry(tx, { storeId: actor.storeId, kind: 'payment', amount: -amount, ref: `order:${order!.id}`, note: `拼团支付 ${order!.orderNo}` });
  const [seat] = await tx
    .insert(groupBuyMembers)
    .values({ groupId, storeId: actor.storeId, memberId: actor.memberId, number, amount, orderId: order!.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: groupBuyMembers.id });
  if (!seat) throw new BusinessError(GROUP_REFUSED, '您已参加该团');
  return { orderId: order!.id, seatId: seat.id };
}

export type JoinResult = GroupJoined;

/** Opens a new group of activity item `itemId` and takes its first seat (paid). */
export async function openGroup(actor: GroupActor, itemId: number, number: number, now = new Date()): Promise<JoinResult> {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const row = await itemOf(tx, itemId, now);
    const deadline = new Date(Math.min(now.getTime() + row.activity.groupHours * 3_600_000, row.activity.endsAt.getTime()));
    const [group] = await tx.insert(groupBuys).values({ itemId, leaderStoreId: actor.storeId, size: row.activity.groupSize, joined: 1, deadline, createdAt: now }).returning();
    const paid = await pay(tx, actor, group!.id, row, number, now);
    return {
      group_id: group!.id,
      order_id: paid.orderId,
      status: group!.status,
      joined: 1,
      size: group!.size,
      deadline: deadline.toISOString(),
      paid: fenToYuan(row.item.price * number),
    };
  });
}

/** Joins group `groupId` (pays at once). The last seat taken twice at once goes to one buyer. */
export async function joinGroup(actor: GroupActor, groupId: number, number: number, now = new Date()): Promise<JoinResult> {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const [seat] = await queryRows<{ id: number; item_id: number; joined: number; size: number; status: string; deadline: string }>(
      tx as unknown as Db,
      sql`
      update group_buys set joined = joined + 1,
        status = case when joined + 1 >= size then 'succeeded' else status end,
        closed_at = case when joined + 1 >= size then ${now.toISOString()}::timestamptz else closed_at end
      where id = ${groupId} and status = 'open' and joined < size and deadline > ${now.toISOString()}
      returning id, item_id, joined, size, status, deadline`,
    );
    if (!seat) {
      const [g] = await tx.select().from(groupBuys).where(eq(groupBuys.id, groupId));
      if (!g) throw new NotFoundError('该团不存在');
      const d = decideGroup('join', g, now);
      throw new BusinessError(GROUP_REFUSED, d.ok ? '该团暂时无法参加' : d.reason);
    }
    const row = await itemOf(tx, Number(seat.item_id), now);
    const paid = await pay(tx, actor, groupId, row, number, now);
    return {
      group_id: groupId,
      order_id: paid.orderId,
      status: seat.status,
      joined: Number(seat.joined),
      size: Number(seat.size),
      deadline: new Date(seat.deadline).toISOString(),
      paid: fenToYuan(row.item.price * number),
    };
  });
}

/** Refunds one paid seat of a failed group: seat, ledger, order, stock and activity units — at most once. */
export async function refundSeat(seatId: number, now = new Date()): Promise<boolean> {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const [seat] = await tx
      .update(groupBuyMembers)
      .set({ status: 'refunded', refundedAt: now })
      .where(
        and(
          eq(groupBuyMembers.id, seatId),
          eq(groupBuyMembers.status, 'paid'),
          inArray(groupBuyMembers.groupId, tx.select({ id: groupBuys.id }).from(groupBuys).where(eq(groupBuys.status, 'failed'))),
        ),
      )
      .returning();
    if (!seat) return false;
    await postEntry(tx, { storeId: seat.storeId, kind: 'refund', amount: seat.amount, ref: `group:${seat.id}`, note: `拼团失败退款 #${seat.groupId}` });
    const order = await lockOrder(tx, seat.orderId, seat.storeId);
    if (order.status === 'paid') {
      await transition(tx, order, 'refund', 'system', {
        now,
        note: '拼团失败，已原路退回余额',
        set: { refundedAmount: order.paidAmount, cancelReason: '拼团失败', stockReleased: true },
      });
      if (!order.stockReleased) await releaseStock(tx, order.stockMoves);
      await releaseActivityUnits(tx, order.id);
    }
    return true;
  });
}

/** The failure job: groups past their deadline fail, then every paid seat of a failed group is refunded. */
export async function sweepGroups(now = new Date()): Promise<{ failed: number; refunded: number }> {
  const conn = await db();
  const failed = await conn
    .update(groupBuys)
    .set({ status: 'failed', closedAt: now })
    .where(and(eq(groupBuys.status, 'open'), lte(groupBuys.deadline, now)))
    .returning({ id: groupBuys.id });
  const seats = await conn
    .select({ id: groupBuyMembers.id })
    .from(groupBuyMembers)
    .innerJoin(groupBuys, eq(groupBuys.id, groupBuyMembers.groupId))
    .where(and(eq(groupBuys.status, 'failed'), eq(groupBuyMembers.status, 'paid')))
    .orderBy(asc(groupBuyMembers.id));
  let refunded = 0;
  for (const s of seats) if (await refundSeat(s.id, now)) refunded += 1;
  return { failed: failed.length, refunded };
}

const KEY = Symbol.for('yaocai.groupJobs');
type Holder = { [KEY]?: ReturnType<typeof setInterval> };

/** Starts the promotion job once per process (group failures, cash-back credit and reversal) (not under tests, which sweep with their own clock). */
export function ensureGroupJobs(): void {
  const holder = globalThis as Holder;
  if (holder[KEY] || process.env.VITEST || process.env.ORDER_JOBS === 'off') return;
  const run = () =>
    void runJob('group_buy', () => sweepGroups())
      .then(() => runJob('cashback_settle', () => settleCashbacks()))
      .then(() => runJob('cashback_reverse', () => reverseCashbacks()));
  holder[KEY] = setInterval(run, 30_000);
  holder[KEY].unref?.();
  run();
}

export type OpenGroup = { id: number; itemId: number; joined: number; size: number; deadline: Date; leader: string; mine: boolean };

/** Open groups of some activity items (newest deadline last), with whether the store is in them. */
export async function openGroups(itemIds: number[], storeId: number | null, now = new Date()): Promise<OpenGroup[]> {
  if (itemIds.length === 0) return [];
  const conn = await db();
  const rows = await conn
    .select({ g: groupBuys, leader: stores.company })
    .from(groupBuys)
    .innerJoin(stores, eq(stores.id, groupBuys.leaderStoreId))
    .where(and(inArray(groupBuys.itemId, itemIds), eq(groupBuys.status, 'open'), sql`${groupBuys.deadline} > ${now.toISOString()}`))
    .orderBy(asc(groupBuys.deadline))
    .limit(50);
  const mine = storeId
    ? new Set((await conn.select({ g: groupBuyMembers.groupId }).from(groupBuyMembers).where(eq(groupBuyMembers.storeId, storeId))).map((r) => r.g))
    : new Set<number>();
  return rows.map(({ g, leader }) => ({ id: g.id, itemId: g.itemId, joined: g.joined, size: g.size, deadline: g.deadline, leader: maskName(leader), mine: mine.has(g.id) }));
}

/** 仁心大药房 → 仁心**房 (other buyers' names are not shown in full). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  return `${chars.slice(0, 2).join('')}${'*'.repeat(Math.min(3, chars.length - 3))}${chars[chars.length - 1]}`;
}
