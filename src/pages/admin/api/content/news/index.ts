import { ok } from '../../../../../server/http/envelope';
import { input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { saveNews, newsInput } from '../../../../../server/console/content-items';

export const permission = 'content';

/** POST /admin/api/content/news: adds a 资讯. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const body = await input(context, newsInput);
  const row = await operatorAction(op, { permission, action: 'news.create', objectType: 'news' }, async (tx) => {
    const r = await saveNews(tx, null, body);
    return { result: r.after, objectId: r.after.id, after: r.after };
  });
  return ok({ id: row.id }, '已添加资讯');
});
