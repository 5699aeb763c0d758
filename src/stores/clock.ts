/**
 * The server clock (spec section 4): the server's current time in ms, ticking up every second
 * while something listens (countdowns, activity start times).
 *
 * The value is kept as an offset from the local clock, so a tab whose timers were throttled in the
 * background still shows the right time on its next tick.
 */
import { atom, onMount } from 'nanostores';

export const TICK_MS = 1000;

let offset = 0;

export const $clock = atom<number>(Date.now());

/** Server timestamps of 10 digits or fewer are seconds, longer ones milliseconds. */
export function toMs(timestamp: number | string): number | null {
  const n = typeof timestamp === 'string' ? Number(timestamp.trim()) : timestamp;
  if (!Number.isFinite(n) || n <= 0) return null;
  return String(Math.trunc(n)).length <= 10 ? Math.trunc(n) * 1000 : Math.trunc(n);
}

/** Sets the clock from a server timestamp (10-digit seconds or 13-digit ms); invalid input is ignored. */
export function syncClock(timestamp: number | string | null | undefined): void {
  if (timestamp == null) return;
  const ms = toMs(timestamp);
  if (ms === null) return;
  offset = ms - Date.now();
  $clock.set(ms);
}

onMount($clock, () => {
  $clock.set(Date.now() + offset);
  const timer = setInterval(() => $clock.set(Date.now() + offset), TICK_MS);
  return () => clearInterval(timer);
});

/** The server's time right now, without subscribing (for one-off checks in actions). */
export function serverNow(): number {
  return Date.now() + offset;
}
