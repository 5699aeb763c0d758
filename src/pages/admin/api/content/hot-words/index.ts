import { ok } from '../../../../../server/http/envelope';
import { input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { addHotWord, hotWordInput } from '../../../../../server/console/content';

export const permission = 'content';

/** POST /admin/api/content/hot-words {word, sort}: adds a search hot word. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const body = await input(context, hotWordInput);
  const row = await operatorAction(op, { permission, action: 'hotword.add', objectType: 'hot_word' }, async (tx) => {
    const r = await addHotWord(tx, body);
    return { result: r, objectId: r.id, after: r };
  });
  return ok(row, '已添加热词');
});
