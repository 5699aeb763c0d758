import { openWrite } from '../../../../../../server/integration/endpoint.server';
import { ackOrder } from '../../../../../../server/integration/routes-orders';
import { acknowledge } from '../../../../../../server/integration/order-feed';

/** POST /api/open/v1/orders/<id>/ack {erp_ref}: the ERP has taken the order. */
export const POST = openWrite(ackOrder, async ({ key, params, body }, tx) => {
  const result = await acknowledge(tx, key.id, params.id, body.erp_ref);
  return { result, audit: { objectType: 'order', objectId: params.id, after: result } };
});
