/** Who acts on a cart (the active store of the logged-in account) and the approval every use case but count and delete needs. */
import type { Account } from '../auth/session.server';
import { viewerOfAccount } from '../auth/session.server';
import type { Viewer } from '../auth/viewer';
import { BusinessError } from '../http/errors';
import { QUALIFICATION_NOT_PASSED } from './errors';

/** Who acts on a cart: the logged-in account's active store. */
export type CartActor = { storeId: number; memberId: number; viewer: Viewer; province: string; isPassed: boolean };

export function actorOf(account: Account): CartActor {
  return {
    storeId: account.store.id,
    memberId: account.member.id,
    viewer: viewerOfAccount(account),
    province: account.store.province,
    isPassed: account.store.isPassed,
  };
}

const NOT_PASSED_MSG = '您的资质尚未审核通过，暂不能采购。审核通过后即可加入购物车';

export function requirePassed(actor: CartActor): void {
  if (!actor.isPassed) throw new BusinessError(QUALIFICATION_NOT_PASSED, NOT_PASSED_MSG);
}
