/** Calendar-day arithmetic on 'YYYY-MM-DD' strings (date columns), independent of the host time zone. */

function parse(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number);
  return [y ?? 0, m ?? 1, d ?? 1];
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = parse(day);
  return format(new Date(Date.UTC(y, m - 1, d + days)));
}

/** Adds calendar months, clamping to the month's last day (01-31 + 1 month = 02-28). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = parse(day);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return format(new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))));
}

export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parse(from);
  const [y2, m2, d2] = parse(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** A moment on a day in Asia/Shanghai (UTC+8, no daylight saving). */
export function shanghaiTime(day: string, hour: number, minute = 0): Date {
  const hh = String(hour).padStart(2, '0');
  const mm = String(minute).padStart(2, '0');
  return new Date(`${day}T${hh}:${mm}:00+08:00`);
}
