/**
 * Numeric help-category ids of the article API (`GET /api/article/category?category_id=`).
 *
 * The spec fixes one value: 3 is the service article list (服务保障). The other three are our
 * choice, numbered around it: 1 新人指南, 2 支付配送, 3 服务保障, 4 关于我们. The ids are an API
 * contract and must not change; the display order lives in src/content/help-categories.ts.
 */
import type { HelpCategorySlug } from '../../content/help-categories';

export const HELP_CATEGORY_IDS: Readonly<Record<number, HelpCategorySlug>> = Object.freeze({
  1: 'xrzn',
  2: 'zfps',
  3: 'fwbz',
  4: 'us',
});

export function categorySlugOfId(id: number): HelpCategorySlug | undefined {
  return HELP_CATEGORY_IDS[id];
}

export function categoryIdOf(slug: HelpCategorySlug): number {
  return Number(Object.entries(HELP_CATEGORY_IDS).find(([, s]) => s === slug)![0]);
}
