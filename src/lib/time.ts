/**
 * The time edge: instants are stored in UTC; buyers see Asia/Shanghai. Every Shanghai calendar day,
 * date and date-time the product shows or compares comes from here. China keeps UTC+8 all year (no
 * daylight saving), so calendar days are computed with the fixed offset; display strings use Intl.
 */
export const SHANGHAI_TZ = 'Asia/Shanghai';

const OFFSET_MS = 8 * 3_600_000;

type When = Date | string | number;
const toDate = (value: When): Date => (value instanceof Date ? value : new Date(value));

/** The Shanghai calendar day of an instant as YYYY-MM-DD (also the `<time datetime>` value). */
export function isoDate(value: When): string {
  return new Date(toDate(value).getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** Today (or the day of `now`) as YYYY-MM-DD in Shanghai: expiry and validity dates are plain days there. */
export function shanghaiToday(now: Date = new Date()): string {
  return isoDate(now);
}

/** A Shanghai calendar day (YYYY-MM-DD) → the UTC instant it starts. */
export function shanghaiDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00+08:00`));
}

/** YYYYMMDDHHmmss in Shanghai (order, trade and return numbers). */
export function shanghaiStamp(now: Date = new Date()): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** 2026年10月15日: a calendar date as readers in China write it. */
export function chineseDate(value: When): string {
  return new Intl.DateTimeFormat('zh-CN', { timeZone: SHANGHAI_TZ, year: 'numeric', month: 'long', day: 'numeric' }).format(toDate(value));
}

/** 2026/1/5: a short Shanghai date. */
export function formatDate(value: When): string {
  return toDate(value).toLocaleDateString('zh-CN', { timeZone: SHANGHAI_TZ });
}

const PADDED: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' };

/**
 * A Shanghai date-time to the second, 24-hour: `2026/01/05 09:05:03` (the order pages' form), or with
 * `{ padded: false }` `2026/1/5 09:05:03`. Empty for no value.
 */
export function formatDateTime(value: When | null | undefined, opts: { padded?: boolean } = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const padded = opts.padded ?? true;
  return toDate(value).toLocaleString('zh-CN', { timeZone: SHANGHAI_TZ, hour12: false, ...(padded ? PADDED : {}) });
}

/** Shanghai day `day` (YYYY-MM-DD) plus `n` calendar days. */
export function addShanghaiDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The instant of wall-clock `hhmm` ('10:00'; '24:00' = the next midnight) on Shanghai day `day`. */
export function shanghaiAt(day: string, hhmm: string): Date {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(shanghaiDayStart(day).getTime() + ((h ?? 0) * 60 + (m ?? 0)) * 60_000);
}

/** HH:MM of an instant in Shanghai (a spike session's start on its tab). */
export function shanghaiClock(value: When): string {
  return new Date(toDate(value).getTime() + OFFSET_MS).toISOString().slice(11, 16);
}
