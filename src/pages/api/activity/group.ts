import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { viewerOf } from '../../../server/auth/viewer-of.server';
import { runningOf } from '../../../server/promotion-pages/zones';
import { ensureGroupJobs, openGroups, sweepGroups } from '../../../server/group-buy/groups';
import { activityView, seconds } from '../../../server/promotion-pages/views';

/** GET /api/activity/group: 拼团 activities, their goods and the open groups to join. */
export const GET = endpoint(async (context) => {
  ensureGroupJobs();
  const now = new Date();
  await sweepGroups(now);
  const viewer = await viewerOf(context);
  const list = await runningOf('group', viewer, now);
  const groups = await openGroups(
    list.flatMap((a) => a.items.map((i) => i.itemId)),
    viewer.storeId,
    now,
  );
  return ok({
    timestamp: seconds(now),
    activities: list.map(activityView),
    groups: groups.map((g) => ({
      id: g.id,
      item_id: g.itemId,
      joined: g.joined,
      size: g.size,
      need: g.size - g.joined,
      end_time: seconds(g.deadline),
      leader: g.leader,
      mine: g.mine ? 1 : 0,
    })),
  });
});
