/**
 * Picking a prize (pure). Each prize has a weight in 1/10000; the pick is proportional to the
 * weights of all prizes of the activity. A prize whose stock is gone keeps its weight, and a pick
 * that lands on it becomes 谢谢参与 (so the other prizes' odds never grow when one runs out).
 */
import type { RandomSource } from './random';

export type WeightedPrize = { id: number; weight: number; stock: number | null; kind: string };

/** The prize the random number lands on, or undefined when no prize has a weight. */
export function pickPrize<P extends WeightedPrize>(prizes: readonly P[], random: RandomSource): P | undefined {
  const total = prizes.reduce((sum, p) => sum + Math.max(0, p.weight), 0);
  if (total <= 0) return undefined;
  let r = random.below(total);
  for (const p of prizes) {
    const w = Math.max(0, p.weight);
    if (r < w) return p;
    r -= w;
  }
  return undefined;
}

/** The 谢谢参与 prize of an activity (unlimited stock), used when a pick lands on an empty prize. */
export function consolationOf<P extends WeightedPrize>(prizes: readonly P[]): P | undefined {
  return prizes.find((p) => p.kind === 'none');
}
