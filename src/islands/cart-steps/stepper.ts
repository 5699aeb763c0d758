/**
 * Quantity steppers of cart step 1: whole 中包装 steps for goods sold only by the middle pack, never
 * below the minimum or above the line's maximum (purchase limit, 含麻 limit, stock). The server
 * checks again; this only keeps the buyer from sending numbers it would refuse.
 */
export type StepRange = { min: number; max: number; step: number };

/** The allowed quantity nearest to `wanted`: rounded up to a whole step, within min … max. */
export function clampStep(range: StepRange, wanted: number): number {
  const step = Math.max(1, range.step);
  const min = Math.max(step, range.min);
  if (!Number.isFinite(wanted)) return min;
  const up = Math.ceil(Math.max(wanted, 1) / step) * step;
  const max = Math.max(min, Math.floor(range.max / step) * step);
  return Math.min(Math.max(up, min), max);
}

/** One step up from `current` (to the next whole step), within the range. */
export function stepUp(range: StepRange, current: number): number {
  const step = Math.max(1, range.step);
  return clampStep(range, Math.floor(current / step) * step + step);
}

/** One step down from `current` (to the previous whole step), never below the minimum. */
export function stepDown(range: StepRange, current: number): number {
  const step = Math.max(1, range.step);
  const down = Math.ceil(current / step) * step - step;
  return down < Math.max(step, range.min) ? Math.max(step, range.min) : Math.min(down, clampStep(range, down));
}

/** Digits typed in the quantity box (anything else dropped, at most 5 digits = 99 999). */
export function typedDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 5);
}
