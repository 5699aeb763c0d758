import { openRead } from '../../../../../server/integration/endpoint.server';
import { getOrder } from '../../../../../server/integration/routes-orders';
import { orderDetail } from '../../../../../server/integration/order-feed';

/** GET /api/open/v1/orders/<id>: one order with lines, payments and the buyer's licences. */
export const GET = openRead(getOrder, ({ key, params }) => orderDetail(key.id, params.id));
