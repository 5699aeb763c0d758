import { endpoint } from '../../../../../server/http/endpoint';
import { idParam } from '../../../../../server/http/request';
import { requireLogin } from '../../../../../server/auth/session.server';
import { invoiceFile } from '../../../../../server/invoices/invoices';
import { uploadedFileHeaders } from '../../../../../server/http/uploaded-file';

/** GET /api/user/invoices/{order id}/pdf: downloads the issued invoice of the store's own order. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const { data, name } = await invoiceFile(store.id, idParam(context.params.id));
  return new Response(new Uint8Array(data), {
    headers: {
      ...uploadedFileHeaders('application/pdf', name),
      'cache-control': 'private, no-store',
    },
  });
});
