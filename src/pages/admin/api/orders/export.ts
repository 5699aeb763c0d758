import { readQuery } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { auditRead } from '../../../../server/console/action';
import { exportOrders, queueInput } from '../../../../server/console/orders';
import { xlsxResponse } from '../../../../server/console/files';
import { STATUS_TEXT } from '../../../../server/orders/state';

export const permission = 'orders';

/** GET /admin/api/orders/export?status=…: the orders of a status as Excel, one row per line. */
export const GET = consoleEndpoint(permission, async (context, op) => {
  const { status } = parseInput(queueInput, readQuery(context.url));
  await auditRead(op, { permission, action: 'orders.export', objectType: 'orders', objectId: status });
  return xlsxResponse(await exportOrders(status), `订单-${STATUS_TEXT[status]}.xlsx`);
});
