/**
 * Stock by batch (issue 24): stock-in, FEFO reads and goods.stock derived from the batches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { batchInvariants, emptyGoods, receive } from '../helpers/batches-fixtures';
import { goods, stockMovements } from '../../src/server/db/schema';
import { batchesOf, expiryLabel, sellableBatches, shipExpiry } from '../../src/server/batches/read';
import { refusal } from '../helpers/outcomes';

let t: TestDb;
let pick: GoodsPicker;

beforeAll(async () => {
  t = await createTestDb();
  pick = new GoodsPicker(t.db);
});
afterAll(async () => {
  await t?.teardown();
});

async function goodsRow(id: number) {
  const [g] = await t.db.select().from(goods).where(eq(goods.id, id));
  return g!;
}

describe('stock-in and FEFO', () => {
  it('two batches: goods stock is their sum, the earlier expiry ships first, 「效期 … 起」', async () => {
    const id = await pick.take();
    await emptyGoods(t.db, id);
    await receive(t.db, { goodsId: id, batchNo: 'P270401', productionDate: '2025-04-01', expiryDate: '2027-04-01', number: 10 });
    const first = await receive(t.db, { goodsId: id, batchNo: 'P270301', productionDate: '2025-03-01', expiryDate: '2027-03-01', number: 20 });
    expect(first.goodsStock).toBe(30);
    const g = await goodsRow(id);
    expect([g.stock, g.batchNo, g.expiryDate, g.lastExpiryDate]).toEqual([30, 'P270301', '2027-03-01', '2027-04-01']);
    const list = await sellableBatches(id);
    expect(list.map((b) => [b.batchNo, b.stock])).toEqual([
      ['P270301', 20],
      ['P270401', 10],
    ]);
    expect(await shipExpiry(id)).toBe('2027-03-01');
    expect(expiryLabel(list)).toBe('效期 2027-03 起');
    const moves = await t.db.select().from(stockMovements).where(eq(stockMovements.goodsId, id));
    expect(moves.map((m) => [m.delta, m.stockAfter, m.batchId !== null])).toEqual([
      [10, 10, true],
      [20, 20, true],
    ]);
    expect(await batchInvariants(t.db)).toEqual({ stockMismatch: 0, negativeBatches: 0, unallocated: 0 });
  });

  it('a known batch number grows; other dates for it are refused and nothing is written', async () => {
    const id = await pick.take();
    await emptyGoods(t.db, id);
    await receive(t.db, { goodsId: id, batchNo: 'A1', productionDate: '2025-01-01', expiryDate: '2027-01-01', number: 5 });
    const again = await receive(t.db, { goodsId: id, batchNo: 'A1', productionDate: '2025-01-01', expiryDate: '2027-01-01', number: 7 });
    expect([again.created, again.batchStock, again.goodsStock]).toEqual([false, 12, 12]);
    expect(await refusal(receive(t.db, { goodsId: id, batchNo: 'A1', productionDate: '2025-02-01', expiryDate: '2027-01-01', number: 7 }))).toBe(40910);
    expect((await goodsRow(id)).stock).toBe(12);
    expect((await batchesOf(id)).map((b) => b.onHand)).toEqual([12]);
  });
});
