import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { NotFoundError } from '../../../../server/http/errors';
import { viewerOf } from '../../../../server/auth/viewer-of.server';
import { goodsDetail, parseGoodsId } from '../../../../server/catalogue/goods-detail';

/** One product with everything the detail page shows; unknown, off-sale or unreleased ids are a 404. */
export const GET = endpoint(async (context) => {
  const id = parseGoodsId(context.params.id);
  const detail = id === null ? null : await goodsDetail(id, await viewerOf(context));
  if (!detail) throw new NotFoundError('商品不存在或已下架');
  return ok(detail);
});
