import { ok } from '../../../../../../server/http/envelope';
import { idParam } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../../server/console/action';
import { removeNav } from '../../../../../../server/console/content';

export const permission = 'content';

/** POST /admin/api/content/nav/{id}/delete: removes a navigation entry (and its children). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  await operatorAction(op, { permission, action: 'nav.remove', objectType: 'nav', objectId: id }, async (tx) => ({ result: null, before: await removeNav(tx, id) }));
  return ok({ id }, '已删除');
});
