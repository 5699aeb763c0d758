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
