import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { requireLogin } from '../../../server/auth/session.server';
import { balanceOf } from '../../../server/wallet/ledger';
import { fenToYuan } from '../../../lib/money';
import type { Balance } from '../../../wire/wallet';

/** GET /api/user/user_money: my balance (余额), yuan. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const balance = await balanceOf(store.id);
  return ok<Balance>({ user_money: fenToYuan(balance), balance: fenToYuan(balance) });
});
