/** Asia/Shanghai calendar days and wall-clock times (UTC+8, no daylight saving); storage stays UTC. */

const OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

/** The Shanghai calendar day of an instant, 'YYYY-MM-DD'. */
export function shanghaiDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of `hhmm` ('10:00'; '24:00' = the next midnight) on Shanghai day `day`. */
export function shanghaiAt(day: string, hhmm: string): Date {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(Date.parse(`${day}T00:00:00+08:00`) + ((h ?? 0) * 60 + (m ?? 0)) * 60_000);
}

/** Shanghai day `day` plus `n` days. */
export function addDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** '11月23日 10:00' style label of an instant in Shanghai time. */
export function shanghaiClock(at: Date): string {
  const s = new Date(at.getTime() + OFFSET_MS).toISOString();
  return s.slice(11, 16);
}
