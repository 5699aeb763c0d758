import { randomUUID } from 'node:crypto';
import { ok } from '../../../../server/http/envelope';
import { ValidationError } from '../../../../server/http/errors';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../server/console/action';
import { formFields, formFiles, readForm } from '../../../../server/http/multipart';
import { prepareUpload } from '../../../../server/qualifications/files';
import { writeUpload } from '../../../../server/attachments/store';
import { saveSupplier, supplierInput } from '../../../../server/documents/supplier';

export const permission = 'content';

/** POST /admin/api/content/supplier (multipart; optional `file`: the 出库专用章 as PNG/JPG): the supplier on the documents. */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const form = await readForm(context.request, 2 * 1024 * 1024, '印章图片不能超过 2 MB', 'file');
  const parsed = supplierInput.safeParse(formFields(form));
  if (!parsed.success) throw new ValidationError(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), [i.message]])));
  const [file] = formFiles(form, 'file').filter((f) => f.size > 0);
  let sealKey: string | undefined;
  if (file) {
    const prepared = await prepareUpload(new Uint8Array(await file.arrayBuffer()));
    if (prepared.mime === 'application/pdf') throw new ValidationError({ file: ['出库专用章请上传 PNG 或 JPG 图片'] });
    sealKey = `seals/${randomUUID()}.${prepared.mime === 'image/png' ? 'png' : 'jpg'}`;
    await writeUpload(sealKey, prepared.data);
  }
  await operatorAction(op, { permission, action: 'documents.supplier', objectType: 'site_settings' }, async (tx) => {
    const after = await saveSupplier(tx, parsed.data, sealKey);
    return { result: after, after };
  });
  return ok(null, '供货单位信息已保存，新的随货同行单将使用它');
});
