import { ok } from '../../../../../server/http/envelope';
import { input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { addSearchAlias, searchAliasInput } from '../../../../../server/console/search-aliases';

export const permission = 'content';

/** POST /admin/api/content/search-aliases {alias, target}: adds a search synonym (扑热息痛 → 对乙酰氨基酚). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const body = await input(context, searchAliasInput);
  const row = await operatorAction(op, { permission, action: 'search-alias.add', objectType: 'search_alias' }, async (tx) => {
    const r = await addSearchAlias(tx, body);
    return { result: r, objectId: r.id, after: r };
  });
  return ok(row, '已添加同义词');
});
