import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { requireLogin } from '../../../server/auth/session.server';
import { companyInput, toCompany } from '../../../server/accounts/schemas';
import { addStore } from '../../../server/accounts/members';
import { storeListView } from '../../../server/accounts/stores';

/** GET /api/user/stores: the member's stores (多店管理) with the active one marked. */
export const GET = endpoint(async (context) => {
  const account = await requireLogin(context);
  return ok(await storeListView(account));
});

/** POST /api/user/stores {company fields}: adds a store; it needs its own qualifications reviewed. */
export const POST = endpoint(async (context) => {
  const account = await requireLogin(context);
  const body = await input(context, companyInput);
  const store = await addStore(account.member.id, toCompany(body));
  return ok({ id: store.id }, '门店已添加，请切换到该门店上传资质证件');
});
