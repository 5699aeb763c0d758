import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { BusinessError, ValidationError } from '../../../server/http/errors';
import { input } from '../../../server/http/request';
import { clientIp, currentAccount, endSession, startSession } from '../../../server/auth/session.server';
import { resetPasswordInput } from '../../../server/accounts/schemas';
import { changeOwnPassword, RESET_EXPIRED, resetTicketValid, resetWithTicket, type ResetTicket } from '../../../server/accounts/password-reset';
import { memberById } from '../../../server/accounts/members';

/**
 * POST api/user/resetPassword {password}: sets a new password.
 * - After forget step 1 (proof in the session): resets it; every session of the member ends,
 *   this browser is logged out and goes to /forget/step3.
 * - Logged in, with `old_password`: changes it; other sessions end, this one continues
 *   under a new session id.
 */
export const POST = endpoint(async (context) => {
  const body = await input(context, resetPasswordInput);
  const ticket = (await context.session?.get('reset')) as ResetTicket | undefined;
  if (resetTicketValid(ticket)) {
    const member = await memberById(ticket.memberId);
    if (!member) throw new BusinessError(RESET_EXPIRED, '验证已过期，请重新获取验证码', 400);
    await resetWithTicket(ticket, member, body.password);
    context.session?.delete('reset');
    endSession(context);
    return ok({ next: '/forget/step3' }, '密码已重置，请使用新密码登录');
  }
  const account = await currentAccount(context);
  if (!account) throw new BusinessError(RESET_EXPIRED, '验证已过期，请重新获取验证码', 400);
  if (!body.old_password) throw new ValidationError({ old_password: ['请输入原密码'] });
  const now = new Date();
  await changeOwnPassword(account.member, body.old_password, body.password, clientIp(context), now);
  await startSession(context, account.member.id, account.store.id, account.auth.method, now.getTime() + 1);
  return ok({ next: '/basic' }, '密码已修改');
});
