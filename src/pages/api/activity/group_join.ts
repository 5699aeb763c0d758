import { z } from 'zod';
import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { requireLogin } from '../../../server/auth/session.server';
import { requireCanOrder } from '../../../server/contract/guard';
import { viewerOf } from '../../../server/auth/viewer-of.server';
import { ensureGroupJobs, joinGroup, openGroup } from '../../../server/group-buy/groups';

const id = (msg: string) => z.coerce.number({ error: msg }).int(msg).min(1, msg).max(2_147_483_647, msg);
// What the buyer confirmed before paying (issue 31 item 8): the address and 余额 or 账期.
const choice = {
  address_id: id('请选择收货地址').optional(),
  pay_type: z.enum(['balance', 'credit'], { error: '请选择支付方式' }).default('balance'),
};
const body = z.union(
  [
    z.object({ group_id: id('请选择要参加的团'), number: id('购买数量至少为 1').max(99_999, '购买数量不能超过 99999'), ...choice }),
    z.object({ item_id: id('请选择拼团商品'), number: id('购买数量至少为 1').max(99_999, '购买数量不能超过 99999'), ...choice }),
  ],
  { error: '请选择拼团商品' },
);

/**
 * POST /api/activity/group_join {group_id, number, address_id?, pay_type?} joins a group, {item_id, …}
 * opens a new one; either pays at once, from the balance or on credit terms (账期) as the buyer
 * confirmed, to the address chosen (refunded the same way if the group fails).
 */
export const POST = endpoint(async (context) => {
  ensureGroupJobs();
  const account = await requireLogin(context);
  const viewer = await viewerOf(context);
  await requireCanOrder(viewer);
  const b = await input(context, body);
  // The viewer lets the seat be refused on the limits the cart checks at add (限购, 活动价每人限购, 中包装, scope).
  const actor = { storeId: account.store.id, memberId: account.member.id, viewer };
  const pick = { addressId: b.address_id, payType: b.pay_type };
  const r = 'group_id' in b ? await joinGroup(actor, b.group_id, b.number, new Date(), pick) : await openGroup(actor, b.item_id, b.number, new Date(), pick);
  return ok(r, r.status === 'succeeded' ? '拼团成功，订单将尽快发货' : b.pay_type === 'credit' ? '参团成功，已使用账期支付' : '参团成功，已从余额支付');
});
