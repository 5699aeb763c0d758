import { ok } from '../../../../../server/http/envelope';
import { input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { addNav, navInput } from '../../../../../server/console/content';

export const permission = 'content';

/** POST /admin/api/content/nav {name, url, sort, is_open}: adds a header navigation entry (at most 9). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const body = await input(context, navInput);
  const row = await operatorAction(op, { permission, action: 'nav.add', objectType: 'nav' }, async (tx) => {
    const r = await addNav(tx, body);
    return { result: r, objectId: r.id, after: r };
  });
  return ok(row, '已添加导航');
});
