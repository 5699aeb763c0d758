import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { requireLogin } from '../../../server/auth/session.server';
import { listInput } from '../../../server/orders/schemas';
import { listOrders, orderCounts } from '../../../server/orders/query';
import type { OrderBriefPage } from '../../../wire/orders';

/** GET /api/order/list?status,keyword,start_time,end_time,page,page_size: my orders (status tabs, search) with tab counts. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const q = parseInput(listInput, readQuery(context.url));
  const page = await listOrders(store.id, { tab: q.status, keyword: q.keyword, start: q.start_time, end: q.end_time, page: q.page, pageSize: q.page_size });
  return ok<OrderBriefPage>({ ...page, counts: await orderCounts(store.id) });
});
