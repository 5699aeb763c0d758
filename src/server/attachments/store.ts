import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ValidationError } from '../http/errors';
import { prepareUpload, readStored, resolveKey } from '../qualifications/files';

/** Per-image limit of the self-service forms. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type AttachmentKind = 'wanted' | 'feedback' | 'invoices';

async function write(key: string, data: Buffer): Promise<void> {
  const target = resolveKey(key);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(`${target}.part`, data, { mode: 0o600 });
  await fs.rename(`${target}.part`, target);
}

/** Checks, re-encodes and stores one JPEG/PNG image; `field` names the form field in a 422. */
export async function saveImage(kind: AttachmentKind, storeId: number, file: File, field: string): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw new ValidationError({ [field]: ['图片大小不能超过 5 MB'] });
  let prepared;
  try {
    prepared = await prepareUpload(new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError({ [field]: Object.values(error.errors)[0] ?? ['图片无法识别'] });
    throw error;
  }
  if (prepared.mime === 'application/pdf') throw new ValidationError({ [field]: ['仅支持 JPG、PNG 图片'] });
  const key = `${kind}/${storeId}/${randomUUID()}.${prepared.mime === 'image/png' ? 'png' : 'jpg'}`;
  await write(key, prepared.data);
  return key;
}

/** Stores bytes we made or checked ourselves (invoice PDFs). */
export async function saveFile(kind: AttachmentKind, storeId: number, data: Uint8Array, ext: 'pdf'): Promise<string> {
  const key = `${kind}/${storeId}/${randomUUID()}.${ext}`;
  await write(key, Buffer.from(data));
  return key;
}

export const readAttachment = readStored;

export function attachmentType(key: string): string {
  if (key.endsWith('.png')) return 'image/png';
  if (key.endsWith('.pdf')) return 'application/pdf';
  return 'image/jpeg';
}
