import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { requireLogin } from '../../../../server/auth/session.server';
import { readPage } from '../../../../server/catalogue/api-params';
import { INVOICE_STATUS_TEXT, listInvoices, type InvoiceState } from '../../../../server/invoices/invoices';

/** GET /api/user/invoices?page&status=pending|issued|red: the invoices of the store's orders (/dzfp). */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const status = context.url.searchParams.get('status') ?? '';
  const state = status in INVOICE_STATUS_TEXT ? (status as InvoiceState) : undefined;
  return ok(await listInvoices(store.id, readPage(context.url.searchParams.get('page')), state));
});
