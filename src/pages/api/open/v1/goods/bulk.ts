import { openWrite } from '../../../../../server/integration/endpoint.server';
import { bulkGoods } from '../../../../../server/integration/routes-catalogue';
import { upsertGoods } from '../../../../../server/integration/goods-upsert';
import { summarize } from '../../../../../server/integration/schemas';

/** POST /api/open/v1/goods/bulk {items}: upsert up to 1,000 goods by 商品编码, each on its own. */
export const POST = openWrite(bulkGoods, async ({ body }, tx) => {
  const results = await upsertGoods(tx, body.items);
  const result = { ...summarize(results), results };
  return { result, audit: { objectType: 'goods', after: { applied: result.applied, failed: result.failed, codes: results.filter((r) => r.ok).map((r) => r.erp_code) } } };
});
