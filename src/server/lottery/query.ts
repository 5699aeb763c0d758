/** Reading lotteries for the APIs, the pop-up and the activity-centre page. */
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { db } from '../db/client';
import { fetchPage } from '../db/paging';
import { lotteryActivities, lotteryDraws, lotteryParticipants, lotteryPrizes, members, stores } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { chancesOf, type ActivityRow } from './chances';
import { maskCompany, maskPhone } from './mask';
import { isRunningAt, runningAtSql, windowState } from '../promotions/vocabulary';

import type { DrawRecordPage, LotteryActivity, LotteryAd, LotteryDetail, LotterySimple, LotteryStatus, Winner } from '../../wire/lottery';

export const STATUS_TEXT: Record<LotteryStatus, string> = { upcoming: '未开始', running: '进行中', ended: '已结束' };
export type LotteryStore = { id: number; isPassed: boolean };

export function lotteryStatus(a: Pick<ActivityRow, 'startsAt' | 'endsAt'>, now: Date): LotteryStatus {
  return windowState(a, now);
}

/** The enabled activity with this id, or 404. */
export async function activityRow(id: number): Promise<ActivityRow> {
  const [a] = await (
    await db()
  )
    .select()
    .from(lotteryActivities)
    .where(and(eq(lotteryActivities.id, id), eq(lotteryActivities.isEnabled, true)));
  if (!a) throw new NotFoundError('抽奖活动不存在');
  return a;
}

/** Running activities, the most recently started first. */
export async function runningLotteries(now = new Date()): Promise<ActivityRow[]> {
  return (await db())
    .select()
    .from(lotteryActivities)
    .where(and(eq(lotteryActivities.isEnabled, true), runningAtSql(lotteryActivities.startsAt, lotteryActivities.endsAt, now)))
    .orderBy(desc(lotteryActivities.startsAt), desc(lotteryActivities.id));
}

/**
 * GET /api/draw/simple: the activity to offer in the pop-up and whether the member has joined it
 * (drawn at least once). Visitors, members not yet approved and times without a running activity
 * get is_join 1 — there is nothing to offer them.
 */
export async function simpleState(store: LotteryStore | null, now = new Date()): Promise<LotterySimple> {
  const [a] = await runningLotteries(now);
  if (!a) return { is_join: 1, id: 0 };
  if (!store || !store.isPassed) return { is_join: 1, id: a.id };
  const [p] = await (
    await db()
  )
    .select({ draws: lotteryParticipants.draws })
    .from(lotteryParticipants)
    .where(and(eq(lotteryParticipants.activityId, a.id), eq(lotteryParticipants.storeId, store.id)));
  return { is_join: (p?.draws ?? 0) > 0 ? 1 : 0, id: a.id };
}

export function activityView(a: ActivityRow, now = new Date()): LotteryActivity {
  const status = lotteryStatus(a, now);
  return {
    id: a.id,
    name: a.name,
    rules: a.rules.split('\n').filter(Boolean),
    start_time: a.startsAt.toISOString(),
    end_time: a.endsAt.toISOString(),
    status,
    status_text: STATUS_TEXT[status],
    url: `/Hdzx/draw/${a.id}`,
  };
}

/** GET /api/draw?id: the activity, its prizes (stock left, no odds) and my chances. */
export async function lotteryDetail(id: number, store: LotteryStore | null, now = new Date()): Promise<LotteryDetail> {
  const a = await activityRow(id);
  const conn = await db();
  const prizes = await conn.select().from(lotteryPrizes).where(eq(lotteryPrizes.activityId, id)).orderBy(asc(lotteryPrizes.sort), asc(lotteryPrizes.id));
  const chances = store?.isPassed ? await chancesOf(conn, store.id, a) : { allowed: 0, used: 0, left: 0 };
  return {
    ...activityView(a, now),
    // A 谢谢参与 without weight is only the fallback for prizes that ran out: not shown as a prize.
    prizes: prizes
      .filter((p) => p.kind !== 'none' || p.weight > 0)
      .map((p) => ({ id: p.id, name: p.name, remarks: p.remarks, kind: p.kind, stock: p.stock, is_empty: p.stock === 0 ? 1 : 0 })),
    chances: chances.allowed,
    used: chances.used,
    left: chances.left,
    can_draw: store?.isPassed && isRunningAt(a, now) && chances.left > 0 ? 1 : 0,
  };
}

/** GET /api/draw/new_record?id: recent winners (谢谢参与 left out), phone and company masked. */
export async function recentWinners(id: number, limit = 20): Promise<Winner[]> {
  await activityRow(id);
  const rows = await (
    await db()
  )
    .select({
      id: lotteryDraws.id,
      prize: lotteryDraws.prizeName,
      at: lotteryDraws.createdAt,
      phone: members.phone,
      company: stores.company,
    })
    .from(lotteryDraws)
    .innerJoin(members, eq(members.id, lotteryDraws.memberId))
    .innerJoin(stores, eq(stores.id, lotteryDraws.storeId))
    .where(and(eq(lotteryDraws.activityId, id), ne(lotteryDraws.prizeKind, 'none')))
    .orderBy(desc(lotteryDraws.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, phone: maskPhone(r.phone), company: maskCompany(r.company), prize_name: r.prize, created_at: r.at.toISOString() }));
}

/** GET /api/draw/record: my draws, newest first (optionally of one activity). */
export async function myDraws(storeId: number, q: { id?: number; page: number; pageSize: number }): Promise<DrawRecordPage> {
  const conn = await db();
  const where = and(eq(lotteryDraws.storeId, storeId), q.id ? eq(lotteryDraws.activityId, q.id) : undefined);
  const { rows, total } = await fetchPage(
    q,
    (limit, offset) =>
      conn
        .select({ d: lotteryDraws, activity: lotteryActivities.name })
        .from(lotteryDraws)
        .innerJoin(lotteryActivities, eq(lotteryActivities.id, lotteryDraws.activityId))
        .where(where)
        .orderBy(desc(lotteryDraws.id))
        .limit(limit)
        .offset(offset),
    () => conn.select({ total: count() }).from(lotteryDraws).where(where),
  );
  return {
    total,
    page: q.page,
    page_size: q.pageSize,
    list: rows.map(({ d, activity }) => ({
      id: d.id,
      activity_id: d.activityId,
      activity_name: activity,
      prize_name: d.prizeName,
      prize_kind: d.prizeKind,
      remarks: d.remarks,
      is_win: d.prizeKind === 'none' ? 0 : 1,
      created_at: d.createdAt.toISOString(),
    })),
  };
}

/** GET /api/draw/ads: running lotteries as banner entries for the home page and the pop-up. */
export async function lotteryAds(now = new Date()): Promise<LotteryAd[]> {
  return (await runningLotteries(now)).map((a) => ({ id: a.id, title: a.name, url: `/Hdzx/draw/${a.id}`, end_time: a.endsAt.toISOString() }));
}

/** GET /api/draw/{id}/activity: the activity's public facts (window, rules, status). */
export async function activityInfo(id: number, now = new Date()) {
  return activityView(await activityRow(id), now);
}
