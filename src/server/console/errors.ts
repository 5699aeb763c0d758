import { BusinessError } from '../http/errors';

/** Console error codes (HTTP status in brackets). */
export const CONSOLE_FORBIDDEN = 403; // [403] the operator's role does not allow this
export const CONSOLE_LOGIN = 10001; // [401] operator login required
export const CONSOLE_LOGIN_FAILED = 40101; // wrong user name, password or code
export const CONSOLE_TOTP_REQUIRED = 40102; // the account has a second factor: send `code`
export const CONSOLE_STALE = 40901; // [409] someone else changed the object since it was read

export const forbidden = () => new BusinessError(CONSOLE_FORBIDDEN, '您的角色无权执行此操作', 403);
export const operatorLoginRequired = () => new BusinessError(CONSOLE_LOGIN, '请先登录运营后台', 401);
