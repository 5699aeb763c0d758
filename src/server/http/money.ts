import { z } from 'zod';
import { parseYuanToFen } from '../../lib/money';

/**
 * The one way a yuan amount typed into a form, a query, a file or the CLI becomes fen on the server:
 * integer arithmetic through `parseYuanToFen` (src/lib/money.ts, shared with the browser), never
 * `Number(v) * 100`. "12.3" → 1230; more than two decimals ("0.015"), exponents, "¥" or blanks are
 * refused, not rounded.
 */

/** The largest amount a form takes (¥10,000,000): every fen column is a 32-bit integer. */
export const MAX_FEN = 1_000_000_000;

export type YuanShape = {
  /** At most this many digits before the point (default: any, up to the largest safe integer). */
  digits?: number;
  /** A leading minus is allowed (balance adjustments). */
  signed?: boolean;
};

/** "12.30" → 1230, "-0.5" → -50 when `signed`; anything else (too many digits or decimals, "1e3", "") → null. */
export function fenOf(text: string, { digits = Infinity, signed = false }: YuanShape = {}): number | null {
  const t = text.trim();
  const negative = signed && t.startsWith('-');
  const amount = negative ? t.slice(1) : t;
  if (amount.split('.')[0]!.length > digits) return null;
  const fen = parseYuanToFen(amount);
  return fen === null ? null : negative ? -fen : fen;
}

export type YuanField = YuanShape & {
  /** Refuse 0 (and below). */
  positive?: boolean;
  /** Largest amount in fen, either sign (default {@link MAX_FEN}). */
  max?: number;
  /** Each form keeps its own wording; the defaults are the promotion forms'. */
  messages?: { required?: string; format?: string; positive?: string; max?: string };
};

/** A required yuan amount (string, or a JSON number) → fen, with the form's own Chinese messages. */
export function yuan(label: string, { positive = false, max = MAX_FEN, messages = {}, ...shape }: YuanField = {}) {
  const m = {
    required: `请输入${label}`,
    format: `${label}应为金额，最多两位小数`,
    positive: `${label}须大于 0`,
    max: `${label}不能超过 ¥10,000,000`,
    ...messages,
  };
  return z
    .union([z.string(), z.number()], { error: m.required })
    .transform((v) => String(v).trim())
    .refine((s) => s !== '', { error: m.required, abort: true })
    .refine((s) => fenOf(s, shape) !== null, { error: m.format, abort: true })
    .transform((s) => fenOf(s, shape)!)
    .refine((fen) => Math.abs(fen) <= max, m.max)
    .refine((fen) => !positive || fen > 0, m.positive);
}

/** An optional yuan amount: '', null or absent → undefined; otherwise as {@link yuan}. */
export const optionalYuan = (label: string, field: YuanField = {}) =>
  z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : v), yuan(label, field).optional());
