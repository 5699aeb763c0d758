/**
 * What each shipped order line left with: its batches and units (a combination line: its parts'),
 * read for the order detail, the console queue and the printed documents.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import type { Conn } from './refresh';

export type ShippedBatch = { goodsId: number; batchId: number; batchNo: string; productionDate: string; expiryDate: string; number: number; reportKey: string };

/** Per order line id, the batches it shipped from (earliest expiry first). */
export async function shippedBatches(conn: Conn, orderIds: readonly number[]): Promise<Map<number, ShippedBatch[]>> {
  const out = new Map<number, ShippedBatch[]>();
  if (orderIds.length === 0) return out;
  const rows = await queryRows<{
    line_id: number;
    goods_id: number;
    batch_id: number;
    batch_no: string;
    production_date: string;
    expiry_date: string;
    number: number;
    report_key: string;
  }>(
    conn as Db,
    sql`select a.line_id, a.goods_id, a.batch_id, b.batch_no, b.production_date::text as production_date, b.expiry_date::text as expiry_date, a.number, b.report_key
        from order_line_batches a join goods_batches b on b.id = a.batch_id
        where a.order_id in (${sql.join(
          orderIds.map((i) => sql`${i}`),
          sql`, `,
        )})
        order by a.line_id, a.goods_id, b.expiry_date, a.id`,
  );
  for (const r of rows) {
    const one: ShippedBatch = {
      goodsId: Number(r.goods_id),
      batchId: Number(r.batch_id),
      batchNo: r.batch_no,
      productionDate: r.production_date,
      expiryDate: r.expiry_date,
      number: Number(r.number),
      reportKey: r.report_key,
    };
    out.set(Number(r.line_id), [...(out.get(Number(r.line_id)) ?? []), one]);
  }
  return out;
}

/** 「P250301×20、P250402×10」: a line's batches as the ship form and the documents write them. */
export function allocText(list: readonly { batchNo: string; number: number }[]): string {
  return list.map((b) => `${b.batchNo}×${b.number}`).join('、');
}
