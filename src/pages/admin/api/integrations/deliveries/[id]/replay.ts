import { ok } from '../../../../../../server/http/envelope';
import { idParam } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../../server/console/action';
import { replayDelivery } from '../../../../../../server/integration/delivery';

export const permission = 'operators';

/** POST /admin/api/integrations/deliveries/{id}/replay: 重新投递 — puts the delivery back in the queue at once. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const done = await operatorAction(op, { permission, action: 'webhook.replay', objectType: 'webhook_delivery', objectId: id }, async (tx) => ({
    result: await replayDelivery(id, tx),
  }));
  return ok({ id, queued: done }, done ? '已重新排队' : '没有这条投递');
});
