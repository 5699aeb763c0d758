import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client';
import { goods } from '../db/schema';
import { goodsShape, MAX_TIERS } from '../console/goods-editor-input';
import { erpCode, type ItemResult } from './goods-upsert';

/** A price change: 供货价, 建议零售价 and the ladder (both types), with the console's rules. */
export const priceItem = z
  .object({
    erp_code: erpCode,
    base_price: goodsShape.base_price,
    retail_price: goodsShape.retail_price,
    ladder_price_type: goodsShape.ladder_price_type,
    ladder: goodsShape.ladder,
  })
  .superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (v.retail_price < v.base_price) issue(['retail_price'], '建议零售价不能低于供货价');
    v.ladder.forEach((t, i) => {
      const prev = v.ladder[i - 1];
      if (prev && t.number <= prev.number) issue(['ladder', i, 'number'], `第 ${i + 1} 档数量须大于第 ${i} 档`);
      if (!prev && t.price > v.base_price) issue(['ladder', i, 'price'], '阶梯单价不能高于供货价');
      if (prev && t.price >= prev.price) issue(['ladder', i, 'price'], `第 ${i + 1} 档单价须低于第 ${i} 档`);
    });
  })
  .meta({ id: 'PriceItem', description: `价格与阶梯价（金额单位为元；阶梯最多 ${MAX_TIERS} 档，数量递增、单价递减，type 0 全量 / 1 分段）` });

/** Sets the prices of each item on its own savepoint (per-item results, like the goods upsert). */
export async function setPrices(tx: Tx, raw: unknown[]): Promise<ItemResult[]> {
  const results: ItemResult[] = [];
  for (const [index, input] of raw.entries()) {
    const parsed = priceItem.safeParse(input);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'item'] ??= []).push(issue.message);
      const code = (input as { erp_code?: unknown } | null)?.erp_code;
      results.push({ index, erp_code: typeof code === 'string' ? code : null, ok: false, errors, message: Object.values(errors)[0]![0] });
      continue;
    }
    const v = parsed.data;
    const [g] = await tx.select({ id: goods.id, midPack: goods.midPack, onlyMidPack: goods.onlyMidPack }).from(goods).where(eq(goods.erpCode, v.erp_code)).for('update');
    if (!g) {
      results.push({ index, erp_code: v.erp_code, ok: false, errors: { erp_code: ['没有该商品编码的商品'] }, message: '没有该商品编码的商品' });
      continue;
    }
    const badTier = g.onlyMidPack ? v.ladder.findIndex((t) => t.number % g.midPack !== 0) : -1;
    if (badTier >= 0) {
      const message = `按中包装购买时阶梯数量须为中包装（${g.midPack}）的倍数`;
      results.push({ index, erp_code: v.erp_code, ok: false, errors: { [`ladder.${badTier}.number`]: [message] }, message });
      continue;
    }
    const ladder = v.ladder.map((t) => ({ number: t.number, price: t.price }));
    await tx
      .update(goods)
      .set({
        basePrice: v.base_price,
        retailPrice: v.retail_price,
        ladderPrice: ladder,
        ladderPriceType: ladder.length ? v.ladder_price_type : 0,
        version: sql`${goods.version} + 1`,
      })
      .where(eq(goods.id, g.id));
    results.push({ index, erp_code: v.erp_code, ok: true, action: 'updated', id: g.id });
  }
  return results;
}
