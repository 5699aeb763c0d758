import { describe, expect, it } from 'vitest';
import { HELP_CATEGORY_SLUGS } from '../../../src/content/help-categories';
import { categoryIdOf, categorySlugOfId, HELP_CATEGORY_IDS } from '../../../src/server/content/help-category-ids';
import { categoryListing, categoryQuery } from '../../../src/server/content/help-category-api';
import type { HelpArticle } from '../../../src/server/content/help-pages';

const day = new Date('2026-10-15T00:00:00Z');
const article = (slug: string, category: HelpArticle['category'], order: number, title: string): HelpArticle => ({
  slug,
  category,
  order,
  title,
  updated: day,
  summary: `${title}的摘要`,
});
const ARTICLES = [
  article('yhxy', 'fwbz', 2, '用户协议'),
  article('wzzz', 'fwbz', 1, '网站资质'),
  article('hyzc', 'xrzn', 1, '会员注册'),
  article('orphan', 'fwbz', 9, '没有路由的文章'),
];

describe('help category ids', () => {
  it('numbers each category once, with 3 = 服务保障 as the spec says', () => {
    expect(categorySlugOfId(3)).toBe('fwbz');
    expect(Object.values(HELP_CATEGORY_IDS).sort()).toEqual([...HELP_CATEGORY_SLUGS].sort());
    for (const slug of HELP_CATEGORY_SLUGS) expect(categorySlugOfId(categoryIdOf(slug))).toBe(slug);
    expect(categorySlugOfId(0)).toBeUndefined();
    expect(categorySlugOfId(5)).toBeUndefined();
  });
});

describe('GET /api/article/category shaping', () => {
  it('lists the service articles in order with id, name, summary, date and url; articles without a route are left out', () => {
    expect(categoryListing(3, ARTICLES)).toEqual({
      id: 3,
      name: '服务保障',
      children: [
        { id: 'wzzz', name: '网站资质', summary: '网站资质的摘要', updated: '2026-10-15', url: '/help_fwbz_wzzz' },
        { id: 'yhxy', name: '用户协议', summary: '用户协议的摘要', updated: '2026-10-15', url: '/help_fwbz_yhxy' },
      ],
    });
    expect(categoryListing(1, ARTICLES)?.children.map((c) => c.id)).toEqual(['hyzc']);
    expect(categoryListing(4, ARTICLES)).toEqual({ id: 4, name: '关于我们', children: [] });
    expect(categoryListing(42, ARTICLES)).toBeUndefined();
  });

  it('accepts only a positive whole category_id, with Chinese messages', () => {
    expect(categoryQuery.parse({ category_id: '3' })).toEqual({ category_id: 3 });
    expect(categoryQuery.parse({ category_id: ' 12 ' })).toEqual({ category_id: 12 });
    const message = (input: unknown) => {
      const r = categoryQuery.safeParse(input);
      return r.success ? null : r.error.issues[0].message;
    };
    expect(message({})).toBe('请选择文章分类');
    for (const bad of ['', '0', '-3', '3.5', 'abc', '1e3', '99999999999']) expect(message({ category_id: bad }), bad).toBe('文章分类编号应为正整数');
  });
});
