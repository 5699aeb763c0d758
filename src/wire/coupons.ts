/** The JSON contract of the 领券中心 (types only): the server's views return these, the promotions store reads them. */

/**
 * Where an offer stands for the asking store, as a code (never read from the Chinese message):
 * - `claimable` it can claim one now
 * - `claimed`   it holds as many as the offer allows each store (每店限领)
 * - `sold_out`  the offer's total is gone (已抢光)
 * - `upcoming`  the offer has not started; `ended` it is over
 * - `missing`   no such offer (only in a refusal)
 */
export type OfferState = 'claimable' | 'claimed' | 'sold_out' | 'upcoming' | 'ended';
export type ClaimRefusalState = Exclude<OfferState, 'claimable'> | 'missing';

/** POST /api/activity/coupon_claim, success (code 10000): the new member coupon, the store's count, what is left. */
export type ClaimAnswer = { member_coupon_id: number; mine: number; left: number };

/** POST /api/activity/coupon_claim, refusal (code 31002, or 404 for `missing`): `data` of the envelope. */
export type ClaimRefusal = { state: ClaimRefusalState };
