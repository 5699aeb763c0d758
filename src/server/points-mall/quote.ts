/**
 * What a redeem costs (issue 27: the browser computes no amount): points and cash for `number` units of
 * a points-mall goods, with my points, what I am short and how many I may still take. The redeem
 * transaction charges the same `redeemCost`; the dialog shows `GET /api/points/quote`'s answer.
 */
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { pointsGoods, pointsGoodsTaken } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { idField } from '../http/fields';
import { fenToYuan } from '../../lib/money';
import { pointsOf } from '../points/ledger';
import type { RedeemQuote } from '../../wire/points-mall';

export const quoteInput = z.object({
  goods_id: idField('兑换商品'),
  number: z.preprocess(
    (v) => (v === undefined || v === '' ? 1 : Number(v)),
    z.number({ error: '兑换数量不正确' }).int('兑换数量不正确').min(1, '兑换数量至少为 1').max(99, '一次最多兑换 99 件'),
  ),
});

/** Points and cash (fen) of `number` units: the one formula the redeem charges and the dialog shows. */
export function redeemCost(g: { points: number; cash: number }, number: number): { points: number; cash: number } {
  return { points: g.points * number, cash: g.cash * number };
}

/** The dialog's numbers for a store (null: a visitor, no points of its own). */
export async function redeemQuote(storeId: number | null, goodsId: number, number: number): Promise<RedeemQuote> {
  const conn = await db();
  const [g] = await conn
    .select()
    .from(pointsGoods)
    .where(and(eq(pointsGoods.id, goodsId), eq(pointsGoods.isOnSale, true)));
  if (!g) throw new NotFoundError('该商品已下架');
  const [taken] = storeId
    ? await conn
        .select({ n: pointsGoodsTaken.quantity })
        .from(pointsGoodsTaken)
        .where(and(eq(pointsGoodsTaken.goodsId, goodsId), eq(pointsGoodsTaken.storeId, storeId)))
    : [];
  const canTake = Math.min(g.stock, g.perMemberLimit === null ? g.stock : Math.max(0, g.perMemberLimit - (taken?.n ?? 0)));
  const cost = redeemCost(g, number);
  const mine = storeId ? await pointsOf(storeId) : 0;
  const message =
    number > canTake
      ? canTake === 0
        ? `${g.name}已无可兑换数量`
        : `${g.name}最多还可兑换 ${canTake} 件`
      : cost.points > mine
        ? `积分不足，还差 ${cost.points - mine} 积分`
        : null;
  return {
    goods_id: g.id,
    number,
    points: cost.points,
    cash: fenToYuan(cost.cash),
    my_points: mine,
    short_points: Math.max(0, cost.points - mine),
    can_take: canTake,
    message,
  };
}
