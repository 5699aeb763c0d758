import { ok } from '../../../../../../server/http/envelope';
import { idParam, input } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../../server/console/action';
import { confirmTransferIn, view } from '../../../../../../server/payments/transfers';
import { confirmInput } from '../../../../../../server/payments/transfer-schemas';
import { fenToYuan } from '../../../../../../lib/money';

export const permission = 'finance';

/** POST /admin/api/finance/transfers/{id}/confirm {bank_ref?}: the money arrived — credits the balance once (and pays the order). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const { bank_ref } = await input(context, confirmInput);
  const done = await operatorAction(op, { permission, action: 'transfer.confirm', objectType: 'bank_transfer', objectId: id }, async (tx) => {
    const r = await confirmTransferIn(tx, id, op.username, bank_ref || null);
    return {
      result: r,
      after: { 转账单号: r.transfer.transferNo, 附言: r.transfer.memo, 金额: fenToYuan(r.transfer.amount), 结果: r.outcome === 'confirmed' ? '已到账' : '此前已确认' },
    };
  });
  return ok({ ...(await view(done.transfer)), outcome: done.outcome, order_paid: done.orderPaid }, done.outcome === 'confirmed' ? '已确认到账' : '该转账此前已确认');
});
