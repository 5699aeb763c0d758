import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { decideWanted } from '../../../../../server/wanted/service';
import { wantedDecisionInput } from '../../../../../server/console/service';

export const permission = 'service';

/** POST /admin/api/wanted/{id}/decide {status: accepted|listed|rejected, reply, goods_id, from}: the answer the member sees in 品种求购. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const body = await input(context, wantedDecisionInput);
  const view = await operatorAction(op, { permission, action: 'wanted.decide', objectType: 'wanted', objectId: id }, async (tx) => ({
    result: await decideWanted(id, { status: body.status, reply: body.reply, goodsId: body.goods_id || null, from: body.from }, new Date(), tx),
    after: body,
  }));
  return ok(view, '已处理');
});
