import { ok } from '../../../../../server/http/envelope';
import { input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { saveFocusBlock, focusBlockInput } from '../../../../../server/console/content-items';

export const permission = 'content';

/** POST /admin/api/content/blocks: adds a 楼层. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const body = await input(context, focusBlockInput);
  const row = await operatorAction(op, { permission, action: 'focus_block.create', objectType: 'focus_block' }, async (tx) => {
    const r = await saveFocusBlock(tx, null, body);
    return { result: r.after, objectId: r.after.id, after: r.after };
  });
  return ok({ id: row.id }, '已添加楼层');
});
