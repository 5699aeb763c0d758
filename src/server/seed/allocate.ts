/** Splitting counts by weight and weighted sampling, shared by the goods generators. */
import type { Rng } from './random';

/** Splits `total` into integer shares proportional to `weights` (largest remainder, ties by order). */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((s, c) => s + c, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left-- <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

/** `count` distinct items drawn with probability proportional to weight (Efraimidis–Spirakis keys). */
export function weightedSample<T>(rng: Rng, items: readonly T[], weightOf: (item: T) => number, count: number): T[] {
  return items
    .map((item) => ({ item, key: rng.next() ** (1 / weightOf(item)) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map((x) => x.item);
}
