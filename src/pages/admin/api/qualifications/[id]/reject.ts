import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { rejectInput } from '../../../../../server/console/qualifications';
import { decideCertificate } from '../../../../../server/qualifications/review';

export const permission = 'qualifications';

/** POST /admin/api/qualifications/{id}/reject {template?, reason?}: rejects a pending certificate with a reason the member reads. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const reason = await input(context, rejectInput);
  const result = await operatorAction(op, { permission, action: 'qualification.reject', objectType: 'qualification', objectId: id }, async (tx) => {
    const r = await decideCertificate(tx, id, { approve: false, reviewer: op.username, reason });
    return { result: { store_id: r.storeId, is_passed: r.isPassed }, before: r.before, after: r.after };
  });
  return ok(result, '已驳回');
});
