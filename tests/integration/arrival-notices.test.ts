/**
 * 到货通知 (issue 29 item 3), on both engines: a buyer asks to be told when an out-of-stock goods
 * arrives (owner-only, validated, Chinese 422s); a stock-in sends every waiting store ONE in-site
 * message, in the order they asked, saying how many are available — also when two fan-outs run at
 * once (on PostgreSQL each on its own pooled connection, as two instances would).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { TestDb } from '../helpers/test-db';
import { loginAs } from '../helpers/accounts-fixtures';
import type { GoodsPicker } from '../helpers/cart-fixtures';
import { receive } from '../helpers/batches-fixtures';
import type { Buyer } from '../helpers/orders-fixtures';
import { awaitArrival, noticeSuite, outOfStock } from '../helpers/replenish-fixtures';
import { arrivalNotices, goods, messages } from '../../src/server/db/schema';
import { announceArrivals, subscribeArrival } from '../../src/server/replenish/arrival-notices';
import { setStock } from '../../src/server/integration/stock';
import { GET as noticeGet, POST as noticePost } from '../../src/pages/api/user/arrival_notice';
import { POST as noticeCancel } from '../../src/pages/api/user/arrival_notice/cancel';
import type { TestBrowser } from '../helpers/accounts-browser';

let t: TestDb;
let pick: GoodsPicker;
let demo: TestBrowser;
let buyers: Buyer[];
const engine = process.env.TEST_DB ?? 'pglite';

beforeAll(async () => {
  ({ t, pick, demo, buyers } = await noticeSuite('10.29.3.1', 100));
});
afterAll(async () => {
  await t?.teardown();
});

/** The arrival messages of stores, in the order they were written. */
const arrivalMessages = (name: string, storeIds: number[]) =>
  t.db
    .select({ id: messages.id, storeId: messages.storeId, body: messages.body })
    .from(messages)
    .where(and(inArray(messages.storeId, storeIds), eq(messages.title, `到货通知：${name}`)))
    .orderBy(asc(messages.id));

const subscribe = (body: Record<string, unknown>) => demo.call(noticePost, '/api/user/arrival_notice', { body: body as never, json: true });

describe(`到货通知 (${engine})`, () => {
  it('a buyer subscribes with the quantity wanted; in-stock goods, bad quantities and other stores are refused in Chinese', async () => {
    const g = await outOfStock(t.db, pick);
    const visitor = await loginAs('choujiang', '10.29.3.2');
    expect((await subscribe({ goods_id: g.id, quantity: 0 })).body.errors.quantity).toEqual(['数量至少为 1']);
    expect((await subscribe({ goods_id: g.id, quantity: 'x' })).body.errors.quantity).toEqual(['请填写需要的数量']);
    expect((await subscribe({ goods_id: g.id, quantity: 2.5 })).status).toBe(422);
    const inStock = await pick.take();
    const refused = await subscribe({ goods_id: inStock, quantity: 5 });
    expect([refused.status, refused.body.errors.goods_id]).toEqual([422, ['该商品有货，可直接加入购物车']]);

    const ok = await subscribe({ goods_id: g.id, quantity: 30 });
    expect(ok.body.code).toBe(10000);
    expect(ok.body.data.notice).toMatchObject({ goods_id: g.id, quantity: 30 });
    const again = await subscribe({ goods_id: g.id, quantity: 50 }); // asking again changes the quantity
    expect(again.body.data.notice.quantity).toBe(50);
    const mine = await demo.call(noticeGet, `/api/user/arrival_notice?goods_id=${g.id}`);
    expect(mine.body.data.notice).toMatchObject({ goods_id: g.id, quantity: 50 });
    // Owner-only: another store sees none and cannot withdraw it.
    expect((await visitor.call(noticeGet, `/api/user/arrival_notice?goods_id=${g.id}`)).body.data.notice).toBeNull();
    expect((await visitor.call(noticeCancel, '/api/user/arrival_notice/cancel', { body: { goods_id: g.id } as never, json: true })).status).toBe(404);
    expect((await demo.call(noticeCancel, '/api/user/arrival_notice/cancel', { body: { goods_id: g.id } as never, json: true })).body.code).toBe(10000);
    expect((await demo.call(noticeGet, '/api/user/arrival_notice')).body.data.list.some((n: { goods_id: number }) => n.goods_id === g.id)).toBe(false);
  });

  it('a stock-in tells each of 100 waiting stores once, in the order they asked, with how many are available', async () => {
    const g = await outOfStock(t.db, pick);
    for (const [i, b] of buyers.entries()) await subscribeArrival({ id: b.storeId }, b.memberId, g.id, 10 + i);
    const stores = buyers.map((b) => b.storeId);
    await receive(t.db, { goodsId: g.id, batchNo: 'AN001', productionDate: '2026-01-01', expiryDate: '2028-01-01', number: 80 });
    const sent = await arrivalMessages(g.name, stores);
    expect(sent).toHaveLength(100);
    expect(sent.map((m) => m.storeId)).toEqual(stores); // the order they asked
    expect(sent[0]!.body).toContain(`现可购 80${g.unit}（足够您登记的数量）`);
    expect(sent[99]!.body).toContain(`现可购 80${g.unit}（少于您登记的 109${g.unit}）`);
    // A second stock-in sends nothing more: each notice is told once.
    await receive(t.db, { goodsId: g.id, batchNo: 'AN002', productionDate: '2026-01-01', expiryDate: '2028-02-01', number: 5 });
    expect(await arrivalMessages(g.name, stores)).toHaveLength(100);
    const waiting = await t.db
      .select({ id: arrivalNotices.id })
      .from(arrivalNotices)
      .where(and(eq(arrivalNotices.goodsId, g.id), isNull(arrivalNotices.notifiedAt)));
    expect(waiting).toHaveLength(0);
  });

  it('the ERP releasing a stopped batch (停售 → 正常) is an arrival too: one message with the units now sellable', async () => {
    const g = await outOfStock(t.db, pick);
    const code = `T29-${g.id}`;
    await t.db.update(goods).set({ erpCode: code }).where(eq(goods.id, g.id));
    const batch = { erp_code: code, batch_no: 'ERP29', production_date: '2026-01-01', expiry_date: '2028-06-30', quantity: 30 };
    const [held] = await t.db.transaction((tx) => setStock(tx, [{ ...batch, status: 'stopped' }], '测试'));
    expect(held).toMatchObject({ ok: true });
    const b = buyers[0]!;
    await subscribeArrival({ id: b.storeId }, b.memberId, g.id, 12); // still out of stock: the batch is stopped
    const [released] = await t.db.transaction((tx) => setStock(tx, [{ ...batch, status: 'normal' }], '测试'));
    expect(released).toMatchObject({ ok: true });
    const sent = await arrivalMessages(g.name, [b.storeId]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(`现可购 30${g.unit}`);
  });

  it('two fan-outs at once (two instances) and two stock-ins at once still send one message per store', async () => {
    const g = await outOfStock(t.db, pick);
    await awaitArrival(buyers, g.id, 3);
    await t.db.update(goods).set({ stock: 40 }).where(eq(goods.id, g.id)); // stock arrived, not yet announced
    const counts = await Promise.all([0, 1].map(() => t.db.transaction((tx) => announceArrivals(tx, [g.id]))));
    expect(counts[0]! + counts[1]!).toBe(100);
    const first = await arrivalMessages(
      g.name,
      buyers.map((b) => b.storeId),
    );
    expect(new Set(first.map((m) => m.storeId)).size).toBe(100);
    expect(first).toHaveLength(100);

    const h = await outOfStock(t.db, pick);
    await awaitArrival(buyers, h.id, 3);
    await Promise.all(['X1', 'X2'].map((batchNo) => receive(t.db, { goodsId: h.id, batchNo, productionDate: '2026-01-01', expiryDate: '2028-01-01', number: 20 })));
    const second = await arrivalMessages(
      h.name,
      buyers.map((b) => b.storeId),
    );
    expect(second).toHaveLength(100);
    expect(new Set(second.map((m) => m.storeId)).size).toBe(100);
    const claimed = await t.db.select({ id: arrivalNotices.id }).from(arrivalNotices).where(eq(arrivalNotices.goodsId, h.id));
    expect(claimed).toHaveLength(100);
  });
});
