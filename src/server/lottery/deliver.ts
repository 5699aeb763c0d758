/**
 * Where a prize lands, inside the draw transaction (so a prize is delivered exactly when the draw
 * is recorded): points → the points ledger, coupons → the coupon wallet, balance → the balance ledger,
 * vouchers → the cash vouchers, goods → a points order to be shipped. `ref` (activity, store, n-th draw) is unique per draw.
 */
import type { Tx } from '../db/client';
import type { lotteryPrizes } from '../db/schema';
import { grantCoupon } from '../coupons/grant';
import { postEntry } from '../wallet/ledger';
import { grantPoints } from '../points/ledger';
import { grantVoucher } from '../wallet/vouchers';
import { prizeOrder, type PointsActor } from '../points-mall/redeem';

type Prize = typeof lotteryPrizes.$inferSelect;
/** A cash voucher won in a lottery is valid for this many days. */
export const VOUCHER_DAYS = 30;

/** Delivers the prize and returns where it went (`coupon:12`, `points-order:JF…`, …; '' for 谢谢参与). */
export async function deliverPrize(tx: Tx, actor: PointsActor, prize: Prize, ref: string, now: Date): Promise<string> {
  const note = `抽奖奖品：${prize.name}`;
  switch (prize.kind) {
    case 'points':
      await grantPoints(tx, actor.storeId, prize.value, 'prize', ref, note);
      return `points:${ref}`;
    case 'balance':
      await postEntry(tx, { storeId: actor.storeId, kind: 'adjustment', amount: prize.value, ref, note });
      return `balance:${ref}`;
    case 'coupon': {
      const id = await grantCoupon(tx, actor.storeId, prize.couponId!, now);
      return `coupon:${id}`;
    }
    case 'voucher': {
      const id = await grantVoucher(tx, { storeId: actor.storeId, value: prize.value, name: prize.name, validDays: VOUCHER_DAYS, source: 'prize', ref, now });
      return `voucher:${id}`;
    }
    case 'goods': {
      const order = await prizeOrder(tx, actor, prize.name, now);
      return `points-order:${order.orderNo}`;
    }
    case 'none':
      return '';
  }
}
