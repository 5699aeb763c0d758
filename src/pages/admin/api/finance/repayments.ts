import { ok } from '../../../../server/http/envelope';
import { readQuery } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { listRepayments, repaymentQuery } from '../../../../server/console/finance';

export const permission = 'finance';

/** GET /admin/api/finance/repayments?store&page: repayments of credit bills (还款记录). */
export const GET = consoleEndpoint(permission, async (context) => ok(await listRepayments(parseInput(repaymentQuery, readQuery(context.url)))));
