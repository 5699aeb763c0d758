/**
 * Ladder prices (阶梯价). A tier `{ number, price }` says "from `number` units on, `price` fen".
 * Below the first tier the goods' base price applies. `ladder_price_type` picks how tiers apply:
 *
 * **Type 1 — up-to-quantity bands.** Each tier's price applies only to the units inside its band,
 * like tax brackets. Base 100 fen, tiers [{5, 90}, {20, 85}], 25 units:
 *   units 1–4   at 100 →  4 × 100 =  400
 *   units 5–19  at  90 → 15 ×  90 = 1350
 *   units 20–25 at  85 →  6 ×  85 =  510
 *   line amount 2260 fen; the unit price shown is the floored average 2260 / 25 = 90.4 → 90.
 *
 * **Any other type — full-quantity tiers.** The whole quantity pays the price of the highest tier
 * reached. Same goods and tiers:
 *   4 units  → base 100 → 400;  5 units → 5 × 90 = 450;  19 units → 19 × 90 = 1710;
 *   20 units → 20 × 85 = 1700 (cheaper than 19 units: the tier price says so);  25 units → 2125.
 *
 * Tiers are normalised first: sorted by number, non-positive or non-integer entries dropped, tiers at
 * or below one unit fold into the base price, and for equal numbers the lower price wins. Prices
 * are integer fen, so line amounts are exact integers and nothing needs rounding here.
 */
import { LADDER_UP_TO_QUANTITY, type LadderTier } from './types';

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/** Sorted, valid tiers (see module comment); the base price is returned separately as tier "1". */
export function normalizeTiers(basePrice: number, tiers: readonly LadderTier[] | null | undefined): { base: number; tiers: LadderTier[] } {
  let base = basePrice;
  const byNumber = new Map<number, number>();
  for (const t of tiers ?? []) {
    if (!t || !isCount(t.number) || !isCount(t.price)) continue;
    if (t.number <= 1) {
      base = Math.min(base, t.price);
      continue;
    }
    const had = byNumber.get(t.number);
    byNumber.set(t.number, had === undefined ? t.price : Math.min(had, t.price));
  }
  const sorted = [...byNumber].sort((a, b) => a[0] - b[0]).map(([number, price]) => ({ number, price }));
  return { base, tiers: sorted };
}

export type LadderPrice = {
  /** Line amount in fen. */
  amount: number;
  /** Displayed unit price in fen (tier price, or floored average for bands). */
  unitPrice: number;
  /** Highest tier reached (null: base price). */
  tier: LadderTier | null;
  /** The next tier and the units still missing to reach it. */
  nextTier: { tier: LadderTier; more: number } | null;
};

/** Price of `quantity` units (a positive integer) under the goods' ladder. */
export function ladderPrice(basePrice: number, ladder: readonly LadderTier[] | null | undefined, ladderType: number, quantity: number): LadderPrice {
  if (!isCount(quantity)) return { amount: 0, unitPrice: basePrice, tier: null, nextTier: null };
  const { base, tiers } = normalizeTiers(basePrice, ladder);
  let reached: LadderTier | null = null;
  for (const t of tiers) if (t.number <= quantity) reached = t;
  const following = tiers.find((t) => t.number > quantity) ?? null;
  const nextTier = following ? { tier: following, more: following.number - quantity } : null;

  if (ladderType !== LADDER_UP_TO_QUANTITY) {
    const unitPrice = reached ? reached.price : base;
    return { amount: unitPrice * quantity, unitPrice, tier: reached, nextTier };
  }
  // Bands: [1, t0.number) at base, [t_i.number, t_{i+1}.number) at t_i.price, the last band open.
  let amount = 0;
  let from = 1;
  let price = base;
  for (const t of tiers) {
    if (t.number > quantity) break;
    amount += (t.number - from) * price;
    from = t.number;
    price = t.price;
  }
  amount += (quantity - from + 1) * price;
  return { amount, unitPrice: Math.floor(amount / quantity), tier: reached, nextTier };
}

/** The unit price of the `n`-th unit under the ladder (the band's price for type 1). */
export function marginalPrice(basePrice: number, ladder: readonly LadderTier[], n: number): number {
  const { base, tiers } = normalizeTiers(basePrice, ladder);
  let price = base;
  for (const t of tiers) if (t.number <= n) price = t.price;
  return price;
}
