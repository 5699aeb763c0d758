import type { APIContext, APIRoute } from 'astro';
import { endpoint } from '../http/endpoint';
import { forbidden, operatorLoginRequired } from './errors';
import { can, type Permission } from './roles';
import { currentOperator, ipOf, type Operator } from './session.server';
import { auditRefusal } from './action';

/**
 * A console API handler: the operator must be signed in (401) and hold `permission` (403), both
 * checked before the body is read; both refusals are in the audit log. Errors leave in the
 * envelope like the shop's API.
 */
export function consoleEndpoint(permission: Permission, handler: (context: APIContext, op: Operator) => Promise<Response> | Response): APIRoute {
  return endpoint(async (context) => {
    const op = await currentOperator(context);
    const refused = (reason: 'login' | 'forbidden') => auditRefusal(op, { method: context.request.method, path: context.url.pathname, ip: ipOf(context) }, reason, permission);
    if (!op) {
      await refused('login');
      throw operatorLoginRequired();
    }
    if (!can(op.role, permission)) {
      await refused('forbidden');
      throw forbidden();
    }
    return handler(context, op);
  });
}
