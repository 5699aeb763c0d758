import { z } from 'zod';

const goodsId = z.coerce.number({ error: '商品编号不正确' }).int('商品编号不正确').positive('商品编号不正确').max(2_147_483_647, '商品编号不正确');

/** POST /api/user/arrival_notice: the goods and how many the store wants. */
export const arrivalNoticeInput = z.object({
  goods_id: goodsId,
  quantity: z.coerce.number({ error: '请填写需要的数量' }).int('数量须为整数').min(1, '数量至少为 1').max(99_999, '数量不能超过 99999'),
});

/** POST /api/user/arrival_notice/cancel and GET ?goods_id. */
export const arrivalGoodsInput = z.object({ goods_id: goodsId });
