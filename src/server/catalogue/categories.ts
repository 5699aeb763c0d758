import { asc } from 'drizzle-orm';
import { db } from '../db/client';
import { categories } from '../db/schema';
import { cached } from '../cache/memo';

/** The category lookup is kept this long (category writes are console actions: they drop it at once). */
export const CATEGORY_INDEX_TTL_MS = 30_000;

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

export type CategoryNode = { id: number; parentId: number | null; name: string; zone: Zone };

/** The category table as a lookup: ancestors for breadcrumbs, descendants for the list filter. */
export type CategoryIndex = {
  byId: Map<number, CategoryNode>;
  /** The category and every category below it (the list filter `select` includes sub-categories). */
  descendants(id: number): number[];
  /** From the top category down to this one. */
  path(id: number): CategoryNode[];
};

/** The category lookup: read once per CATEGORY_INDEX_TTL_MS while caches are on (every list and detail page asks). */
export function categoryIndex(): Promise<CategoryIndex> {
  return cached('category-index', CATEGORY_INDEX_TTL_MS, loadCategoryIndex);
}

async function loadCategoryIndex(): Promise<CategoryIndex> {
  const rows = await (
    await db()
  )
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name, zone: categories.zone })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<number, number[]>();
  for (const r of rows) if (r.parentId !== null) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  return {
    byId,
    descendants(id) {
      if (!byId.has(id)) return [];
      const out: number[] = [];
      const stack = [id];
      while (stack.length) {
        const next = stack.pop()!;
        out.push(next);
        stack.push(...(children.get(next) ?? []));
      }
      return out;
    },
    path(id) {
      const out: CategoryNode[] = [];
      let node = byId.get(id);
      for (let guard = 0; node && guard < 10; guard++) {
        out.unshift(node);
        node = node.parentId === null ? undefined : byId.get(node.parentId);
      }
      return out;
    },
  };
}
