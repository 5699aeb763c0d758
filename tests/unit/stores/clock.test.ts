import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $clock, hydrateClock, serverNow, syncClock, toMs } from '../../../src/stores/clock';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toMs', () => {
  it('reads 10-digit timestamps as seconds and 13-digit ones as ms', () => {
    expect(toMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toMs('1700000000')).toBe(1_700_000_000_000);
    expect(toMs(1_700_000_000_123)).toBe(1_700_000_000_123);
    expect(toMs('1700000000123')).toBe(1_700_000_000_123);
  });

  it('rejects nonsense', () => {
    expect(toMs(Number.NaN)).toBeNull();
    expect(toMs('abc')).toBeNull();
    expect(toMs(0)).toBeNull();
    expect(toMs(-5)).toBeNull();
  });
});

describe('$clock', () => {
  it('syncs from seconds and from milliseconds', () => {
    syncClock(1_700_000_000);
    expect($clock.get()).toBe(1_700_000_000_000);
    syncClock(1_700_000_000_456);
    expect($clock.get()).toBe(1_700_000_000_456);
    hydrateClock('1800000000');
    expect($clock.get()).toBe(1_800_000_000_000);
  });

  it('ignores invalid and missing timestamps', () => {
    syncClock(1_700_000_000);
    syncClock(null);
    syncClock(undefined);
    syncClock('x');
    expect($clock.get()).toBe(1_700_000_000_000);
  });

  it('ticks +1000 each second while it has listeners, and stops after', () => {
    syncClock(1_700_000_000);
    const seen: number[] = [];
    const unlisten = $clock.listen((v) => seen.push(v));
    vi.advanceTimersByTime(3000);
    expect(seen).toEqual([1_700_000_001_000, 1_700_000_002_000, 1_700_000_003_000]);
    expect($clock.get()).toBe(1_700_000_003_000);
    expect(serverNow()).toBe(1_700_000_003_000);

    unlisten();
    vi.advanceTimersByTime(5000); // nanostores unmounts 1 s after the last listener leaves
    const frozen = $clock.get();
    vi.advanceTimersByTime(3000);
    expect($clock.get()).toBe(frozen);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not tick without listeners', () => {
    syncClock(1_700_000_000);
    vi.advanceTimersByTime(3000);
    expect($clock.get()).toBe(1_700_000_000_000);
    expect(vi.getTimerCount()).toBe(0);
    // …but the server time keeps running for one-off reads
    expect(serverNow()).toBe(1_700_000_003_000);
  });

  it('a re-sync while ticking continues from the new time', () => {
    syncClock(1_700_000_000);
    const unlisten = $clock.listen(() => {});
    vi.advanceTimersByTime(2000);
    syncClock(1_600_000_000_000);
    vi.advanceTimersByTime(1000);
    expect($clock.get()).toBe(1_600_000_001_000);
    unlisten();
  });
});
