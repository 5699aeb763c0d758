import { ok } from '../../../../server/http/envelope';
import { readQuery } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { returnQueue, returnQueueInput } from '../../../../server/console/orders';

export const permission = 'returns';

/** GET /admin/api/returns?status=pending|refunded|rejected: return and after-sales requests. */
export const GET = consoleEndpoint(permission, async (context) => ok(await returnQueue(parseInput(returnQueueInput, readQuery(context.url)).status)));
