import { ok } from '../../../../../../server/http/envelope';
import { idParam, input } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../../server/console/action';
import { saveNews, newsInput } from '../../../../../../server/console/content-items';

export const permission = 'content';

/** POST /admin/api/content/news/{id}: edits a 资讯 (every field, sort and 上架 included). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const body = await input(context, newsInput);
  await operatorAction(op, { permission, action: 'news.edit', objectType: 'news', objectId: id }, async (tx) => ({ result: null, ...(await saveNews(tx, id, body)) }));
  return ok({ id }, '已保存');
});
