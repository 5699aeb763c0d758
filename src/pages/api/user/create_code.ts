import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { clientIp, currentAccount } from '../../../server/auth/session.server';
import { createCodeInput } from '../../../server/accounts/schemas';
import { requestCode } from '../../../server/sms/codes';
import { LoginRequiredError } from '../../../server/http/errors';

/**
 * POST /api/user/create_code {phone, type: register|login|reset|change_phone}: a 6-digit code,
 * valid 10 minutes, single use. The answer never tells whether the phone is registered.
 */
export const POST = endpoint(async (context) => {
  const body = await input(context, createCodeInput);
  if (body.type === 'change_phone' && !(await currentAccount(context))) throw new LoginRequiredError();
  const answer = await requestCode({ phone: body.phone, purpose: body.type, ip: clientIp(context) });
  return ok(answer, '验证码已发送，请注意查收');
});
