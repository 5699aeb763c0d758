/** Inputs of the transfer APIs (zod, Chinese messages). */
import { z } from 'zod';
import { yuan } from '../http/money';
import { formatYuan } from '../../lib/money';
import { TRANSFER_LIMITS } from './transfers';

const orderId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number({ error: '订单不正确' }).int('订单不正确').positive('订单不正确').max(2_147_483_647).optional(),
);

/** Either `order_id` (pay that order by transfer) or `amount` (a top-up, yuan). */
export const transferInput = z
  .object({
    order_id: orderId,
    amount: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      yuan('转账金额', { digits: 9, max: Infinity })
        .refine((n) => n >= TRANSFER_LIMITS.min && n <= TRANSFER_LIMITS.max, `转账金额须在 ${formatYuan(TRANSFER_LIMITS.min)} 至 ${formatYuan(TRANSFER_LIMITS.max)} 之间`)
        .optional(),
    ),
  })
  .refine((v) => v.order_id !== undefined || v.amount !== undefined, { error: '请填写转账金额', path: ['amount'] });

export const transferNoParam = z.string().regex(/^ZZ\d{20}$/, '转账单号不正确');

export const rejectInput = z.object({ reason: z.string({ error: '请填写驳回原因' }).trim().min(2, '请填写驳回原因').max(200, '原因最多 200 字') });
export const confirmInput = z.object({ bank_ref: z.string().trim().max(64, '流水号最多 64 字').optional().default('') });
export const transferQuery = z.object({
  status: z.enum(['pending', 'submitted', 'confirmed', 'rejected', '']).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
