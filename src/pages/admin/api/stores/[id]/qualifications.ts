import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { NotFoundError, ValidationError } from '../../../../../server/http/errors';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { rejectInput } from '../../../../../server/console/qualifications';
import { decideCertificates } from '../../../../../server/qualifications/review';
import { stores } from '../../../../../server/db/schema';

export const permission = 'qualifications';

const decisionInput = z.object({ decision: z.enum(['approve', 'reject'], { error: '请选择通过或驳回' }), template: z.string().optional(), reason: z.string().optional() });

/**
 * POST /admin/api/stores/{id}/qualifications {decision: approve | reject, template?, reason?}: decides every
 * pending certificate of the store in one action (approval refuses any certificate without its file, 422).
 */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const body = await input(context, decisionInput);
  const parsed = body.decision === 'reject' ? rejectInput.safeParse(body) : null;
  if (parsed && !parsed.success) throw new ValidationError({ reason: [parsed.error.issues[0]?.message ?? '请选择或填写驳回原因'] });
  const reason = parsed?.data ?? '';
  const result = await operatorAction(op, { permission, action: `qualification.${body.decision}.store`, objectType: 'store', objectId: id }, async (tx) => {
    const [store] = await tx.select().from(stores).where(eq(stores.id, id)).for('update');
    if (!store) throw new NotFoundError('门店不存在');
    const r = await decideCertificates(tx, store, body.decision === 'approve' ? { approve: true, reviewer: op.username } : { approve: false, reviewer: op.username, reason });
    return { result: { store_id: r.storeId, changed: r.changed, is_passed: r.isPassed, missing: r.missing }, before: r.before, after: r.after };
  });
  return ok(result, `${body.decision === 'approve' ? '已通过' : '已驳回'} ${result.changed} 份证件${result.is_passed ? '，门店资质齐全' : ''}`);
});
