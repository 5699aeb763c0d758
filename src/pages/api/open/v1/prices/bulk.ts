import { openWrite } from '../../../../../server/integration/endpoint.server';
import { bulkPrices } from '../../../../../server/integration/routes-catalogue';
import { setPrices } from '../../../../../server/integration/prices';
import { summarize } from '../../../../../server/integration/schemas';

/** POST /api/open/v1/prices/bulk {items}: prices and ladder tiers by 商品编码. */
export const POST = openWrite(bulkPrices, async ({ body }, tx) => {
  const results = await setPrices(tx, body.items);
  const result = { ...summarize(results), results };
  return { result, audit: { objectType: 'goods', after: { applied: result.applied, failed: result.failed, items: body.items.slice(0, 1000) } } };
});
