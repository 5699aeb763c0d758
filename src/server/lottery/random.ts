/**
 * Random sources for the draw. Production draws use {@link cryptoRandom} (node:crypto's CSPRNG,
 * uniform without modulo bias); tests pass {@link seededRandom} to get a reproducible sequence.
 */
import { randomInt } from 'node:crypto';

export type RandomSource = {
  /** A uniform integer in [0, max). */
  below(max: number): number;
};

export const cryptoRandom: RandomSource = { below: (max) => randomInt(max) };

/** mulberry32: a small, well-distributed 32-bit generator — for tests only, never for real draws. */
export function seededRandom(seed: number): RandomSource {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { below: (max) => Math.floor(next() * max) };
}
