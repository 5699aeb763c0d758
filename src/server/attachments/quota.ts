import fs from 'node:fs/promises';
import path from 'node:path';
import { ValidationError } from '../http/errors';
import { LIMITS, take } from '../limits';
import { uploadRoot } from '../qualifications/files';

/**
 * What one store may upload (issue 33: an unapproved member stored 97 MB of wanted-product photos in
 * 6 s): every upload request of a member counts against `uploadPerStore` (30 an hour, limits
 * catalogue), and the files the store already has — certificates, 含麻 receipts and return photos
 * (qualifications/<store>/), wanted-product photos, feedback images — may total at most
 * {@link maxStoreBytes} (UPLOAD_STORE_MAX_MB, default 200 MB). The total is read from the store's folders: two requests at the same
 * moment may both pass it by one request's files at most, which the hourly count bounds.
 */
export const maxStoreBytes = () => (Number(process.env.UPLOAD_STORE_MAX_MB) > 0 ? Number(process.env.UPLOAD_STORE_MAX_MB) : 200) * 1024 * 1024;
export const MEMBER_FOLDERS = ['qualifications', 'wanted', 'feedback'] as const;

async function folderBytes(dir: string): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let total = 0;
  for (const name of names) total += (await fs.stat(path.join(dir, name)).catch(() => null))?.size ?? 0;
  return total;
}

/** Bytes a store's members have stored, across every member upload folder. */
export async function storedBytes(storeId: number): Promise<number> {
  const root = uploadRoot();
  let total = 0;
  for (const folder of MEMBER_FOLDERS) total += await folderBytes(path.join(root, folder, String(storeId)));
  return total;
}

/**
 * Called once per upload request, after its files are checked and before any is written: counts the
 * request against the hourly limit (429 over it) and refuses (422 on `field`) files that would take
 * the store over its total.
 */
export async function admitUpload(storeId: number, bytes: number, field: string): Promise<void> {
  if (bytes <= 0) return;
  await take(LIMITS.uploadPerStore, String(storeId));
  const mb = (n: number) => Math.round(n / 1024 / 1024);
  const max = maxStoreBytes();
  if ((await storedBytes(storeId)) + bytes > max) {
    throw new ValidationError({ [field]: [`上传空间已满：每个门店最多保存 ${mb(max)} MB 文件，请联系客服清理`] });
  }
}
