import { getCollection } from 'astro:content';
import type { HelpArticle } from '../../server/content/help-pages';

/** The `help` collection as the help-centre modules see it (entry id = frontmatter slug). */
export async function loadHelpArticles(): Promise<HelpArticle[]> {
  const entries = await getCollection('help');
  return entries.map((e) => ({
    slug: e.id,
    title: e.data.title,
    category: e.data.category,
    order: e.data.order,
    updated: e.data.updated,
    summary: e.data.summary,
  }));
}
