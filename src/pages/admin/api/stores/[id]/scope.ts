import { ok } from '../../../../../server/http/envelope';
import { idParam, input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { scopeInput } from '../../../../../server/console/qualifications';
import { setBusinessScope } from '../../../../../server/qualifications/review';

export const permission = 'qualifications';

/** POST /admin/api/stores/{id}/scope {scope[]}: sets a buyer's 经营范围 on its scoped licence. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const { scope } = await input(context, scopeInput);
  const result = await operatorAction(op, { permission, action: 'store.scope', objectType: 'store', objectId: id }, async (tx) => {
    const r = await setBusinessScope(tx, id, scope);
    return { result: { scope: r.after }, before: r.before, after: r.after };
  });
  return ok(result, '经营范围已更新');
});
