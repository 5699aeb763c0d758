import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { viewerOf } from '../../../server/auth/viewer-of.server';
import { spikeSessions } from '../../../server/promotion-pages/zones';
import { activityView, seconds } from '../../../server/promotion-pages/views';

/** GET /api/index/spike: today's 秒杀 sessions (and the next one) with goods, on the server clock. */
export const GET = endpoint(async (context) => {
  const now = new Date();
  const sessions = await spikeSessions(await viewerOf(context), now);
  return ok({ timestamp: seconds(now), sessions: sessions.map(activityView) });
});
