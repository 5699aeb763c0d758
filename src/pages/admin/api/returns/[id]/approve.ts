import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { returnApproveInput } from '../../../../../server/console/orders';
import { approveReturn } from '../../../../../server/orders/returns';
import { fenToYuan, formatYuan } from '../../../../../lib/money';
import { refundThroughChannel } from '../../../../../server/payments/channel-refund';

export const permission = 'returns';

/** POST /admin/api/returns/{id}/approve {lines?[{line_id, number}]}: approves all (or part) of a request; the system computes the refund. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const body = await input(context, returnApproveInput);
  const part = body.lines?.map((l) => ({ lineId: l.line_id, number: l.number }));
  const row = await operatorAction(op, { permission, action: 'return.approve', objectType: 'return', objectId: id }, async (tx) => {
    const r = await approveReturn(id, new Date(), { part, conn: tx });
    return {
      result: { id: r.id, status: r.status, refund: fenToYuan(r.refundAmount) },
      before: { status: 'pending' },
      after: { status: r.status, refund: r.refundAmount, lines: r.lines },
    };
  });
  // Paid online: the refund goes back through the channel it came from (after the commit; idempotent by return number).
  const channel = await refundThroughChannel(row.id);
  return ok({ ...row, channel_refund: channel }, `已同意，退款 ${formatYuan(row.refund)}`);
});
