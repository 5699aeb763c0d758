import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { parseInput } from '../../../server/http/validate';
import { requireLogin } from '../../../server/auth/session.server';
import { arrivalGoodsInput, arrivalNoticeInput } from '../../../server/replenish/schemas';
import { listArrivals, openArrival, subscribeArrival } from '../../../server/replenish/arrival-notices';

/** GET api/user/arrival_notice[?goods_id]: the active store's waiting 到货通知 (one goods: that notice or null). */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  if (!context.url.searchParams.has('goods_id')) return ok({ list: await listArrivals(store.id) });
  const { goods_id } = parseInput(arrivalGoodsInput, Object.fromEntries(context.url.searchParams));
  return ok({ notice: await openArrival(store.id, goods_id) });
});

/** POST api/user/arrival_notice {goods_id, quantity}: 到货通知 for an out-of-stock goods (asking again changes the quantity). */
export const POST = endpoint(async (context) => {
  const { store, member } = await requireLogin(context);
  const body = await input(context, arrivalNoticeInput);
  const notice = await subscribeArrival(store, member.id, body.goods_id, body.quantity);
  return ok({ notice }, '已登记到货通知，到货后会发站内信通知您');
});
