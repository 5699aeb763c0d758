import { openWrite } from '../../../../../../server/integration/endpoint.server';
import { shipOrder } from '../../../../../../server/integration/routes-orders';
import { shipInTx } from '../../../../../../server/orders/fulfil';

/** POST /api/open/v1/orders/<id>/shipments {carrier, tracking_no, lines}: ships a paid order from its batches, as the console does. */
export const POST = openWrite(shipOrder, async ({ params, body }, tx) => {
  const lines = body.lines.map((l) => ({
    lineId: l.line_id,
    picks: l.batches.map((b) => ({ batchNo: b.batch_no, number: b.number })),
    codesText: l.trace_codes.join('\n'),
    noCodeReason: l.no_code_reason,
  }));
  const r = await shipInTx(tx, params.id, body.carrier, body.tracking_no, lines);
  const result = { id: r.row.id, status: r.row.status, carrier: body.carrier, tracking_no: body.tracking_no };
  return { result, audit: { objectType: 'order', objectId: params.id, after: { ...result, shipment: r.shipment } } };
});
