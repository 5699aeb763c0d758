import { vi } from 'vitest';

/** Stops `Date` at `d` (timers keep running, so awaited I/O still completes); undo with `vi.useRealTimers()`. */
export function setClock(d: Date): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(d);
}
