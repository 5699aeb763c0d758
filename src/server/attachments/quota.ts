import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { storeUploadUsage } from '../db/schema';
import { ValidationError } from '../http/errors';
import { LIMITS, take } from '../limits';
import { resolveKey, uploadRoot } from '../qualifications/files';

/**
 * What one store may upload (issue 33: an unapproved member stored 97 MB of wanted-product photos in
 * 6 s): every upload request of a member counts against `uploadPerStore` (30 an hour, limits
 * catalogue), and the files the store keeps — certificates, 含麻 receipts and return photos
 * (qualifications/<store>/), wanted-product photos, feedback images — may total at most
 * {@link maxStoreBytes} (UPLOAD_STORE_MAX_MB, default 200 MB). The total is a counter in PostgreSQL
 * (`store_upload_usage`), reserved by one conditional UPDATE before a file is written and released
 * by {@link removeUploads} when one is removed, so parallel requests cannot pass it together.
 */
export const maxStoreBytes = () => (Number(process.env.UPLOAD_STORE_MAX_MB) > 0 ? Number(process.env.UPLOAD_STORE_MAX_MB) : 200) * 1024 * 1024;
export const MEMBER_FOLDERS = ['qualifications', 'wanted', 'feedback'] as const;

async function folderBytes(dir: string): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let total = 0;
  for (const name of names) total += (await fs.stat(path.join(dir, name)).catch(() => null))?.size ?? 0;
  return total;
}

/** Bytes a store's members have stored on disk, across every member upload folder. */
export async function storedBytes(storeId: number): Promise<number> {
  const root = uploadRoot();
  let total = 0;
  for (const folder of MEMBER_FOLDERS) total += await folderBytes(path.join(root, folder, String(storeId)));
  return total;
}

/**
 * A store's counter row, started from its folders the first time it is needed (stores that uploaded
 * before the counter existed); `on conflict do nothing` keeps the first start when two race.
 */
async function ensureCounter(storeId: number): Promise<void> {
  const conn = await db();
  const [row] = await queryRows<{ one: number }>(conn, sql`select 1 as one from store_upload_usage where store_id = ${storeId}`);
  if (row) return;
  await conn
    .insert(storeUploadUsage)
    .values({ storeId, bytes: await storedBytes(storeId) })
    .onConflictDoNothing();
}

/** Reserves `bytes` for the store in one conditional UPDATE; false when they would pass `max`. */
async function reserve(storeId: number, bytes: number, max: number): Promise<boolean> {
  const rows = await queryRows<{ bytes: number }>(
    await db(),
    sql`update store_upload_usage set bytes = bytes + ${bytes}
        where store_id = ${storeId} and bytes + ${bytes} <= ${max} returning bytes`,
  );
  return rows.length > 0;
}

/** Gives back bytes reserved for files that are gone (never below 0). */
export async function releaseUpload(storeId: number, bytes: number): Promise<void> {
  if (bytes <= 0) return;
  await (await db()).execute(sql`update store_upload_usage set bytes = greatest(bytes - ${bytes}, 0) where store_id = ${storeId}`);
}

/**
 * Called once per upload request, after its files are checked and before any is written: counts the
 * request against the hourly limit (429 over it) and reserves the bytes of its files (422 on `field`
 * when they would take the store over its total). A request refused later gives them back through
 * {@link removeUploads} (`keepIfSaved`).
 */
export async function admitUpload(storeId: number, bytes: number, field: string): Promise<void> {
  if (bytes <= 0) return;
  await take(LIMITS.uploadPerStore, String(storeId));
  const mb = (n: number) => Math.round(n / 1024 / 1024);
  const max = maxStoreBytes();
  await ensureCounter(storeId);
  if (!(await reserve(storeId, bytes, max))) {
    throw new ValidationError({ [field]: [`上传空间已满：每个门店最多保存 ${mb(max)} MB 文件，请联系客服清理`] });
  }
}

/**
 * Removes stored files and gives their bytes back to their stores' counters (member folders only).
 * Each file is first renamed to a name of its own, so two removers of one file (two sweeps) count it
 * once: only the rename that wins releases its bytes.
 */
export async function removeUploads(keys: string[]): Promise<void> {
  const freed = new Map<number, number>();
  for (const key of keys) {
    const target = resolveKey(key);
    const doomed = `${target}.gone-${randomUUID()}`;
    if (
      !(await fs.rename(target, doomed).then(
        () => true,
        () => false,
      ))
    )
      continue;
    const size = (await fs.stat(doomed).catch(() => null))?.size ?? 0;
    await fs.rm(doomed, { force: true });
    const [folder, owner] = key.split('/');
    if ((MEMBER_FOLDERS as readonly string[]).includes(folder!) && Number(owner) > 0) freed.set(Number(owner), (freed.get(Number(owner)) ?? 0) + size);
  }
  for (const [storeId, bytes] of freed) await releaseUpload(storeId, bytes);
}
