import { z } from 'zod';
import { yuan } from '../http/money';

const goodsId = z.coerce.number({ error: '商品编号不正确' }).int('商品编号不正确').positive('商品编号不正确').max(2_147_483_647, '商品编号不正确');

/** POST /api/user/arrival_notice: the goods and how many the store wants. */
export const arrivalNoticeInput = z.object({
  goods_id: goodsId,
  quantity: z.coerce.number({ error: '请填写需要的数量' }).int('数量须为整数').min(1, '数量至少为 1').max(99_999, '数量不能超过 99999'),
});

/** POST /api/user/arrival_notice/cancel and GET ?goods_id. */
export const arrivalGoodsInput = z.object({ goods_id: goodsId });

/** POST /api/user/price_notice: the goods and the unit price the store would buy at. */
export const priceDropInput = z.object({
  goods_id: goodsId,
  expected_price: yuan('期望价格', {
    positive: true,
    digits: 7,
    max: 100_000_000,
    messages: { format: '期望价格应为金额，最多两位小数', positive: '期望价格须大于 0', max: '期望价格不能超过 ¥1,000,000' },
  }),
});

/** POST /api/user/notice_settings: 到货/降价通知 also by SMS. */
export const noticeSettingsInput = z.object({
  sms: z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])], { error: '请选择是否接收短信通知' }).transform((v) => v === true || v === '1' || v === 'true'),
});

const listName = z.string({ error: '请填写清单名称' }).trim().min(1, '请填写清单名称').max(20, '清单名称不能超过 20 个字');
const listId = z.coerce.number({ error: '清单编号不正确' }).int('清单编号不正确').positive('清单编号不正确').max(2_147_483_647, '清单编号不正确');

/** POST /api/user/cgqd/lists: create {name}, rename {id, name}. */
export const listCreateInput = z.object({ name: listName });
export const listRenameInput = z.object({ id: listId, name: listName });
export const listIdInput = z.object({ id: listId });
/** POST /api/user/cgqd/lists/items: add or remove goods of a list. */
export const listItemsInput = z.object({
  id: listId,
  goods_ids: z.array(goodsId, { error: '请选择商品' }).min(1, '请选择商品').max(200, '一次最多 200 种商品'),
});
