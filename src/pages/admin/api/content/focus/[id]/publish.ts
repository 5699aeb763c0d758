import { ok } from '../../../../../../server/http/envelope';
import { idParam, input } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../../server/console/action';
import { publishInput, setPublished } from '../../../../../../server/console/content-items';

export const permission = 'content';

/** POST /admin/api/content/focus/{id}/publish {is_published: 1|0}: 上架 or 下架 a 广告位; the shop shows it at once (caches dropped). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const { is_published } = await input(context, publishInput);
  await operatorAction(op, { permission, action: is_published ? 'focus_item.publish' : 'focus_item.unpublish', objectType: 'focus_item', objectId: id }, async (tx) => ({
    result: null,
    ...(await setPublished(tx, 'focus', id, is_published)),
  }));
  return ok({ id, is_published }, is_published ? '已上架' : '已下架');
});
