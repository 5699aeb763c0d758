import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { text as safeText } from '../http/text';
import { db } from '../db/client';
import { INVOICE_KINDS, invoiceTitles } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { EMAIL_RE, LANDLINE_RE, MOBILE_RE } from '../accounts/validation';
import type { InvoiceTitle } from '../../wire/invoices';
import { validTaxNo } from '../../lib/uscc';

export const MAX_TITLES = 10;
export const TAX_NO_RE = /^[0-9A-Z]{15,20}$/;
export const INVOICE_KIND_TEXT = { normal: '普通电子发票', vat: '增值税专用发票' } as const;

const text = (label: string, max: number) =>
  safeText({ error: `${label}格式不正确` })
    .trim()
    .max(max, `${label}不能超过 ${max} 个字`)
    .default('');

/** A 发票抬头 profile: 普通 (company or person) or 增值税专用发票 (company, tax number, bank, account, address, phone). */
export const titleInput = z
  .object({
    kind: z.enum(INVOICE_KINDS, { error: '请选择发票类型' }),
    holder: z.enum(['company', 'person'], { error: '请选择抬头类型' }).default('company'),
    title: safeText({ error: '请填写发票抬头' }).trim().min(2, '发票抬头至少 2 个字').max(100, '发票抬头不能超过 100 个字'),
    tax_no: safeText().trim().toUpperCase().max(20, '纳税人识别号不能超过 20 位').default(''),
    address: text('注册地址', 200),
    phone: text('注册电话', 30),
    bank: text('开户银行', 100),
    account: safeText().trim().max(30, '银行账号不能超过 30 位').default(''),
    email: text('收票邮箱', 100),
    is_default: z
      .union([z.boolean(), safeText(), z.number()])
      .optional()
      .transform((v) => v === true || v === 1 || v === '1' || v === 'on' || v === 'true'),
  })
  .superRefine((v, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === 'vat' && v.holder !== 'company') need('holder', '增值税专用发票只能开给企业');
    if (v.holder === 'company' && !TAX_NO_RE.test(v.tax_no)) need('tax_no', '请填写正确的纳税人识别号（15–20 位字母或数字）');
    else if (v.holder === 'company' && !validTaxNo(v.tax_no)) need('tax_no', '纳税人识别号（统一社会信用代码）校验位不正确，请核对');
    if (v.holder === 'person' && v.tax_no) need('tax_no', '个人抬头无需填写纳税人识别号');
    if (v.email && !EMAIL_RE.test(v.email)) need('email', '请输入正确的邮箱地址');
    if (v.kind === 'vat') {
      if (!v.address) need('address', '请填写注册地址');
      if (!(LANDLINE_RE.test(v.phone) || MOBILE_RE.test(v.phone))) need('phone', '请填写正确的注册电话');
      if (!v.bank) need('bank', '请填写开户银行');
      if (!/^\d{8,30}$/.test(v.account)) need('account', '请填写正确的银行账号（8–30 位数字）');
    }
  });
export type TitleInput = z.infer<typeof titleInput>;

type Row = typeof invoiceTitles.$inferSelect;

function view(r: Row): InvoiceTitle {
  return {
    id: r.id,
    kind: r.kind,
    kind_text: INVOICE_KIND_TEXT[r.kind],
    holder: r.holder,
    holder_text: r.holder === 'person' ? '个人' : '企业',
    title: r.title,
    tax_no: r.taxNo,
    address: r.address,
    phone: r.phone,
    bank: r.bank,
    account: r.account,
    email: r.email,
    is_default: r.isDefault ? 1 : 0,
  };
}
export type TitleView = InvoiceTitle;

export async function listTitles(storeId: number): Promise<TitleView[]> {
  const rows = await (await db()).select().from(invoiceTitles).where(eq(invoiceTitles.storeId, storeId)).orderBy(desc(invoiceTitles.isDefault), asc(invoiceTitles.id));
  return rows.map(view);
}

/** Adds a profile (at most {@link MAX_TITLES}); the first one, or one marked default, becomes the default. */
export async function addTitle(storeId: number, input: TitleInput): Promise<TitleView> {
  return (await db()).transaction(async (tx) => {
    // The store's row lock makes the cap and the single default hold under parallel adds.
    await tx.execute(sql`select id from stores where id = ${storeId} for update`);
    const [{ n }] = await tx.select({ n: count() }).from(invoiceTitles).where(eq(invoiceTitles.storeId, storeId));
    if (n >= MAX_TITLES) throw new BusinessError(40301, `发票抬头最多保存 ${MAX_TITLES} 个`);
    const isDefault = input.is_default || n === 0;
    if (isDefault) await tx.update(invoiceTitles).set({ isDefault: false }).where(eq(invoiceTitles.storeId, storeId));
    const [row] = await tx
      .insert(invoiceTitles)
      .values({
        storeId,
        kind: input.kind,
        holder: input.holder,
        title: input.title,
        taxNo: input.tax_no,
        address: input.address,
        phone: input.phone,
        bank: input.bank,
        account: input.account,
        email: input.email,
        isDefault,
      })
      .returning();
    return view(row!);
  });
}

export async function removeTitle(storeId: number, id: number): Promise<void> {
  const rows = await (
    await db()
  )
    .delete(invoiceTitles)
    .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.storeId, storeId)))
    .returning({ id: invoiceTitles.id });
  if (!rows.length) throw new NotFoundError('发票抬头不存在');
}

export async function setDefaultTitle(storeId: number, id: number): Promise<void> {
  await (
    await db()
  ).transaction(async (tx) => {
    await tx.execute(sql`select id from stores where id = ${storeId} for update`);
    const [row] = await tx
      .select({ id: invoiceTitles.id })
      .from(invoiceTitles)
      .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.storeId, storeId)));
    if (!row) throw new NotFoundError('发票抬头不存在');
    await tx.update(invoiceTitles).set({ isDefault: false }).where(eq(invoiceTitles.storeId, storeId));
    await tx.update(invoiceTitles).set({ isDefault: true }).where(eq(invoiceTitles.id, id));
  });
}
