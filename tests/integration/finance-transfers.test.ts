/**
 * 对公转账 (issue 30) on both engines: a top-up by transfer confirmed from an imported GBK bank
 * statement (amount + 附言), confirmed once however often; an order paid by transfer waits past the
 * online deadline and is paid on confirmation; a receipt that is not an image or PDF is a 422; two
 * confirmations at once credit once (a real race on PostgreSQL, serialised on PGlite).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { invariants, makeBuyers } from '../helpers/orders-fixtures';
import { unpaidOrder } from '../helpers/wallet-fixtures';
import { confirmTransfer, rejectTransfer, startTransfer } from '../../src/server/payments/transfers';
import { uploadReceipt } from '../../src/server/payments/transfer-receipt';
import { importStatement } from '../../src/server/payments/statement';
import { balanceOf, postEntry } from '../../src/server/wallet/ledger';
import { financeCheck } from '../../src/server/payments/finance-check';
import { runFinanceCommand } from '../../src/server/payments/admin-commands';
import { orders, walletEntries } from '../../src/server/db/schema';

let t: TestDb;
let pick: GoodsPicker;
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 400 });
  pick = new GoodsPicker(t.db);
});
afterAll(async () => {
  await t?.teardown();
});

const entriesOf = (ref: string) => t.db.select().from(walletEntries).where(eq(walletEntries.ref, ref));
const pdf = () => new File([Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1')], 'receipt.pdf', { type: 'application/pdf' });

describe(`bank transfers on ${process.env.TEST_DB}`, () => {
  it('a top-up by transfer: unique 附言, receipt by content, confirmed from a GBK statement once', async () => {
    const [b] = await makeBuyers(t.db, 1);
    const a = await startTransfer(b!.storeId, { amount: 1_234_500 });
    const other = await startTransfer(b!.storeId, { amount: 1_234_500 });
    expect(a.memo).toMatch(/^ZZ[2-9A-Z]{6}$/);
    expect(other.memo).not.toBe(a.memo);

    // A text file named .pdf is not a receipt; a PDF is.
    await expect(uploadReceipt(b!.storeId, a.transferNo, new File(['not a receipt'], 'x.pdf', { type: 'application/pdf' }))).rejects.toMatchObject({
      errors: { file: [expect.stringContaining('图片')] },
    });
    const submitted = await uploadReceipt(b!.storeId, a.transferNo, pdf());
    expect(submitted.status).toBe('submitted');
    // Another store cannot touch it.
    const [c] = await makeBuyers(t.db, 1);
    await expect(uploadReceipt(c!.storeId, a.transferNo, pdf())).rejects.toMatchObject({ message: '转账单不存在' });

    const csv = [
      '交易日期,交易流水号,对方户名,借方金额,贷方金额,摘要',
      `2026-11-27,B0001,测试药房,,"12,345.00",货款 ${a.memo.toLowerCase()}`,
      '2026-11-27,B0002,别人,,99.00,无附言',
      '2026-11-27,B0003,测试药房,,100.00,' + other.memo,
    ].join('\r\n');
    const gbk = iconv.encode(csv, 'gbk');
    const first = await importStatement(gbk, 'finance-test');
    expect(first.confirmed.map((x) => x.transfer_no)).toEqual([a.transferNo]);
    expect(first.unmatched.map((x) => x.why)).toEqual(['附言中没有转账码', expect.stringContaining('金额不符')]);
    const again = await importStatement(gbk, 'finance-test');
    expect(again.confirmed).toEqual([]);
    expect(again.already.map((x) => x.transfer_no)).toEqual([a.transferNo]);

    expect(await balanceOf(b!.storeId)).toBe(1_234_500);
    const [entry] = await entriesOf(`transfer:${a.transferNo}`);
    expect(entry!.note).toContain(submitted.receipt!);
    expect(entry!.note).toContain('B0001');
    await rejectTransfer(other.id, '未收到款项', 'finance-test');
    await expect(confirmTransfer(other.id, 'finance-test')).rejects.toThrow('已驳回');
    expect(await invariants(t.db)).toMatchObject({ walletMismatch: 0 });
  });

  it('an order paid by transfer waits past its online deadline and is paid on confirmation', async () => {
    const [b] = await makeBuyers(t.db, 1);
    const id = await unpaidOrder(t.db, pick, b!, 50_000);
    const [before] = await t.db.select().from(orders).where(eq(orders.id, id));
    const tr = await startTransfer(b!.storeId, { orderId: id });
    expect(tr.amount).toBe(before!.payableAmount);
    expect((await startTransfer(b!.storeId, { orderId: id })).id).toBe(tr.id);
    const [waiting] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(waiting!.payBefore.getTime() - Date.now()).toBeGreaterThan(71 * 3_600_000);
    const done = await confirmTransfer(tr.id, 'finance-test');
    expect(done).toMatchObject({ outcome: 'confirmed', orderPaid: true });
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(paid!.status).toBe('paid');
    expect(await balanceOf(b!.storeId)).toBe(0);
    expect(await invariants(t.db)).toMatchObject({ walletMismatch: 0, doublePayments: 0, paidWithoutOnePayment: 0 });
  });

  it('one transfer confirmed five times at once is credited once', async () => {
    const [b] = await makeBuyers(t.db, 1);
    const tr = await startTransfer(b!.storeId, { amount: 800_000 });
    const results = await Promise.all(Array.from({ length: 5 }, () => confirmTransfer(tr.id, 'finance-test')));
    expect(results.filter((r) => r.outcome === 'confirmed')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'duplicate')).toHaveLength(4);
    expect(await entriesOf(`transfer:${tr.transferNo}`)).toHaveLength(1);
    expect(await balanceOf(b!.storeId)).toBe(800_000);
  });

  it('finance:check finds every payment with its ledger entry, and names an entry without its payment', async () => {
    const out: string[] = [];
    expect(
      await runFinanceCommand(
        'finance:check',
        [],
        () => undefined,
        (l) => out.push(l),
        (l) => out.push(l),
      ),
    ).toBe(0);
    expect(out.join('\n')).toContain('问题 0 条');
    const [b] = await makeBuyers(t.db, 1);
    await postEntry(t.db, { storeId: b!.storeId, kind: 'recharge', amount: 500, ref: 'transfer:ZZ-NOT-CONFIRMED' });
    const { problems } = await financeCheck();
    expect(problems).toEqual([{ kind: '转账流水无确认', ref: 'transfer:ZZ-NOT-CONFIRMED', detail: expect.stringContaining('金额 500') }]);
  });
});
