import { ok } from '../../../../../server/http/envelope';
import { input } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../../server/console/action';
import { createVoucherBatch, listVoucherBatches, voucherBatchInput } from '../../../../../server/console/finance';

export const permission = 'finance';

/** GET /admin/api/finance/vouchers: cash-voucher batches with how many codes were redeemed. */
export const GET = consoleEndpoint(permission, async () => ok(await listVoucherBatches()));

/** POST /admin/api/finance/vouchers {count, value (元), valid_to (YYYY-MM-DD), name}: a batch of sold codes. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const body = await input(context, voucherBatchInput);
  const batch = await operatorAction(op, { permission, action: 'voucher.batch', objectType: 'voucher_batch' }, async (tx) => {
    const made = await createVoucherBatch(tx, body);
    return { result: made, objectId: made.batchNo, after: made };
  });
  return ok(
    { batch_no: batch.batchNo, count: batch.count, export_url: `/admin/api/finance/vouchers/${batch.batchNo}/export` },
    `已生成 ${batch.count} 个兑换码（批次 ${batch.batchNo}）`,
  );
});
