import { ok } from '../../../../../../server/http/envelope';
import { idParam, input } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../../server/console/action';
import { saveFocusBlock, focusBlockInput } from '../../../../../../server/console/content-items';

export const permission = 'content';

/** POST /admin/api/content/blocks/{id}: edits a 楼层 (every field, sort and 上架 included). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const body = await input(context, focusBlockInput);
  await operatorAction(op, { permission, action: 'focus_block.edit', objectType: 'focus_block', objectId: id }, async (tx) => ({
    result: null,
    ...(await saveFocusBlock(tx, id, body)),
  }));
  return ok({ id }, '已保存');
});
