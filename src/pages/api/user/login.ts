import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { safeNext } from '../../../server/http/safe-next';
import { input } from '../../../server/auth/request';
import { clientIp, startSession } from '../../../server/auth/session';
import { loginInput } from '../../../server/accounts/schemas';
import { loginWithPassword, loginWithSms } from '../../../server/accounts/login';
import { bindWechat } from '../../../server/wechat/binding';
import { z } from 'zod';

const extra = z.object({ redirect: z.string().optional(), bind_wechat: z.string().optional() });

/**
 * POST /api/user/login {type: password, account, password} | {type: sms, phone, code}.
 * Wrong account, password or code all read the same; repeated failures pause (429).
 * With a WeChat identity waiting in the session (from /register/wechat) and bind_wechat=1,
 * the account is bound to it.
 */
export const POST = endpoint(async (context) => {
  const body = await input(context, loginInput.and(extra));
  const ip = clientIp(context);
  const who = body.type === 'password'
    ? await loginWithPassword(body.account, body.password, ip)
    : await loginWithSms(body.phone, body.code, ip);
  await startSession(context, who.memberId, who.storeId, body.type);
  let wechat = 0;
  const pending = (await context.session?.get('wechat_pending')) as { openId: string } | undefined;
  if (pending && body.bind_wechat === '1') {
    try {
      await bindWechat(who.memberId, pending.openId);
      wechat = 1;
    } catch {
      wechat = -1; // bound elsewhere: logged in all the same, the bind page explains
    }
    context.session?.delete('wechat_pending');
  }
  return ok({ next: safeNext(body.redirect, '/'), wechat }, '登录成功');
});
