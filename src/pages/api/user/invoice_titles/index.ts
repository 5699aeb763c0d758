import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { input } from '../../../../server/http/request';
import { requireLogin } from '../../../../server/auth/session.server';
import { addTitle, listTitles, titleInput } from '../../../../server/invoices/titles';

/** GET /api/user/invoice_titles: the store's 发票抬头 profiles, the default first. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  return ok(await listTitles(store.id));
});

/** POST /api/user/invoice_titles {kind, holder, title, tax_no, address, phone, bank, account, email, is_default}. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const body = await input(context, titleInput);
  return ok(await addTitle(store.id, body), '发票抬头已保存');
});
