/**
 * The 随货同行单 (issue 25): for shipped orders with 满减, 94折, a coupon, a 买赠 and shipping, the rows
 * (one per line and batch) plus the shipping row add up to the order's payable to the fen, and the PDF's
 * text (pdftotext) shows every field; another store's order is not found; the supplier is editable.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { makeBuyers, type Buyer } from '../helpers/orders-fixtures';
import { couponFor, documentGoods, shippedOrder, type DocGoods } from '../helpers/documents-fixtures';
import { goods, orders } from '../../src/server/db/schema';
import { exportsOf, purchaseJson } from '../../src/server/documents/purchase-export';
import { deliveryNote } from '../../src/server/documents/note-data';
import { renderDeliveryNote } from '../../src/server/documents/note-pdf';
import { saveSupplier, supplierInput } from '../../src/server/documents/supplier';
import { splitFen, unitPriceText } from '../../src/server/documents/split';
import { fenToYuan } from '../../src/lib/money';

let t: TestDb;
let g: DocGoods;
let buyers: Buyer[];

beforeAll(async () => {
  t = await createTestDb({ storeWideDiscount: true });
  buyers = await makeBuyers(t.db, 2, { balance: 100_000_000 });
  g = await documentGoods(t.db);
}, 120_000);
afterAll(async () => {
  await t?.teardown();
});

const pdfText = (pdf: Uint8Array) => {
  const file = path.join(os.tmpdir(), `note-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  if (process.env.KEEP_PDF) fs.copyFileSync(file, '/tmp/docs-note.pdf');
  try {
    return execFileSync('pdftotext', ['-layout', file, '-']).toString();
  } finally {
    fs.rmSync(file);
  }
};

describe(`随货同行单 on ${process.env.TEST_DB}`, () => {
  it('splits a line over its batches to the fen', () => {
    expect(splitFen(13066, [6, 4])).toEqual([7840, 5226]);
    expect(splitFen(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(unitPriceText(13066, 10)).toBe('13.066');
    expect(unitPriceText(13900, 10)).toBe('13.90');
  });

  it('reconciles 满减, 94折, a coupon, a gift and shipping to the payable, and prints every field', async () => {
    const b = buyers[0]!;
    const id = await shippedOrder(
      t.db,
      b,
      [
        [g.twoBatch, 7],
        [g.manjian, 9],
        [g.gift, 6],
        [g.plain, 3],
      ],
      await couponFor(t.db, b.storeId),
    );
    const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(o!.couponAmount).toBe(333);
    expect(o!.manjianAmount).toBeGreaterThan(0);
    expect(o!.discountAmount).toBeGreaterThan(0);
    expect(o!.shippingFee).toBeGreaterThan(0);
    const n = await deliveryNote(id, b.storeId);
    expect(n.total).toBe(o!.payableAmount);
    expect(n.rows.reduce((s, r) => s + r.amount, 0) + n.shipping).toBe(o!.payableAmount);
    const two = n.rows.filter((r) => r.goodsId === g.twoBatch);
    expect(two.map((r) => r.number)).toEqual([4, 3]);
    const gift = n.rows.find((r) => r.gift)!;
    expect([gift.goodsId, gift.number, gift.amount]).toEqual([g.gift, 1, 0]);
    expect(n.rows.every((r) => r.gift || r.trace?.units)).toBe(true);

    const text = pdfText(await renderDeliveryNote(n));
    const first = n.rows[0]!;
    for (const field of [
      '随货同行单',
      n.noteNo,
      n.orderNo,
      n.shipDate,
      n.supplier.name,
      '药品经营许可证号',
      n.supplier.licenceNo,
      '统一社会信用代码',
      n.supplier.uscc,
      n.receiver.company,
      n.receiver.consignee,
      '通用名',
      '商品名',
      '剂型',
      '上市许可持有人',
      '产地',
      first.batchNo,
      two[1]!.batchNo,
      first.productionDate,
      first.expiryDate,
      first.approvalNo,
      first.unitPrice,
      fenToYuan(first.amount),
      '赠品',
      '追溯码',
      '运费',
      fenToYuan(n.shipping),
      fenToYuan(o!.payableAmount),
      '发货人',
      '复核人',
      '出库专用章',
    ])
      expect(text, field).toContain(field);
  }, 60_000);

  it('is the owner’s only: another store’s order and an unshipped one are not found', async () => {
    const id = await shippedOrder(t.db, buyers[0]!, [[g.plain, 2]]);
    await expect(deliveryNote(id, buyers[1]!.storeId)).rejects.toThrow('订单不存在');
    expect((await deliveryNote(id, null)).orderId).toBe(id);
  });

  it('prints the supplier the operator saved', async () => {
    const input = supplierInput.parse({ name: '杭州测试医药有限公司', licenceNo: '浙AA5719999', uscc: '91330110MA2H8K3X1D', shipper: '张三', checker: '李四' });
    await saveSupplier(t.db, input);
    expect(() => supplierInput.parse({ ...input, uscc: '123' })).toThrow('统一社会信用代码');
    const id = await shippedOrder(t.db, buyers[1]!, [[g.plain, 1]]);
    const text = pdfText(await renderDeliveryNote(await deliveryNote(id, buyers[1]!.storeId)));
    for (const s of ['杭州测试医药有限公司', '浙AA5719999', '张三', '李四']) expect(text).toContain(s);
  });

  it('prints the goods’ 上市许可持有人 and exports it; without one the maker stands', async () => {
    await t.db.update(goods).set({ holder: '杭州持证药业有限公司' }).where(eq(goods.id, g.plain));
    const id = await shippedOrder(t.db, buyers[0]!, [
      [g.plain, 1],
      [g.manjian, 1],
    ]);
    const note = await deliveryNote(id, buyers[0]!.storeId);
    const [held, plain] = [note.rows.find((r) => r.goodsId === g.plain)!, note.rows.find((r) => r.goodsId === g.manjian)!];
    expect(held.holder).toBe('杭州持证药业有限公司');
    expect(plain.holder).toBe(plain.manufacturer);
    expect(pdfText(await renderDeliveryNote(note))).toContain('杭州持证药业有限公司');
    const json = purchaseJson(await exportsOf([note], async () => null));
    expect(json.purcinfo.map((r: any) => r.mah_name)).toEqual(expect.arrayContaining(['杭州持证药业有限公司', plain.manufacturer]));
    await t.db.update(goods).set({ holder: '' }).where(eq(goods.id, g.plain));
  });
});
