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

/**
 * The one ¥ formatter for display, always two decimals with thousands separators: 4985880 (fen) →
 * "¥49,858.80", 1400 → "¥14.00" (prices, totals, hints and rule texts alike; issue 27). It also
 * takes the API's yuan strings as they are ("49858.80" → "¥49,858.80"), so the browser formats what
 * the server computed without turning it into a float. A negative amount reads "-¥12.50".
 */
export function formatYuan(amount: number | string): string {
  const text = typeof amount === 'number' ? fenToYuan(amount) : amount.trim();
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return `¥${text}`;
  const [, sign, whole, fraction = ''] = match;
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}¥${grouped}.${fraction.slice(1).padEnd(2, '0').slice(0, 2)}`;
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
