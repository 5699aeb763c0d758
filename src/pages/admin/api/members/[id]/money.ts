import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { moneyInput, postMoney } from '../../../../../server/console/members';
import { fenToYuan, formatYuan } from '../../../../../lib/money';

export const permission = 'finance';

/** POST /admin/api/members/{storeId}/money {kind: recharge|adjustment, amount (元, adjustment may be negative), reason}: a balance ledger entry. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const body = await input(context, moneyInput);
  const r = await operatorAction(op, { permission, action: `wallet.${body.kind}`, objectType: 'store', objectId: id }, async (tx) => {
    const done = await postMoney(tx, id, body, op.username);
    return { result: done, after: { kind: body.kind, amount: body.amount, reason: body.reason, balance: done.balance } };
  });
  return ok({ balance: fenToYuan(r.balance) }, `已记账，当前余额 ${formatYuan(r.balance)}`);
});
