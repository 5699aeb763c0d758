/** POST api/cart/copy: lines into the member's other stores. */
import { and, eq, inArray } from 'drizzle-orm';
import { db } from '../db/client';
import { cartItems } from '../db/schema';
import type { Viewer } from '../auth/viewer';
import { NotFoundError } from '../http/errors';
import { storesOf } from '../accounts/members';
import { invalidReason, quantityRange } from '../pricing';
import { INVALID_TEXT } from './view';
import { requirePassed, type CartActor } from './actor';
import { assertOwned, pricingGoodsFor, upsertLine } from './lines';

export type CopyResult = {
  copied: number;
  stores: number;
  skipped: { store_id: number; company: string; goods_id: number; name: string; reason: string }[];
};

/** POST /api/cart/copy {ids, other_user_ids}: copies lines into the member's other stores (merging quantities). */
export async function copyLines(actor: CartActor, ids: number[], storeIds: number[]): Promise<CopyResult> {
  requirePassed(actor);
  await assertOwned(actor, ids);
  const mine = await storesOf(actor.memberId);
  const targets = [...new Set(storeIds)].map((id) => mine.find((s) => s.id === id));
  if (targets.some((t) => !t || t.id === actor.storeId)) throw new NotFoundError('门店不存在');
  const conn = await db();
  const lines = await conn
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.storeId, actor.storeId), inArray(cartItems.id, [...new Set(ids)])));
  const result: CopyResult = { copied: 0, stores: 0, skipped: [] };
  for (const store of targets as NonNullable<(typeof targets)[number]>[]) {
    const viewer: Viewer = { storeId: store.id, isPassed: store.isPassed, companyType: store.companyType, province: store.province };
    const found = await pricingGoodsFor(
      lines.map((l) => l.goodsId),
      viewer,
    );
    let any = false;
    for (const line of [...lines].sort((a, b) => a.goodsId - b.goodsId || a.type - b.type)) {
      const f = found.get(line.goodsId);
      const skip = (reason: string) => result.skipped.push({ store_id: store.id, company: store.company, goods_id: line.goodsId, name: f?.goods.name ?? '', reason });
      if (!store.isPassed) {
        skip('该门店资质尚未审核通过');
        continue;
      }
      if (!f || !f.pg.visible) {
        skip('该门店不可采购此商品');
        continue;
      }
      const reason = invalidReason(line, f.pg);
      if (reason) {
        skip(INVALID_TEXT[reason]);
        continue;
      }
      const max = quantityRange(f.pg).max;
      const row = await upsertLine(conn, store.id, line.goodsId, line.type, line.number, line.ckId, max);
      if (!row) {
        skip(`超出可购数量（最多 ${max}${f.goods.unit}）`);
        continue;
      }
      result.copied += 1;
      any = true;
    }
    if (any) result.stores += 1;
  }
  return result;
}
