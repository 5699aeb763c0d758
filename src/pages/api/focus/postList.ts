import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { activityPosts } from '../../../server/promotion-pages/focus';
import { seconds } from '../../../server/promotion-pages/views';

/** GET /api/focus/postList: running and soon-starting activities as posts, with the server time. */
export const GET = endpoint(async () => {
  const now = new Date();
  return ok({ timestamp: seconds(now), list: await activityPosts(now) });
});
