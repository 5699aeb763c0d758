/** Input of the repayment APIs (POST /api/pay/user_credit_*): a bill repayment, or (issue 6) an order paid on credit. */
import { z } from 'zod';
import { idField } from '../http/fields';
import { yuanAmount } from '../wallet/schemas';

export const repayCreateInput = z.object({
  bill_id: idField('账单'),
  /** Left out: the whole amount owed. */
  amount: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    yuanAmount('还款金额')
      .refine((n) => n > 0, '还款金额须大于 0')
      .optional(),
  ),
  pay_type: z.preprocess((v) => (v === undefined || v === '' ? 'balance' : v), z.enum(['balance', 'online'], { error: '请选择还款方式' })),
});

export const repayNoInput = z.object({ repay_no: z.string({ error: '还款单号缺失' }).regex(/^HK\d{22}$/, '还款单号不正确') });

/** Whether a body addresses a bill repayment (else the order-on-credit variant). */
export function isRepayBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && ('bill_id' in body || 'repay_no' in body);
}
