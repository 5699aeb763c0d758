import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { currentAccount } from '../../../server/auth/session.server';
import { quoteInput, redeemQuote } from '../../../server/points-mall/quote';

/** GET /api/points/quote?goods_id=&number=: the points and cash `number` units cost me, my points and what I am short. */
export const GET = endpoint(async (context) => {
  const q = parseInput(quoteInput, readQuery(context.url));
  const account = await currentAccount(context);
  return ok(await redeemQuote(account?.store.id ?? null, q.goods_id, q.number));
});
