import { z } from 'zod';
import { text as safeText } from '../../../server/http/text';
import { endpoint } from '../../../server/http/endpoint';
import { fail, ok } from '../../../server/http/envelope';
import { ValidationError } from '../../../server/http/errors';
import { readMultipart } from '../../../server/http/multipart';
import { parseInput } from '../../../server/http/validate';
import { requireLogin } from '../../../server/auth/session.server';
import { admitUpload, releaseUpload } from '../../../server/attachments/quota';
import { QUALIFICATION_TYPES } from '../../../server/db/schema';
import { MAX_UPLOAD_BYTES } from '../../../server/qualifications/files';
import { qualificationsOf, submitQualification } from '../../../server/qualifications/service';
import { BUSINESS_SCOPES, QUALIFICATION_LABELS } from '../../../server/qualifications/types';

/** GET api/user/zizhi: the active store's certificates, required slots, warnings and is_passed. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  return ok(await qualificationsOf(store));
});

const TOO_LARGE = '文件大小不能超过 10 MB';

const day = safeText()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(v)), '日期无效');

const fields = z
  .object({
    type: z.enum(QUALIFICATION_TYPES, { error: '请选择证件类型' }),
    number: safeText({ error: '请输入证件编号' }).trim().min(4, '证件编号至少 4 位').max(50, '证件编号不能超过 50 位'),
    valid_from: day.or(z.literal('')).optional(),
    valid_to: day.or(z.literal('')).optional(),
    long_term: safeText().optional(),
    scope: z
      .array(z.enum(BUSINESS_SCOPES, { error: '经营范围不正确' }))
      .max(BUSINESS_SCOPES.length)
      .default([]),
  })
  .superRefine((v, ctx) => {
    const longTerm = v.long_term === '1' || v.long_term === 'on';
    if (!longTerm && !v.valid_to) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: '请填写有效期至，或勾选“长期有效”' });
    if (v.valid_from && v.valid_to && v.valid_to < v.valid_from) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: '有效期至不能早于发证日期' });
  });

/**
 * POST api/user/zizhi (multipart/form-data: type, number, valid_from, valid_to, long_term,
 * scope[], file): uploads a certificate for review. 10 MB at most; JPEG/PNG/PDF by content;
 * images re-encoded; stored outside the web root. Nothing is stored when any check fails.
 */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const form = await readMultipart(context.request, MAX_UPLOAD_BYTES);
  if (!form) return fail(413, TOO_LARGE, 413);
  const values = parseInput(fields, {
    type: form.get('type') ?? undefined,
    number: form.get('number') ?? undefined,
    valid_from: form.get('valid_from') ?? undefined,
    valid_to: form.get('valid_to') ?? undefined,
    long_term: form.get('long_term') ?? undefined,
    scope: [...form.getAll('scope[]'), ...form.getAll('scope')].map(String),
  });
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw new ValidationError({ file: ['请选择要上传的证件文件'] });
  if (file.size > MAX_UPLOAD_BYTES) return fail(413, TOO_LARGE, 413);
  const longTerm = values.long_term === '1' || values.long_term === 'on';
  // The quota reserves the re-encoded size; a certificate refused after that gives it back.
  let reserved = 0;
  const admit = async (bytes: number) => {
    await admitUpload(store.id, bytes, 'file');
    reserved = bytes;
  };
  const row = await submitQualification(
    store.id,
    {
      type: values.type,
      number: values.number,
      validFrom: values.valid_from || null,
      validTo: longTerm ? null : values.valid_to || null,
      longTerm,
      scope: values.scope,
      originalName: file.name,
    },
    new Uint8Array(await file.arrayBuffer()),
    new Date(),
    admit,
  ).catch(async (error: unknown) => {
    await releaseUpload(store.id, reserved);
    throw error;
  });
  return ok({ id: row.id, status: row.status }, `${QUALIFICATION_LABELS[values.type]}已提交，请等待审核`);
});
