import { describe, expect, it } from 'vitest';
import { parseActivityId, parseActivityIds, STATUS_TEXT } from '../../../src/server/promotion-pages/landing';
import { ruleLines, windowState as activityStatus } from '../../../src/server/promotions/vocabulary';
import { formatYuan as yuan } from '../../../src/lib/money';

describe('activity landing rules', () => {
  it('writes tiers the way the cart applies them, lowest first', () => {
    expect(
      ruleLines('manjian', [
        { amount: 79_900, value: 5000 },
        { amount: 39_900, value: 2000 },
      ]),
    ).toEqual(['满¥399.00减¥20.00', '满¥799.00减¥50.00']);
    expect(
      ruleLines('discount', [
        { amount: 50_000, value: 95 },
        { amount: 150_000, value: 90 },
      ]),
    ).toEqual(['满¥500.00享9.5折', '满¥1,500.00享9折']);
    expect(ruleLines('gift', [{ amount: 10, value: 1 }])).toEqual(['买10赠1']);
    expect(yuan(1990)).toBe('¥19.90');
  });

  it('knows whether an activity has started, runs or has ended', () => {
    const window = { startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2026-02-01T00:00:00Z') };
    expect(activityStatus(window, new Date('2025-12-31T23:59:59Z'))).toBe('upcoming');
    expect(activityStatus(window, new Date('2026-01-15T00:00:00Z'))).toBe('running');
    expect(activityStatus(window, new Date('2026-02-01T00:00:01Z'))).toBe('ended');
    expect(STATUS_TEXT.missing).toBe('活动暂未开始');
    expect(STATUS_TEXT.upcoming).toBe('活动未开始');
  });

  it('reads activity ids from paths and queries, ignoring junk', () => {
    expect(parseActivityId('3')).toBe(3);
    for (const bad of [undefined, null, '', '0', '-1', 'abc', '1.5', '99999999999', '3000000000']) expect(parseActivityId(bad), String(bad)).toBeUndefined();
    expect(parseActivityIds('1,2,x,2，3')).toEqual([1, 2, 3]);
    expect(parseActivityIds(undefined)).toEqual([]);
  });
});
