import { ok } from '../../../../../server/http/envelope';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { invoicesForOperator } from '../../../../../server/invoices/invoices';

export const permission = 'finance';

const STATES = ['pending', 'issued', 'red', 'all'] as const;

/** GET /admin/api/finance/invoices?status=pending|issued|red|all: invoice requests (paid orders asking for one) and issued invoices. */
export const GET = consoleEndpoint(permission, async (context) => {
  const s = context.url.searchParams.get('status') ?? 'pending';
  return ok(await invoicesForOperator((STATES as readonly string[]).includes(s) ? (s as (typeof STATES)[number]) : 'pending', 100));
});
