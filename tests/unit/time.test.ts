/** The one time edge: Shanghai days and date-times from UTC instants. */
import { describe, expect, it } from 'vitest';
import { addShanghaiDays, chineseDate, formatDate, formatDateTime, isoDate, shanghaiAt, shanghaiClock, shanghaiDayStart, shanghaiStamp, shanghaiToday } from '../../src/lib/time';

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

describe('session times (promotions)', () => {
  it('a wall-clock time on a Shanghai day, 24:00 being the next midnight; HH:MM back; days across months', () => {
    expect(shanghaiAt('2026-11-23', '10:00').toISOString()).toBe('2026-11-23T02:00:00.000Z');
    expect(shanghaiAt('2026-11-23', '00:00').toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(shanghaiAt('2026-11-23', '24:00').toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(shanghaiClock(new Date('2026-11-23T12:00:00Z'))).toBe('20:00');
    expect(addShanghaiDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addShanghaiDays('2027-01-01', -1)).toBe('2026-12-31');
  });
});
