import { z } from 'zod';
import { COMPANY_TYPES } from '../db/schema';
import { creditInput } from '../console/members';
import { defineRoute } from './route';
import { idParams } from './schemas';

const licence = z.object({
  id: z.number().int(),
  type: z.string().meta({ description: '证照类型' }),
  number: z.string(),
  valid_to: z.string().nullable().meta({ description: '有效期至（长期有效为 null）' }),
  long_term: z.boolean(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reject_reason: z.string(),
});

const member = z
  .object({
    store_id: z.number().int(),
    member_id: z.number().int(),
    company: z.string(),
    company_type: z.enum(COMPANY_TYPES),
    is_passed: z.boolean().meta({ description: '资质是否审核通过' }),
    created_at: z.string(),
    credit: z.object({ credit_limit: z.number().int(), used: z.number().int(), term_days: z.number().int() }).nullable().meta({ description: '账期：额度、已用（分）、天数' }),
    licences: z.array(licence),
  })
  .meta({ id: 'Member' });

const exampleMember = {
  store_id: 1,
  member_id: 1,
  company: '演示大药房',
  company_type: '单体药店',
  is_passed: true,
  created_at: '2026-01-01T00:00:00.000Z',
  credit: { credit_limit: 10000000, used: 0, term_days: 30 },
  licences: [{ id: 1, type: 'drug_license', number: '浙AA5710001', valid_to: '2028-12-31', long_term: false, status: 'approved', reject_reason: '' }],
};

export const listMembers = defineRoute({
  id: 'listMembers',
  method: 'get',
  path: '/members',
  tag: 'members',
  summary: '按游标拉取会员门店',
  description: '会员门店（按 ID 递增），含资质证照及有效期、账期额度与天数。用 next_cursor 继续拉取。',
  scope: 'members:read',
  query: z.object({
    since: z.coerce.number().int().min(0).default(0).meta({ description: '上一页的 next_cursor' }),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.object({ items: z.array(member), next_cursor: z.string(), has_more: z.boolean() }).meta({ id: 'MemberPage' }),
  example: { response: { items: [exampleMember], next_cursor: '1', has_more: false } },
});

export const setMemberCredit = defineRoute({
  id: 'setMemberCredit',
  method: 'put',
  path: '/members/{id}/credit',
  tag: 'members',
  summary: '设置账期额度与天数',
  description: '设置门店（id 为 store_id）的账期额度（元）和账期天数（1–365），同控制台。',
  scope: 'members:write',
  params: idParams,
  body: creditInput,
  response: z.object({ store_id: z.number().int(), credit_limit: z.number().int(), term_days: z.number().int() }).meta({ id: 'CreditTerms' }),
  example: { body: { credit_limit: '100000.00', term_days: 30 }, response: { store_id: 1, credit_limit: 10000000, term_days: 30 } },
});

export const decideLicence = defineRoute({
  id: 'decideLicence',
  method: 'post',
  path: '/licences/{id}/decision',
  tag: 'members',
  summary: '审核资质证照',
  description: '通过或驳回一个待审核的证照（驳回须填原因），同控制台的资质审核；门店所需证照全部通过后即可看价下单。',
  scope: 'members:write',
  params: idParams,
  body: z
    .object({
      approve: z.boolean({ error: '请选择通过或驳回' }),
      reason: z.string().trim().max(200, '原因最多 200 个字').default(''),
    })
    .refine((v) => v.approve || v.reason.length > 0, { path: ['reason'], message: '驳回须填写原因' }),
  response: z
    .object({ licence_id: z.number().int(), store_id: z.number().int(), status: z.enum(['approved', 'rejected']), is_passed: z.boolean() })
    .meta({ id: 'LicenceDecision' }),
  example: { body: { approve: false, reason: '证件图片模糊，无法辨认' }, response: { licence_id: 12, store_id: 3, status: 'rejected', is_passed: false } },
});
