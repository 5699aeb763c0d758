import { endpoint } from '../../../../../server/http/endpoint';
import { ok } from '../../../../../server/http/envelope';
import { parseInput } from '../../../../../server/http/validate';
import { readMultipart } from '../../../../../server/http/multipart';
import { ValidationError } from '../../../../../server/http/errors';
import { requireLogin } from '../../../../../server/auth/session.server';
import { uploadedFileHeaders } from '../../../../../server/http/uploaded-file';
import { ownTransfer, view } from '../../../../../server/payments/transfers';
import { MAX_RECEIPT_BYTES, receiptFile, uploadReceipt } from '../../../../../server/payments/transfer-receipt';
import { transferNoParam } from '../../../../../server/payments/transfer-schemas';

/** POST /api/moneys/transfer/{no}/receipt (multipart `file`: image or PDF by content, else 422): the bank receipt of my transfer. */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const no = parseInput(transferNoParam, context.params.no);
  const form = await readMultipart(context.request, MAX_RECEIPT_BYTES, { field: 'file' });
  if (!form) throw new ValidationError({ file: ['回单不能超过 10 MB'] });
  return ok(await view(await uploadReceipt(store.id, no, form.get('file'))), '回单已上传，等待财务确认');
});

/** GET /api/moneys/transfer/{no}/receipt: my uploaded receipt. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const { data, type, name } = await receiptFile(await ownTransfer(store.id, parseInput(transferNoParam, context.params.no)));
  return new Response(new Uint8Array(data), { headers: { ...uploadedFileHeaders(type, name), 'cache-control': 'private, no-store' } });
});
