import { z } from 'zod';
import { endpoint } from '../../../../../server/http/endpoint';
import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { idField } from '../../../../../server/http/fields';
import { requireLogin } from '../../../../../server/auth/session.server';
import { requestInvoiceLater } from '../../../../../server/invoices/request-later';

const requestInput = z.object({ title_id: idField('发票抬头') });

/** POST /api/user/invoices/{order id}/request {title_id}: 补开发票 for my completed order, with a saved 发票抬头. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const { title_id } = await input(context, requestInput);
  return ok(await requestInvoiceLater(store.id, idParam(context.params.id), title_id), '已申请补开发票，请等待开具');
});
