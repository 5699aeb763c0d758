import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { approveInput } from '../../../../../server/console/qualifications';
import { decideCertificate } from '../../../../../server/qualifications/review';

export const permission = 'qualifications';

/** POST /admin/api/qualifications/{id}/approve {valid_to?, long_term?}: approves a pending certificate; the store may pass. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const body = await input(context, approveInput);
  const result = await operatorAction(op, { permission, action: 'qualification.approve', objectType: 'qualification', objectId: id }, async (tx) => {
    const r = await decideCertificate(tx, id, { approve: true, reviewer: op.username, validTo: body.valid_to, longTerm: body.long_term });
    return { result: { store_id: r.storeId, is_passed: r.isPassed, missing: r.missing }, before: r.before, after: r.after };
  });
  return ok(result, result.is_passed ? '已通过，门店资质齐全' : '已通过');
});
