import { ok } from '../../../../../../server/http/envelope';
import { idParam, input } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../../server/console/action';
import { publishInput, setPublished } from '../../../../../../server/console/content-items';

export const permission = 'content';

/** POST /admin/api/content/blocks/{id}/publish {is_published: 1|0}: 上架 or 下架 a 楼层; the shop shows it at once (caches dropped). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const { is_published } = await input(context, publishInput);
  await operatorAction(op, { permission, action: is_published ? 'focus_block.publish' : 'focus_block.unpublish', objectType: 'focus_block', objectId: id }, async (tx) => ({
    result: null,
    ...(await setPublished(tx, 'block', id, is_published)),
  }));
  return ok({ id, is_published }, is_published ? '已上架' : '已下架');
});
