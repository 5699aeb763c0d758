import { describe, expect, it } from 'vitest';
import { allocate, weightedSample } from '../../../src/server/seed/allocate';
import { Rng } from '../../../src/server/seed/random';

describe('Rng', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const c = new Rng(43);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps helpers in range', () => {
    const rng = new Rng(1);
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    expect(['a', 'b', 'c']).toContain(rng.pick(['a', 'b', 'c']));
  });

  it('shuffles to a permutation and samples distinct items', () => {
    const rng = new Rng(7);
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect(
      rng
        .shuffle(items)
        .slice()
        .sort((x, y) => x - y),
    ).toEqual(items);
    const sample = rng.sample(items, 10);
    expect(new Set(sample).size).toBe(10);
  });

  it('forks independent, reproducible streams', () => {
    expect(new Rng(5).fork('goods').next()).toBe(new Rng(5).fork('goods').next());
    expect(new Rng(5).fork('goods').next()).not.toBe(new Rng(5).fork('news').next());
  });

  it('chance follows its probability roughly', () => {
    const rng = new Rng(9);
    let hits = 0;
    for (let i = 0; i < 10_000; i++) if (rng.chance(0.25)) hits++;
    expect(hits / 10_000).toBeGreaterThan(0.22);
    expect(hits / 10_000).toBeLessThan(0.28);
  });
});

describe('allocate / weightedSample', () => {
  it('splits a total exactly by weight', () => {
    const counts = allocate(100, [1, 2, 1]);
    expect(counts).toEqual([25, 50, 25]);
    expect(allocate(7, [1, 1, 1]).reduce((s, c) => s + c, 0)).toBe(7);
  });

  it('draws distinct items', () => {
    const picked = weightedSample(new Rng(3), [1, 2, 3, 4, 5], (x) => x, 3);
    expect(new Set(picked).size).toBe(3);
  });
});
