import { randomUUID } from 'node:crypto';
import { readStored } from '../qualifications/files';
import { prepareImage, writeUpload } from './store';

/**
 * Pictures an operator uploads for a 广告位 (banner, top ad, right ads, login picture, floor ad):
 * checked and re-encoded like every upload (store.ts `prepareImage`), kept under the upload root as
 * `banners/<uuid>.png|jpg` and served at `/img/banner/u/<uuid>.<ext>`. Each upload gets a new name,
 * so the page that shows it never gets an old picture and browsers may keep the file for good.
 */
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;

export const BANNER_UPLOAD_PREFIX = '/img/banner/u/';

/** Checks, re-encodes and stores one picture; returns the path a focus item's `image` takes. */
export async function saveBannerImage(file: File, field = 'file'): Promise<string> {
  const image = await prepareImage(file, field);
  const name = `${randomUUID()}.${image.ext}`;
  await writeUpload(`banners/${name}`, image.data);
  return `${BANNER_UPLOAD_PREFIX}${name}`;
}

/** The stored picture of `name` (as in its URL) and its type, or null for an unknown or malformed name. */
export async function readBannerImage(name: string | undefined): Promise<{ data: Buffer; type: string } | null> {
  const m = NAME.exec(name ?? '');
  if (!m) return null;
  const data = await readStored(`banners/${name}`);
  return data ? { data, type: m[1] === 'png' ? 'image/png' : 'image/jpeg' } : null;
}
