/**
 * 补开发票 and invoices with real numbers (issue 30): a completed order that asked for none requests
 * one later with a saved title (once, within the period); a 专票 title whose 统一社会信用代码 check
 * character is wrong is a 422 on tax_no; the operator's queue names the buyer by store and flags
 * requests waiting too long; the amount must equal the invoiceable amount (422 otherwise); 红冲 keeps
 * the 红字 record the buyer sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { makeBuyers } from '../helpers/orders-fixtures';
import { unpaidOrder } from '../helpers/wallet-fixtures';
import { numbersFor } from '../helpers/invoice-numbers';
import { payByBalance } from '../../src/server/payments/service';
import { addTitle, titleInput } from '../../src/server/invoices/titles';
import { requestInvoiceLater } from '../../src/server/invoices/request-later';
import { invoicesForOperator, issueInvoice, listInvoices, overdueInvoiceCount, redInvoice } from '../../src/server/invoices/invoices';
import { parseInput } from '../../src/server/http/validate';
import { validUscc } from '../../src/lib/uscc';
import { orders, stores } from '../../src/server/db/schema';

let t: TestDb;
let pick: GoodsPicker;
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 400 });
  pick = new GoodsPicker(t.db);
});
afterAll(async () => {
  await t?.teardown();
});

const VAT = {
  kind: 'vat',
  holder: 'company',
  title: '杭州测试医药有限公司',
  address: '杭州市西湖区文三路 1 号',
  phone: '0571-88886666',
  bank: '招商银行杭州分行',
  account: '571912345610801',
};

async function completedOrder(daysAgo = 1) {
  const [b] = await makeBuyers(t.db, 1, { balance: 10_000_000 });
  const id = await unpaidOrder(t.db, pick, b!, 20_000);
  await payByBalance(b!.storeId, id);
  await t.db
    .update(orders)
    .set({ status: 'completed', completedAt: new Date(Date.now() - daysAgo * 86_400_000) })
    .where(eq(orders.id, id));
  return { b: b!, id };
}

describe(`invoices after the order on ${process.env.TEST_DB}`, () => {
  it('validates the 统一社会信用代码 check character of a 专票 title (422 on tax_no)', () => {
    expect(validUscc('91350100M000100Y43')).toBe(true);
    expect(() => parseInput(titleInput, { ...VAT, tax_no: '91350100M000100Y44' })).toThrow(expect.objectContaining({ errors: { tax_no: [expect.stringContaining('校验位')] } }));
    expect(() => parseInput(titleInput, { ...VAT, tax_no: '91350100M000100Y43', bank: '' })).toThrow(expect.objectContaining({ errors: { bank: ['请填写开户银行'] } }));
    expect(parseInput(titleInput, { ...VAT, tax_no: '91350100M000100Y43' }).tax_no).toBe('91350100M000100Y43');
  });

  it('补开: a completed order requests a 专票 with a saved title, once; the queue names the store, flags the wait; the amount must match', async () => {
    const { b, id } = await completedOrder();
    const title = await addTitle(b.storeId, parseInput(titleInput, { ...VAT, tax_no: '91350100M000100Y43' }));
    const asked = await requestInvoiceLater(b.storeId, id, title.id, new Date(Date.now() - 10 * 86_400_000));
    expect(asked).toMatchObject({ order_id: id, type: 'vat' });
    await expect(requestInvoiceLater(b.storeId, id, title.id)).rejects.toThrow('已申请过发票');
    const [other] = await makeBuyers(t.db, 1);
    await expect(requestInvoiceLater(other!.storeId, id, title.id)).rejects.toMatchObject({ errors: { title_id: ['请选择已保存的发票抬头'] } });

    const [store] = await t.db.select().from(stores).where(eq(stores.id, b.storeId));
    const row = (await invoicesForOperator('pending', 500)).find((r) => r.order_id === id);
    expect(row).toMatchObject({ store_name: store!.company, type_text: '增值税专用发票', overdue: true, waiting_days: 10 });
    expect(await overdueInvoiceCount()).toBeGreaterThanOrEqual(1);

    const numbers = await numbersFor(t.db, String(id));
    await expect(issueInvoice(String(id), { numbers: { ...numbers, amount: numbers.amount - 1 } })).rejects.toMatchObject({
      errors: { amount: [expect.stringContaining('可开票金额')] },
    });
    await issueInvoice(String(id), { numbers });
    await redInvoice(String(id), '购方名称有误', new Date(), undefined, '26330000000000000077');
    const mine = (await listInvoices(b.storeId)).list.find((i) => i.order_id === id);
    expect(mine).toMatchObject({ status: 'red', status_text: '已红冲', invoice_no: numbers.invoice_no, red_invoice_no: '26330000000000000077', red_reason: '购方名称有误' });
  });

  it('refuses 补开 before completion and after the period', async () => {
    const old = await completedOrder(400);
    const title = await addTitle(old.b.storeId, parseInput(titleInput, { kind: 'normal', holder: 'company', title: '某某药房', tax_no: '91350100M000100Y43' }));
    await expect(requestInvoiceLater(old.b.storeId, old.id, title.id)).rejects.toThrow('不能再补开发票');
    const [b] = await makeBuyers(t.db, 1, { balance: 1_000_000 });
    const id = await unpaidOrder(t.db, pick, b!, 20_000);
    const t2 = await addTitle(b!.storeId, parseInput(titleInput, { kind: 'normal', holder: 'person', title: '张三' }));
    await expect(requestInvoiceLater(b!.storeId, id, t2.id)).rejects.toThrow('订单完成后才能补开发票');
  });
});
