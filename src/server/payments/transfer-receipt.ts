/**
 * The bank receipt (回单) of a transfer: a JPG/PNG image (re-encoded, only pixels kept) or a PDF,
 * recognised by its bytes, never by name or declared type; anything else is a 422 on `file`.
 */
import { ValidationError } from '../http/errors';
import { keepIfSaved, prepareImage, readAttachment, saveFile, writeImage, attachmentType } from '../attachments/store';
import { sniff } from '../qualifications/files';
import { NotFoundError } from '../http/errors';
import { attachReceipt, ownTransfer, type TransferRow } from './transfers';

export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;

export async function uploadReceipt(storeId: number, transferNo: string, file: unknown): Promise<TransferRow> {
  if (!(file instanceof File) || file.size === 0) throw new ValidationError({ file: ['请选择银行回单（图片或 PDF）'] });
  if (file.size > MAX_RECEIPT_BYTES) throw new ValidationError({ file: ['回单不能超过 10 MB'] });
  await ownTransfer(storeId, transferNo); // 404 before anything is written
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const mime = sniff(head);
  let key: string;
  if (mime === 'application/pdf') {
    const data = new Uint8Array(await file.arrayBuffer());
    if (!/%%EOF\s*$/.test(Buffer.from(data.subarray(Math.max(0, data.length - 1024))).toString('latin1'))) throw new ValidationError({ file: ['PDF 文件已损坏，无法识别'] });
    key = await saveFile('transfers', storeId, data, 'pdf');
  } else if (mime === 'image/jpeg' || mime === 'image/png') {
    key = await writeImage('transfers', storeId, await prepareImage(file, 'file'));
  } else {
    throw new ValidationError({ file: ['回单须为图片（JPG、PNG）或 PDF（按文件内容识别）'] });
  }
  return keepIfSaved([key], () => attachReceipt(storeId, transferNo, { key, type: attachmentType(key) }));
}

/** The receipt file of a transfer (the owner's, or any for finance when `storeId` is null). */
export async function receiptFile(transfer: TransferRow): Promise<{ data: Buffer; type: string; name: string }> {
  if (!transfer.receipt) throw new NotFoundError('尚未上传回单');
  const data = await readAttachment(transfer.receipt);
  if (!data) throw new NotFoundError('回单文件不存在');
  const type = attachmentType(transfer.receipt);
  return { data, type, name: `回单-${transfer.transferNo}.${type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg'}` };
}
