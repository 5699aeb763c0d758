/**
 * Money is integer fen (分) everywhere below the display edge; these helpers are the edge.
 * Fractions of a fen always round down (the spec's "round down to 2 decimals").
 */

/** Floors a possibly fractional fen amount (e.g. price × discount rate) to whole fen. */
export function floorFen(amount: number): number {
  return Math.floor(amount + 1e-9);
}

/** 1250 → "12.50" (the API's yuan string). */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1250 → "¥12.50" for display. */
export function formatYuan(fen: number): string {
  return `¥${fenToYuan(fen)}`;
}

/**
 * "12.5" → 1250: a yuan amount (digits, at most 2 decimals) to fen in integer arithmetic, so no
 * binary-fraction rounding can shift a fen. Anything else ("1.234", "-1", "1e3", "¥1", "") → null.
 */
export function parseYuanToFen(text: string): number | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}
