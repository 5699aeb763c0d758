import { ok } from '../../../../../server/http/envelope';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { applyImport } from '../../../../../server/console/goods-import';
import { uploadedGoodsFile } from '../../../../../server/console/goods-file';
import type { ImportApplied } from '../../../../../wire/console';

export const permission = 'goods';

/** POST /admin/api/goods/import/apply (multipart `file`): applies the whole file in one transaction, or nothing (422 per row). */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const rows = await uploadedGoodsFile(context.request);
  const r = await operatorAction(op, { permission, action: 'goods.import', objectType: 'goods' }, async (tx) => {
    const done = await applyImport(tx, rows, op.id);
    return { result: done, after: { created: done.created, updated: done.updated, rows: rows.length } };
  });
  return ok<ImportApplied>({ created: r.created, updated: r.updated }, `导入完成：新建 ${r.created} 个，更新 ${r.updated} 个`);
});
