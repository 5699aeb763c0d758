import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { ValidationError } from '../../../../server/http/errors';
import { clientIp } from '../../../../server/auth/session.server';
import { LIMITS, take } from '../../../../server/limits';
import { MOBILE_RE } from '../../../../server/accounts/validation';
import { phoneTaken } from '../../../../server/accounts/members';

/**
 * GET /api/user/phone/{value}: whether a phone may register (the spec's uniqueness check).
 * This check by nature tells whether a number is registered, so it is rate-limited per IP.
 */
export const GET = endpoint(async (context) => {
  const phone = String(context.params.value ?? '');
  if (!MOBILE_RE.test(phone)) throw new ValidationError({ phone: ['请输入正确的手机号'] });
  await take(LIMITS.phoneCheckPerIp, clientIp(context));
  const taken = await phoneTaken(phone);
  return ok({ exists: taken ? 1 : 0, available: taken ? 0 : 1 }, taken ? '该手机号已注册' : '该手机号可以注册');
});
