import { describe, expect, it } from 'vitest';
import { rollUpCounts } from '../../../src/server/catalogue/list-page';
import type { MenuCategory } from '../../../src/server/catalogue/categories';

const node = (id: number, children: MenuCategory[] = []): MenuCategory => ({
  id,
  name: `c${id}`,
  logo: '',
  logo1: '',
  zone: 'default' as MenuCategory['zone'],
  children,
  childrenShow: true,
});

describe('rollUpCounts (the 分类 facet of a list)', () => {
  it('counts a category with all its sub-categories, and a category without matches as 0', () => {
    const tree = [node(1, [node(11), node(12, [node(121)])]), node(2, [node(21)]), node(3)];
    const counts = rollUpCounts(tree, { 1: 2, 11: 3, 121: 4, 21: 0 });
    expect(counts.get(1)).toBe(9);
    expect(counts.get(12)).toBe(4);
    expect(counts.get(2)).toBe(0);
    expect(counts.get(3)).toBe(0);
  });
});
