import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { creditInput, setCredit } from '../../../../../server/console/members';

export const permission = 'finance';

/** POST /admin/api/members/{storeId}/credit {credit_limit (元), term_days}: the store's 账期 limit and term. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const body = await input(context, creditInput);
  await operatorAction(op, { permission, action: 'store.credit', objectType: 'store', objectId: id }, async (tx) => ({ result: null, ...(await setCredit(tx, id, body)) }));
  return ok({ id }, '账期额度已更新');
});
