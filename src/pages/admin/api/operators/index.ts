import { ok } from '../../../../server/http/envelope';
import { input } from '../../../../server/http/request';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../server/console/action';
import { createOperator, listOperators } from '../../../../server/console/operators';
import { newOperatorInput } from '../../../../server/console/schemas';

export const permission = 'operators';

/** GET /admin/api/operators: every operator with role and second-factor state. */
export const GET = consoleEndpoint(permission, async () => ok(await listOperators()));

/** POST /admin/api/operators {username, name, role, password}: adds an operator (管理员 only). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const body = await input(context, newOperatorInput);
  const row = await operatorAction(op, { permission, action: 'operator.create', objectType: 'operator' }, async (tx) => {
    const made = await createOperator(tx, body);
    return { result: made, objectId: made.id, after: { username: made.username, role: made.role } };
  });
  return ok(row, '已添加操作员');
});
