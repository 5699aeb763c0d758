import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { requireLogin } from '../../../server/auth/session.server';
import { unbindWechat } from '../../../server/wechat/binding';

/** DELETE /api/user/unbind_wechat: removes the WeChat binding of the logged-in member. */
export const DELETE = endpoint(async (context) => {
  const account = await requireLogin(context);
  await unbindWechat(account.member.id);
  return ok(null, '已解除微信绑定');
});
