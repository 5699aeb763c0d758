import { ok } from '../../../../server/http/envelope';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { wantedForOperator } from '../../../../server/wanted/service';
import { WANTED_STATUSES, type WantedStatus } from '../../../../server/db/schema';

export const permission = 'service';

/** GET /admin/api/wanted?status=pending|accepted|listed|rejected|all: wanted-product requests (求购). */
export const GET = consoleEndpoint(permission, async (context) => {
  const s = context.url.searchParams.get('status') ?? 'pending';
  return ok(await wantedForOperator(s === 'all' || (WANTED_STATUSES as readonly string[]).includes(s) ? (s as WantedStatus | 'all') : 'pending', 100));
});
