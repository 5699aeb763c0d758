import { ok } from '../../../../../server/http/envelope';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { db } from '../../../../../server/db/client';
import { planImport } from '../../../../../server/console/goods-import';
import { uploadedGoodsFile } from '../../../../../server/console/goods-file';
import type { ImportPreview } from '../../../../../wire/console';

export const permission = 'goods';

/** POST /admin/api/goods/import/preview (multipart `file`): what the file would change, and each bad row's errors. Changes nothing. */
export const POST = consoleEndpoint(permission, async (context) => {
  const rows = await uploadedGoodsFile(context.request);
  const plan = await planImport(await db(), rows);
  return ok<ImportPreview>({
    total: plan.rows.length,
    creates: plan.creates,
    updates: plan.updates,
    errors: plan.errors,
    rows: plan.rows.filter((r) => r.action === 'error').concat(plan.rows.filter((r) => r.action !== 'error').slice(0, 50)),
  });
});
