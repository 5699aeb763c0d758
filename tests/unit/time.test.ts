/** The one time edge: Shanghai days and date-times from UTC instants. */
import { describe, expect, it } from 'vitest';
import { chineseDate, formatDate, formatDateTime, isoDate, shanghaiDayStart, shanghaiStamp, shanghaiToday } from '../../src/lib/time';

describe('Asia/Shanghai time helpers', () => {
  const lateUtc = new Date('2026-01-04T16:05:03Z'); // already 5 January in Shanghai

  it('calendar days roll over at Shanghai midnight, not UTC midnight', () => {
    expect(shanghaiToday(lateUtc)).toBe('2026-01-05');
    expect(isoDate(new Date('2026-01-04T15:59:59Z'))).toBe('2026-01-04');
    expect(shanghaiDayStart('2026-01-05').toISOString()).toBe('2026-01-04T16:00:00.000Z');
    expect(shanghaiStamp(lateUtc)).toBe('20260105000503');
  });

  it('formats dates and date-times as the pages show them', () => {
    expect(chineseDate(lateUtc)).toBe('2026年1月5日');
    expect(formatDate(lateUtc)).toBe('2026/1/5');
    expect(formatDateTime(lateUtc.toISOString())).toBe('2026/01/05 00:05:03');
    expect(formatDateTime(lateUtc, { padded: false })).toBe('2026/1/5 00:05:03');
    expect(formatDateTime(null)).toBe('');
  });

  it('agrees with Intl for every hour of a year (China keeps UTC+8)', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) expect(isoDate(t)).toBe(intl.format(t));
  });
});
