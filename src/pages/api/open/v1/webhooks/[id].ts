import { openWrite } from '../../../../../server/integration/endpoint.server';
import { deleteHook } from '../../../../../server/integration/routes-hooks';
import { deleteSubscription } from '../../../../../server/integration/webhooks';

/** DELETE /api/open/v1/webhooks/<id>: stop a subscription of this key. */
export const DELETE = openWrite(deleteHook, async ({ key, params }, tx) => {
  const result = await deleteSubscription(tx, key.id, params.id);
  return { result, audit: { objectType: 'webhook', objectId: params.id } };
});
