/**
 * Demo batches (issue 24), after every other demo row: each ordinary goods gets its batch from its own
 * columns (units on hand = stock + what the seeded open orders reserved); every fourth goods has its
 * units split over 2–4 batches with later expiries (goods.stock unchanged); each batch's 药检报告 is the
 * demo report drawn on request (report_key `demo`, src/server/batches/reports.ts). The seeded shipped
 * orders get their allocation (the first batch: those units left before the demo starts) and trace codes.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { orderLineBatches, orderTraceCodes } from '../db/schema';
import { refreshGoods } from '../batches/refresh';
import { needsOf } from '../batches/allocate';

const addMonths = (day: string, n: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
};

/** A deterministic 码上放心-shaped code: 7-digit product code of the level + 13-digit serial. */
export function demoTraceCode(goodsId: number, level: number, serial: number): string {
  return `8${String(goodsId % 100_000).padStart(5, '0')}${level}${String(serial).padStart(13, '0')}`;
}

export async function insertBatchDemo(tx: Tx): Promise<void> {
  const conn = tx as unknown as Db;
  await tx.execute(sql`
    insert into goods_batches (goods_id, batch_no, production_date, expiry_date, stock, report_key)
    select g.id, g.batch_no, g.production_date, greatest(g.expiry_date, g.production_date + 1), g.stock + coalesce(r.n, 0), 'demo'
    from goods g left join (
      select (m->>'goodsId')::int as goods_id, sum((m->>'number')::int) as n
      from orders o, jsonb_array_elements(o.stock_moves) m
      where o.status in ('pending_payment', 'paid') and not o.stock_released group by 1
    ) r on r.goods_id = g.id
    where g.type = 1 and not exists (select 1 from goods_batches b where b.goods_id = g.id)`);
  const split = await queryRows<{ id: number; goods_id: number; batch_no: string; production_date: string; expiry_date: string; stock: number }>(
    conn,
    sql`select b.id, b.goods_id, b.batch_no, b.production_date::text as production_date, b.expiry_date::text as expiry_date, b.stock
        from goods_batches b where b.goods_id % 4 = 0 and b.stock >= 40 order by b.goods_id`,
  );
  for (const b of split) {
    const extra = 1 + (Number(b.goods_id) % 3); // 1–3 more batches
    const share = Math.floor(Number(b.stock) / (extra + 1));
    const rows = Array.from({ length: extra }, (_, i) => ({
      goods_id: Number(b.goods_id),
      batch_no: `${b.batch_no.slice(0, 30)}-${i + 2}`,
      production_date: addMonths(b.production_date, 2 * (i + 1)),
      expiry_date: addMonths(b.expiry_date, 2 * (i + 1)),
      stock: share,
    }));
    await tx.execute(sql`update goods_batches set stock = stock - ${share * extra} where id = ${b.id}`);
    for (const r of rows) {
      await tx.execute(sql`insert into goods_batches (goods_id, batch_no, production_date, expiry_date, stock, report_key)
        values (${r.goods_id}, ${r.batch_no}, ${r.production_date}, ${r.expiry_date}, ${r.stock}, 'demo')`);
    }
  }
  const ids = [...new Set(split.map((b) => Number(b.goods_id)))];
  for (let i = 0; i < ids.length; i += 500) await refreshGoods(tx, ids.slice(i, i + 500));
  // Below 6 months a batch sells only in the 近效期专场 unless the operator allows it (zone-rule.ts): the demo's
  // operator has allowed the short-dated batches of goods outside the zone (expiring within a year, so the
  // demo keeps its behaviour as the days pass); a batch taken in later is zone-only until allowed.
  await tx.execute(sql`update goods_batches b set ordinary_sale = true
    where b.expiry_date < current_date + 366
      and not exists (select 1 from price_activity_goods i join price_activities a on a.id = i.activity_id where i.goods_id = b.goods_id and a.kind = 'clearance')`);
  await shippedHistory(tx);
}

/** The seeded shipped and completed orders: each line (or combination part) from its goods' first batch, with codes. */
async function shippedHistory(tx: Tx): Promise<void> {
  const conn = tx as unknown as Db;
  const orderIds = await queryRows<{ id: number }>(conn, sql`select id from orders where status in ('shipped', 'completed') order by id`);
  const first = new Map(
    (
      await queryRows<{ goods_id: number; id: number; case_pack: number }>(
        conn,
        sql`select distinct on (b.goods_id) b.goods_id, b.id, g.case_pack from goods_batches b join goods g on g.id = b.goods_id order by b.goods_id, b.expiry_date, b.id`,
      )
    ).map((r) => [Number(r.goods_id), { batchId: Number(r.id), casePack: Number(r.case_pack) }]),
  );
  const allocations: (typeof orderLineBatches.$inferInsert)[] = [];
  const codes: (typeof orderTraceCodes.$inferInsert)[] = [];
  for (const { id: orderId } of orderIds) {
    for (const need of await needsOf(conn, Number(orderId))) {
      const batch = first.get(need.goodsId)!;
      allocations.push({ orderId: Number(orderId), lineId: need.lineId, goodsId: need.goodsId, batchId: batch.batchId, number: need.number });
      const cases = batch.casePack > 1 ? Math.floor(need.number / batch.casePack) : 0;
      const serial = (i: number) => need.lineId * 100_000 + (need.goodsId % 10) * 10_000 + i;
      for (let i = 0; i < cases; i++)
        codes.push({ orderId: Number(orderId), lineId: need.lineId, code: demoTraceCode(need.goodsId, 3, serial(i)), level: 3, units: batch.casePack });
      for (let i = cases * batch.casePack; i < need.number; i++)
        codes.push({ orderId: Number(orderId), lineId: need.lineId, code: demoTraceCode(need.goodsId, 1, serial(i)), level: 1, units: 1 });
    }
  }
  for (let i = 0; i < allocations.length; i += 500) await tx.insert(orderLineBatches).values(allocations.slice(i, i + 500));
  for (let i = 0; i < codes.length; i += 500) await tx.insert(orderTraceCodes).values(codes.slice(i, i + 500));
}
