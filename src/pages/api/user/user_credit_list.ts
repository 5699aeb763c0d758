import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { requireLogin } from '../../../server/auth/session.server';
import { creditListInput } from '../../../server/orders/schemas';
import { creditBillsOf } from '../../../server/credit/service';

/** GET /api/user/user_credit_list?page&type: my credit bills (type 1 待还款, 2 已结清, 3 已逾期, 0 all). */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const q = parseInput(creditListInput, readQuery(context.url));
  return ok(await creditBillsOf(store.id, { page: q.page, pageSize: 20, type: q.type }));
});
