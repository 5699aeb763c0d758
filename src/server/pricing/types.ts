/**
 * Inputs and outputs of the pricing engine. Everything is plain data in integer fen (分): the engine
 * reads no database, clock or session, so the same numbers come out for the drawer, the header
 * badge, cart step 1 and the order (see ./cart.ts for the whole calculation and ./README.md for the
 * stacking rules).
 */

/** A ladder-price tier: from `number` units on, the unit price is `price` fen. */
export type LadderTier = { number: number; price: number };

/** `ladder_price_type` 1: up-to-quantity bands (each band's price applies to the units inside it). */
export const LADDER_UP_TO_QUANTITY = 1;

/** The goods facts pricing needs (a subset of the catalogue row, already joined). */
export type PricingGoods = {
  id: number;
  /** 1 ordinary goods, 3 combination (priced as one unit; its parts are listed for display only). */
  type: number;
  basePrice: number;
  ladderPrice: LadderTier[];
  ladderPriceType: number;
  isBuy: boolean;
  /** Stock (spec `number`); for a combination, the sets its own row and its parts allow. */
  stock: number;
  /** 限购: 0 none, > 0 most units per line, < 0 not buyable. */
  xgNumber: number;
  isDpby: boolean;
  qgNumber: number;
  midPack: number;
  onlyMidPack: boolean;
  /** Off sale, deleted, or 控销 not released to this buyer: shown as 失效. */
  visible: boolean;
  /** A combination whose parts cannot all be bought right now. */
  partsUnavailable?: boolean;
  /** 含麻 goods: per-order quantity limit (0 = none) and no promotions. */
  isEphedrine: boolean;
  ephedrineLimit: number;
  /** Goods sold at a special price (秒杀/特价 tags) do not take coupons. */
  noCoupon: boolean;
  /** The goods' own category (a category-scoped coupon checks it; unset: in no category). */
  categoryId?: number;
  /** The special price in force for this buyer right now (decided by the server), or none. */
  special?: SpecialPrice | null;
};

export type SpecialKind = 'spike' | 'daily' | 'group' | 'clearance';

/**
 * A special-price activity (秒杀, 每日特价, 拼团, 近效期) a goods is in right now. Its price replaces
 * the base and ladder price; the line joins no 满减 / 满折 (so a goods is in at most one
 * price-changing activity) and takes a coupon only when the activity says `withCoupon`.
 */
export type SpecialPrice = {
  itemId: number;
  activityId: number;
  kind: SpecialKind;
  name: string;
  /** Price per unit, fen. */
  price: number;
  withCoupon: boolean;
  /** Units still available at this price (the activity's own stock). */
  stockLeft: number;
  /** Most units per member (0 = none) and how many this buyer may still buy. */
  memberLimit: number;
  memberLeft: number | null;
  endsAt: string;
};

/** One line of the cart as stored. */
export type PricingLine = {
  id: number;
  goodsId: number;
  /** Line type (1 ordinary, 3 combination). */
  type: number;
  number: number;
  isSelected: boolean;
};

export type ActivityKind = 'manjian' | 'discount' | 'gift';

/**
 * A promotion tier. `amount` is the threshold in fen (满 amount); `value` depends on the kind:
 * - manjian: fen taken off (减 value);
 * - discount: percent paid (95 = 9.5折, 94 = 94折), 1–99;
 * - gift: for gifts `amount` is a quantity (买 amount 赠 value) and `value` the units given.
 */
export type ActivityTier = { amount: number; value: number };

export type Activity = {
  id: number;
  kind: ActivityKind;
  name: string;
  /** 'all': every goods (except 含麻); 'goods': only `goodsIds`. */
  scope: 'all' | 'goods';
  goodsIds: number[];
  tiers: ActivityTier[];
  /** Whether goods of this activity may also use coupons (with_coupon of their lines). */
  withCoupon: boolean;
  /**
   * Goods an all-goods activity leaves out right now (the loader fills it for a store-wide 满折:
   * goods of a running 拼团). Combination packages never join a store-wide 满折 either.
   */
  excludedGoodsIds?: number[];
};

export type ShippingSettings = {
  /** Fee when the order is not free-shipping, fen. */
  shippingAmount: number;
  /** Orders whose goods amount (after 满减 and 折扣) reaches this ship free, fen; 0 = never by amount. */
  noTransOrderAmount: number;
};

/**
 * What a coupon applies to. Absent: every coupon-eligible line. 'category': lines whose goods'
 * `categoryId` is in `ids` (the server passes the chosen categories *with their sub-categories*);
 * 'goods': lines whose goods id is in `ids`.
 */
export type CouponScope = { kind: 'category' | 'goods'; ids: readonly number[] };

/** A coupon chosen at checkout: 满 threshold 减 value (fen) or 满 threshold 打 rate 折 (percent), optionally scoped. */
export type Coupon = ({ kind: 'amount'; threshold: number; value: number } | { kind: 'rate'; threshold: number; rate: number; maxOff?: number }) & { scope?: CouponScope | null };

/** Why a line does not count (null when it is buyable). */
export type InvalidReason = 'not_visible' | 'not_buyable' | 'sold_out' | 'combination_part';

export type LineResult = {
  id: number;
  goodsId: number;
  type: number;
  number: number;
  /** Selected after the load rule (unbuyable lines are forced to 0). */
  isSelected: boolean;
  /** Counts toward the selected totals: selected and buyable. */
  counted: boolean;
  invalid: InvalidReason | null;
  /** Quantity problems of a buyable line (above limit or stock, off the 中包装 step); checkout refuses them. */
  problem: QuantityProblem | null;
  /** Unit price for display, fen: the tier price (full-quantity) or the floored average (up-to-quantity). */
  unitPrice: number;
  /** Line amount before promotions, fen (`raw_price`). */
  rawPrice: number;
  /** The ladder tier in force (null: base price). */
  tier: LadderTier | null;
  /** The next ladder tier and how many more units reach it. */
  nextTier: { tier: LadderTier; more: number } | null;
  /** This line's share of its 满减 activity's reduction (`goods_manjian_amount`). */
  manjianAmount: number;
  /** rawPrice − manjianAmount (`raw_price_manjian`). */
  rawPriceManjian: number;
  /** This line's share of its discount activity (折扣). */
  discountAmount: number;
  /** What the line costs after 满减 and 折扣, fen (the amount coupons work on). */
  payAmount: number;
  withCoupon: boolean;
  /** The special-price activity pricing this line (then manjianId and discountId are null). */
  special: SpecialPrice | null;
  /** This line's share of the coupon reduction (0 unless `withCoupon` and counted); payAmount − couponAmount is what the line is charged. */
  couponAmount: number;
  manjianId: number | null;
  discountId: number | null;
  gift: { total: number; type: number };
};

export type TierResult = ActivityTier & { status: 0 | 1 };

export type ActivityResult = {
  id: number;
  kind: ActivityKind;
  name: string;
  /** Selected, buyable amount of the activity's lines (the tier basis), fen; for gifts, units. */
  eligibleAmount: number;
  /** Reached tiers first (ascending), then the rest (ascending). */
  tiers: TierResult[];
  /** The tier applied (only the best reached tier of an activity applies). */
  applied: ActivityTier | null;
  /** Fen taken off by this activity. */
  reduction: number;
  /** The next tier above what is reached and the fen still missing. */
  next: { tier: ActivityTier; need: number } | null;
  lineIds: number[];
};

export type ShippingResult = {
  shippingAmount: number;
  noTransOrderAmount: number;
  /** Fee charged, fen. */
  fee: number;
  free: boolean;
  /** 'single_item': an is_dpby line reached its qg_number; 'order_amount': the order reached the threshold. */
  freeReason: 'single_item' | 'order_amount' | null;
  /** Fen still missing to the order threshold (0 when free or no threshold). */
  need: number;
};

export type Totals = {
  /** Lines in the cart (the badge's item count). */
  count: number;
  selectedCount: number;
  /** Units in counted lines. */
  selectedNumber: number;
  /** Σ raw price of counted lines (商品总额). */
  goodsAmount: number;
  manjianAmount: number;
  discountAmount: number;
  /** After 满减 and 折扣 (the order amount shipping is judged on). */
  orderAmount: number;
  /** Coupon-eligible amount: counted lines with with_coupon 1 (and in the coupon's scope, if one is given), after 满减 and 折扣. */
  couponAmount: number;
  /** Coupon reduction actually applied (0 without a coupon). */
  couponReduction: number;
  shippingFee: number;
  /** orderAmount − couponReduction + shippingFee; never negative. */
  payable: number;
};

export type CartPricing = {
  lines: LineResult[];
  manjians: ActivityResult[];
  discounts: ActivityResult[];
  shipping: ShippingResult;
  totals: Totals;
};

/** A quantity the buyer may not have: what is wrong and the limit to name. */
export type QuantityProblem =
  | { kind: 'min'; limit: 1 }
  | { kind: 'max_number'; limit: number }
  | { kind: 'xg_number'; limit: number }
  | { kind: 'ephedrine'; limit: number }
  | { kind: 'stock'; limit: number }
  | { kind: 'mid_pack'; limit: number }
  /** Above the per-member limit of a special price (`left` units may still be bought). */
  | { kind: 'activity_limit'; limit: number; left: number }
  /** Above what is left of a special price's own stock. */
  | { kind: 'activity_stock'; limit: number };
