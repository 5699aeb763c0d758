import { ok } from '../../../../../../server/http/envelope';
import { idParam } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../../server/console/action';
import { removeHotWord } from '../../../../../../server/console/content';

export const permission = 'content';

/** POST /admin/api/content/hot-words/{id}/delete: removes a hot word. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  await operatorAction(op, { permission, action: 'hotword.remove', objectType: 'hot_word', objectId: id }, async (tx) => ({ result: null, before: await removeHotWord(tx, id) }));
  return ok({ id }, '已删除');
});
