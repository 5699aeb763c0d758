/**
 * One draw, one transaction: check the window and the member, take a chance (conditional UPDATE),
 * pick a prize with the random source, take its stock (conditional UPDATE; an empty prize becomes
 * 谢谢参与), deliver it and record the draw. Any failure rolls all of it back.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { db, type Tx } from '../db/client';
import { lotteryActivities, lotteryDraws, lotteryPrizes } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { chancesAllowed, paidInWindow, takeChance } from './chances';
import { deliverPrize } from './deliver';
import { consolationOf, pickPrize } from './engine';
import { DRAW_CLOSED, DRAW_NO_CHANCE, DRAW_NOT_ALLOWED } from './errors';
import { cryptoRandom, type RandomSource } from './random';
import { windowState } from '../promotions/vocabulary';
import type { DrawAnswer } from '../../wire/lottery';

export type DrawActor = { storeId: number; memberId: number; isPassed: boolean };
export type DrawResult = DrawAnswer;

/** Adds the 谢谢参与 outcome (odds 0, no stock) to an activity that lacks one; a parallel draw's row is reused. */
async function addConsolation(tx: Tx, activityId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CONSOLATION_LOCK}, ${activityId})`);
  const [existing] = await tx
    .select()
    .from(lotteryPrizes)
    .where(and(eq(lotteryPrizes.activityId, activityId), eq(lotteryPrizes.kind, 'none')))
    .limit(1);
  if (existing) return existing;
  const [row] = await tx.insert(lotteryPrizes).values({ activityId, name: '谢谢参与', kind: 'none', weight: 0, stock: null, sort: 999 }).returning();
  return row!;
}
const CONSOLATION_LOCK = 33_014;

export async function draw(actor: DrawActor, activityId: number, random: RandomSource = cryptoRandom, now = new Date()): Promise<DrawResult> {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const [a] = await tx.select().from(lotteryActivities).where(eq(lotteryActivities.id, activityId));
    if (!a || !a.isEnabled) throw new NotFoundError('抽奖活动不存在');
    const state = windowState(a, now);
    if (state === 'upcoming') throw new BusinessError(DRAW_CLOSED, '抽奖活动尚未开始');
    if (state === 'ended') throw new BusinessError(DRAW_CLOSED, '抽奖活动已结束');
    if (!actor.isPassed) throw new BusinessError(DRAW_NOT_ALLOWED, '资质审核通过后才能参与抽奖');
    const allowed = chancesAllowed(a, await paidInWindow(tx, actor.storeId, a));
    const n = await takeChance(tx, actor.storeId, a.id, allowed);
    if (n === null) throw new BusinessError(DRAW_NO_CHANCE, '您的抽奖次数已用完，下单可获得更多抽奖机会');
    const prizes = await tx.select().from(lotteryPrizes).where(eq(lotteryPrizes.activityId, a.id)).orderBy(asc(lotteryPrizes.sort), asc(lotteryPrizes.id));
    // An activity saved before every lottery had to carry 谢谢参与 gets one (odds 0) when it needs it: never a 500.
    const consolation = async () => consolationOf(prizes) ?? (await addConsolation(tx, a.id));
    let prize = pickPrize(prizes, random) ?? (await consolation());
    if (prize.stock !== null) {
      const [taken] = await tx
        .update(lotteryPrizes)
        .set({ stock: sql`${lotteryPrizes.stock} - 1` })
        .where(and(eq(lotteryPrizes.id, prize.id), sql`${lotteryPrizes.stock} > 0`))
        .returning({ id: lotteryPrizes.id });
      if (!taken) prize = await consolation();
    }
    const ref = `draw:${a.id}:${actor.storeId}:${n}`;
    const deliveredRef = await deliverPrize(tx, actor, prize, ref, now);
    const [row] = await tx
      .insert(lotteryDraws)
      .values({
        activityId: a.id,
        storeId: actor.storeId,
        memberId: actor.memberId,
        prizeId: prize.id,
        prizeName: prize.name,
        prizeKind: prize.kind,
        remarks: prize.remarks,
        deliveredRef,
        createdAt: now,
      })
      .returning({ id: lotteryDraws.id });
    return {
      id: row!.id,
      prize: { id: prize.id, name: prize.name, remarks: prize.remarks, kind: prize.kind, is_win: prize.kind === 'none' ? 0 : 1 },
      chances_left: Math.max(0, allowed - n),
    };
  });
}
