import { idParam } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { uploadedFileHeaders } from '../../../../../../server/http/uploaded-file';
import { transferById } from '../../../../../../server/payments/transfers';
import { receiptFile } from '../../../../../../server/payments/transfer-receipt';

export const permission = 'finance';

/** GET /admin/api/finance/transfers/{id}/receipt: the buyer's bank receipt. */
export const GET = consoleEndpoint(permission, async (context) => {
  const { data, type, name } = await receiptFile(await transferById(idParam(context.params.id)));
  return new Response(new Uint8Array(data), { headers: { ...uploadedFileHeaders(type, name), 'cache-control': 'private, no-store' } });
});
