/**
 * Help-centre categories (帮助中心分类), in footer/sidebar order.
 * Articles live in `src/content/help/<category>/<slug>.md`; their frontmatter `category`
 * must be one of these slugs (enforced by the `help` collection schema in src/content.config.ts).
 */
export const HELP_CATEGORIES = [
  { slug: 'xrzn', name: '新人指南', order: 1 },
  { slug: 'fwbz', name: '服务保障', order: 2 },
  { slug: 'zfps', name: '支付配送', order: 3 },
  { slug: 'us', name: '关于我们', order: 4 },
] as const;

export type HelpCategory = (typeof HELP_CATEGORIES)[number];
export type HelpCategorySlug = HelpCategory['slug'];

/** The category slugs as a non-empty tuple (usable with `z.enum`). */
export const HELP_CATEGORY_SLUGS = HELP_CATEGORIES.map((c) => c.slug) as [HelpCategorySlug, ...HelpCategorySlug[]];

export function isHelpCategorySlug(value: string): value is HelpCategorySlug {
  return (HELP_CATEGORY_SLUGS as readonly string[]).includes(value);
}

export function getHelpCategory(slug: string): HelpCategory | undefined {
  return HELP_CATEGORIES.find((c) => c.slug === slug);
}

/** Article routes are named `help_{category}_{slug}` (help_xrzn_hyzc, help_zfps_ddzf, …). */
export function articleRouteName(category: HelpCategorySlug, slug: string): string {
  return `help_${category}_${slug}`;
}
