import { z } from 'zod';
import { text as safeText } from '../http/text';

export const FAST_BUY_ORDERS = ['count', 'recent'] as const;
export type FastBuyOrder = (typeof FAST_BUY_ORDERS)[number];

export const fastBuyQuery = z.object({
  page: z.coerce.number({ error: '页码不正确' }).int('页码不正确').min(1, '页码不正确').max(10_000, '页码不正确').default(1),
  order: z.enum(FAST_BUY_ORDERS, { error: '排序方式不正确' }).default('count'),
  keyword: safeText().trim().max(30, '搜索关键词不能超过 30 个字').default(''),
});
