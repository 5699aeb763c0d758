import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { ordinarySaleInput, setOrdinarySale } from '../../../../../server/batches/zone-rule';

export const permission = 'goods';

/** POST /admin/api/batches/{id}/ordinary-sale {ordinary_sale: 1|0}: a batch under 6 months sells at the ordinary price too (1) or only in the 近效期专场 (0). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const { ordinary_sale: allowed } = await input(context, ordinarySaleInput);
  const r = await operatorAction(op, { permission, action: 'goods.batch.ordinary_sale', objectType: 'goods_batch', objectId: id }, async (tx) => {
    const done = await setOrdinarySale(tx, id, allowed);
    return { result: done, before: { ordinary_sale: done.before }, after: { ordinary_sale: allowed } };
  });
  return ok({ ordinary_sale: allowed }, allowed ? `批号 ${r.batchNo} 近效期时仍可常规销售` : `批号 ${r.batchNo} 近效期时仅在近效期专场销售`);
});
