/**
 * Days written YYYY-MM-DD are days of the calendar: 2026-02-30 used to pass the format check, roll over
 * to March in Date.parse, and reach PostgreSQL, whose date column refused it (a 500 instead of a 422).
 */
import { describe, expect, it } from 'vitest';
import { isCalendarDay } from '../../../src/server/http/fields';
import { approveInput } from '../../../src/server/console/qualifications';
import { rangeInput } from '../../../src/server/documents/range-export';

describe('isCalendarDay', () => {
  it('takes real days, leap days in leap years only', () => {
    expect(['2026-11-28', '2028-02-29', '2026-12-31', '2026-01-01'].map(isCalendarDay)).toEqual([true, true, true, true]);
    expect(['2026-02-29', '2026-02-30', '2026-13-01', '2026-04-31', '2026-00-10', '2026-11-2'].map(isCalendarDay)).toEqual([false, false, false, false, false, false]);
  });
});

describe('day fields', () => {
  it('refuse a day that is not in the calendar with a Chinese message', () => {
    const licence = approveInput.safeParse({ valid_to: '2026-02-30' });
    expect(licence.success).toBe(false);
    expect(licence.error?.issues.map((i) => i.message)).toEqual(['有效期不是有效日期']);
    const range = rangeInput.safeParse({ from: '2026-11-01', to: '2026-11-31' });
    expect(range.error?.issues.map((i) => i.message)).toContain('日期无效');
    expect(rangeInput.safeParse({ from: '2026-11-01', to: '2026-11-30' }).success).toBe(true);
  });

  it('say only what is wrong: a day not written YYYY-MM-DD gets the format message alone', () => {
    expect(approveInput.safeParse({ valid_to: 'yesterday' }).error?.issues.map((i) => i.message)).toEqual(['有效期格式应为 YYYY-MM-DD']);
  });
});
