import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { currentAccount } from '../../../server/auth/session.server';
import { mallGoods } from '../../../server/points-mall/query';
import { pointsOf } from '../../../server/points/ledger';

/** GET /api/points/goods: the points mall's goods (with how many I may still take) and my points. */
export const GET = endpoint(async (context) => {
  const account = await currentAccount(context);
  return ok({ list: await mallGoods(account?.store.id), points: account ? await pointsOf(account.store.id) : 0 });
});
