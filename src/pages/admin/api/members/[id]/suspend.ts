import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { setSuspended, suspendInput } from '../../../../../server/console/members';

export const permission = 'members';

/** POST /admin/api/members/{storeId}/suspend {suspend: 1|0, reason}: 停用 (sessions end, no login) or 启用 the store's member. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const body = await input(context, suspendInput);
  await operatorAction(op, { permission, action: body.suspend ? 'member.suspend' : 'member.enable', objectType: 'member' }, async (tx) => ({
    result: null,
    ...(await setSuspended(tx, id, body)),
  }));
  return ok({ id, suspended: body.suspend }, body.suspend ? '已停用该会员' : '已启用该会员');
});
