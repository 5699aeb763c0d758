import { idParam } from '../../../../server/http/request';
import { NotFoundError } from '../../../../server/http/errors';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { firstSaleById } from '../../../../server/documents/first-sale';
import { firstSaleBytes } from '../../../../server/documents/first-sale-pack';
import { supplierInfo } from '../../../../server/documents/supplier';
import { documentResponse } from '../../../../server/documents/response.server';

export const permission = 'goods';

/** GET /admin/api/first-sale/{id}: one 首营资料 file as stored (the console's 查看). */
export const GET = consoleEndpoint(permission, async (context) => {
  const f = await firstSaleById(idParam(context.params.id));
  const bytes = f ? await firstSaleBytes(f, await supplierInfo()) : null;
  if (!f || !bytes) throw new NotFoundError('资料不存在');
  return documentResponse({ data: bytes.data, type: bytes.type, name: `${f.title}${f.goodsName ? `-${f.goodsName}` : ''}.${bytes.ext}` });
});
