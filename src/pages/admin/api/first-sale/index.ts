import { ok } from '../../../../server/http/envelope';
import { ValidationError } from '../../../../server/http/errors';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { operatorAction } from '../../../../server/console/action';
import { formFields, formFiles, readForm } from '../../../../server/http/multipart';
import { prepareUpload } from '../../../../server/qualifications/files';
import { removeAttachment } from '../../../../server/attachments/store';
import { dropReplaced, parseFirstSale, saveFirstSale, writeFirstSaleFile } from '../../../../server/documents/first-sale-save';

export const permission = 'goods';

/**
 * POST /admin/api/first-sale (multipart: kind, goods_id for a registration file, cert_no, expires_on,
 * agent_name / agent_id_no for the 委托书, `file` PDF/JPG/PNG checked by content): uploads or replaces a
 * 首营资料 file; the buyers concerned get one 站内消息 when it is new or renewed. A bad file → 422, nothing written.
 */
export const POST = consoleEndpoint(permission, async (context, op) => {
  const form = await readForm(context.request, 10 * 1024 * 1024, '文件不能超过 10 MB', 'file');
  const input = parseFirstSale(formFields(form));
  const [file] = formFiles(form, 'file').filter((f) => f.size > 0);
  if (!file) throw new ValidationError({ file: ['请选择资料文件（PDF、JPG 或 PNG）'] });
  const prepared = await prepareUpload(new Uint8Array(await file.arrayBuffer()));
  const key = await writeFirstSaleFile(prepared);
  let r;
  try {
    r = await operatorAction(op, { permission, action: 'documents.first_sale', objectType: 'first_sale_file' }, async (tx) => {
      const done = await saveFirstSale(tx, input, key, prepared.sha256);
      return { result: done, objectId: done.id, before: { file: done.oldKey }, after: { file: key, expires_on: input.expires_on, version: done.version } };
    });
  } catch (error) {
    await removeAttachment(key);
    throw error;
  }
  if (!r.changed) {
    await removeAttachment(key);
    return ok({ id: r.id, version: r.version, notified: 0 }, '与现有资料相同，未做更改');
  }
  await dropReplaced(r.oldKey);
  return ok({ id: r.id, version: r.version, notified: r.notified }, `《${r.title}》已保存，已通知 ${r.notified} 家客户`);
});
