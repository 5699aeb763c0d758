/** Category rows from the static tree; leaf keys map to ids for the goods generator. */
import { CATEGORY_TREE } from './data/categories';
import type { CategoryRow } from './types';

export type CategoryIndex = { rows: CategoryRow[]; idOf: (key: string) => number };

export function generateCategories(): CategoryIndex {
  const rows: CategoryRow[] = [];
  const ids = new Map<string, number>();
  CATEGORY_TREE.forEach((top, i) => {
    const id = rows.length + 1;
    rows.push({ id, parentId: null, name: top.name, zone: top.zone, logo: '', sort: (i + 1) * 10 });
    ids.set(top.key, id);
    top.children.forEach((child, j) => {
      const childId = rows.length + 1;
      rows.push({ id: childId, parentId: id, name: child.name, zone: top.zone, logo: '', sort: (j + 1) * 10 });
      ids.set(child.key, childId);
    });
  });
  return {
    rows,
    idOf: (key) => {
      const id = ids.get(key);
      if (id === undefined) throw new Error(`unknown category key ${key}`);
      return id;
    },
  };
}
