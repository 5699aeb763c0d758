import { ok } from '../../../../server/http/envelope';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../server/console/action';
import { beginTotp } from '../../../../server/console/totp';

export const permission = 'dashboard';

/** POST /admin/api/me/totp: a new pending TOTP secret and its otpauth:// address. */
export const POST = consoleEndpoint(permission, async (_context, op) =>
  ok(await operatorAction(op, { permission, action: 'totp.begin', objectType: 'operator', objectId: op.id }, async (tx) => ({ result: await beginTotp(tx, op) }))),
);
