import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { requireLogin } from '../../../server/auth/session.server';
import { tradeNoInput } from '../../../server/wallet/schemas';
import { topUpState } from '../../../server/wallet/topup';

/** GET /api/moneys/recharge_check?trade_no: whether my top-up has been credited. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const { trade_no } = parseInput(tradeNoInput, readQuery(context.url));
  return ok(await topUpState(store.id, trade_no));
});
