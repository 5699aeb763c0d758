import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { setBatchStatus, statusInput } from '../../../../../server/batches/recall';

export const permission = 'goods';

/** POST /admin/api/batches/{id}/status {status 正常|停售|召回, reason}: stops or recalls a batch; a recall messages every receiver. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const { status, reason } = await input(context, statusInput);
  const r = await operatorAction(op, { permission, action: 'goods.batch.status', objectType: 'goods_batch', objectId: id }, async (tx) => {
    const done = await setBatchStatus(tx, id, status, reason);
    return { result: done, after: { status, reason, notified: done.notified } };
  });
  return ok(r, status === '召回' ? `已召回，已通知 ${r.notified} 家客户` : `批次状态已改为${status}`);
});
