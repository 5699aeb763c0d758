import { endpoint } from '../../../../server/http/endpoint';
import { input } from '../../../../server/http/request';
import { requireLogin } from '../../../../server/auth/session.server';
import { gatewayEnabled, sandboxConfirm } from '../../../../server/payments/gateway';
import { NotFoundError } from '../../../../server/http/errors';
import { z } from 'zod';
import { text as safeText } from '../../../../server/http/text';

const body = z.object({ trade_no: safeText({ error: '交易号缺失' }).regex(/^(PAY\d{22}|CZ\d{22}|HK\d{22})$/, '交易号不正确') });

/**
 * POST /api/pay/sandbox/confirm {trade_no}: the buyer confirms on the sandbox cashier; the sandbox
 * gateway sends its signed notification to our callback and returns the buyer to the merchant page
 * (order step 4, the balance page after a top-up, the credit page after a repayment).
 */
export const POST = endpoint(async (context) => {
  if (!gatewayEnabled()) throw new NotFoundError();
  const { store } = await requireLogin(context);
  const { trade_no } = await input(context, body);
  const result = await sandboxConfirm(store.id, trade_no);
  return context.redirect(result.back, 303);
});
