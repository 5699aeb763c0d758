import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { currentAccount } from '../../../server/auth/session.server';
import { activityQuery } from '../../../server/lottery/schemas';
import { lotteryDetail } from '../../../server/lottery/query';

/** GET /api/draw?id: the lottery with its prizes and, for a member, my chances. */
export const GET = endpoint(async (context) => {
  const { id } = parseInput(activityQuery, readQuery(context.url));
  const account = await currentAccount(context);
  return ok(await lotteryDetail(id, account ? { id: account.store.id, isPassed: account.store.isPassed } : null));
});
