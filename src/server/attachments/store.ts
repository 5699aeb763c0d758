import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ValidationError } from '../http/errors';
import sharp from 'sharp';
import { removeUploads } from './quota';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, readStored, resolveKey, sniff } from '../qualifications/files';

/** Per-image limit of the self-service forms. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type AttachmentKind = 'wanted' | 'feedback' | 'invoices' | 'transfers';

export async function writeUpload(key: string, data: Buffer): Promise<void> {
  const target = resolveKey(key);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(`${target}.part`, data, { mode: 0o600 });
  await fs.rename(`${target}.part`, target);
}

/** Stored images fit this box (enough to see a damaged box or a label). */
const STORED_SIDE = 1600;

/** Writes an image {@link prepareImage} made; returns its key. */
export async function writeImage(kind: AttachmentKind, storeId: number, image: { data: Buffer; ext: 'png' | 'jpg' }): Promise<string> {
  const key = `${kind}/${storeId}/${randomUUID()}.${image.ext}`;
  await writeUpload(key, image.data);
  return key;
}

/**
 * Runs `save` (the row that names the files just written); if it throws, the files go too, so a
 * refused request leaves nothing on disk.
 */
export async function keepIfSaved<T>(keys: string[], save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    await removeUploads(keys); // and gives their bytes back to the store's quota
    throw error;
  }
}

/**
 * The checked, re-encoded bytes of an uploaded JPEG/PNG: the type by its bytes, size and pixel limits read
 * before decoding, then decoded and re-encoded (orientation applied, metadata dropped, scaled down) so only
 * pixels survive; 422 on `field` otherwise. Nothing is written: {@link writeImage} does that.
 */
export async function prepareImage(file: File, field: string): Promise<{ data: Buffer; ext: 'png' | 'jpg' }> {
  const bad = (msg: string) => new ValidationError({ [field]: [msg] });
  if (file.size > MAX_IMAGE_BYTES) throw bad('图片大小不能超过 5 MB');
  const data = Buffer.from(await file.arrayBuffer());
  const mime = sniff(data);
  if (mime !== 'image/jpeg' && mime !== 'image/png') throw bad('仅支持 JPG、PNG 图片（按文件内容识别）');
  let out: Buffer;
  try {
    const { width = 0, height = 0 } = await sharp(data, { limitInputPixels: false }).metadata();
    if (!width || !height) throw bad('图片已损坏，无法识别');
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) throw bad('图片尺寸过大');
    const pipeline = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: STORED_SIDE, height: STORED_SIDE, fit: 'inside', withoutEnlargement: true });
    out = mime === 'image/png' ? await pipeline.png({ compressionLevel: 9 }).toBuffer() : await pipeline.jpeg({ quality: 85 }).toBuffer();
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw bad('图片已损坏，无法识别');
  }
  return { data: out, ext: mime === 'image/png' ? 'png' : 'jpg' };
}

/** Stores bytes we made or checked ourselves (invoice PDFs). */
export async function saveFile(kind: AttachmentKind, storeId: number, data: Uint8Array, ext: 'pdf'): Promise<string> {
  const key = `${kind}/${storeId}/${randomUUID()}.${ext}`;
  await writeUpload(key, Buffer.from(data));
  return key;
}

export const readAttachment = readStored;

export function attachmentType(key: string): string {
  if (key.endsWith('.png')) return 'image/png';
  if (key.endsWith('.pdf')) return 'application/pdf';
  return 'image/jpeg';
}

/** Removes a stored file (e.g. the PDF of an issue that lost a race). */
export async function removeAttachment(key: string): Promise<void> {
  await fs.rm(resolveKey(key), { force: true });
}
