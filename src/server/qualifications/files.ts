import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ValidationError } from '../http/errors';
import { pdfHasActiveContent } from './pdf-active';

/** Upload limit of a certificate file (the issue: 10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Images larger than this are refused before decoding (a 30 000 × 30 000 "pixel bomb" never gets decoded). */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Stored images are scaled down to fit this box (plenty for reading a licence). */
export const STORED_IMAGE_SIDE = 3_000;

export type Mime = 'image/jpeg' | 'image/png' | 'application/pdf';
export type PreparedFile = { mime: Mime; data: Buffer; width: number | null; height: number | null; sha256: string };

const fileError = (msg: string) => new ValidationError({ file: [msg] });

/** The file type by its first bytes, whatever its name or declared type says. */
export function sniff(data: Uint8Array): Mime | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 8 && Buffer.from(data.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 5 && Buffer.from(data.subarray(0, 5)).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

function checkPdf(data: Buffer): void {
  if (!/^%PDF-[12]\.\d/.test(data.subarray(0, 8).toString('latin1'))) throw fileError('PDF 文件已损坏，无法识别');
  if (
    !data
      .subarray(Math.max(0, data.length - 2048))
      .toString('latin1')
      .includes('%%EOF')
  )
    throw fileError('PDF 文件不完整，请重新导出后上传');
  if (pdfHasActiveContent(data)) throw fileError('PDF 含有脚本、附件或表单等内容，请导出为普通扫描件后上传');
}

/**
 * Checks an upload and makes the bytes that will be stored: the type by magic bytes (JPEG, PNG
 * or PDF only), the size (10 MB), image dimensions read from the header before any decoding,
 * then images are decoded and re-encoded (EXIF orientation applied, metadata stripped, scaled to
 * fit {@link STORED_IMAGE_SIDE}) so nothing but pixels survives. Throws a 422 with a Chinese
 * message for the `file` field.
 */
export async function prepareUpload(input: Uint8Array): Promise<PreparedFile> {
  if (input.byteLength === 0) throw fileError('请选择要上传的文件');
  if (input.byteLength > MAX_UPLOAD_BYTES) throw fileError('文件大小不能超过 10 MB');
  const data = Buffer.from(input);
  const mime = sniff(data);
  if (!mime) throw fileError('仅支持 JPG、PNG 图片或 PDF 文件（按文件内容识别，改扩展名无效）');
  if (mime === 'application/pdf') {
    checkPdf(data);
    return { mime, data, width: null, height: null, sha256: sha(data) };
  }
  let meta: sharp.Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw fileError('图片已损坏，无法识别');
  }
  const { width = 0, height = 0 } = meta;
  if (!width || !height) throw fileError('图片已损坏，无法识别');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw fileError(`图片尺寸过大（${width}×${height}），请控制在 ${MAX_IMAGE_SIDE}×${MAX_IMAGE_SIDE} 像素以内`);
  }
  if (width < 200 || height < 200) throw fileError('图片太小，证件内容无法看清（至少 200×200 像素）');
  try {
    const pipeline = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: STORED_IMAGE_SIDE, height: STORED_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    const out =
      mime === 'image/png'
        ? await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
        : await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return { mime, data: out.data, width: out.info.width, height: out.info.height, sha256: sha(out.data) };
  } catch {
    throw fileError('图片已损坏，无法识别');
  }
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Where uploads live: DATA_DIR/uploads, outside the built site, never served statically. */
export function uploadRoot(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.UPLOAD_DIR || path.join(env.DATA_DIR || './data', 'uploads'));
}

const EXT: Record<Mime, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** Writes the file under a random name (temp file + rename) and returns its storage key. */
export async function storeFile(storeId: number, file: PreparedFile): Promise<string> {
  const key = `qualifications/${storeId}/${randomUUID()}.${EXT[file.mime]}`;
  const target = path.join(uploadRoot(), key);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.part`;
  await fs.writeFile(temp, file.data, { mode: 0o600 });
  await fs.rename(temp, target);
  return key;
}

export async function removeFile(key: string): Promise<void> {
  await fs.rm(resolveKey(key), { force: true });
}

/** The absolute path of a storage key; keys are ours, but never let one climb out of the root. */
export function resolveKey(key: string): string {
  const root = uploadRoot();
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep)) throw new Error('bad storage key');
  return full;
}

export async function readStored(key: string): Promise<Buffer | null> {
  if (key.startsWith(DEMO_SCAN)) return demoScan(key.slice(DEMO_SCAN.length));
  try {
    return await fs.readFile(resolveKey(key));
  } catch {
    return null;
  }
}

/** Storage keys of the demo certificates' scans (seeded, never on disk): drawn on request. */
export const DEMO_SCAN = 'demo-scan/';

/** A grey placeholder scan marked DEMO with the certificate number (the demo has no real licence images). */
async function demoScan(label: string): Promise<Buffer> {
  const text = label.replace(/[^\w*.-]/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="340"><rect width="480" height="340" fill="#f1efe8" stroke="#8a6d3b" stroke-width="8"/><text x="240" y="150" font-size="44" text-anchor="middle" fill="#8a6d3b" font-family="sans-serif">DEMO SCAN</text><text x="240" y="210" font-size="22" text-anchor="middle" fill="#555" font-family="sans-serif">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
