import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client';
import { goods } from '../db/schema';
import { addGoodsImage, arrangeGoodsImages, goodsImageFiles, MAX_GOODS_IMAGES } from '../attachments/goods-images';
import { NotFoundError, ValidationError } from '../http/errors';
import type { GoodsPhotosArranged, GoodsPhotosUploaded } from '../../wire/console';

/**
 * Goods photos in the console: upload (appended as the next view), reorder and remove. The files
 * live in the goods' upload folder (attachments/goods-images.ts); `image_count` follows the number
 * of photos (at least 1: with none, the generated view). Photos are not part of the editor form's
 * version: uploading one does not make the open form stale.
 */
export const arrangeInput = z.object({
  order: z.array(z.coerce.number().int().min(1).max(MAX_GOODS_IMAGES), { error: '图片顺序格式不正确' }).max(MAX_GOODS_IMAGES),
});

async function lock(tx: Tx, id: number): Promise<{ imageCount: number }> {
  const [row] = await tx.select({ imageCount: goods.imageCount }).from(goods).where(eq(goods.id, id)).for('update');
  if (!row) throw new NotFoundError('商品不存在');
  return row;
}

/** The views as the editor shows them: uploaded photo views and the image count. */
export async function goodsPhotos(id: number): Promise<number[]> {
  return (await goodsImageFiles(id)).map((f) => f.view);
}

type PhotosBefore = { imageCount: number; photos: number[] };

/** `after` is the endpoint's answer. */
export async function uploadGoodsPhoto(tx: Tx, id: number, file: File | null): Promise<{ before: PhotosBefore; after: GoodsPhotosUploaded }> {
  const before = await lock(tx, id);
  if (!file) throw new ValidationError({ file: ['请选择要上传的图片'] });
  const had = await goodsImageFiles(id);
  if (had.length >= MAX_GOODS_IMAGES) throw new ValidationError({ file: [`每个商品最多 ${MAX_GOODS_IMAGES} 张图片`] });
  const files = await addGoodsImage(id, file);
  await tx.update(goods).set({ imageCount: files.length }).where(eq(goods.id, id));
  return { before: { imageCount: before.imageCount, photos: had.map((f) => f.view) }, after: { imageCount: files.length, photos: files.map((f) => f.view) } };
}

/** `order`: the current photo views in their new order; views left out are removed. */
export async function arrangeGoodsPhotos(tx: Tx, id: number, order: number[]): Promise<{ before: PhotosBefore; after: GoodsPhotosArranged }> {
  const before = await lock(tx, id);
  const had = (await goodsImageFiles(id)).map((f) => f.view);
  if (new Set(order).size !== order.length || order.some((v) => !had.includes(v))) throw new ValidationError({ order: ['图片已变化，请刷新后重试'] });
  const files = await arrangeGoodsImages(id, order);
  const imageCount = Math.max(1, files.length);
  await tx.update(goods).set({ imageCount }).where(eq(goods.id, id));
  return { before: { imageCount: before.imageCount, photos: had }, after: { imageCount, order } };
}
