/**
 * What can be sold, batch by batch: the sellable batches (正常, units left after the open orders'
 * reservations, taken FEFO) and the expiry the next unit ships with. Live reads: the reservation is
 * Σ sellable batch stock − goods.stock (the invariant), so no order is read.
 */
import { sql } from 'drizzle-orm';
import { db, type Db } from '../db/client';
import { queryRows } from '../db/rows';
import type { BatchStatus } from '../db/schema';
import { fefoRemaining, type Conn } from './refresh';

export type SellableBatch = {
  id: number;
  goodsId: number;
  batchNo: string;
  productionDate: string;
  expiryDate: string;
  /** Units a buyer can still get from this batch. */
  stock: number;
  /** Upload key of the 药检报告, '' none (the URL is ./reports.ts `reportUrl`). */
  reportKey: string;
  /** Allowed at the ordinary price though near expiry (issue 24; else such a batch sells only in the 近效期专场). */
  ordinarySale: boolean;
};

export type BatchRecord = SellableBatch & { onHand: number; status: BatchStatus; statusReason: string; createdAt: string };

type Row = {
  id: number;
  goods_id: number;
  batch_no: string;
  production_date: string;
  expiry_date: string;
  stock: number;
  status: BatchStatus;
  status_reason: string;
  report_key: string;
  ordinary_sale: boolean;
  created_at: string;
  goods_stock: number;
};

async function rowsOf(conn: Conn | undefined, goodsIds: readonly number[]): Promise<Row[]> {
  if (goodsIds.length === 0) return [];
  return queryRows<Row>(
    (conn ?? (await db())) as Db,
    sql`select b.id, b.goods_id, b.batch_no, b.production_date::text as production_date, b.expiry_date::text as expiry_date,
          b.stock, b.status, b.status_reason, b.report_key, b.ordinary_sale, b.created_at::text as created_at, g.stock as goods_stock
        from goods_batches b join goods g on g.id = b.goods_id
        where b.goods_id in (${sql.join(
          goodsIds.map((i) => sql`${i}`),
          sql`, `,
        )})
        order by b.goods_id, b.expiry_date, b.id`,
  );
}

function record(r: Row, remaining: number): BatchRecord {
  return {
    id: Number(r.id),
    goodsId: Number(r.goods_id),
    batchNo: r.batch_no,
    productionDate: r.production_date,
    expiryDate: r.expiry_date,
    stock: remaining,
    reportKey: r.report_key,
    onHand: Number(r.stock),
    status: r.status,
    statusReason: r.status_reason,
    createdAt: r.created_at,
    ordinarySale: Boolean(r.ordinary_sale),
  };
}

/** Every batch of the goods (all statuses) FEFO, with what is left to sell of each: the console's view. */
export async function batchesOf(goodsId: number, conn?: Conn): Promise<BatchRecord[]> {
  const rows = await rowsOf(conn, [goodsId]);
  const sellable = rows.filter((r) => r.status === '正常').map((r) => ({ ...r, stock: Number(r.stock) }));
  const reserved = sellable.reduce((s, r) => s + r.stock, 0) - Number(rows[0]?.goods_stock ?? 0);
  const left = new Map(fefoRemaining(sellable, reserved).map((r) => [Number(r.id), r.remaining]));
  return rows.map((r) => record(r, left.get(Number(r.id)) ?? 0));
}

/** The sellable batches of several goods, FEFO, only those with units left to sell. */
export async function sellableBatchesOf(goodsIds: readonly number[], conn?: Conn): Promise<Map<number, SellableBatch[]>> {
  const out = new Map<number, SellableBatch[]>();
  const rows = await rowsOf(conn, [...new Set(goodsIds)]);
  const byGoods = new Map<number, Row[]>();
  for (const r of rows) if (r.status === '正常') byGoods.set(Number(r.goods_id), [...(byGoods.get(Number(r.goods_id)) ?? []), r]);
  for (const [goodsId, list] of byGoods) {
    const withStock = list.map((r) => ({ ...r, stock: Number(r.stock) }));
    const reserved = withStock.reduce((s, r) => s + r.stock, 0) - Number(list[0]!.goods_stock);
    const left = fefoRemaining(withStock, reserved).filter((r) => r.remaining > 0);
    out.set(
      goodsId,
      left.map((r) => {
        const { onHand: _h, status: _s, statusReason: _r, createdAt: _c, ...b } = record(r, r.remaining);
        return b;
      }),
    );
  }
  return out;
}

/** The sellable batches of one goods in FEFO order (what buyers can get next, and how many of each). */
export async function sellableBatches(goodsId: number, conn?: Conn): Promise<SellableBatch[]> {
  return (await sellableBatchesOf([goodsId], conn)).get(goodsId) ?? [];
}

/** The expiry the next unit of the goods would ship with (FEFO), null when nothing is left to sell. */
export async function shipExpiry(goodsId: number, conn?: Conn): Promise<string | null> {
  return (await sellableBatches(goodsId, conn))[0]?.expiryDate ?? null;
}

/** 「效期 2027-03 起」 when the units still to sell carry different expiries, else 「效期 2027-03」 (null: none). */
export function expiryLabel(batches: readonly Pick<SellableBatch, 'expiryDate'>[]): string | null {
  const first = batches[0];
  if (!first) return null;
  const month = first.expiryDate.slice(0, 7);
  return batches.some((b) => b.expiryDate !== first.expiryDate) ? `效期 ${month} 起` : `效期 ${month}`;
}
