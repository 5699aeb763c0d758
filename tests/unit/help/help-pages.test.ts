import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/routes';
import { matchRoute } from '../../../src/route-match';
import { HELP_CATEGORIES, type HelpCategorySlug } from '../../../src/content/help-categories';
import { articlePath, articlesOf, categoryPath, helpPageOf, helpPaths, helpRoutes, neighbours, readingOrder, type HelpArticle } from '../../../src/server/content/help-pages';

const HELP_DIR = fileURLToPath(new URL('../../../src/content/help/', import.meta.url));

/** The articles on disk, read the way the collection schema reads them (flat frontmatter). */
const ARTICLES: HelpArticle[] = readdirSync(HELP_DIR, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.md'))
  .map((f) => {
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(HELP_DIR + f, 'utf8'))![1];
    const get = (key: string) => new RegExp(`^${key}:\\s*(.*)$`, 'm').exec(front)![1].trim();
    return {
      slug: get('slug'),
      title: get('title'),
      category: get('category') as HelpCategorySlug,
      order: Number(get('order')),
      updated: new Date(get('updated')),
      summary: get('summary'),
    };
  });

describe('help centre site map', () => {
  it('gives every article on disk a route whose title is the article title', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(14);
    for (const a of ARTICLES) {
      const path = articlePath(a);
      expect(path, `${a.category}/${a.slug}`).toBeDefined();
      const match = matchRoute(path!);
      expect(match?.kind).toBe('page');
      expect(match?.route.title).toBe(a.title);
      expect(helpPageOf(match!.route.name)).toMatchObject({ kind: 'article', slug: a.slug, category: { slug: a.category } });
    }
  });

  it('resolves every help route to the home, a category or an existing article', () => {
    const routes = helpRoutes();
    expect(routes.map((r) => r.name)).toEqual(
      expect.arrayContaining(['help', 'help_xrzn', 'help_xrzn_hyzc', 'help_serve', 'help_fwbz_wzzz', 'help_us', 'help_us_tsjy', 'help_pay', 'help_zfps_ypth']),
    );
    for (const r of routes) {
      const page = helpPageOf(r.name)!;
      expect(r.prerendered, r.name).toBe(true);
      if (page.kind === 'article')
        expect(
          ARTICLES.map((a) => a.slug),
          r.name,
        ).toContain(page.slug);
      if (page.kind === 'category') expect(page.category.name).toBe(r.title);
    }
    // News is not part of the prerendered help centre.
    expect(routes.some((r) => r.name.startsWith('help_news'))).toBe(false);
    expect(helpPageOf('help_news')).toBeUndefined();
    expect(helpPageOf('cart_step1')).toBeUndefined();
  });

  it('names the spec category pages and their login-style variant', () => {
    expect(HELP_CATEGORIES.map((c) => categoryPath(c.slug))).toEqual(['/help_xrzn', '/help_serve', '/help/pay', '/help_us']);
    expect(helpPageOf('help_pay')).toMatchObject({ kind: 'category', category: { slug: 'zfps' } });
    expect(ROUTES.find((r) => r.name === 'help_zfps_ddzf')?.flags).toMatchObject({ loginHeader: true });
  });

  it('lists one prerendered file per path and alias, the footer-link path excepted', () => {
    const underscore = helpPaths('underscore').map((p) => p.path);
    const slash = helpPaths('slash', ['/help/xrzn/hyzc']).map((p) => p.path);
    expect(underscore).toContain('/help_xrzn_hyzc');
    expect(underscore.every((p) => /^\/help_[^/]+$/.test(p))).toBe(true);
    expect(slash).toEqual(expect.arrayContaining(['/help', '/help/pay', '/help/zfps/ddzf', '/help/xrzn/gwzn', '/help/serve', '/help/us/tsjy']));
    expect(slash).not.toContain('/help/xrzn/hyzc');
    const all = [...underscore, ...slash, '/help/xrzn/hyzc'];
    const expected = helpRoutes().flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    expect([...all].sort()).toEqual([...expected].sort());
    expect(new Set(all).size).toBe(all.length);
  });

  it('orders articles by category display order, then order', () => {
    const ordered = readingOrder(ARTICLES).map((a) => a.slug);
    expect(ordered.slice(0, 4)).toEqual(['hyzc', 'gwzn', 'aqgy', 'zzsc']);
    expect(ordered.at(-1)).toBe('link');
    expect(articlesOf(ARTICLES, 'fwbz').map((a) => a.slug)).toEqual(['wzzz', 'yhxy', 'zskf', 'syzl']);
  });

  it('links previous and next across category boundaries', () => {
    expect(neighbours(ARTICLES, 'hyzc')).toEqual({ prev: undefined, next: expect.objectContaining({ slug: 'gwzn' }) });
    expect(neighbours(ARTICLES, 'zzsc')).toMatchObject({ prev: { slug: 'aqgy' }, next: { slug: 'wzzz' } });
    expect(neighbours(ARTICLES, 'link')).toEqual({ prev: expect.objectContaining({ slug: 'tsjy' }), next: undefined });
    expect(neighbours(ARTICLES, 'nope')).toEqual({});
  });
});
