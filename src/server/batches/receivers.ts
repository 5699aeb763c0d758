/**
 * Who received a batch (召回 / GSP 追溯): per shipped order line, the store, the order, the units that left
 * from this batch and the line's 药品追溯码. A code names no batch (DOMAIN.md), so a line that shipped
 * from several batches lists all its codes and says so (`lineSpans`).
 */
import { sql } from 'drizzle-orm';
import { db, type Db } from '../db/client';
import { queryRows } from '../db/rows';
import type { Conn } from './refresh';
import { shanghaiToday } from '../../lib/time';

export type BatchReceiver = {
  storeId: number;
  company: string;
  contact: string;
  orderId: number;
  orderNo: string;
  /** Shipping day, Asia/Shanghai (YYYY-MM-DD), '' unknown. */
  shippedOn: string;
  lineId: number;
  /** Units of this batch in the line. */
  number: number;
  /** The line also took units from other batches: its codes cover them too. */
  lineSpans: boolean;
  codes: { code: string; level: number; units: number }[];
  /** The line shipped 无码: why. */
  noCodeReason: string;
};

type Row = {
  store_id: number;
  company: string;
  contact: string;
  order_id: number;
  order_no: string;
  shipped_at: string | null;
  line_id: number;
  number: number;
  batches: number;
  codes: { code: string; level: number; units: number }[] | string | null;
  no_code: string | null;
};

/** Every order line that shipped units of the batch, by store then order. */
export async function batchReceivers(batchId: number, conn?: Conn): Promise<BatchReceiver[]> {
  const rows = await queryRows<Row>(
    (conn ?? (await db())) as Db,
    sql`select o.store_id, s.company, s.contact, o.id as order_id, o.order_no,
          o.shipped_at::text as shipped_at,
          a.line_id, sum(a.number)::int as number,
          (select count(distinct x.batch_id)::int from order_line_batches x where x.line_id = a.line_id) as batches,
          (select coalesce(json_agg(json_build_object('code', c.code, 'level', c.level, 'units', c.units) order by c.id), '[]'::json)
             from order_trace_codes c where c.line_id = a.line_id) as codes,
          (select u.reason from order_line_untraced u where u.line_id = a.line_id) as no_code
        from order_line_batches a join orders o on o.id = a.order_id join stores s on s.id = o.store_id
        where a.batch_id = ${batchId}
        group by o.store_id, s.company, s.contact, o.id, o.order_no, o.shipped_at, a.line_id
        order by o.store_id, o.id, a.line_id`,
  );
  return rows.map((r) => ({
    storeId: Number(r.store_id),
    company: r.company,
    contact: r.contact,
    orderId: Number(r.order_id),
    orderNo: r.order_no,
    shippedOn: r.shipped_at ? shanghaiToday(new Date(r.shipped_at)) : '',
    lineId: Number(r.line_id),
    number: Number(r.number),
    lineSpans: Number(r.batches) > 1,
    codes: (typeof r.codes === 'string' ? JSON.parse(r.codes) : (r.codes ?? [])).map((c: { code: string; level: number; units: number }) => ({
      code: c.code,
      level: Number(c.level),
      units: Number(c.units),
    })),
    noCodeReason: r.no_code ?? '',
  }));
}

/** A code as the console prints it: the code, and for a 中包/箱 code its level and units. */
export function codeText(c: { code: string; level: number; units: number }): string {
  return c.level === 1 ? c.code : `${c.code}（${c.level === 2 ? '中包' : '箱'} ${c.units} 盒）`;
}
