import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { idParam } from '../../../../server/http/request';
import { requireLogin } from '../../../../server/auth/session.server';
import { feedbackDetail } from '../../../../server/feedback/feedback';

/** GET /api/user/feedback/{id}: one feedback of the active store (another store's → 404). */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  return ok(await feedbackDetail(store.id, idParam(context.params.id)));
});
