import { readQuery } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { auditQueryInput } from '../../../../server/console/schemas';
import { auditRead } from '../../../../server/console/action';
import { exportResponse } from '../../../../server/console/exports';
import { auditExport } from '../../../../server/console/export-audit';

export const permission = 'operators';

/** GET /admin/api/audit/export?…: the filtered audit log as an Excel file (the export itself is logged). */
export const GET = consoleEndpoint(permission, async (context, op) => {
  const q = parseInput(auditQueryInput, readQuery(context.url));
  await auditRead(op, { permission, action: 'audit.export', objectType: 'audit_log', objectId: JSON.stringify(q) });
  const { page: _page, ...filters } = q;
  return exportResponse(op, auditExport, filters);
});
