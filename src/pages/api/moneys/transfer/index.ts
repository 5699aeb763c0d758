import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { input } from '../../../../server/http/request';
import { requireLogin } from '../../../../server/auth/session.server';
import { myTransfers, startTransfer, view } from '../../../../server/payments/transfers';
import { transferInput } from '../../../../server/payments/transfer-schemas';

/** GET /api/moneys/transfer: my 对公转账 requests, newest first (with the receiving account). */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  return ok(await myTransfers(store.id));
});

/** POST /api/moneys/transfer {amount | order_id}: a transfer request with its unique 转账附言 and the account to pay into. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const body = await input(context, transferInput);
  const row = await startTransfer(store.id, { amount: body.order_id ? undefined : body.amount, orderId: body.order_id });
  return ok(await view(row), '请按页面信息转账，并在附言中填写转账码');
});
