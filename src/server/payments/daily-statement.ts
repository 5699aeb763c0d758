/**
 * 日对账单 per channel (issue 30): for one Shanghai day, per channel (沙箱/微信支付/支付宝 online
 * payments, 对公转账, 余额), the orders paid, the top-ups credited, the refunds of returns and the
 * channel fees (PAY_FEE_RATE_<CHANNEL> in ‱ of the money taken: WeChat and Alipay default 60 = 0.6 %),
 * as rows for the console and an Excel file (exceljs).
 */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { shanghaiDayStart } from '../../lib/time';
import { fenToYuan } from '../../lib/money';

const CHANNEL_NAME: Record<string, string> = { sandbox: '在线支付（沙箱）', wechat: '微信支付', alipay: '支付宝', transfer: '对公转账', balance: '余额/现金券', credit: '账期' };
const DEFAULT_FEE: Record<string, number> = { wechat: 60, alipay: 60 };

export function feeRate(channel: string, env: NodeJS.ProcessEnv = process.env): number {
  const v = Number(env[`PAY_FEE_RATE_${channel.toUpperCase()}`]);
  return Number.isInteger(v) && v >= 0 && v <= 1000 ? v : (DEFAULT_FEE[channel] ?? 0);
}

export type StatementRow = {
  channel: string;
  name: string;
  orders: number;
  orderAmount: number;
  topups: number;
  topupAmount: number;
  refunds: number;
  refundAmount: number;
  fee: number;
};

export async function dailyStatement(day: string): Promise<StatementRow[]> {
  const from = shanghaiDayStart(day).toISOString();
  const to = new Date(shanghaiDayStart(day).getTime() + 86_400_000).toISOString();
  const conn = await db();
  const rows = await queryRows<{ channel: string; what: string; n: number; amount: number }>(
    conn,
    sql`
    select case when p.method = 'online' then p.channel else p.method end as channel, 'order' as what, count(*)::int as n, sum(p.amount)::bigint as amount
      from payments p where p.status = 'succeeded' and p.paid_at >= ${from}::timestamptz and p.paid_at < ${to}::timestamptz group by 1
    union all
    select t.channel, 'topup', count(*)::int, sum(t.amount)::bigint from wallet_topups t
      where t.status = 'succeeded' and t.paid_at >= ${from}::timestamptz and t.paid_at < ${to}::timestamptz group by 1
    union all
    select 'transfer', 'topup', count(*)::int, sum(b.amount)::bigint from bank_transfers b
      where b.status = 'confirmed' and b.order_id is null and b.decided_at >= ${from}::timestamptz and b.decided_at < ${to}::timestamptz
    union all
    select case when o.pay_method = 'online' then coalesce(p.channel, 'sandbox') else o.pay_method end, 'refund', count(*)::int, sum(r.refund_amount)::bigint
      from order_returns r join orders o on o.id = r.order_id
      left join payments p on p.order_id = o.id and p.status = 'succeeded'
      where r.status = 'refunded' and r.refunded_at >= ${from}::timestamptz and r.refunded_at < ${to}::timestamptz group by 1`,
  );
  const by = new Map<string, StatementRow>();
  for (const r of rows) {
    if (!r.channel || !Number(r.n)) continue;
    const row = by.get(r.channel) ?? {
      channel: r.channel,
      name: CHANNEL_NAME[r.channel] ?? r.channel,
      orders: 0,
      orderAmount: 0,
      topups: 0,
      topupAmount: 0,
      refunds: 0,
      refundAmount: 0,
      fee: 0,
    };
    const amount = Number(r.amount ?? 0);
    if (r.what === 'order') [row.orders, row.orderAmount] = [row.orders + Number(r.n), row.orderAmount + amount];
    else if (r.what === 'topup') [row.topups, row.topupAmount] = [row.topups + Number(r.n), row.topupAmount + amount];
    else [row.refunds, row.refundAmount] = [row.refunds + Number(r.n), row.refundAmount + amount];
    by.set(r.channel, row);
  }
  for (const row of by.values()) row.fee = Math.round(((row.orderAmount + row.topupAmount) * feeRate(row.channel)) / 10_000);
  return [...by.values()].sort((a, b) => a.channel.localeCompare(b.channel));
}

/** The statement as an .xlsx (amounts in yuan as numbers, so the sheet can sum them). */
export async function statementWorkbook(day: string, rows: StatementRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(`对账单 ${day}`);
  sheet.columns = [
    { header: '渠道', key: 'name', width: 16 },
    { header: '订单笔数', key: 'orders', width: 10 },
    { header: '订单金额（元）', key: 'orderAmount', width: 16 },
    { header: '充值笔数', key: 'topups', width: 10 },
    { header: '充值金额（元）', key: 'topupAmount', width: 16 },
    { header: '退款笔数', key: 'refunds', width: 10 },
    { header: '退款金额（元）', key: 'refundAmount', width: 16 },
    { header: '手续费（元）', key: 'fee', width: 14 },
  ];
  const yuan = (fen: number) => Number(fenToYuan(fen));
  for (const r of rows) sheet.addRow({ ...r, orderAmount: yuan(r.orderAmount), topupAmount: yuan(r.topupAmount), refundAmount: yuan(r.refundAmount), fee: yuan(r.fee) });
  return Buffer.from(await book.xlsx.writeBuffer());
}
