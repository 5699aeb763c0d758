/**
 * Issue 24: a batch with less than 6 months to expiry is sold only through the 近效期专场 (at its clearance
 * price) unless the operator lets it sell at the ordinary price too (`goods_batches.ordinary_sale`). The
 * rule looks at the batch the next unit ships from (FEFO over the sellable batches, after the open orders'
 * reservations = Σ sellable stock − goods.stock). It lives with the catalogue, below the cart, so the cart
 * refuses the goods when they go in, the detail page says so, and order creation re-checks the same rule
 * (src/server/batches/zone-rule.ts). A combination line is refused when one of its parts is zone-only.
 */
import { sql } from 'drizzle-orm';
import { db, type Db, type Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { BusinessError } from '../http/errors';
import { isNearExpiry } from '../../lib/near-expiry';
import { shanghaiToday } from '../../lib/time';

/** A line at the ordinary price whose next batch has under 6 months left: sold only in the 近效期专场. */
export const NEAR_EXPIRY_ZONE_ONLY = 40913;

export type ZoneOnlyBatch = { id: number; batchNo: string; expiryDate: string };

type Row = { goods_id: number; id: number; batch_no: string; expiry_date: string; ordinary_sale: boolean };

/** goodsId → the batch its next unit ships from, for the goods where that batch is near expiry and not allowed at the ordinary price. */
export async function zoneOnlyBatches(goodsIds: readonly number[], today: string = shanghaiToday(), conn?: Db | Tx): Promise<Map<number, ZoneOnlyBatch>> {
  const out = new Map<number, ZoneOnlyBatch>();
  const ids = [...new Set(goodsIds)];
  if (ids.length === 0) return out;
  const rows = await queryRows<Row>(
    (conn ?? (await db())) as Db,
    sql`select goods_id, id, batch_no, expiry_date::text as expiry_date, ordinary_sale from (
          select b.goods_id, b.id, b.batch_no, b.expiry_date, b.ordinary_sale,
                 sum(b.stock) over (partition by b.goods_id order by b.expiry_date, b.id) as upto,
                 sum(b.stock) over (partition by b.goods_id) - g.stock as reserved
          from goods_batches b join goods g on g.id = b.goods_id
          where b.status = '正常' and b.goods_id in (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})
        ) x where upto > greatest(reserved, 0)
        order by goods_id, expiry_date, id`,
  );
  const seen = new Set<number>();
  for (const r of rows) {
    const goodsId = Number(r.goods_id);
    if (seen.has(goodsId)) continue; // the first batch with units left is the one the next unit ships from
    seen.add(goodsId);
    const zoneOnly = zoneOnlyNext({ id: Number(r.id), batchNo: r.batch_no, expiryDate: r.expiry_date, ordinarySale: Boolean(r.ordinary_sale) }, today);
    if (zoneOnly) out.set(goodsId, zoneOnly);
  }
  return out;
}

/** The batch the next unit ships from (FEFO after reservations), when it sells only in the 近效期专场, else null. */
export function zoneOnlyNext(next: (ZoneOnlyBatch & { ordinarySale: boolean }) | undefined, today: string = shanghaiToday()): ZoneOnlyBatch | null {
  if (!next || next.ordinarySale || !isNearExpiry(next.expiryDate, today)) return null;
  return { id: next.id, batchNo: next.batchNo, expiryDate: next.expiryDate };
}

/** The buyer's words for a zone-only batch (the detail page's notice and the refusals). */
export function zoneOnlyText(b: Pick<ZoneOnlyBatch, 'batchNo' | 'expiryDate'>): string {
  return `批号 ${b.batchNo} 有效期至 ${b.expiryDate}：效期不足 6 个月，仅在近效期专场销售`;
}

/** A line to check: its goods (a combination names its parts) and whether the 近效期专场's clearance price prices it. */
export type ZoneLine = { id: number; name: string; clearance: boolean; goods: readonly { id: number; name: string }[] };

/** Refuses (40913, naming goods, 批号 and 有效期至) the lines not priced by the zone whose next batch is zone-only. */
export async function refuseZoneOnly(lines: readonly ZoneLine[], today: string = shanghaiToday(), conn?: Db | Tx): Promise<void> {
  const ordinary = lines.filter((l) => !l.clearance);
  if (ordinary.length === 0) return;
  const zoneOnly = await zoneOnlyBatches(
    ordinary.flatMap((l) => l.goods.map((g) => g.id)),
    today,
    conn,
  );
  if (zoneOnly.size === 0) return;
  const refused: string[] = [];
  for (const l of ordinary) {
    for (const g of l.goods) {
      const b = zoneOnly.get(g.id);
      if (b) refused.push(`${g.id === l.id ? '' : `组合「${l.name}」中的`}「${g.name}」${zoneOnlyText(b)}`);
    }
  }
  if (refused.length) throw new BusinessError(NEAR_EXPIRY_ZONE_ONLY, `${refused.join('；')}，请从近效期专场购买`);
}
