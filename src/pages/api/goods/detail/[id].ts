import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { NotFoundError } from '../../../../server/http/errors';
import { viewerOf } from '../../../../server/auth/viewer-of.server';
import { goodsDetail, parseGoodsId } from '../../../../server/catalogue/goods-detail';
import { detailBatches } from '../../../../server/batches/wire';

/** One product with everything the detail page shows, its sellable batches; unknown, off-sale or unreleased ids are a 404. */
export const GET = endpoint(async (context) => {
  const id = parseGoodsId(context.params.id);
  const viewer = await viewerOf(context);
  const detail = id === null ? null : await goodsDetail(id, viewer);
  if (!detail) throw new NotFoundError('商品不存在或已下架');
  // Stock by batch (issue 24): the sellable batches FEFO and the expiry the next unit ships with.
  return ok({ ...detail, ...(await detailBatches(detail.id, viewer)) });
});
