import { ok } from '../../../../server/http/envelope';
import { readQuery } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { listTopups, topupQuery } from '../../../../server/console/finance';

export const permission = 'finance';

/** GET /admin/api/finance/topups?store&status&page: online top-ups (充值记录), newest first. */
export const GET = consoleEndpoint(permission, async (context) => ok(await listTopups(parseInput(topupQuery, readQuery(context.url)))));
