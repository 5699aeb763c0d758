import { ok } from '../../../../../../server/http/envelope';
import { idParam } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../../server/console/action';
import { revokeKeyIn } from '../../../../../../server/integration/console';

export const permission = 'operators';

/** POST /admin/api/integrations/keys/{id}/revoke: revokes a key at once (its next request is a 401). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const done = await operatorAction(op, { permission, action: 'apikey.revoke', objectType: 'api_key', objectId: id }, async (tx) => ({
    result: await revokeKeyIn(tx, id),
    after: { revoked: true },
  }));
  return ok({ id, revoked: done }, done ? '已撤销' : '该密钥已撤销');
});
