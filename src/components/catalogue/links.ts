/** Links of list pages: the same filters with one thing changed, without the parameters the path implies. */
import { DEFAULT_LIST_PARAMS, listQuery, type ListParams } from '../../server/catalogue/list-params';
import type { MenuCategory } from '../../server/catalogue/categories';

export type ListView = 'grid' | 'table' | 'plain';
export type ViewPaths = Partial<Record<ListView, string>> & { grid: string };

export function makeHref(base: string, params: ListParams, fixed: Partial<ListParams> = {}) {
  const unfixed = Object.fromEntries(Object.keys(fixed).map((k) => [k, DEFAULT_LIST_PARAMS[k as keyof ListParams]]));
  return (changes: Partial<ListParams> = {}, path = base) => path + listQuery({ ...params, page: 1, ...changes, ...unfixed } as ListParams);
}

/** Hidden form fields carrying a list's parameters (for the page-jump and price forms). */
export function hiddenFields(params: ListParams, fixed: Partial<ListParams> = {}, omit: string[] = []): Record<string, string> {
  const unfixed = Object.fromEntries(Object.keys(fixed).map((k) => [k, DEFAULT_LIST_PARAMS[k as keyof ListParams]]));
  const query = new URLSearchParams(listQuery({ ...params, page: 1, ...unfixed } as ListParams).slice(1));
  return Object.fromEntries([...query].filter(([k]) => !omit.includes(k)));
}

export function findCategory(tree: MenuCategory[], id: number | null): MenuCategory | null {
  if (id === null) return null;
  for (const node of tree) {
    if (node.id === id) return node;
    const inner = findCategory(node.children, id);
    if (inner) return inner;
  }
  return null;
}

/** The chain of categories from a top category down to `id` (empty when not in the tree). */
export function categoryTrail(tree: MenuCategory[], id: number | null): MenuCategory[] {
  if (id === null) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const inner = categoryTrail(node.children, id);
    if (inner.length) return [node, ...inner];
  }
  return [];
}
