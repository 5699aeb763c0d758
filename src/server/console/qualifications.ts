import { z } from 'zod';
import { DAY, isCalendarDay } from '../http/fields';
import { BUSINESS_SCOPES, QUALIFICATION_LABELS } from '../qualifications/types';
import { REJECT_TEMPLATES, expiryList, reviewQueue } from '../qualifications/review';
import { db } from '../db/client';
import { shanghaiToday } from '../../lib/time';

/** Console inputs and views of the licence review (the rule itself is qualifications/review.ts). */
const day = z.string().regex(DAY, { error: '有效期格式应为 YYYY-MM-DD', abort: true }).refine(isCalendarDay, '有效期不是有效日期');
const flag = z.union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean()]).transform((v) => v === true || v === '1' || v === 'true');

export const approveInput = z
  .object({
    // A blank field is no date (a union of the two would answer a wrong date with zod's English 「Invalid input」).
    valid_to: z.preprocess((v) => (v === '' ? undefined : v), day.optional()),
    long_term: flag.optional(),
  })
  .refine((v) => !(v.long_term && v.valid_to), { message: '长期有效时无需填写有效期', path: ['valid_to'] });

export const rejectInput = z
  .object({
    template: z.enum(['', ...REJECT_TEMPLATES], { error: '请选择驳回原因' }).optional(),
    reason: z.string().trim().max(200, '补充说明最多 200 字').optional(),
  })
  .transform((v) => [v.template, v.reason].filter(Boolean).join('；'))
  .refine((reason) => reason.length > 0, { message: '请选择或填写驳回原因', path: ['reason'] });

export const scopeInput = z.object({
  scope: z
    .array(z.enum(BUSINESS_SCOPES as unknown as [string, ...string[]], { error: '经营范围不在可选列表中' }))
    .max(BUSINESS_SCOPES.length)
    .default([]),
});

export const listInput = z.object({ list: z.enum(['pending', 'rejected', 'approved', 'expiring', 'expired']).default('pending') });

/** One list of the review page, as rows the page and the API show. */
export async function reviewList(list: z.infer<typeof listInput>['list'], now = new Date()) {
  const rows = list === 'expiring' || list === 'expired' ? await expiryList(await db(), list, shanghaiToday(now)) : await reviewQueue(list);
  return rows.map(({ q, store, member }) => ({
    id: q.id,
    type: q.type,
    name: QUALIFICATION_LABELS[q.type],
    number: q.number,
    validFrom: q.validFrom,
    validTo: q.validTo,
    longTerm: q.longTerm,
    scope: q.scope,
    status: q.status,
    rejectReason: q.rejectReason,
    fileId: q.fileId,
    submittedAt: q.submittedAt,
    storeId: store.id,
    company: store.company,
    companyType: store.companyType,
    isPassed: store.isPassed,
    member: member.username,
    phone: member.phone,
  }));
}
