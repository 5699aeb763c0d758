/**
 * The help centre's site map: which route of the table shows which help page (the centre's
 * home, a category, or one article), the canonical paths, and the reading order behind the
 * previous/next links. Pure functions over the route table and the `help` collection's
 * entries, which the pages read with `getCollection('help')` and pass in.
 */
import { ROUTES, type RouteDef } from '../../routes';
import { routeByName } from '../../route-match';
import { HELP_CATEGORIES, articleRouteName, type HelpCategory, type HelpCategorySlug } from '../../content/help-categories';

/** What a page needs of a `help` collection entry (its frontmatter plus the entry id = slug). */
export type HelpArticle = {
  slug: string;
  title: string;
  category: HelpCategorySlug;
  order: number;
  updated: Date;
  summary: string;
};

export type HelpPage =
  { kind: 'home'; route: RouteDef } | { kind: 'category'; route: RouteDef; category: HelpCategory } | { kind: 'article'; route: RouteDef; category: HelpCategory; slug: string };

/** The spec names category pages after their routes, not their slugs. */
const CATEGORY_ROUTE: Record<HelpCategorySlug, string> = {
  xrzn: 'help_xrzn',
  fwbz: 'help_serve',
  zfps: 'help_pay',
  us: 'help_us',
};

/** The help page a route shows; undefined for routes outside the (non-news) help centre. */
export function helpPageOf(routeName: string): HelpPage | undefined {
  const def = routeByName(routeName);
  if (!def) return undefined;
  if (routeName === 'help') return { kind: 'home', route: def };
  for (const category of HELP_CATEGORIES) {
    if (CATEGORY_ROUTE[category.slug] === routeName) return { kind: 'category', route: def, category };
    const prefix = `help_${category.slug}_`;
    if (routeName.startsWith(prefix)) return { kind: 'article', route: def, category, slug: routeName.slice(prefix.length) };
  }
  return undefined;
}

/** Every route of the help centre proper (news has its own pages), in table order. */
export function helpRoutes(): RouteDef[] {
  return ROUTES.filter((r) => helpPageOf(r.name) !== undefined);
}

/** Canonical path of a category's page. */
export function categoryPath(category: HelpCategorySlug): string {
  return routeByName(CATEGORY_ROUTE[category])!.path;
}

/** Canonical path of an article's page; undefined when the route table has no route for it. */
export function articlePath(article: Pick<HelpArticle, 'category' | 'slug'>): string | undefined {
  return routeByName(articleRouteName(article.category, article.slug))?.path;
}

/** Articles in reading order: categories in display order, then each category's `order`. */
export function readingOrder<T extends Pick<HelpArticle, 'category' | 'order'>>(articles: readonly T[]): T[] {
  const rank = (slug: HelpCategorySlug) => HELP_CATEGORIES.findIndex((c) => c.slug === slug);
  return [...articles].sort((a, b) => rank(a.category) - rank(b.category) || a.order - b.order);
}

export function articlesOf<T extends Pick<HelpArticle, 'category' | 'order'>>(articles: readonly T[], category: HelpCategorySlug): T[] {
  return readingOrder(articles.filter((a) => a.category === category));
}

/** The articles before and after `slug` in reading order (crossing category boundaries). */
export function neighbours<T extends Pick<HelpArticle, 'category' | 'order' | 'slug'>>(articles: readonly T[], slug: string): { prev?: T; next?: T } {
  const ordered = readingOrder(articles);
  const i = ordered.findIndex((a) => a.slug === slug);
  if (i < 0) return {};
  return { prev: ordered[i - 1], next: ordered[i + 1] };
}

/**
 * The request paths a prerendered help page file must produce: every path and alias of the help
 * routes, for the given shape (`/help_xxx` or `/help/...`), minus those served on demand.
 */
export function helpPaths(shape: 'underscore' | 'slash', except: readonly string[] = []): { path: string; routeName: string }[] {
  const wanted = shape === 'underscore' ? /^\/help_[^/]+$/ : /^\/help(?:\/.+)?$/;
  return helpRoutes().flatMap((r) => [r.path, ...(r.aliases ?? [])].filter((p) => wanted.test(p) && !except.includes(p)).map((path) => ({ path, routeName: r.name })));
}
