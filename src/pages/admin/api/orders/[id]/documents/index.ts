import { ok } from '../../../../../../server/http/envelope';
import { idParam } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { orderDocuments } from '../../../../../../server/documents/pack';

export const permission = 'orders';

/** GET /admin/api/orders/{id}/documents: the order's document pack for the order desk (随货同行单 to print). */
export const GET = consoleEndpoint(permission, async (context) => {
  const id = idParam(context.params.id);
  return ok(await orderDocuments(id, null, `/admin/api/orders/${id}/documents`));
});
