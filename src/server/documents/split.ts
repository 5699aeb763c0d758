/**
 * Money of a line spread over its printed rows (one per batch): each row's 金额 in whole fen, the
 * remainder fen going to the rows with the largest fractional share, so Σ rows = the line's charge exactly.
 */

/** Splits `total` fen over `weights` (units per row) by largest remainder; Σ result = total. */
export function splitFen(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

/** 最终成交单价 in yuan: amount ÷ units, up to 4 decimals (医保 3503 takes 6), at least 2 — 「13.0660」→「13.066」. */
export function unitPriceText(amount: number, number: number): string {
  if (number <= 0) return '0.00';
  const text = (amount / number / 100).toFixed(4).replace(/0{1,2}$/, '');
  return text;
}
