import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { clientIp, requireLogin } from '../../../server/auth/session.server';
import { updateUserInfoInput } from '../../../server/accounts/schemas';
import { updateUserInfo } from '../../../server/accounts/profile';

/** POST api/user/updateUserInfo {name, phone[, code]}: contact name and login phone (a new phone needs its code). */
export const POST = endpoint(async (context) => {
  const account = await requireLogin(context);
  const body = await input(context, updateUserInfoInput);
  await updateUserInfo(account, body, clientIp(context));
  return ok(null, '保存成功');
});
