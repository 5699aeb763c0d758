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
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { db, type Db } from '../db/client';
import { queryRows } from '../db/rows';
import { groupBuyMembers, groupBuys, stores } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { postEntry } from '../wallet/ledger';
import { fenToYuan } from '../../lib/money';
import { lockOrder, transition } from '../orders/transitions';
import { releaseStock } from '../orders/stock';
import { decideGroup } from './state';
import { itemOf, paySeat, type GroupActor, type SeatChoice } from './pay-seat';
import { refuseSeat } from './seat-limits';
import { refundCredit } from '../credit/service';
import { GROUP_REFUSED } from '../promotions/errors';
import { releaseActivityUnits } from '../promotions/units';
import { reverseCashbacks, settleCashbacks } from '../cashback/cashback';
import type { GroupJoined } from '../../wire/promotions';

export type { GroupActor, SeatChoice } from './pay-seat';

export type JoinResult = GroupJoined;

/** Opens a new group of activity item `itemId` and takes its first seat (paid). */
export async function openGroup(actor: GroupActor, itemId: number, number: number, now = new Date(), choice: SeatChoice = {}): Promise<JoinResult> {
  const conn = await db();
  if (actor.viewer) await refuseSeat(conn, { ...actor, viewer: actor.viewer }, await itemOf(conn, itemId, now), number);
  return conn.transaction(async (tx) => {
    const row = await itemOf(tx, itemId, now);
    const deadline = new Date(Math.min(now.getTime() + row.activity.groupHours * 3_600_000, row.activity.endsAt.getTime()));
    const [group] = await tx.insert(groupBuys).values({ itemId, leaderStoreId: actor.storeId, size: row.activity.groupSize, joined: 1, deadline, createdAt: now }).returning();
    const paid = await paySeat(tx, actor, group!.id, row, number, now, choice);
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
export async function joinGroup(actor: GroupActor, groupId: number, number: number, now = new Date(), choice: SeatChoice = {}): Promise<JoinResult> {
  const conn = await db();
  if (actor.viewer) {
    const [group] = await conn.select({ itemId: groupBuys.itemId }).from(groupBuys).where(eq(groupBuys.id, groupId));
    if (group) await refuseSeat(conn, { ...actor, viewer: actor.viewer }, await itemOf(conn, group.itemId, now), number);
  }
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
    const paid = await paySeat(tx, actor, groupId, row, number, now, choice);
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
    const order = await lockOrder(tx, seat.orderId, seat.storeId);
    // Back the way it was paid: the balance, or the credit used (账期).
    if (order.payMethod === 'credit') await refundCredit(tx, seat.storeId, order.id, seat.amount);
    else await postEntry(tx, { storeId: seat.storeId, kind: 'refund', amount: seat.amount, ref: `group:${seat.id}`, note: `拼团失败退款 #${seat.groupId}` });
    if (order.status === 'paid') {
      await transition(tx, order, 'refund', 'system', {
        now,
        note: order.payMethod === 'credit' ? '拼团失败，已退回账期额度' : '拼团失败，已原路退回余额',
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
