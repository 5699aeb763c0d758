/**
 * Promotion actions on the wire (领券中心 claims, 拼团 joins; built by src/server/promotions/ and
 * src/server/group-buy/, read by src/stores/promotions.ts). Types only.
 */

/** POST /api/activity/coupon_claim: how many the store now holds and how many are left. */
export type CouponClaimed = { mine: number; left: number };

/** POST /api/activity/group_join: the group opened or joined and its order. */
export type GroupJoined = { group_id: number; order_id: number; status: string; joined: number; size: number; deadline: string; paid: string };
