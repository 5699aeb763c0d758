import { endpoint } from '../../../../server/http/endpoint';
import { fail, ok } from '../../../../server/http/envelope';
import { idParam } from '../../../../server/http/request';
import { requireLogin } from '../../../../server/auth/session.server';
import { readMultipart } from '../../../../server/http/multipart';
import { ValidationError } from '../../../../server/http/errors';
import { prepareUpload, storeFile } from '../../../../server/qualifications/files';
import { submitReceipt } from '../../../../server/orders/actions';
import { admitUpload } from '../../../../server/attachments/quota';
import { keepIfSaved } from '../../../../server/attachments/store';
import { orderRow } from '../../../../server/orders/query';

const MAX = 10 * 1024 * 1024;

/**
 * POST /api/order/{id}/receipt (multipart: file): the signed 含麻回执单 of my shipped or completed
 * 含麻 order — JPEG, PNG or PDF up to 10 MB, checked by content, stored outside the web root.
 */
export const POST = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const id = idParam(context.params.id);
  await orderRow(store.id, id); // another member's order: 404 before reading the upload
  const form = await readMultipart(context.request, MAX, { notMultipart: '请以表单方式上传回执单' });
  if (!form) return fail(413, '文件大小不能超过 10 MB', 413);
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw new ValidationError({ file: ['请选择签字盖章后的回执单照片或 PDF'] });
  const prepared = await prepareUpload(new Uint8Array(await file.arrayBuffer()));
  await admitUpload(store.id, prepared.data.length, 'file');
  const key = await storeFile(store.id, prepared);
  // An order that takes no receipt (not 含麻, wrong status) refuses it: the file goes again.
  return ok(await keepIfSaved([key], () => submitReceipt(store.id, id, key)), '回执单已回传，请等待审核');
});
