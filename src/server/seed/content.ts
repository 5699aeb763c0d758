/** News, hot words, navigation, links and site settings. */
import { SEED_NOW, SEED_TODAY } from './constants';
import { addDays, shanghaiTime } from './dates';
import type { Rng } from './random';
import type { HotWordRow, NavItemRow, NewsRow, SiteLinkRow, SiteSettingRow } from './types';
import { HY_CLOSINGS, NEWS } from './data/news';
import { HOT_WORDS, NAV, SITE_LINKS, SITE_SETTINGS } from './data/site';

/** The first paragraph, cut at a sentence end near 80 characters. */
function summaryOf(body: string[]): string {
  const first = body[0] ?? '';
  if (first.length <= 90) return first;
  const cut = first.slice(0, 90).lastIndexOf('，');
  return `${first.slice(0, cut > 40 ? cut : 80)}……`;
}

/** Articles spread over the year before SEED_NOW, at office hours; ids follow publication order. */
export function generateNews(rng: Rng): NewsRow[] {
  const dated = NEWS.map((def) => ({ def, daysAgo: rng.int(1, 360), hour: rng.int(8, 18), minute: rng.int(0, 59) })).sort((a, b) => b.daysAgo - a.daysAgo);
  return dated.map(({ def, daysAgo, hour, minute }, i) => {
    const body = def.type === 'hy' ? [...def.body, rng.pick(HY_CLOSINGS)] : def.body;
    return {
      id: i + 1,
      type: def.type,
      title: def.title,
      summary: summaryOf(def.body),
      body: body.join('\n\n'),
      source: def.source,
      publishedAt: shanghaiTime(addDays(SEED_TODAY, -daysAgo), hour, minute),
      isPublished: true,
    };
  });
}

export function generateHotWords(): HotWordRow[] {
  return HOT_WORDS.map((word, i) => ({ id: i + 1, word, sort: i + 1 }));
}

export function generateNav(): NavItemRow[] {
  return NAV.map((n, i) => ({ id: i + 1, parentId: null, name: n.name, url: n.url, image: '', isOpen: 0, sort: i + 1 }));
}

export function generateSiteLinks(): SiteLinkRow[] {
  return SITE_LINKS.map((l, i) => ({ id: i + 1, name: l.name, url: l.url, sort: i + 1 }));
}

export function generateSiteSettings(): SiteSettingRow[] {
  return Object.entries(SITE_SETTINGS).map(([key, value]) => ({ key, value, updatedAt: SEED_NOW }));
}
