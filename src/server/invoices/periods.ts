/**
 * The invoice periods the operator sets in the console (issue 30): how many days after completion a
 * buyer may still ask for an invoice (补开发票), and after how many days a waiting request is flagged in
 * the queue and on the dashboard. Kept in `site_settings` (key `invoice_periods`); until an operator
 * saves them, INVOICE_REQUEST_DAYS (180) and INVOICE_FLAG_DAYS (7) from the environment apply.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Db, type Tx } from '../db/client';
import { siteSettings } from '../db/schema';

const KEY = 'invoice_periods';
export type InvoicePeriods = { requestDays: number; flagDays: number };

const envDays = (value: string | undefined, max: number, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

const days = (label: string, max: number) =>
  z.coerce
    .number({ error: `请填写${label}` })
    .int(`${label}应为整数天`)
    .min(1, `${label}至少 1 天`)
    .max(max, `${label}最多 ${max} 天`);

export const periodsInput = z.object({ request_days: days('补开发票期限', 3650), flag_days: days('开票提醒天数', 365) });

export async function invoicePeriods(conn?: Db | Tx): Promise<InvoicePeriods> {
  const [row] = await (conn ?? (await db())).select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, KEY));
  const saved = (row?.value ?? {}) as Partial<InvoicePeriods>;
  return {
    requestDays: saved.requestDays ?? envDays(process.env.INVOICE_REQUEST_DAYS, 3650, 180),
    flagDays: saved.flagDays ?? envDays(process.env.INVOICE_FLAG_DAYS, 365, 7),
  };
}

/** Saves both periods; returns before and after for the audit entry. */
export async function saveInvoicePeriods(tx: Tx, input: z.infer<typeof periodsInput>) {
  const before = await invoicePeriods(tx);
  const after: InvoicePeriods = { requestDays: input.request_days, flagDays: input.flag_days };
  await tx
    .insert(siteSettings)
    .values({ key: KEY, value: after })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: after, updatedAt: sql`now()` } });
  return { before, after };
}
