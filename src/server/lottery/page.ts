/** Everything the lottery page of the activity centre shows (/Hdzx/draw/:id?), or undefined (→ 404). */
import { NotFoundError } from '../http/errors';
import { lotteryDetail, myDraws, recentWinners, runningLotteries, type LotteryStore } from './query';

export async function lotteryPageData(id: number | undefined, store: LotteryStore | null) {
  const chosen = id ?? (await runningLotteries())[0]?.id;
  if (!chosen) return undefined;
  try {
    const detail = await lotteryDetail(chosen, store);
    const records = store ? (await myDraws(store.id, { id: detail.id, page: 1, pageSize: 20 })).list : [];
    return { detail, records, winners: await recentWinners(detail.id) };
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}
export type LotteryPageData = NonNullable<Awaited<ReturnType<typeof lotteryPageData>>>;

/**
 * The member centre's way back into the lottery (the pop-up shows once): each running draw with the
 * member's chances left, and their latest draw records (the pop-up's close confirmation points here).
 */
export async function memberLottery(store: LotteryStore, now = new Date()) {
  const running = await runningLotteries(now);
  const draws = await Promise.all(running.map((a) => lotteryDetail(a.id, store, now)));
  const records = (await myDraws(store.id, { page: 1, pageSize: 5 })).list;
  return {
    running: draws.map((d) => ({ id: d.id, name: d.name, url: `/Hdzx/draw/${d.id}`, end_time: d.end_time, left: d.left, can_draw: d.can_draw })),
    records,
  };
}
export type MemberLottery = Awaited<ReturnType<typeof memberLottery>>;
