import { readQuery } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { auditRead } from '../../../../server/console/action';
import { listInput } from '../../../../server/console/goods';
import { exportResponse } from '../../../../server/console/exports';
import { goodsExport } from '../../../../server/console/export-goods';

export const permission = 'goods';

/** GET /admin/api/goods/export?format=xlsx|csv&kind&sale: the catalogue in the import format (large ones as a background job). */
export const GET = consoleEndpoint(permission, async (context, op) => {
  const query = readQuery(context.url);
  const q = parseInput(listInput, query);
  const format = query.format === 'csv' ? 'csv' : 'xlsx';
  await auditRead(op, { permission, action: 'goods.export', objectType: 'goods', objectId: format });
  return exportResponse(op, goodsExport, { format, kind: q.kind, sale: q.sale });
});
