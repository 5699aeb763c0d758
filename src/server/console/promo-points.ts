import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Tx } from '../db/client';
import { pointsGoods } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { flag, int, name, refuse } from './promo-inputs';
import { yuan } from '../http/money';

/**
 * Points-mall goods (积分商城) in the console. Redemptions take stock by conditional UPDATEs, so an
 * edit never writes an absolute stock: it adds `stock_delta` (refused if the stock would go below 0).
 */
const fields = {
  name: name('商品名称'),
  description: z.string().trim().max(200, '说明最多 200 字').default(''),
  picture: z.string().trim().max(8, '图片文字最多 8 个字').default(''),
  points: int('所需积分', 1, 10_000_000),
  cash: yuan('加价金额').default(0),
  per_member_limit: z.union([z.literal(''), int('每人限兑', 1, 1000)]).optional(),
  is_on_sale: flag.default(true),
  sort: int('排序', 0, 9999).default(0),
};
export const pointsGoodsCreateInput = z.object({ ...fields, stock: int('库存', 0, 1_000_000) });
export const pointsGoodsEditInput = z.object({ ...fields, stock_delta: int('库存增减', -1_000_000, 1_000_000).default(0) });

const values = (v: z.infer<typeof pointsGoodsEditInput> | z.infer<typeof pointsGoodsCreateInput>) => ({
  name: v.name,
  description: v.description,
  picture: v.picture,
  points: v.points,
  cash: v.cash,
  perMemberLimit: typeof v.per_member_limit === 'number' ? v.per_member_limit : null,
  isOnSale: v.is_on_sale,
  sort: v.sort,
});

export async function createPointsGoods(tx: Tx, v: z.infer<typeof pointsGoodsCreateInput>) {
  const [row] = await tx
    .insert(pointsGoods)
    .values({ ...values(v), stock: v.stock })
    .returning();
  return row!;
}

export async function editPointsGoods(tx: Tx, id: number, v: z.infer<typeof pointsGoodsEditInput>) {
  const [before] = await tx.select().from(pointsGoods).where(eq(pointsGoods.id, id)).for('update');
  if (!before) throw new NotFoundError('积分商品不存在');
  if (before.stock + v.stock_delta < 0) refuse('stock_delta', `库存只有 ${before.stock}，不能减少 ${-v.stock_delta}`);
  const [after] = await tx
    .update(pointsGoods)
    .set({ ...values(v), stock: sql`${pointsGoods.stock} + ${v.stock_delta}` })
    .where(eq(pointsGoods.id, id))
    .returning();
  return { before, after: after! };
}

export async function pointsGoodsList() {
  return (await db()).select().from(pointsGoods).orderBy(asc(pointsGoods.sort), asc(pointsGoods.id));
}
