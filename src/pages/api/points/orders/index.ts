import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { readQuery } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { requireLogin } from '../../../../server/auth/session.server';
import { pointsOrdersQuery } from '../../../../server/lottery/schemas';
import { listPointsOrders } from '../../../../server/points-mall/query';

/** GET /api/points/orders?status,page,page_size: my points orders. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const q = parseInput(pointsOrdersQuery, readQuery(context.url));
  return ok(await listPointsOrders(store.id, { status: q.status, page: q.page, pageSize: q.page_size }));
});
