import { ok } from '../../../../../server/http/envelope';
import { input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { confirmTotp } from '../../../../../server/console/totp';
import { totpConfirmInput } from '../../../../../server/console/schemas';

export const permission = 'dashboard';

/** POST /admin/api/me/totp/confirm {code}: turns the pending secret on; later sign-ins need a code. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const { code } = await input(context, totpConfirmInput);
  return ok(
    await operatorAction(op, { permission, action: 'totp.enable', objectType: 'operator', objectId: op.id }, async (tx) => ({
      result: await confirmTotp(tx, op, code),
      after: { totp: true },
    })),
    '已开启两步验证',
  );
});
