/**
 * The 医保/ERP export of every shipped order of a store in a date range (我的订单 → 导出进货单据): the same
 * rows as the per-order export, one file. Dates are Shanghai days of shipping; at most 93 days, 300 orders.
 */
import { z } from 'zod';
import { DAY, isCalendarDay } from '../http/fields';
import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { shanghaiDayStart, addShanghaiDays } from '../../lib/time';
import { deliveryNote } from './note-data';
import { exportsOf, purchaseJson } from './purchase-export';
import { purchaseXlsx } from './purchase-xlsx';
import { receivingOf } from './receiving';

const day = z.string().regex(DAY, { error: '请选择日期', abort: true }).refine(isCalendarDay, '日期无效');
export const rangeInput = z
  .object({ from: day, to: day, format: z.enum(['xlsx', 'json']).default('xlsx') })
  .refine((v) => v.from <= v.to, { path: ['to'], message: '结束日期不能早于开始日期' })
  .refine((v) => addShanghaiDays(v.from, 93) > v.to, { path: ['to'], message: '一次最多导出 93 天' });

/** The file of the range's shipped orders (none → an export with no rows). */
export async function rangeExport(storeId: number, input: z.infer<typeof rangeInput>) {
  const conn = await db();
  const ids = await queryRows<{ id: number }>(
    conn,
    sql`select id from orders where store_id = ${storeId} and status in ('shipped', 'completed') and shipped_at >= ${shanghaiDayStart(input.from).toISOString()}
        and shipped_at < ${shanghaiDayStart(addShanghaiDays(input.to, 1)).toISOString()} order by shipped_at, id limit 300`,
  );
  const notes = [];
  for (const r of ids) notes.push(await deliveryNote(Number(r.id), storeId, conn));
  const list = await exportsOf(notes, receivingOf, conn);
  const name = `进货单据-${input.from}-${input.to}`;
  if (input.format === 'json')
    return { data: new TextEncoder().encode(JSON.stringify(purchaseJson(list), null, 2)), type: 'application/json; charset=utf-8', name: `${name}.json` };
  return { data: await purchaseXlsx(list), type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name: `${name}.xlsx` };
}
