/**
 * Issue 24: the 近效期 rule at step 2 and order creation — the same rule the cart applies when goods go in
 * (src/server/catalogue/zone-only.ts): a line not priced by the 近效期专场 is refused when the batch its
 * next unit ships from is under 6 months and not allowed at the ordinary price; a combination line when
 * one of its parts is. Also the operator's switch on a batch (`ordinary_sale`).
 */
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { type Tx } from '../db/client';
import { goodsBatches } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { shanghaiToday } from '../../lib/time';
import { refuseZoneOnly } from '../catalogue/zone-only';

type DraftLine = {
  goods: { id: number; name: string; type: number };
  line: { special: { kind: string } | null };
  parts: readonly { goods: { id: number; name: string } }[];
};

/** The rule over an order's priced lines (step 2 and order creation): ordinary goods and the parts of combinations. */
export async function requireZoneForLines(lines: readonly DraftLine[], today: string = shanghaiToday()): Promise<void> {
  await refuseZoneOnly(
    lines
      .filter((l) => l.goods.type === 1 || l.goods.type === 3)
      .map((l) => ({
        id: l.goods.id,
        name: l.goods.name,
        clearance: l.line.special?.kind === 'clearance',
        goods: l.goods.type === 3 ? l.parts.map((p) => p.goods) : [l.goods],
      })),
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
