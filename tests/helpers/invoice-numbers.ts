/** What an operator types from the tax system for an order's invoice (amount = its invoiceable amount). */
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { orders } from '../../src/server/db/schema';
import type { IssueNumbers } from '../../src/server/invoices/issue-input';
import { shanghaiToday } from '../../src/lib/time';

let next = 0;
/** A 20-digit 数电票 number (unique per call in this process). */
export const invoiceNo = () => `2633${String(process.pid).padStart(8, '0').slice(-8)}${String(++next).padStart(8, '0')}`;

export async function numbersFor(db: Db, ref: string, change: Partial<IssueNumbers> = {}): Promise<IssueNumbers> {
  const id = /^\d{1,9}$/.test(ref) ? Number(ref) : -1;
  const [o] = await db
    .select()
    .from(orders)
    .where(or(eq(orders.orderNo, ref), eq(orders.id, id)));
  const amount = o!.payableAmount - o!.refundedAmount;
  return { invoice_code: '', invoice_no: invoiceNo(), issue_date: shanghaiToday(), amount, tax_amount: Math.round((amount * 13) / 113), ...change };
}
