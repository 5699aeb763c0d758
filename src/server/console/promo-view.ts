import { fenToYuan } from '../../lib/money';
import { isoDate, shanghaiClock } from '../../lib/time';

/** How the promotion pages prefill their forms: the inverse of promo-inputs.ts. */

/** An instant as the value of a datetime-local field, in Shanghai wall-clock time. */
export const localInput = (d: Date): string => `${isoDate(d)}T${shanghaiClock(d)}`;

/** Rows as the lines of a multi-line field (cells joined by ", "). */
export const linesText = (rows: (string | number | null)[][]): string => rows.map((r) => r.map((c) => c ?? '').join(', ')).join('\n');

export const yuanText = (fen: number): string => fenToYuan(fen);

/** Tiers of a kind as lines: 满减/返现 in yuan, 满折 yuan + percent, 买赠 units. */
export function tiersText(kind: 'manjian' | 'discount' | 'gift' | 'cashback', tiers: { amount: number; value: number }[]): string {
  return linesText(tiers.map((t) => (kind === 'gift' ? [t.amount, t.value] : kind === 'discount' ? [fenToYuan(t.amount), t.value] : [fenToYuan(t.amount), fenToYuan(t.value)])));
}
