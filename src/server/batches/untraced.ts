/**
 * The goods-level 无追溯码 flag (器械, 饮片 and other goods that carry no 码上放心 code): its lines ship
 * without codes and need no 无码 reason (trace-codes.ts reads `goods_untraced`).
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Tx } from '../db/client';
import { goods, goodsUntraced } from '../db/schema';
import { NotFoundError } from '../http/errors';

export const untracedInput = z.object({
  untraced: z.enum(['1', '0'], { error: '请选择是否无追溯码' }).transform((v) => v === '1'),
});

/** Whether the goods is flagged 无追溯码. */
export async function isUntraced(goodsId: number): Promise<boolean> {
  const [row] = await (await db()).select({ id: goodsUntraced.goodsId }).from(goodsUntraced).where(eq(goodsUntraced.goodsId, goodsId));
  return Boolean(row);
}

/** Sets or clears the flag; returns the value before. */
export async function setUntraced(tx: Tx, goodsId: number, untraced: boolean): Promise<boolean> {
  const [g] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId));
  if (!g) throw new NotFoundError('商品不存在');
  const [old] = await tx.select({ id: goodsUntraced.goodsId }).from(goodsUntraced).where(eq(goodsUntraced.goodsId, goodsId));
  if (untraced && !old) await tx.insert(goodsUntraced).values({ goodsId }).onConflictDoNothing();
  if (!untraced && old) await tx.delete(goodsUntraced).where(eq(goodsUntraced.goodsId, goodsId));
  return Boolean(old);
}
