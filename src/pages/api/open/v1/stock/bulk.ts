import { openWrite } from '../../../../../server/integration/endpoint.server';
import { bulkStock } from '../../../../../server/integration/routes-catalogue';
import { setStock } from '../../../../../server/integration/stock';
import { summarize } from '../../../../../server/integration/schemas';

/** POST /api/open/v1/stock/bulk {items}: stock per batch by 商品编码. */
export const POST = openWrite(bulkStock, async ({ key, body }, tx) => {
  const results = await setStock(tx, body.items, key.name);
  const result = { ...summarize(results), results };
  return { result, audit: { objectType: 'stock', after: { applied: result.applied, failed: result.failed, items: body.items } } };
});
