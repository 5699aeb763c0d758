import { fenToYuan } from '../../lib/money';
import { isoDate, shanghaiClock } from '../../lib/time';
import { windowState, type Window } from '../promotions/vocabulary';

/** How the promotion pages prefill their forms: the inverse of promo-inputs.ts. */

/** An instant as the value of a datetime-local field, in Shanghai wall-clock time. */
export const localInput = (d: Date): string => `${isoDate(d)}T${shanghaiClock(d)}`;

/** Rows as the lines of a multi-line field (cells joined by ", "). */
export const linesText = (rows: (string | number | null)[][]): string => rows.map((r) => r.map((c) => c ?? '').join(', ')).join('\n');

const STATE_TEXT = { upcoming: '未开始', running: '进行中', ended: '已结束' } as const;

/** 已停用 / 未开始 / 进行中 / 已结束 of a promotion row at `now` (the one window rule). */
export const promoStateText = (a: Window & { isEnabled: boolean }, now: Date): string => (a.isEnabled ? STATE_TEXT[windowState(a, now)] : '已停用');

export const yuanText = (fen: number): string => fenToYuan(fen);

/** Tiers of a kind as lines: 满减/返现 in yuan, 满折 yuan + percent, 买赠 units. */
export function tiersText(kind: 'manjian' | 'discount' | 'gift' | 'cashback', tiers: { amount: number; value: number }[]): string {
  return linesText(tiers.map((t) => (kind === 'gift' ? [t.amount, t.value] : kind === 'discount' ? [fenToYuan(t.amount), t.value] : [fenToYuan(t.amount), fenToYuan(t.value)])));
}
