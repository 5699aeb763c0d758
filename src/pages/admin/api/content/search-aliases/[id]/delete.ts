import { ok } from '../../../../../../server/http/envelope';
import { idParam } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../../server/console/action';
import { removeSearchAlias } from '../../../../../../server/console/search-aliases';

export const permission = 'content';

/** POST /admin/api/content/search-aliases/{id}/delete: removes a search synonym. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  await operatorAction(op, { permission, action: 'search-alias.remove', objectType: 'search_alias', objectId: id }, async (tx) => ({
    result: null,
    before: await removeSearchAlias(tx, id),
  }));
  return ok({ id }, '已删除');
});
