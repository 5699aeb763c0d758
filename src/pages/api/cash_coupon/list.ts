import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { requireLogin } from '../../../server/auth/session.server';
import { voucherListInput } from '../../../server/wallet/schemas';
import { voucherList } from '../../../server/wallet/vouchers';

/** GET /api/cash_coupon/list?page,status (usable | used | expired): my cash vouchers and the usable total. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const q = parseInput(voucherListInput, readQuery(context.url));
  return ok(await voucherList(store.id, { ...q, pageSize: 20 }));
});
