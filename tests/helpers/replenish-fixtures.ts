/**
 * The set-up of the 到货通知 / 降价通知 tests (issue 29): a database of 200 goods, the demo member logged
 * in, approved buyers of their own; an out-of-stock goods and the buyers waiting for it to arrive.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { goods } from '../../src/server/db/schema';
import { subscribeArrival } from '../../src/server/replenish/arrival-notices';
import type { TestBrowser } from './accounts-browser';
import { loginAs } from './accounts-fixtures';
import { emptyGoods } from './batches-fixtures';
import { GoodsPicker } from './cart-fixtures';
import { makeBuyers, type Buyer } from './orders-fixtures';
import { createTestDb, type TestDb } from './test-db';

export type NoticeSuite = { t: TestDb; pick: GoodsPicker; demo: TestBrowser; buyers: Buyer[] };

/**
 * The database (tear it down after), the demo member logged in from `ip`, and `buyerCount` buyers. Should
 * the login or the buyers fail, the database is torn down here (the caller never got it).
 */
export async function noticeSuite(ip: string, buyerCount: number): Promise<NoticeSuite> {
  const t = await createTestDb({ goodsCount: 200 });
  try {
    const pick = new GoodsPicker(t.db);
    const demo = await loginAs('demo', ip);
    return { t, pick, demo, buyers: await makeBuyers(t.db, buyerCount) };
  } catch (error) {
    await t.teardown();
    throw error;
  }
}

/** A fresh goods taken down to no batch and no stock, with the name and unit its arrival message says. */
export async function outOfStock(db: Db, pick: GoodsPicker): Promise<{ id: number; name: string; unit: string }> {
  const id = await pick.take();
  await emptyGoods(db, id);
  const [g] = await db.select({ name: goods.name, unit: goods.unit }).from(goods).where(eq(goods.id, id));
  return { id, ...g! };
}

/** Each buyer asks, one after the other, to be told when `quantity` units of the goods can be bought. */
export async function awaitArrival(buyers: readonly Buyer[], goodsId: number, quantity: number): Promise<void> {
  for (const b of buyers) await subscribeArrival({ id: b.storeId }, b.memberId, goodsId, quantity);
}
