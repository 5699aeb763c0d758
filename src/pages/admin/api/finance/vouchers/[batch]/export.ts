import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { auditRead } from '../../../../../../server/console/action';
import { exportResponse } from '../../../../../../server/console/exports';
import { vouchersExport } from '../../../../../../server/console/export-vouchers';
import { NotFoundError } from '../../../../../../server/http/errors';

export const permission = 'finance';

/** GET /admin/api/finance/vouchers/{batch}/export: the batch's codes as .xlsx (the read is audited: codes are money). */
export const GET = consoleEndpoint(permission, async (context, op) => {
  const batch = context.params.batch ?? '';
  if (!/^XJP\d{12}$/.test(batch) || (await vouchersExport.countUpTo({ batch }, 1)) === 0) throw new NotFoundError('批次不存在');
  await auditRead(op, { permission, action: 'voucher.export', objectType: 'voucher_batch', objectId: batch });
  return exportResponse(op, vouchersExport, { batch });
});
