import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readBody } from '../../../server/http/body';
import { loginFromFields } from '../../../server/accounts/login-flow.server';

/**
 * POST /api/user/login {type: password, account, password} | {type: sms, phone, code}.
 * Wrong account, password or code all read the same; repeated failures pause (429).
 * With a WeChat identity waiting in the session (from /register/wechat) and bind_wechat=1,
 * the account is bound to it.
 */
export const POST = endpoint(async (context) => ok(await loginFromFields(context, await readBody(context.request)), '登录成功'));
