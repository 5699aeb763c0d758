import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { NotFoundError } from '../../../server/http/errors';
import { parseInput } from '../../../server/http/validate';
import { categoryListing, categoryQuery } from '../../../server/content/help-category-api';
import { loadHelpArticles } from '../../../components/help/load-articles';

/**
 * GET /api/article/category?category_id=3: the service article list (服务保障) and the other help
 * categories (ids in src/server/content/help-category-ids.ts), from the same Markdown collection
 * the help pages are built from. The content only changes with a deploy, so answers are cacheable.
 */
export const GET = endpoint(async ({ url }) => {
  const { category_id } = parseInput(categoryQuery, Object.fromEntries(url.searchParams));
  const listing = categoryListing(category_id, await loadHelpArticles());
  if (!listing) throw new NotFoundError('文章分类不存在');
  return ok(listing, '成功', { 'cache-control': 'public, max-age=300' });
});
