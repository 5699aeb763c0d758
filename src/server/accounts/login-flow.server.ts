import type { AstroGlobal } from 'astro';
import { z } from 'zod';
import { text as safeText } from '../http/text';
import { safeNext } from '../http/safe-next';
import { parseInput } from '../http/validate';
import { loginInput } from './schemas';
import { loginWithPassword, loginWithSms } from './login';
import { bindWechat } from '../wechat/binding';
import { clientIp, startSession, type RequestContext } from '../auth/session.server';

const extra = z.object({ redirect: safeText().optional(), bind_wechat: safeText().optional() });

/**
 * Logs in from submitted fields — {type: password, account, password} or {type: sms, phone, code},
 * plus optional redirect and bind_wechat — for POST /api/user/login and for the /login page's
 * no-JavaScript form post alike. Starts the session (new id) and binds a WeChat identity waiting
 * in the session when asked. Throws the usual 422 / business errors.
 */
export async function loginFromFields(context: RequestContext | AstroGlobal, raw: unknown): Promise<{ next: string; wechat: number }> {
  const body = parseInput(loginInput.and(extra), raw);
  const ip = clientIp(context);
  const who = body.type === 'password' ? await loginWithPassword(body.account, body.password, ip) : await loginWithSms(body.phone, body.code, ip);
  await startSession(context, who.memberId, who.storeId, body.type);
  let wechat = 0;
  const pending = (await context.session?.get('wechat_pending')) as { openId: string } | undefined;
  if (pending && body.bind_wechat === '1') {
    try {
      await bindWechat(who.memberId, pending.openId);
      wechat = 1;
    } catch {
      wechat = -1; // bound elsewhere: logged in all the same
    }
    context.session?.delete('wechat_pending');
  }
  return { next: safeNext(body.redirect, '/'), wechat };
}
