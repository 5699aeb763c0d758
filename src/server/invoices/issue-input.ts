/**
 * What the operator types from the tax system when issuing (issue 30): 发票代码 + 号码 (a 数电票 has a
 * 20-digit number and no code; an older e-invoice a 10/12-digit code and an 8-digit number), 开票日期,
 * 金额 (价税合计) and 税额. The number is never made up by us. The amount must equal what the order
 * can be invoiced for — its payable less refunds after returns — or the issue is a 422 on `amount`.
 */
import { z } from 'zod';
import { DAY, isCalendarDay } from '../http/fields';
import { yuan } from '../http/money';
import { ValidationError } from '../http/errors';
import { formatYuan } from '../../lib/money';
import { shanghaiToday } from '../../lib/time';

export const issueInput = z
  .object({
    invoice_code: z
      .string()
      .trim()
      .regex(/^(\d{10}|\d{12})?$/, '发票代码应为 10 或 12 位数字（数电票不填）')
      .optional()
      .default(''),
    invoice_no: z
      .string({ error: '请填写发票号码' })
      .trim()
      .regex(/^\d{8}$|^\d{20}$/, '发票号码应为 20 位数字（数电票）或 8 位数字'),
    issue_date: z.string({ error: '请填写开票日期' }).trim().regex(DAY, { error: '开票日期格式为 YYYY-MM-DD', abort: true }).refine(isCalendarDay, '开票日期不是有效日期'),
    amount: yuan('价税合计金额', { digits: 9, max: Infinity }),
    tax_amount: yuan('税额', { digits: 9, max: Infinity }),
  })
  .superRefine((v, ctx) => {
    if (v.invoice_no.length === 8 && !v.invoice_code) ctx.addIssue({ code: 'custom', path: ['invoice_code'], message: '8 位发票号码需同时填写发票代码' });
    if (v.invoice_no.length === 20 && v.invoice_code) ctx.addIssue({ code: 'custom', path: ['invoice_code'], message: '数电票没有发票代码，请留空' });
    if (Number.isNaN(Date.parse(`${v.issue_date}T00:00:00Z`))) ctx.addIssue({ code: 'custom', path: ['issue_date'], message: '开票日期不正确' });
    if (v.tax_amount > v.amount) ctx.addIssue({ code: 'custom', path: ['tax_amount'], message: '税额不能大于价税合计' });
  });
export type IssueNumbers = z.infer<typeof issueInput>;

/** The checks that need the order: the amount equals its invoiceable amount; the date is not before the payment nor in the future. */
export function checkAgainstOrder(n: IssueNumbers, invoiceable: number, paidAt: Date | null, now: Date): void {
  if (n.amount !== invoiceable) throw new ValidationError({ amount: [`金额应等于订单可开票金额 ${formatYuan(invoiceable)}（实付减退款），填写的是 ${formatYuan(n.amount)}`] });
  if (n.issue_date > shanghaiToday(now)) throw new ValidationError({ issue_date: ['开票日期不能晚于今天'] });
  if (paidAt && n.issue_date < shanghaiToday(paidAt)) throw new ValidationError({ issue_date: ['开票日期不能早于订单付款日期'] });
}
