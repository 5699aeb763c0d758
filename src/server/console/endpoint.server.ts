import type { APIContext, APIRoute } from 'astro';
import { endpoint } from '../http/endpoint';
import { forbidden, operatorLoginRequired } from './errors';
import { can, type Permission } from './roles';
import { currentOperator, type Operator } from './session.server';

/**
 * A console API handler: the operator must be signed in (401) and hold `permission` (403), both
 * checked before the body is read. Errors leave in the envelope like the shop's API.
 */
export function consoleEndpoint(permission: Permission, handler: (context: APIContext, op: Operator) => Promise<Response> | Response): APIRoute {
  return endpoint(async (context) => {
    const op = await currentOperator(context);
    if (!op) throw operatorLoginRequired();
    if (!can(op.role, permission)) throw forbidden();
    return handler(context, op);
  });
}
