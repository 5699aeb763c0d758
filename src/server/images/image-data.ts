import { eq } from 'drizzle-orm';
import { db } from '../db/client';
import { brands, focusItems, goods, manufacturers } from '../db/schema';

export async function goodsImageData(id: number) {
  const [row] = await (
    await db()
  )
    .select({ name: goods.name, spec: goods.spec, kind: goods.kind, imageCount: goods.imageCount, manufacturer: manufacturers.name })
    .from(goods)
    .innerJoin(manufacturers, eq(goods.manufacturerId, manufacturers.id))
    .where(eq(goods.id, id));
  return row;
}

export async function bannerData(id: number) {
  const [row] = await (await db()).select({ title: focusItems.title, position: focusItems.position }).from(focusItems).where(eq(focusItems.id, id));
  return row;
}

export async function brandName(id: number): Promise<string | undefined> {
  const [row] = await (await db()).select({ name: brands.name }).from(brands).where(eq(brands.id, id));
  return row?.name;
}
