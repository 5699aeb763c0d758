/**
 * 质检报告 (/zjbg, issue 25 item 5): the batches a store has received (shipped or completed orders) that
 * carry a 药检报告, newest first, searchable by goods name, 商品名 or 批号. Each report is served through
 * the store's own order (owner-checked), never the batch id alone.
 */
import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';

export type ReceivedBatch = {
  batchId: number;
  orderId: number;
  orderNo: string;
  name: string;
  spec: string;
  maker: string;
  batchNo: string;
  productionDate: string;
  expiryDate: string;
  units: number;
  shippedAt: string;
  url: string;
};

export async function receivedBatches(storeId: number, q = ''): Promise<ReceivedBatch[]> {
  const like = q.trim() ? `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await queryRows<{
    batch_id: number;
    order_id: number;
    order_no: string;
    name: string;
    spec: string;
    maker: string;
    batch_no: string;
    production_date: string;
    expiry_date: string;
    units: number;
    shipped_at: string;
  }>(
    await db(),
    sql`select b.id as batch_id, max(o.id) as order_id, (array_agg(o.order_no order by o.id desc))[1] as order_no, g.name, g.spec, coalesce(m.name, '') as maker,
          b.batch_no, b.production_date::text as production_date, b.expiry_date::text as expiry_date, sum(a.number)::int as units, max(o.shipped_at)::text as shipped_at
        from order_line_batches a join orders o on o.id = a.order_id join goods_batches b on b.id = a.batch_id join goods g on g.id = a.goods_id
        left join manufacturers m on m.id = g.manufacturer_id
        where o.store_id = ${storeId} and o.status in ('shipped', 'completed') and b.report_key <> ''
          and (${like}::text is null or g.name ilike ${like} or g.trade_name ilike ${like} or b.batch_no ilike ${like})
        group by b.id, g.id, m.name order by max(o.shipped_at) desc, b.id limit 100`,
  );
  return rows.map((r) => ({
    batchId: Number(r.batch_id),
    orderId: Number(r.order_id),
    orderNo: r.order_no,
    name: r.name,
    spec: r.spec,
    maker: r.maker,
    batchNo: r.batch_no,
    productionDate: r.production_date,
    expiryDate: r.expiry_date,
    units: Number(r.units),
    shippedAt: r.shipped_at.slice(0, 10),
    url: `/api/order/${Number(r.order_id)}/documents/report-${Number(r.batch_id)}`,
  }));
}
