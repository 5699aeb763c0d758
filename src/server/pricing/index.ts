/** The pricing engine (pure): see ./cart.ts for the order of the calculation and ./README.md for stacking. */
export * from './types';
export { ladderPrice, marginalPrice, normalizeTiers } from './ladder';
export { MAX_LINE_NUMBER, quantityMessage, quantityProblem, quantityRange, specialProblem } from './limits';
export { activityFor, allocate, bestTier, nextTier, normalizeActivityTiers, tierReduction, tierStatuses } from './tier-discounts';
export { couponCovers, couponReduction } from './coupon';
export { shippingFor } from './shipping';
export { invalidReason, priceCart, type PricingInput } from './cart';
export { linePrices, storedLinePrice, type StoredLine, type Applied, type AppliedKind, type LinePriceModel } from './line-price';
export { quoteGoods, shownLadder, type GoodsQuote } from './quote';
export { tierPriceAfter, tierTexts } from './tier-text';
