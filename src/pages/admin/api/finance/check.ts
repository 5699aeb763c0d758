import { ok } from '../../../../server/http/envelope';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { financeCheck } from '../../../../server/payments/finance-check';

export const permission = 'finance';

/** GET /admin/api/finance/check: 对账检查 — payments without their ledger entry and entries without their payment. */
export const GET = consoleEndpoint(permission, async () => ok(await financeCheck()));
