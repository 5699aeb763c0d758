import { z } from 'zod';
import { DAY, isCalendarDay } from '../http/fields';
import { OPERATOR_ROLES } from '../db/schema';

/** Zod schemas of the console's own inputs (area modules keep theirs beside them). */
export const loginInput = z.object({
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(40, '用户名过长'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码过长'),
  code: z.string().trim().max(10).optional(),
});

export const newOperatorInput = z.object({
  username: z
    .string({ error: '请输入用户名' })
    .trim()
    .regex(/^[a-zA-Z][a-zA-Z0-9_]{2,19}$/, '用户名为 3–20 位字母、数字或下划线，以字母开头'),
  name: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(20, '姓名最多 20 个字'),
  role: z.enum(OPERATOR_ROLES, { error: '请选择角色' }),
  password: z.string({ error: '请输入密码' }).min(8, '密码至少 8 位').max(64, '密码最多 64 位'),
});

export const totpConfirmInput = z.object({ code: z.string({ error: '请输入动态码' }).trim() });
/** Generating a (new) TOTP secret: the password, and the current code when one is already on. */
export const totpBeginInput = z.object({
  password: z.string({ error: '请输入登录密码' }).min(1, '请输入登录密码').max(64, '密码过长'),
  code: z.string().trim().max(12).default(''),
});

const day = z.string().regex(DAY, { error: '日期格式应为 YYYY-MM-DD', abort: true }).refine(isCalendarDay, '日期无效');
export const auditQueryInput = z.object({
  q: z.string().trim().max(60).optional(),
  action: z.string().trim().max(60).optional(),
  operator: z.string().trim().max(40).optional(),
  object: z.string().trim().max(40).optional(),
  // A blank field is no date (a union of the two would answer a wrong date with zod's English 「Invalid input」).
  from: z.preprocess((v) => (v === '' ? undefined : v), day.optional()),
  to: z.preprocess((v) => (v === '' ? undefined : v), day.optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
