import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { requireLogin } from '../../../server/auth/session.server';
import { businessScopeOf } from '../../../server/qualifications/service';
import { BUSINESS_SCOPES } from '../../../server/qualifications/types';

/** GET api/user/jyfw: the active store's business scope (经营范围) from its approved licences. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const scope = await businessScopeOf(store.id);
  return ok({
    company_type: store.companyType,
    is_passed: store.isPassed ? 1 : 0,
    scope,
    list: BUSINESS_SCOPES.map((name) => ({ name, allowed: scope.includes(name) ? 1 : 0 })),
  });
});
