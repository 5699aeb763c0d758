import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { shipInput } from '../../../../../server/console/orders';
import { shipInTx } from '../../../../../server/orders/fulfil';

export const permission = 'orders';

/**
 * POST /admin/api/orders/{id}/ship {carrier, tracking_no, lines[{line_id, alloc (批号×数量, empty: FEFO), codes, no_code_reason}]}:
 * ships a paid order from its batches with the trace codes per line; the audit entry names them per line.
 */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const body = await input(context, shipInput);
  const lines = body.lines;
  const row = await operatorAction(op, { permission, action: 'order.ship', objectType: 'order', objectId: id }, async (tx) => {
    const r = await shipInTx(tx, id, body.carrier, body.tracking_no, lines);
    return {
      result: { id: r.row.id, status: r.row.status },
      before: { status: r.before.status },
      // The batches and trace codes that left, in words the audit log shows as they are.
      after: { status: r.row.status, carrier: body.carrier, tracking_no: body.tracking_no, shipment: r.shipment },
    };
  });
  return ok(row, '已发货');
});
