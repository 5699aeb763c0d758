import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { clientIp } from '../../../server/auth/session.server';
import { forgetInput } from '../../../server/accounts/schemas';
import { verifyReset } from '../../../server/accounts/password-reset';

/** POST /api/user/forget {phone, code}: forgot-password step 1; the proof stays in the session 10 minutes. */
export const POST = endpoint(async (context) => {
  const body = await input(context, forgetInput);
  const ticket = await verifyReset(body.phone, body.code, clientIp(context));
  context.session?.set('reset', ticket, { ttl: 10 * 60 });
  return ok({ next: '/forget/step2' }, '验证成功，请设置新密码');
});
