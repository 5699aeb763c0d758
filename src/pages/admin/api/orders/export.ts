import { readQuery } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { auditRead } from '../../../../server/console/action';
import { queueInput } from '../../../../server/console/orders';
import { exportResponse } from '../../../../server/console/exports';
import { ordersExport } from '../../../../server/console/export-orders';

export const permission = 'orders';

/** GET /admin/api/orders/export?status=…: the orders of a status as Excel, one row per line (large ones as a background job). */
export const GET = consoleEndpoint(permission, async (context, op) => {
  const { status } = parseInput(queueInput, readQuery(context.url));
  await auditRead(op, { permission, action: 'orders.export', objectType: 'orders', objectId: status });
  return exportResponse(op, ordersExport, { status });
});
