import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { promotionZones } from '../../../server/promotion-pages/focus';

/** GET /api/focus/demo: the promotion zones (秒杀, 每日特价, 拼团 …) with whether each is live. */
export const GET = endpoint(async () => ok(await promotionZones()));
