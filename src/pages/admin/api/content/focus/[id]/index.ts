import { ok } from '../../../../../../server/http/envelope';
import { idParam, input } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../../server/console/action';
import { saveFocusItem, focusItemInput } from '../../../../../../server/console/content-items';

export const permission = 'content';

/** POST /admin/api/content/focus/{id}: edits a 广告位 (every field, sort and 上架 included). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const body = await input(context, focusItemInput);
  await operatorAction(op, { permission, action: 'focus_item.edit', objectType: 'focus_item', objectId: id }, async (tx) => ({
    result: null,
    ...(await saveFocusItem(tx, id, body)),
  }));
  return ok({ id }, '已保存');
});
