import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $clock, serverNow, syncClock, toMs } from '../../../src/stores/clock';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T00:00:00Z'));
});
afterEach(() => {
  cleanStores($clock); // stops an interval left mounted by a test (also by a bare get())
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
    syncClock('1800000000');
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
    const after = vi.fn();
    $clock.listen(after)(); // a listener that left at once: must see nothing
    vi.advanceTimersByTime(1000); // nanostores unmounts 1 s after the last listener leaves
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(3000);
    expect(after).not.toHaveBeenCalled();
  });

  it('runs no interval without listeners, yet reads stay current', () => {
    syncClock(1_700_000_000);
    vi.advanceTimersByTime(3000);
    expect(vi.getTimerCount()).toBe(0);
    expect(serverNow()).toBe(1_700_000_003_000);
    // a bare get() mounts for a moment, so it reads the current server time too
    expect($clock.get()).toBe(1_700_000_003_000);
    vi.advanceTimersByTime(1000);
    expect(vi.getTimerCount()).toBe(0);
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
