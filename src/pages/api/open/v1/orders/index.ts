import { openRead } from '../../../../../server/integration/endpoint.server';
import { listOrders } from '../../../../../server/integration/routes-orders';
import { changedOrders, decodeCursor } from '../../../../../server/integration/order-feed';

/** GET /api/open/v1/orders?since=&limit=: orders changed after the cursor. */
export const GET = openRead(listOrders, ({ key, query }) => changedOrders(key.id, decodeCursor(query.since), query.limit));
