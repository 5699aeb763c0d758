/**
 * Issue 24: a batch with less than 6 months to expiry is sold only through the 近效期专场 (at its clearance
 * price) unless the operator lets it sell at the ordinary price too (`goods_batches.ordinary_sale`). At
 * order creation a line not priced by the zone is refused when the batch its next unit ships from (FEFO,
 * after the open orders' reservations) is such a batch. Combination lines are not checked here (their
 * parts ship from the parts' batches).
 */
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Tx } from '../db/client';
import { goodsBatches } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { isNearExpiry } from '../../lib/near-expiry';
import { shanghaiToday } from '../../lib/time';
import { sellableBatchesOf } from './read';
import { NEAR_EXPIRY_ZONE_ONLY } from './errors';

type ZoneLine = { goodsId: number; name: string; clearance: boolean };

/** Refuses the lines whose next batch is near expiry, not allowed at the ordinary price, and not priced by the zone. */
async function requireZoneForNearExpiry(lines: readonly ZoneLine[], today: string = shanghaiToday()): Promise<void> {
  const ordinary = lines.filter((l) => !l.clearance);
  if (ordinary.length === 0) return;
  const next = new Map<number, { id: number; batchNo: string; expiryDate: string }>();
  for (const [goodsId, list] of await sellableBatchesOf(ordinary.map((l) => l.goodsId))) {
    const first = list[0];
    if (first && isNearExpiry(first.expiryDate, today)) next.set(goodsId, first);
  }
  if (next.size === 0) return;
  const allowed = new Set(
    (
      await (
        await db()
      )
        .select({ id: goodsBatches.id, ok: goodsBatches.ordinarySale })
        .from(goodsBatches)
        .where(
          inArray(
            goodsBatches.id,
            [...next.values()].map((b) => b.id),
          ),
        )
    )
      .filter((b) => b.ok)
      .map((b) => b.id),
  );
  const refused = ordinary.filter((l) => next.has(l.goodsId) && !allowed.has(next.get(l.goodsId)!.id));
  if (refused.length) {
    const names = refused.map((l) => `「${l.name}」批号 ${next.get(l.goodsId)!.batchNo} 有效期至 ${next.get(l.goodsId)!.expiryDate}`).join('；');
    throw new BusinessError(NEAR_EXPIRY_ZONE_ONLY, `${names}：效期不足 6 个月，仅在近效期专场销售，请从近效期专场购买`);
  }
}

type DraftLine = { goods: { id: number; name: string; type: number }; line: { special: { kind: string } | null } };

/** The rule over an order's priced lines (step 2 and order creation): ordinary goods, clearance-priced or not. */
export async function requireZoneForLines(lines: readonly DraftLine[], today: string = shanghaiToday()): Promise<void> {
  const ordinaryGoods = lines.filter((l) => l.goods.type === 1);
  await requireZoneForNearExpiry(
    ordinaryGoods.map((l) => ({ goodsId: l.goods.id, name: l.goods.name, clearance: l.line.special?.kind === 'clearance' })),
    today,
  );
}

export const ordinarySaleInput = z.object({
  ordinary_sale: z.enum(['1', '0'], { error: '请选择是否允许常规销售' }).transform((v) => v === '1'),
});

/** The operator's say on one batch: sold at the ordinary price even below 6 months (true) or only in the zone. */
export async function setOrdinarySale(tx: Tx, batchId: number, allowed: boolean): Promise<{ batchNo: string; before: boolean }> {
  const [b] = await tx
    .select()
    .from(goodsBatches)
    .where(inArray(goodsBatches.id, [batchId]));
  if (!b) throw new NotFoundError('批次不存在');
  await tx
    .update(goodsBatches)
    .set({ ordinarySale: allowed })
    .where(inArray(goodsBatches.id, [batchId]));
  return { batchNo: b.batchNo, before: b.ordinarySale };
}
