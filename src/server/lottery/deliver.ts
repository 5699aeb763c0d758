/**
 * Where a prize lands, inside the draw transaction (so a prize is delivered exactly when the draw
 * is recorded): points → points, coupons → the coupon wallet, balance → the balance ledger,
 * goods → a points order to be shipped. `ref` (activity, store, n-th draw) is unique per draw.
 */
import type { Db } from '../db/client';
import { memberCoupons, type lotteryPrizes } from '../db/schema';
import { postEntry } from '../wallet/ledger';
import { addPoints } from '../points-mall/points-port';
import { prizeOrder, type PointsActor } from '../points-mall/redeem';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Prize = typeof lotteryPrizes.$inferSelect;

/** Delivers the prize and returns where it went (`coupon:12`, `points-order:JF…`, …; '' for 谢谢参与). */
export async function deliverPrize(tx: Tx, actor: PointsActor, prize: Prize, ref: string, now: Date): Promise<string> {
  const note = `抽奖奖品：${prize.name}`;
  switch (prize.kind) {
    case 'points':
      await addPoints(tx, { storeId: actor.storeId, amount: prize.value, ref, note });
      return `points:${ref}`;
    case 'balance':
      await postEntry(tx, { storeId: actor.storeId, kind: 'adjustment', amount: prize.value, ref, note });
      return `balance:${ref}`;
    case 'coupon': {
      const [c] = await tx.insert(memberCoupons).values({ storeId: actor.storeId, couponId: prize.couponId!, receivedAt: now }).returning({ id: memberCoupons.id });
      return `coupon:${c!.id}`;
    }
    case 'voucher':
      throw new Error('cash vouchers arrive with the wallet of issue 12');
    case 'goods': {
      const order = await prizeOrder(tx, actor, prize.name, now);
      return `points-order:${order.orderNo}`;
    }
    case 'none':
      return '';
  }
}
