import { readQuery } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { auditRead } from '../../../../server/console/action';
import { exportRows, listInput } from '../../../../server/console/goods';
import { writeGoodsFile } from '../../../../server/console/goods-file';

export const permission = 'goods';

/** GET /admin/api/goods/export?format=xlsx|csv&kind&sale: the catalogue in the import format. */
export const GET = consoleEndpoint(permission, async (context, op) => {
  const query = readQuery(context.url);
  const q = parseInput(listInput, query);
  const format = query.format === 'csv' ? 'csv' : 'xlsx';
  await auditRead(op, { permission, action: 'goods.export', objectType: 'goods', objectId: format });
  const data = await writeGoodsFile(await exportRows(q), format);
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(`商品.${format}`)}`,
      'cache-control': 'no-store',
    },
  });
});
