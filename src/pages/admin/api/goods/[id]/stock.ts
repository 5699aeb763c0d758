import { z } from 'zod';
import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { moveStock } from '../../../../../server/console/goods';

export const permission = 'goods';

const stockInput = z.object({
  delta: z.coerce
    .number({ error: '请填写变动数量' })
    .int('变动数量应为整数')
    .refine((v) => v !== 0, '变动数量不能为 0')
    .refine((v) => Math.abs(v) <= 1_000_000, '变动数量过大'),
  reason: z.string({ error: '请填写原因' }).trim().min(2, '请填写变动原因（如 采购入库、盘点调整、报损）').max(100, '原因最多 100 字'),
});

/** POST /admin/api/goods/{id}/stock {delta, reason}: a stock movement (入库 +, 出库/报损 −) with its reason; never below zero. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const { delta, reason } = await input(context, stockInput);
  const r = await operatorAction(op, { permission, action: 'goods.stock', objectType: 'goods', objectId: id }, async (tx) => {
    const m = await moveStock(tx, id, delta, reason, op.id);
    return { result: m, before: { stock: m.before }, after: { stock: m.after, reason } };
  });
  return ok(r, `库存已更新为 ${r.after}`);
});
