import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { BusinessError } from '../../../../server/http/errors';
import { input } from '../../../../server/http/request';
import { clientIp, startSession } from '../../../../server/auth/session.server';
import { companyInput, toCompany } from '../../../../server/accounts/schemas';
import { completeRegistration, REGISTER_EXPIRED, ticketValid, type RegisterTicket } from '../../../../server/accounts/register';

/**
 * POST /api/user/register/company {company, company_type, contact, landline, email, province,
 * city, district, address, referrer?}: registration step 2. Creates the member and its first
 * store (pending review), logs in with a new session id, and points to the done page.
 */
export const POST = endpoint(async (context) => {
  const body = await input(context, companyInput);
  const ticket = (await context.session?.get('register')) as RegisterTicket | undefined;
  if (!ticketValid(ticket)) throw new BusinessError(REGISTER_EXPIRED, '注册信息已过期，请重新验证手机号', 400);
  const { member, store } = await completeRegistration(ticket, toCompany(body), body.referrer, clientIp(context));
  context.session?.delete('register');
  if (ticket.wechatOpenId) context.session?.delete('wechat_pending');
  await startSession(context, member.id, store.id, 'register');
  return ok({ next: ticket.flow === 'dd' ? '/register/dd/step3' : '/register/step3', username: member.username }, '注册成功');
});
