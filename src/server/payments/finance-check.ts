/**
 * 对账检查 (issue 30): every succeeded payment has its ledger entry and every ledger entry its payment.
 * - 余额支付: a succeeded `balance` payment ↔ a `payment` balance entry `order:<id>`;
 * - 在线充值: a succeeded top-up ↔ a `recharge` entry `topup:<trade no>` of the same amount;
 * - 对公转账: a confirmed transfer ↔ a `recharge` entry `transfer:<no>` of the same amount;
 * - 在线支付: a succeeded online payment carries the channel's trade number, and its order's paid amount equals it.
 * Run from the console (财务 → 对账检查) or `npm run admin -- finance:check` (exit 1 when anything is off).
 */
import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';

export type CheckProblem = { kind: string; ref: string; detail: string };

const CHECKS: { kind: string; query: ReturnType<typeof sql> }[] = [
  {
    kind: '余额支付无流水',
    query: sql`select 'order:' || p.order_id as ref, '支付 ' || p.trade_no || ' 金额 ' || p.amount as detail from payments p
      where p.status = 'succeeded' and p.method = 'balance'
      and not exists (select 1 from wallet_entries e where e.store_id = p.store_id and e.kind = 'payment' and e.ref = 'order:' || p.order_id)`,
  },
  {
    kind: '余额流水无支付',
    query: sql`select e.ref, '流水 #' || e.id || ' 金额 ' || e.amount as detail from wallet_entries e
      where e.kind = 'payment' and e.ref like 'order:%'
      and not exists (select 1 from payments p where p.status = 'succeeded' and p.method = 'balance' and 'order:' || p.order_id = e.ref and p.store_id = e.store_id)`,
  },
  {
    kind: '充值到账无流水',
    query: sql`select 'topup:' || t.trade_no as ref, '金额 ' || t.amount as detail from wallet_topups t
      where t.status = 'succeeded'
      and not exists (select 1 from wallet_entries e where e.store_id = t.store_id and e.kind = 'recharge' and e.ref = 'topup:' || t.trade_no and e.amount = t.amount)`,
  },
  {
    kind: '充值流水无到账',
    query: sql`select e.ref, '流水 #' || e.id || ' 金额 ' || e.amount as detail from wallet_entries e
      where e.kind = 'recharge' and e.ref like 'topup:%'
      and not exists (select 1 from wallet_topups t where t.status = 'succeeded' and 'topup:' || t.trade_no = e.ref and t.amount = e.amount and t.store_id = e.store_id)`,
  },
  {
    kind: '转账确认无流水',
    query: sql`select 'transfer:' || t.transfer_no as ref, '金额 ' || t.amount as detail from bank_transfers t
      where t.status = 'confirmed'
      and not exists (select 1 from wallet_entries e where e.store_id = t.store_id and e.kind = 'recharge' and e.ref = 'transfer:' || t.transfer_no and e.amount = t.amount)`,
  },
  {
    kind: '转账流水无确认',
    query: sql`select e.ref, '流水 #' || e.id || ' 金额 ' || e.amount as detail from wallet_entries e
      where e.kind = 'recharge' and e.ref like 'transfer:%'
      and not exists (select 1 from bank_transfers t where t.status = 'confirmed' and 'transfer:' || t.transfer_no = e.ref and t.amount = e.amount and t.store_id = e.store_id)`,
  },
  {
    kind: '在线支付不完整',
    query: sql`select 'order:' || p.order_id as ref, p.channel || ' 支付 ' || p.trade_no || coalesce(' 渠道单号 ' || p.gateway_trade_no, ' 无渠道单号') || ' 金额 ' || p.amount || ' 订单实付 ' || o.paid_amount as detail
      from payments p join orders o on o.id = p.order_id
      where p.status = 'succeeded' and p.method = 'online' and (p.gateway_trade_no is null or o.paid_amount <> p.amount)`,
  },
];

export async function financeCheck(): Promise<{ checked: string[]; problems: CheckProblem[] }> {
  const conn = await db();
  const problems: CheckProblem[] = [];
  for (const c of CHECKS) {
    const rows = await queryRows<{ ref: string; detail: string }>(conn, sql`${c.query} limit 200`);
    for (const r of rows) problems.push({ kind: c.kind, ref: r.ref, detail: r.detail });
  }
  return { checked: CHECKS.map((c) => c.kind), problems };
}
