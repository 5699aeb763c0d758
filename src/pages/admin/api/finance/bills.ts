import { ok } from '../../../../server/http/envelope';
import { readQuery } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { billQuery, listBills } from '../../../../server/console/finance';

export const permission = 'finance';

/** GET /admin/api/finance/bills?store&status(open|overdue|repaid|refunded)&page: credit bills (账期账单). */
export const GET = consoleEndpoint(permission, async (context) => ok(await listBills(parseInput(billQuery, readQuery(context.url)))));
