import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { viewerOf } from '../../../server/auth/viewer-of.server';
import { dailySpecials } from '../../../server/promotion-pages/zones';
import { activityView, seconds } from '../../../server/promotion-pages/views';

/** GET /api/activity/everyday_price: today's specials (每日特价), valid for the Shanghai calendar day. */
export const GET = endpoint(async (context) => {
  const now = new Date();
  const daily = await dailySpecials(await viewerOf(context), now);
  return ok({ timestamp: seconds(now), activity: daily ? activityView(daily) : null, list: daily ? activityView(daily).goods : [] });
});
