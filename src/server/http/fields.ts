/**
 * Form fields every API shares (zod, Chinese messages). Bodies arrive as JSON or form-encoded with
 * qs brackets, so every number may come as a string: only plain decimal digits are accepted (no
 * "1e3", "0x10", blanks or fractions where an integer is wanted).
 */
import { z } from 'zod';

export const DIGITS = /^-?\d+$/;
export const DECIMAL = /^-?\d+(\.\d+)?$/;
/** A day as forms write it: YYYY-MM-DD. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A YYYY-MM-DD that is a day of the calendar. Date.parse rolls 2026-02-30 over to March 2, which
 * PostgreSQL then refuses for a date column (a 500): the day must read back as written.
 */
export function isCalendarDay(value: string): boolean {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** A form or JSON value as a number when it is written as one; anything else stays as it is (and fails). */
export function numeric(pattern: RegExp) {
  return (value: unknown) => {
    if (typeof value === 'string') {
      const t = value.trim();
      return pattern.test(t) ? Number(t) : value;
    }
    return value;
  };
}

/** A positive database id. */
export const idField = (label: string) =>
  z.preprocess(
    numeric(DIGITS),
    z
      .number({ error: `${label}不正确` })
      .int(`${label}不正确`)
      .min(1, `${label}不正确`)
      .max(2_147_483_647, `${label}不正确`),
  );

/** A list of ids: `ids[]=1&ids[]=2`, `ids=1,2`, a single id, or a JSON array. */
export const idList = (label: string, max = 1000) =>
  z.preprocess(
    (value) => {
      if (typeof value === 'string')
        return value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      if (typeof value === 'number') return [value];
      if (value && typeof value === 'object' && !Array.isArray(value)) return Object.values(value); // qs `ids[0]=1` beyond arrayLimit
      return value;
    },
    z
      .array(idField(label), { error: `请选择${label}` })
      .min(1, `请选择${label}`)
      .max(max, `一次最多处理 ${max} 个${label}`),
  );
