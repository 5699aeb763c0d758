import { ok } from '../../../../server/http/envelope';
import { input } from '../../../../server/http/request';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../server/console/action';
import { beginTotp, takeTotpAttempt } from '../../../../server/console/totp';
import { totpBeginInput } from '../../../../server/console/schemas';

export const permission = 'dashboard';

/** POST /admin/api/me/totp {password, code}: a new pending TOTP secret and its otpauth:// address (password, and the current code when TOTP is on). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const proof = await input(context, totpBeginInput);
  await takeTotpAttempt(op);
  return ok(await operatorAction(op, { permission, action: 'totp.begin', objectType: 'operator', objectId: op.id }, async (tx) => ({ result: await beginTotp(tx, op, proof) })));
});
