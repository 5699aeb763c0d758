import { routeByName } from '../route-match';
import { articleRouteName, type HelpCategorySlug } from './help-categories';

/**
 * The footer's 4 help groups (spec section 9). Links use the spec's form
 * `/help/xrzn/hyzc?id={article id}` (the article's slug); that page redirects to the article.
 * Titles come from the route table.
 */
export type FooterHelpGroup = { slug: string; name: string; links: { title: string; href: string }[] };

const GROUPS: [HelpCategorySlug, string, string[]][] = [
  ['xrzn', '新人指南', ['hyzc', 'gwzn', 'aqgy']],
  ['fwbz', '服务保障', ['wzzz', 'yhxy', 'zskf']],
  ['zfps', '支付配送', ['ddzf', 'hwps', 'ypth']],
  ['us', '关于我们', ['tsjy', 'link']],
];

export const FOOTER_HELP_GROUPS: FooterHelpGroup[] = GROUPS.map(([slug, name, ids]) => ({
  slug,
  name,
  links: ids.map((id) => ({ title: routeByName(articleRouteName(slug, id))!.title, href: `/help/xrzn/hyzc?id=${id}` })),
}));
