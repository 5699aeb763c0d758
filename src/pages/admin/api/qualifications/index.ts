import { ok } from '../../../../server/http/envelope';
import { readQuery } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { listInput, reviewList } from '../../../../server/console/qualifications';

export const permission = 'qualifications';

/** GET /admin/api/qualifications?list=pending|rejected|approved|expiring|expired: the review queue or reminder lists. */
export const GET = consoleEndpoint(permission, async (context) => {
  const { list } = parseInput(listInput, readQuery(context.url));
  return ok(await reviewList(list));
});
