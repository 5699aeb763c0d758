import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { input } from '../../../../server/http/request';
import { requireLogin } from '../../../../server/auth/session.server';
import { arrivalGoodsInput } from '../../../../server/replenish/schemas';
import { cancelPriceDrop } from '../../../../server/replenish/price-drops';

/** POST api/user/price_notice/cancel {goods_id}: withdraws the store's 降价通知 (none → 404). */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const { goods_id } = await input(context, arrivalGoodsInput);
  await cancelPriceDrop(store.id, goods_id);
  return ok(null, '已取消降价通知');
});
