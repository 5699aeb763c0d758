import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { clientIp } from '../../../server/auth/session.server';
import { registerAccountInput } from '../../../server/accounts/schemas';
import { verifyRegistration, type RegisterTicket } from '../../../server/accounts/register';
import { BusinessError } from '../../../server/http/errors';

const NEXT: Record<RegisterTicket['flow'], string> = {
  standard: '/register/step2',
  dd: '/register/dd/step2',
  wechat: '/register/step2?from=wechat',
};

/**
 * POST /api/user/register {phone, code, password, password_confirmation, agree, flow}: registration
 * step 1. Proves the phone and fixes the password; the account is created by step 2
 * (POST /api/user/register/company) within 30 minutes.
 */
export const POST = endpoint(async (context) => {
  const body = await input(context, registerAccountInput);
  let wechatOpenId: string | null = null;
  if (body.flow === 'wechat') {
    const pending = (await context.session?.get('wechat_pending')) as { openId: string } | undefined;
    if (!pending) throw new BusinessError(10053, '微信授权已失效，请重新扫码', 400);
    wechatOpenId = pending.openId;
  }
  const ticket = await verifyRegistration(body, clientIp(context));
  context.session?.set('register', { ...ticket, wechatOpenId } satisfies RegisterTicket, { ttl: 30 * 60 });
  return ok({ next: NEXT[body.flow] }, '手机号验证成功，请填写企业信息');
});
