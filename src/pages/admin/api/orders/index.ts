import { ok } from '../../../../server/http/envelope';
import { readQuery } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { orderQueue, queueInput } from '../../../../server/console/orders';

export const permission = 'orders';

/** GET /admin/api/orders?status=paid|…,keyword,page: an order queue with its lines. */
export const GET = consoleEndpoint(permission, async (context) => ok(await orderQueue(parseInput(queueInput, readQuery(context.url)))));
