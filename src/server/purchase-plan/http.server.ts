/** Request helpers of the purchase-plan endpoints: the acting store (logged in and approved). */
import type { APIContext } from 'astro';
import { requireLogin } from '../auth/session.server';
import { BusinessError } from '../http/errors';
import { actorOf } from '../cart';
import { QUALIFICATION_NOT_PASSED } from '../cart/errors';
import type { PlanActor } from './service';

/** Visitors get 10001 / HTTP 401; stores whose qualifications are not approved 10040 (no prices for them). */
export async function planActor(context: APIContext): Promise<PlanActor> {
  const actor = actorOf(await requireLogin(context));
  if (!actor.isPassed) throw new BusinessError(QUALIFICATION_NOT_PASSED, '您的资质尚未审核通过，暂不能使用采购计划导入');
  return actor;
}
