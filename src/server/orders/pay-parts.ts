/**
 * How an order was paid, part by part: 现金券 ¥x + 余额 ¥y (a voucher-and-balance payment), 账期 or
 * 在线支付, each with what has been refunded to it. The voucher part is read from the voucher ledger
 * (payments `order:<id>`, refunds `order:<id>:…`), the balance part is the rest of what was paid —
 * so the parts always add up to the paid and refunded amounts of the order.
 */
import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import type { PayMethod } from '../db/schema';
import { fenToYuan, formatYuan } from '../../lib/money';
import type { OrderRow } from './transitions';

export type PayPart = { method: PayMethod; text: string; amount: string; refunded: string };

const PART_TEXT: Record<PayMethod, string> = { voucher: '现金券', balance: '余额', credit: '账期', online: '在线支付' };

/** The parts of each paid order in `list`, by order id (unpaid orders: none). */
export async function payParts(list: readonly Pick<OrderRow, 'id' | 'payMethod' | 'paidAmount' | 'refundedAmount'>[]): Promise<Map<number, PayPart[]>> {
  const walletPaid = list.filter((o) => o.payMethod === 'balance' || o.payMethod === 'voucher');
  const vouchers = new Map<number, { paid: number; refunded: number }>();
  if (walletPaid.length) {
    const rows = await queryRows<{ id: number; paid: string | number; refunded: string | number }>(
      await db(),
      sql`
      select o.id,
        coalesce((select -sum(v.amount) from voucher_entries v where v.kind = 'payment' and v.ref = 'order:' || o.id), 0) as paid,
        coalesce((select sum(v.amount) from voucher_entries v where v.kind = 'refund' and v.ref like 'order:' || o.id || ':%'), 0) as refunded
      from orders o where o.id in (${sql.join(
        walletPaid.map((o) => sql`${o.id}`),
        sql`, `,
      )})`,
    );
    for (const r of rows) vouchers.set(Number(r.id), { paid: Number(r.paid), refunded: Number(r.refunded) });
  }
  const out = new Map<number, PayPart[]>();
  for (const o of list) {
    if (!o.payMethod || o.paidAmount <= 0) {
      out.set(o.id, []);
      continue;
    }
    if (o.payMethod === 'balance' || o.payMethod === 'voucher') {
      const v = vouchers.get(o.id) ?? { paid: 0, refunded: 0 };
      const parts: PayPart[] = [];
      if (v.paid > 0) parts.push({ method: 'voucher', text: PART_TEXT.voucher, amount: fenToYuan(v.paid), refunded: fenToYuan(v.refunded) });
      const balance = o.paidAmount - v.paid;
      if (balance > 0) parts.push({ method: 'balance', text: PART_TEXT.balance, amount: fenToYuan(balance), refunded: fenToYuan(Math.max(0, o.refundedAmount - v.refunded)) });
      out.set(o.id, parts);
    } else out.set(o.id, [{ method: o.payMethod, text: PART_TEXT[o.payMethod], amount: fenToYuan(o.paidAmount), refunded: fenToYuan(o.refundedAmount) }]);
  }
  return out;
}

/** 「现金券 ¥300.00 + 余额 ¥820.50」. */
export function payPartsText(parts: readonly PayPart[]): string {
  return parts.map((p) => `${p.text} ${formatYuan(p.amount)}`).join(' + ');
}
