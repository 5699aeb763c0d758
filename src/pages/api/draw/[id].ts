import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { idParam } from '../../../server/http/request';
import { requireLogin } from '../../../server/auth/session.server';
import { draw } from '../../../server/lottery/draw';

/** POST /api/draw/{id}: draws once in lottery {id}; answers {id, prize: {name, remarks, kind, is_win}, chances_left}. */
export const POST = endpoint(async (context) => {
  const { member, store } = await requireLogin(context);
  const id = idParam(context.params.id);
  return ok(await draw({ storeId: store.id, memberId: member.id, isPassed: store.isPassed }, id));
});
