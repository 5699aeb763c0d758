/**
 * The tier a line reached and the next one, in the buyer's words (issue 27), at the price the line would
 * really pay — the tier's price after the line's 折扣 (全场94折), as the detail's ladder shows it — and in the
 * ladder's own terms: full-quantity ladders (type 0) price every unit at the tier reached, band ladders
 * (type 1) only the units from the tier's quantity on. The cart and the purchase plan print these.
 */
import { formatYuan } from '../../lib/money';
import type { LadderTier } from './types';

type Reached = { tier: LadderTier | null; nextTier: { tier: LadderTier; more: number } | null };

/** A tier price after the line's 折扣 rate (percent, null: none), floored to the fen like the engine. */
export const tierPriceAfter = (price: number, rate: number | null) => (rate === null ? price : Math.floor((price * rate) / 100));

export function tierTexts(line: Reached, ladderType: number, unit: string, rate: number | null): { reached: string | null; next: string | null } {
  const at = (t: LadderTier) => formatYuan(tierPriceAfter(t.price, rate));
  const bands = ladderType === 1;
  const t = line.tier;
  const n = line.nextTier;
  return {
    reached: t ? (bands ? `第 ${t.number}${unit} 起单价 ${at(t)}（分段计价）` : `已达 ${t.number}${unit} 阶梯价 ${at(t)}`) : null,
    next: n ? (bands ? `再买${n.more}${unit}，第${n.tier.number}${unit}起单价${at(n.tier)}` : `再买${n.more}${unit}，全部按${at(n.tier)}/${unit}计价`) : null,
  };
}
