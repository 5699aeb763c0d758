import { ok } from '../../../../../server/http/envelope';
import { readQuery } from '../../../../../server/http/body';
import { parseInput } from '../../../../../server/http/validate';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { transfersForFinance } from '../../../../../server/payments/transfers';
import { transferQuery } from '../../../../../server/payments/transfer-schemas';

export const permission = 'finance';

/** GET /admin/api/finance/transfers?status&page: 对公转账 requests (the store by name, the receipt, the 附言). */
export const GET = consoleEndpoint(permission, async (context) => {
  const q = parseInput(transferQuery, readQuery(context.url));
  return ok(await transfersForFinance(q.status, q.page));
});
