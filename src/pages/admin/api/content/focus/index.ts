import { ok } from '../../../../../server/http/envelope';
import { input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { saveFocusItem, focusItemInput } from '../../../../../server/console/content-items';

export const permission = 'content';

/** POST /admin/api/content/focus: adds a 广告位. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const body = await input(context, focusItemInput);
  const row = await operatorAction(op, { permission, action: 'focus_item.create', objectType: 'focus_item' }, async (tx) => {
    const r = await saveFocusItem(tx, null, body);
    return { result: r.after, objectId: r.after.id, after: r.after };
  });
  return ok({ id: row.id }, '已添加广告位');
});
