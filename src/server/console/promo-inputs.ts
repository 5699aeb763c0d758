import { z } from 'zod';
import { shanghaiAt } from '../../lib/time';
import { ValidationError } from '../http/errors';

/**
 * Building blocks of the promotion forms' zod schemas (money: `yuan` in `http/money.ts`): Shanghai
 * wall-clock times (→ instants), flags from a select or checkbox, and multi-line text fields whose
 * lines are parsed into rows (one goods or tier per line, fields separated by spaces or commas).
 * The API also takes those fields as JSON arrays of the same rows.
 */

export const int = (label: string, min: number, max = 1_000_000_000) =>
  z.coerce
    .number({ error: `请输入${label}` })
    .int(`${label}应为整数`)
    .min(min, `${label}不能小于 ${min}`)
    .max(max, `${label}不能大于 ${max}`);

export const flag = z.union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on', ''])]).transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

export const name = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(40, `${label}最多 40 个字`);

/** "2026-11-26T10:00" / "2026-11-26 10:00" (Shanghai) or an ISO instant with an offset → Date. */
export const when = (label: string) =>
  z.string({ error: `请输入${label}` }).transform((s, ctx) => {
    const text = s.trim();
    const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/.exec(text);
    const at = local ? shanghaiAt(local[1]!, local[2]!) : /^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:\d{2})$/.test(text) ? new Date(text) : null;
    if (!at || Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: `${label}格式应为 2026-01-31 10:00` });
      return z.NEVER;
    }
    return at;
  });

/** Start and end of a window; end must be after start (reported on `ends_at`). */
export const windowShape = { starts_at: when('开始时间'), ends_at: when('结束时间') };
export function checkWindow(v: { starts_at: Date; ends_at: Date }, ctx: z.RefinementCtx): void {
  if (v.ends_at.getTime() <= v.starts_at.getTime()) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: '结束时间须晚于开始时间' });
}

/** The cells of each non-empty line of a text field: split at commas (or | or tabs) when the line has one, else at spaces. */
export function textLines(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => (/[,，|\t]/.test(l) ? l.split(/[,，|\t]/).map((c) => c.trim()) : l.split(/\s+/)));
}

/**
 * A multi-line field parsed into objects: each line's cells are given `keys` in order (a missing
 * trailing cell is ''). JSON arrays of objects pass through. Every row is then checked by `row`,
 * and problems are reported on the field as 「第 n 行：…」.
 */
export function rows<T extends z.ZodType>(label: string, keys: string[], row: T, { min = 1, max = 500 } = {}) {
  return z
    .unknown()
    .transform((v) => (typeof v === 'string' ? textLines(v).map((cells) => Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? '']))) : v))
    .pipe(z.array(z.unknown(), { error: `请填写${label}` }))
    .transform((list, ctx) => {
      if (list.length < min) ctx.addIssue({ code: 'custom', message: `请至少填写 ${min} 行${label}` });
      if (list.length > max) ctx.addIssue({ code: 'custom', message: `${label}最多 ${max} 行` });
      const out: z.infer<T>[] = [];
      list.forEach((item, i) => {
        const r = row.safeParse(item);
        if (r.success) out.push(r.data);
        else ctx.addIssue({ code: 'custom', message: `第 ${i + 1} 行：${r.error.issues[0]!.message}` });
      });
      return out;
    });
}

/** Goods ids separated by spaces, commas or new lines (or a JSON array). */
export const idList = (label: string) =>
  z
    .union([z.string(), z.array(z.union([z.number(), z.string()]))])
    .optional()
    .transform((v, ctx) => {
      const cells = v === undefined ? [] : typeof v === 'string' ? textLines(v).flat() : v.map(String);
      const ids = cells.map(Number);
      if (ids.some((n) => !Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647)) {
        ctx.addIssue({ code: 'custom', message: `${label}应为商品编号，用空格或逗号分隔` });
        return z.NEVER;
      }
      return [...new Set(ids)];
    });

/** A 422 on one field, from a check that needs the database. */
export function refuse(field: string, message: string): never {
  throw new ValidationError({ [field]: [message] });
}
