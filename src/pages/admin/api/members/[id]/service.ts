import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { serviceInput, setService } from '../../../../../server/console/members';

export const permission = 'members';

/** POST /admin/api/members/{storeId}/service {account_manager_id, is_can_chat}: account manager and chat. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const body = await input(context, serviceInput);
  await operatorAction(op, { permission, action: 'store.service', objectType: 'store', objectId: id }, async (tx) => ({ result: null, ...(await setService(tx, id, body)) }));
  return ok({ id }, '已保存');
});
