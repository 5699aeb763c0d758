/** Input of the lottery and points-mall APIs (zod, Chinese messages). */
import { z } from 'zod';
import { idField } from '../http/fields';
import { POINTS_ORDER_STATUSES } from '../db/schema';

const pageNo = z.preprocess(
  (v) => (v === undefined || v === '' ? 1 : Number(v)),
  z.number({ error: '页码不正确' }).int('页码不正确').min(1, '页码不正确').max(10_000, '页码不正确'),
);
const pageSize = z.preprocess(
  (v) => (v === undefined || v === '' ? 10 : Number(v)),
  z.number({ error: '每页条数不正确' }).int('每页条数不正确').min(1, '每页条数不正确').max(50, '每页最多 50 条'),
);

export const activityQuery = z.object({ id: idField('活动') });
export const recordQuery = z.object({
  id: z.preprocess((v) => (v === '' ? undefined : v), idField('活动').optional()),
  page: pageNo,
  page_size: pageSize,
});

export const redeemInput = z.object({
  goods_id: idField('兑换商品'),
  number: z.preprocess(
    (v) => (v === undefined || v === '' ? 1 : Number(v)),
    z.number({ error: '兑换数量不正确' }).int('兑换数量不正确').min(1, '兑换数量至少为 1').max(99, '一次最多兑换 99 件'),
  ),
  address_id: idField('收货地址'),
  idempotency_key: z
    .string({ error: '请求标识缺失，请刷新页面后重试' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, '请求标识不正确，请刷新页面后重试')
    .optional(),
});

export const pointsOrdersQuery = z.object({
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(POINTS_ORDER_STATUSES, { error: '订单状态不正确' }).optional()),
  page: pageNo,
  page_size: pageSize,
});
