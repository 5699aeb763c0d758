import { openWrite } from '../../../../../server/integration/endpoint.server';
import { putGoods } from '../../../../../server/integration/routes-catalogue';
import { upsertGoods } from '../../../../../server/integration/goods-upsert';
import { ValidationError, BusinessError } from '../../../../../server/http/errors';

/** PUT /api/open/v1/goods/<erp_code>: create or save one goods (422 with its field errors). */
export const PUT = openWrite(putGoods, async ({ params, body }, tx) => {
  const [result] = await upsertGoods(tx, [{ ...body, erp_code: params.erp_code }]);
  if (!result!.ok) {
    if (result!.errors) throw new ValidationError(result!.errors);
    throw new BusinessError(0, result!.message ?? '保存失败', 409);
  }
  return { result: result!, audit: { objectType: 'goods', objectId: result!.id, after: { erp_code: params.erp_code, action: result!.action } } };
});
