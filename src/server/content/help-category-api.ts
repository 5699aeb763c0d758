/** `GET /api/article/category?category_id=`: one help category and its article list (spec: name, children {id, name}). */
import { z } from 'zod';
import { text as safeText } from '../http/text';
import { getHelpCategory } from '../../content/help-categories';
import { categorySlugOfId } from './help-category-ids';
import { articlePath, articlesOf, type HelpArticle } from './help-pages';

export const categoryQuery = z.object({
  category_id: safeText({ error: '请选择文章分类' })
    .trim()
    .regex(/^[1-9]\d{0,8}$/, '文章分类编号应为正整数')
    .transform(Number),
});

export type CategoryListing = {
  id: number;
  name: string;
  children: { id: string; name: string; summary: string; updated: string; url: string }[];
};

/** The listing of category `id`, built from the help collection; undefined for unknown ids. */
export function categoryListing(id: number, articles: readonly HelpArticle[]): CategoryListing | undefined {
  const slug = categorySlugOfId(id);
  const category = slug && getHelpCategory(slug);
  if (!slug || !category) return undefined;
  return {
    id,
    name: category.name,
    children: articlesOf(articles, slug).flatMap((a) => {
      const url = articlePath(a);
      return url ? [{ id: a.slug, name: a.title, summary: a.summary, updated: a.updated.toISOString().slice(0, 10), url }] : [];
    }),
  };
}
