/**
 * Promotion actions on the wire (拼团 joins, built by src/server/group-buy/, read by
 * src/stores/promotions.ts; 领券中心 claims are in ./coupons.ts). Types only.
 */

/** POST /api/activity/group_join: the group opened or joined and its order. */
export type GroupJoined = { group_id: number; order_id: number; status: string; joined: number; size: number; deadline: string; paid: string };
