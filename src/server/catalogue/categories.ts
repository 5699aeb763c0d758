import { asc } from 'drizzle-orm';
import { db } from '../db/client';
import { categories } from '../db/schema';

type CategoryRow = typeof categories.$inferSelect;
export type Zone = CategoryRow['zone'];

/** The spec's menu category: id, name, logo, logo1, children, childrenShow. */
export type MenuCategory = {
  id: number;
  name: string;
  logo: string;
  logo1: string;
  zone: Zone;
  children: MenuCategory[];
  childrenShow: boolean;
};

function toTree(rows: CategoryRow[], parentId: number | null): MenuCategory[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .map((row) => ({
      id: row.id,
      name: row.name,
      logo: row.logo,
      logo1: row.logo,
      zone: row.zone,
      children: toTree(rows, row.id),
      childrenShow: false,
    }));
}

/** The whole category tree in display order, optionally limited to one zone. */
export async function categoryTree(zone?: Zone): Promise<MenuCategory[]> {
  const rows = await (await db()).select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  const tree = toTree(rows, null);
  return zone ? tree.filter((c) => c.zone === zone) : tree;
}
