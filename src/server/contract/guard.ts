import { eq, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { prepared } from '../db/prepared';
import { stores } from '../db/schema';
import type { Viewer } from '../auth/viewer';
import { BusinessError, LoginRequiredError } from '../http/errors';
import { CODE } from '../http/envelope';
import { expiredRequired, expiredText } from '../qualifications/service';

export const QUALIFICATION_NOT_PASSED = 10040;
export const LICENCE_EXPIRED = 10041;

// Every cart and checkout call runs these guards: built once (../db/prepared.ts).
const contractSignedAt = prepared((db) =>
  db
    .select({ signedAt: stores.contractSignedAt })
    .from(stores)
    .where(eq(stores.id, sql.placeholder('id')))
    .prepare('store_contract_signed_at'),
);
const orderingStore = prepared((db) =>
  db
    .select({ id: stores.id, signedAt: stores.contractSignedAt, isPassed: stores.isPassed, companyType: stores.companyType })
    .from(stores)
    .where(eq(stores.id, sql.placeholder('id')))
    .prepare('ordering_store'),
);

const unsigned = () => new BusinessError(CODE.CONTRACT_UNSIGNED, '请先签署电子采购合同后再下单', 200);

/**
 * For ordering calls (cart add/checkout, order submit): a visitor gets 10001, a member whose
 * store has not signed the purchase contract gets 459 (the client shows the message and goes
 * to /dzht). Pass the viewer from `viewerOf(context)`.
 */
export async function requireSignedContract(viewer: Viewer): Promise<void> {
  if (viewer.storeId === null) throw new LoginRequiredError();
  const [store] = await contractSignedAt(await db()).execute({ id: viewer.storeId });
  if (!store?.signedAt) throw unsigned();
}

/**
 * Everything an order needs from the buyer's side: logged in, contract signed (459), qualifications
 * approved, and no required licence expired ("an expired required licence blocks ordering").
 */
export async function requireCanOrder(viewer: Viewer, now = new Date()): Promise<void> {
  if (viewer.storeId === null) throw new LoginRequiredError();
  // One read of the store for the contract and the review (the checks of requireSignedContract first).
  const [store] = await orderingStore(await db()).execute({ id: viewer.storeId });
  if (!store?.signedAt) throw unsigned();
  if (!store.isPassed) throw new BusinessError(QUALIFICATION_NOT_PASSED, '您的资质证件尚未审核通过，暂不能下单。请在“资质证件”页面查看审核进度', 200);
  const expired = await expiredRequired(store, now);
  if (expired.length) throw new BusinessError(LICENCE_EXPIRED, expiredText(expired), 200);
}
