import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { readQuery } from '../../../../server/http/body';
import { NotFoundError } from '../../../../server/http/errors';
import { viewerOf } from '../../../../server/auth/viewer-of.server';
import { readListParamsOrThrow } from '../../../../server/catalogue/api-params';
import { parseGoodsId } from '../../../../server/catalogue/goods-detail';
import { brandDetail } from '../../../../server/catalogue/zones';

/** One brand with a page of its goods (list parameters apply); unknown brands are a 404. */
export const GET = endpoint(async (context) => {
  const params = readListParamsOrThrow(readQuery(context.url));
  const id = parseGoodsId(context.params.id);
  const detail = id === null ? null : await brandDetail(id, params, await viewerOf(context));
  if (!detail) throw new NotFoundError('品牌不存在');
  return ok(detail);
});
