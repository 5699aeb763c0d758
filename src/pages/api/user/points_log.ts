import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { requireLogin } from '../../../server/auth/session.server';
import { pointsLogInput } from '../../../server/wallet/schemas';
import { pointsLog } from '../../../server/points/ledger';
import { POINTS_PER_YUAN } from '../../../server/points/orders';
import type { PointsLog } from '../../../wire/wallet';

/** GET /api/user/points_log?page,type (in | out): my points and their ledger, newest first. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const q = parseInput(pointsLogInput, readQuery(context.url));
  return ok<PointsLog>({
    ...(await pointsLog(store.id, { page: q.page, pageSize: 20, direction: q.type })),
    rule: `订单完成后按实付金额每 ¥1 得 ${POINTS_PER_YUAN} 积分，退款扣回相应积分；积分长期有效`,
  });
});
