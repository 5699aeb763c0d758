/**
 * Matching accuracy over a table of realistic imported lines (tests/unit/purchase-plan/match-pairs.json):
 * abbreviations (maker short names, pinyin initials), full-width characters, reordered and re-unit specs,
 * typos, trade names, approval numbers with and without 国药准字, barcodes, and goods we do not carry.
 * The catalogue fixture is a 1,400-goods slice of the demo catalogue (every maker and spec of 99 names),
 * so each line competes with the same drug from many makers in several specs.
 */
import { describe, expect, it } from 'vitest';
import { MatchIndex, type IndexGoods, type MatchInput } from '../../../src/server/purchase-plan/match';
import catalogue from './catalogue-fixture.json';
import pairs from './match-pairs.json';

type Pair = { kind: string; input: MatchInput; expect: number | null };
const table = pairs as Pair[];
const index = new MatchIndex(catalogue as IndexGoods[]);

function run() {
  return table.map((p) => {
    const r = index.match(p.input);
    const best = r.best?.goods.id ?? null;
    const offered = best === p.expect || r.alternatives.some((a) => a.goods.id === p.expect);
    return { ...p, status: r.status, best, ok: p.expect === null ? r.status === 'unmatched' : best === p.expect, offered: p.expect === null ? r.status === 'unmatched' : offered };
  });
}

describe('matching over the pairs table', () => {
  const results = run();
  const carried = results.filter((r) => r.expect !== null);

  it('has at least 100 pairs of every kind', () => {
    expect(table.length).toBeGreaterThanOrEqual(100);
    expect(new Set(table.map((p) => p.kind)).size).toBeGreaterThanOrEqual(12);
  });

  it('finds the expected goods as best match for at least 95 % of carried lines and offers it for 99 %', () => {
    const accuracy = carried.filter((r) => r.ok).length / carried.length;
    const offered = carried.filter((r) => r.offered).length / carried.length;
    const misses = carried.filter((r) => !r.ok).map((r) => `${r.kind}: ${JSON.stringify(r.input)} → ${r.best} (want ${r.expect})`);
    console.info(
      `[match accuracy] best ${(accuracy * 100).toFixed(1)} % · offered ${(offered * 100).toFixed(1)} % over ${carried.length} carried lines; misses:\n${misses.join('\n')}`,
    );
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
    expect(offered).toBeGreaterThanOrEqual(0.99);
  });

  it('leaves every line naming goods we do not carry unmatched', () => {
    const wrong = results.filter((r) => r.expect === null && !r.ok).map((r) => `${r.input.name} → ${r.best}`);
    expect(wrong).toEqual([]);
  });

  it('is sure (matched, not unsure) when approval number or barcode identify the goods', () => {
    for (const r of results.filter((x) => x.kind === 'barcode' || x.kind === 'approval')) expect(r.status, JSON.stringify(r.input)).toBe('matched');
  });
});
