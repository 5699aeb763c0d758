import { ok } from '../../../server/http/envelope';
import { consoleEndpoint } from '../../../server/console/endpoint.server';
import { ROLE_LABELS, ROLE_PERMISSIONS } from '../../../server/console/roles';

export const permission = 'dashboard';

/** GET /admin/api/me: the signed-in operator, role and permissions. */
export const GET = consoleEndpoint(permission, (_context, op) =>
  ok({ id: op.id, username: op.username, name: op.name, role: op.role, role_text: ROLE_LABELS[op.role], permissions: ROLE_PERMISSIONS[op.role], totp: op.totp }),
);
