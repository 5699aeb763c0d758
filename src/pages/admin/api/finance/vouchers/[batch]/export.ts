import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { auditRead } from '../../../../../../server/console/action';
import { voucherBatchFile } from '../../../../../../server/console/finance';
import { NotFoundError } from '../../../../../../server/http/errors';

export const permission = 'finance';

/** GET /admin/api/finance/vouchers/{batch}/export: the batch's codes as .xlsx (the read is audited: codes are money). */
export const GET = consoleEndpoint(permission, async (context, op) => {
  const batch = context.params.batch ?? '';
  if (!/^XJP\d{12}$/.test(batch)) throw new NotFoundError('批次不存在');
  const data = await voucherBatchFile(batch);
  await auditRead(op, { permission, action: 'voucher.export', objectType: 'voucher_batch', objectId: batch });
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(`现金券-${batch}.xlsx`)}`,
      'cache-control': 'no-store',
    },
  });
});
