import { readQuery } from '../../../../../server/http/body';
import { idParam } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { auditRead } from '../../../../../server/console/action';
import { exportResponse } from '../../../../../server/console/exports';
import { receiversExport } from '../../../../../server/console/export-receivers';

export const permission = 'goods';

/** GET /admin/api/batches/{id}/receivers?format=xlsx|csv: who received the batch (store, order, units, trace codes) — the recall list. */
export const GET = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const params = receiversExport.parse({ batch: id, format: readQuery(context.url).format });
  await auditRead(op, { permission, action: 'goods.batch.export', objectType: 'goods_batch', objectId: id });
  return exportResponse(op, receiversExport, params);
});
