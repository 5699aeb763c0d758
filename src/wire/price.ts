/**
 * The one price model on the wire (issue 27), built by src/server/pricing/ (line-price.ts, quote.ts)
 * through src/server/cart/price-view.ts. Types only; amounts are yuan strings with two decimals.
 */

/** A rule that changed the price: ladder, spike / daily / clearance / group (special prices), discount (满折, 94折), manjian, coupon. */
export type PriceApplied = { kind: string; label: string };

/** A cart or order line: list unit price → line-level price and amount → order-level shares → what is charged. */
export type LinePrice = {
  number: number;
  list_price: string;
  /** Unit price of the ladder tier / special price before the 折扣, and base_unit_price × number (type-1 ladders: Σ of the bands). */
  base_unit_price: string;
  raw_amount: string;
  /** The line's 折扣 share (94折, 满折): raw_amount − amount. */
  discount_amount: string;
  /** Unit price after ladder / special price / 折扣. */
  unit_price: string;
  /** Line amount after ladder / special price / 折扣. */
  amount: string;
  applied: PriceApplied[];
  /** This line's share of the order's 满减 and coupon (Σ over the lines = the order's reduction, to the fen). */
  manjian_amount: string;
  coupon_amount: string;
  order_applied: PriceApplied[];
  /** amount − manjian_amount − coupon_amount: what this line is charged. */
  charged: string;
  /** ⌊charged ÷ number⌋ (折合单价). */
  final_unit_price: string;
};

/** GET /api/goods/quote?goods_id=&number=: what `number` units cost alone (line-level rules only). */
export type GoodsQuote = {
  goods_id: number;
  number: number;
  list_price: string;
  unit_price: string;
  amount: string;
  applied: PriceApplied[];
  /** The next ladder tier: from `number` units on the unit price is `unit_price`, `saving` less per unit; `more` units to go. */
  next_tier: { number: number; unit_price: string; more: number; saving: string } | null;
  /** The limit this quantity breaks (the cart refuses it with this message), or null. */
  message: string | null;
};
