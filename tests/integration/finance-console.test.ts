/**
 * The finance clerk's console (issue 30), through the console endpoints on both engines: the 补开发票
 * period and the overdue flag are settings (audited, and the buyer's request obeys them); the numbers
 * printed on an invoice PDF are read for the issue form; invoices are issued in bulk from an Excel
 * sheet with their PDFs — every row or none, bad rows named in Chinese; the ship audit entry shows
 * the batches and trace codes in words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { makeBuyers } from '../helpers/orders-fixtures';
import { unpaidOrder } from '../helpers/wallet-fixtures';
import { invoiceNo, numbersFor } from '../helpers/invoice-numbers';
import { operatorBrowser } from '../helpers/console-fixtures';
import type { TestBrowser } from '../helpers/accounts-browser';
import { payByBalance } from '../../src/server/payments/service';
import { addTitle, titleInput } from '../../src/server/invoices/titles';
import { requestInvoiceLater } from '../../src/server/invoices/request-later';
import { invoiceDocument } from '../../src/server/invoices/invoices';
import { renderInvoicePdf } from '../../src/server/invoices/pdf';
import { parseInput } from '../../src/server/http/validate';
import { auditDiff } from '../../src/server/console/audit-labels';
import { auditLog, invoices, orderLines, orders } from '../../src/server/db/schema';
import { fenToYuan } from '../../src/lib/money';
import { POST as periods } from '../../src/pages/admin/api/finance/invoices/periods';
import { POST as readPdf } from '../../src/pages/admin/api/finance/invoices/read-pdf';
import { POST as bulk } from '../../src/pages/admin/api/finance/invoices/bulk';
import { POST as ship } from '../../src/pages/admin/api/orders/[id]/ship';

let t: TestDb;
let pick: GoodsPicker;
let finance: TestBrowser;
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 100 });
  pick = new GoodsPicker(t.db);
  finance = await operatorBrowser('finance');
});
afterAll(async () => {
  await t?.teardown();
});

/** A paid order (completed `daysAgo` when given) that asks for a 普通发票. */
async function orderWithInvoice(completedDaysAgo?: number) {
  const [b] = await makeBuyers(t.db, 1, { balance: 10_000_000 });
  const id = await unpaidOrder(t.db, pick, b!, 20_000);
  await payByBalance(b!.storeId, id);
  const invoice = { type: 'normal' as const, title: '杭州测试医药有限公司', taxNo: '91350100M000100Y43', email: '' };
  const completed = completedDaysAgo === undefined ? {} : { status: 'completed' as const, completedAt: new Date(Date.now() - completedDaysAgo * 86_400_000) };
  await t.db
    .update(orders)
    .set({ invoice: completedDaysAgo === undefined ? invoice : { type: 'none' }, ...completed })
    .where(eq(orders.id, id));
  return { b: b!, id };
}

const form = (entries: Record<string, string | File | File[]>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) for (const one of Array.isArray(v) ? v : [v]) f.append(k, one);
  return f;
};
const pdfFile = async (orderId: number, no: string, name = `${no}.pdf`) =>
  new File([new Uint8Array(await renderInvoicePdf(await invoiceDocument(orderId, no, new Date())))], name, { type: 'application/pdf' });

async function sheet(rows: (string | number)[][]): Promise<File> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('开票明细');
  ws.addRow(['订单号', '发票代码', '发票号码', '开票日期', '价税合计', '税额']);
  for (const r of rows) ws.addRow(r);
  return new File([new Uint8Array(await wb.xlsx.writeBuffer())], '开票明细.xlsx');
}

describe(`finance console on ${process.env.TEST_DB}`, () => {
  it('the 补开发票 period is a console setting: audited, and a request outside it is refused', async () => {
    const { b, id } = await orderWithInvoice(20);
    const title = await addTitle(b.storeId, parseInput(titleInput, { kind: 'normal', holder: 'company', title: '某某药房', tax_no: '91350100M000100Y43' }));
    const bad = await finance.call(periods, '/admin/api/finance/invoices/periods', { body: { request_days: '0', flag_days: '7' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.request_days).toEqual(['补开发票期限至少 1 天']);
    const saved = await finance.call(periods, '/admin/api/finance/invoices/periods', { body: { request_days: '15', flag_days: '3' } });
    expect(saved.body.code).toBe(10000);
    await expect(requestInvoiceLater(b.storeId, id, title.id)).rejects.toThrow('订单完成超过 15 天');
    await finance.call(periods, '/admin/api/finance/invoices/periods', { body: { request_days: '30', flag_days: '3' } });
    expect(await requestInvoiceLater(b.storeId, id, title.id)).toMatchObject({ order_id: id });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'invoice.periods')).orderBy(auditLog.id).limit(1);
    const diff = auditDiff(entry!.before, entry!.after, entry!.objectType);
    expect(diff).toContainEqual({ label: '系统设置：补开发票期限（天）', before: '180', after: '15', changed: true });
  });

  it('reads the numbers printed on an invoice PDF for the operator to confirm', async () => {
    const { id } = await orderWithInvoice();
    const no = invoiceNo();
    const res = await finance.call(readPdf, '/admin/api/finance/invoices/read-pdf', { body: form({ file: await pdfFile(id, no) }) });
    const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(res.body.data).toMatchObject({ invoice_no: no, invoice_code: '', amount: fenToYuan(o!.payableAmount) });
    expect(res.body.data.issue_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const notPdf = await finance.call(readPdf, '/admin/api/finance/invoices/read-pdf', { body: form({ file: new File(['hello'], 'x.pdf') }) });
    expect(notPdf.status).toBe(422);
  });

  it('issues from an Excel sheet with the PDFs: every row or none, bad rows in Chinese', async () => {
    const made = [await orderWithInvoice(), await orderWithInvoice(), await orderWithInvoice()];
    const rows = await Promise.all(
      made.map(async ({ id }) => {
        const [o] = await t.db.select({ no: orders.orderNo }).from(orders).where(eq(orders.id, id));
        const n = await numbersFor(t.db, String(id));
        return [o!.no, '', n.invoice_no, n.issue_date, fenToYuan(n.amount), fenToYuan(n.tax_amount)];
      }),
    );
    const pdfs = await Promise.all(made.map(({ id }, i) => pdfFile(id, String(rows[i]![2]), i === 0 ? 'scan-001.pdf' : undefined)));
    // Row 3's amount is wrong, row 4 has a short number: nothing is issued, each row says why.
    const wrong = rows.map((r, i) => (i === 1 ? [...r.slice(0, 4), (Number(r[4]) + 1).toFixed(2), r[5]!] : i === 2 ? [r[0]!, '', '123', ...r.slice(3)] : r));
    const refused = await finance.call(bulk, '/admin/api/finance/invoices/bulk', { body: form({ file: await sheet(wrong), pdfs }) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.file).toEqual([expect.stringMatching(/^第 3 行：金额应等于订单可开票金额/), expect.stringMatching(/^第 4 行：发票号码应为/)]);
    const ids = made.map((m) => m.id);
    expect(await t.db.select().from(invoices).where(inArray(invoices.orderId, ids))).toEqual([]);
    const missing = await finance.call(bulk, '/admin/api/finance/invoices/bulk', { body: form({ file: await sheet(rows), pdfs: pdfs.slice(1) }) });
    expect(missing.body.errors.file).toEqual([`第 2 行：缺少发票号码 ${rows[0]![2]} 的 PDF 文件`]);
    // The first PDF is named by the scanner, not by its number: matched by the number printed on it.
    const done = await finance.call(bulk, '/admin/api/finance/invoices/bulk', { body: form({ file: await sheet(rows), pdfs }) });
    expect(done.body.code, JSON.stringify(done.body)).toBe(10000);
    const issued = await t.db.select().from(invoices).where(inArray(invoices.orderId, ids));
    expect(issued.map((i) => i.invoiceNo).sort()).toEqual(rows.map((r) => r[2]).sort());
    const again = await finance.call(bulk, '/admin/api/finance/invoices/bulk', { body: form({ file: await sheet(rows.slice(0, 1)), pdfs: pdfs.slice(0, 1) }) });
    expect(again.body.errors.file).toEqual([expect.stringMatching(/^第 2 行：订单 .+ 已开过发票$/)]);
  });

  it('the ship audit entry names each line’s batches and trace codes in Chinese', async () => {
    const [b] = await makeBuyers(t.db, 1, { balance: 10_000_000 });
    const id = await unpaidOrder(t.db, pick, b!, 20_000);
    await payByBalance(b!.storeId, id);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(orderLines.id);
    const op = await operatorBrowser('orders');
    const stamp = String(Date.now()).padStart(17, '0').slice(-17);
    const codes = (n: number, line: number) => Array.from({ length: n }, (_, i) => `${stamp}${line}${String(i).padStart(2, '0')}`).join('\n');
    const res = await op.call(ship, `/admin/api/orders/${id}/ship`, {
      params: { id: String(id) },
      body: { carrier: '顺丰速运', tracking_no: 'SF123456789', lines: lines.map((l, i) => ({ line_id: l.id, codes: codes(l.number, i) })) },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(10000);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.ship'), eq(auditLog.objectId, String(id))));
    const row = auditDiff(entry!.before, entry!.after, entry!.objectType).find((d) => d.label === '订单：出库批次与追溯码')!;
    expect(row.after).toContain(`${lines[0]!.name}：批号 `);
    expect(row.after).toContain(`追溯码 ${stamp}000`);
    expect(row.after).not.toMatch(/[{}"]/);
    expect(auditDiff(entry!.before, entry!.after, entry!.objectType).map((d) => d.label)).toContain('订单：快递单号');
  });
});
