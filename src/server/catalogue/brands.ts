import { asc } from 'drizzle-orm';
import { db } from '../db/client';
import { brands } from '../db/schema';

export type BrandSummary = { id: number; name: string; logo: string; url: string };

export async function listBrands(limit = 20): Promise<BrandSummary[]> {
  const rows = await (await db()).select().from(brands).orderBy(asc(brands.sort), asc(brands.id)).limit(limit);
  return rows.map((b) => ({ id: b.id, name: b.name, logo: b.logo || `/img/brand/${b.id}.svg`, url: `/ppzq/info/${b.id}` }));
}
