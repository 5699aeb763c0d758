import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { getSiteSettings } from '../../../server/content/site-settings';
import { memberBase, visitorBase } from '../../../server/page/user-base';
import { currentAccount } from '../../../server/auth/session.server';

/** GET /api/user/base: user state of spec section 3; visitors get the visitor shape (show, no identity). */
export const GET = endpoint(async (context) => {
  const settings = await getSiteSettings();
  const account = await currentAccount(context);
  return ok(account ? await memberBase(account, settings) : visitorBase(settings));
});
