import { ok } from '../../../../../server/http/envelope';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { exportJobFor, exportJobView } from '../../../../../server/console/export-access';

export const permission = 'dashboard';

/** GET /admin/api/exports/{id}: a background export's state (and its download address once ready); the export's own permission is checked. */
export const GET = consoleEndpoint(permission, async (context, op) => ok(exportJobView(await exportJobFor(op, Number(context.params.id)))));
