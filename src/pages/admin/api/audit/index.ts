import { ok } from '../../../../server/http/envelope';
import { readQuery } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { auditQueryInput } from '../../../../server/console/schemas';
import { searchAudit } from '../../../../server/console/audit';

export const permission = 'operators';

/** GET /admin/api/audit?q,action,operator,from,to,page: the audit log, newest first, 50 a page. */
export const GET = consoleEndpoint(permission, async (context) => {
  const q = parseInput(auditQueryInput, readQuery(context.url));
  return ok(await searchAudit({ ...q, pageSize: 50 }));
});
