import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { shipInput } from '../../../../../server/console/orders';
import { shipInTx } from '../../../../../server/orders/fulfil';

export const permission = 'orders';

/** POST /admin/api/orders/{id}/ship {carrier, tracking_no, lines[{line_id, batch_no, expiry_date}]}: ships a paid order. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const body = await input(context, shipInput);
  const lines = body.lines.map((l) => ({ lineId: l.line_id, batchNo: l.batch_no, expiryDate: l.expiry_date }));
  const row = await operatorAction(op, { permission, action: 'order.ship', objectType: 'order', objectId: id }, async (tx) => {
    const r = await shipInTx(tx, id, body.carrier, body.tracking_no, lines);
    return {
      result: { id: r.row.id, status: r.row.status },
      before: { status: r.before.status },
      after: { status: r.row.status, carrier: body.carrier, tracking_no: body.tracking_no, lines },
    };
  });
  return ok(row, '已发货');
});
