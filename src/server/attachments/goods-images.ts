import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { resolveKey } from '../qualifications/files';
import { prepareImage, writeUpload } from './store';

/**
 * Operator-uploaded goods photos, one folder per goods under the upload root (outside the web
 * root): `goods/<id>/<view>.png|jpg`, view 1 first. The files are the record — which views are
 * uploaded is read from the folder, and `goods.image_count` holds the number of views. Once a goods
 * has an uploaded photo its views are its photos (the generated SVG placeholders step aside);
 * with none, the generated views are served as before.
 */
export const MAX_GOODS_IMAGES = 9; // /img/goods/<id>-<view>.svg takes one digit

export type GoodsImageFile = { view: number; ext: 'png' | 'jpg'; key: string };

const folder = (goodsId: number) => `goods/${goodsId}`;

/** The uploaded views of a goods, in view order (empty when none). */
export async function goodsImageFiles(goodsId: number): Promise<GoodsImageFile[]> {
  let names: string[];
  try {
    names = await fs.readdir(resolveKey(folder(goodsId)));
  } catch {
    return [];
  }
  const out: GoodsImageFile[] = [];
  for (const name of names) {
    const m = /^([1-9])\.(png|jpg)$/.exec(name);
    if (m) out.push({ view: Number(m[1]), ext: m[2] as 'png' | 'jpg', key: `${folder(goodsId)}/${name}` });
  }
  return out.sort((a, b) => a.view - b.view);
}

/** One uploaded view's bytes and type, or null (no upload for that view). */
export async function readGoodsImage(goodsId: number, view: number): Promise<{ data: Buffer; type: string; mtimeMs: number } | null> {
  const file = (await goodsImageFiles(goodsId)).find((f) => f.view === view);
  if (!file) return null;
  try {
    const full = resolveKey(file.key);
    const [data, stat] = await Promise.all([fs.readFile(full), fs.stat(full)]);
    return { data, type: file.ext === 'png' ? 'image/png' : 'image/jpeg', mtimeMs: stat.mtimeMs };
  } catch {
    return null;
  }
}

/** Checks (type by content, 5 MB, pixel limits), re-encodes and appends one photo as the next view; returns the views after. */
export async function addGoodsImage(goodsId: number, file: File, field = 'file'): Promise<GoodsImageFile[]> {
  const image = await prepareImage(file, field);
  const files = await goodsImageFiles(goodsId);
  const view = files.length + 1;
  await writeUpload(`${folder(goodsId)}/${view}.${image.ext}`, image.data);
  return goodsImageFiles(goodsId);
}

/**
 * Puts the uploaded views in `order` (current view numbers, each once): the first listed becomes
 * view 1; views left out are deleted. Files are moved aside under temporary names first, so no
 * rename overwrites a view still to be moved.
 */
export async function arrangeGoodsImages(goodsId: number, order: number[]): Promise<GoodsImageFile[]> {
  const files = await goodsImageFiles(goodsId);
  const byView = new Map(files.map((f) => [f.view, f]));
  const tag = randomUUID();
  const moved: { temp: string; target: string }[] = [];
  for (const f of files) {
    const temp = `${resolveKey(f.key)}.${tag}.tmp`;
    await fs.rename(resolveKey(f.key), temp);
    const at = order.indexOf(f.view);
    if (at < 0) await fs.rm(temp, { force: true });
    else moved.push({ temp, target: path.join(resolveKey(folder(goodsId)), `${at + 1}.${byView.get(f.view)!.ext}`) });
  }
  for (const m of moved) await fs.rename(m.temp, m.target);
  return goodsImageFiles(goodsId);
}
