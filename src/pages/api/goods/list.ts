import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { viewerOf } from '../../../server/auth/viewer-of.server';
import { readListParamsOrThrow } from '../../../server/catalogue/api-params';
import { listGoods } from '../../../server/catalogue/goods-list';
import { listFacets } from '../../../server/catalogue/list-facets';

/**
 * Goods list and search results. Parameters: see src/server/catalogue/list-params.ts (filters, sort,
 * page, page_size; `facets=1` adds the manufacturers and brands of the result for filter chips).
 */
export const GET = endpoint(async (context) => {
  const query = readQuery(context.url);
  const params = readListParamsOrThrow(query);
  const viewer = await viewerOf(context);
  const page = await listGoods(params, viewer);
  const facets = query.facets === '1' ? await listFacets(params, viewer) : undefined;
  return ok(facets ? { ...page, facets } : page);
});
