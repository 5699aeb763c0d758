import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { parseInput } from '../../../server/http/validate';
import { requireLogin, viewerOfAccount } from '../../../server/auth/session.server';
import { arrivalGoodsInput, priceDropInput } from '../../../server/replenish/schemas';
import { openPriceDrops, subscribePriceDrop } from '../../../server/replenish/price-drops';
import { ensureNoticeJobs } from '../../../server/replenish/jobs';

/** GET api/user/price_notice[?goods_id]: the active store's watched 降价通知 (one goods: that notice or null). */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  if (!context.url.searchParams.has('goods_id')) return ok({ list: await openPriceDrops(store.id) });
  const { goods_id } = parseInput(arrivalGoodsInput, Object.fromEntries(context.url.searchParams));
  return ok({ notice: (await openPriceDrops(store.id, goods_id))[0] ?? null });
});

/** POST api/user/price_notice {goods_id, expected_price}: told when the price this store pays reaches it (60 days). */
export const POST = endpoint(async (context) => {
  const account = await requireLogin(context);
  const body = await input(context, priceDropInput);
  ensureNoticeJobs();
  const notice = await subscribePriceDrop({ ...viewerOfAccount(account), storeId: account.store.id }, account.member.id, body.goods_id, body.expected_price);
  return ok({ notice }, '已登记降价通知，价格降到期望价时会通知您（60 天内有效）');
});
