import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { activityQuery } from '../../../server/lottery/schemas';
import { recentWinners } from '../../../server/lottery/query';

/** GET /api/draw/new_record?id: the latest winners, phone and company masked. */
export const GET = endpoint(async (context) => {
  const { id } = parseInput(activityQuery, readQuery(context.url));
  return ok(await recentWinners(id));
});
