import type { AstroGlobal } from 'astro';
import { routeFlags, type ChromeFlags, type RouteDef } from '../../routes';
import { routeByName } from '../../route-match';
import { getSiteSettings, type SiteSettings } from '../content/site-settings';
import { commonData, type CommonData } from '../content/common-data';
import { focusAt, type FocusItem } from '../content/focus';
import { globalLinks } from '../content/navigation';
import { memberBase, memberClassBase, visitorBase, type UserBase } from './user-base';
import { currentAccount } from '../auth/session.server';
import { viewerOf } from '../auth/viewer-of.server';
import type { Viewer } from '../auth/viewer';
import { cached } from '../cache/memo';
import { emptyCommonData, withFallback } from './chrome-fallback';

/**
 * Seconds-fresh chrome data: the same for everyone, read by every page. With the 2 s page store on
 * top, a change shows within 5 s (writes through the app invalidate at once).
 */
export const CHROME_TTL_MS = 3_000;

export type ChromeData = {
  route: RouteDef;
  flags: ChromeFlags;
  settings: SiteSettings;
  common: CommonData;
  topAd: FocusItem | null;
  /** Partner and regulator links (/api/global/links) for the footer; [] when they cannot be read. */
  links: { name: string; url: string }[];
  user: UserBase;
  viewer: Viewer;
};

const NOT_FOUND = routeByName('404')!;

/** Everything the site chrome (header, nav, menu, footer, sidebar) renders, read once per page. */
export async function chromeData(astro: AstroGlobal, routeOverride?: RouteDef): Promise<ChromeData> {
  const route = routeOverride ?? astro.locals.route ?? NOT_FOUND;
  const flags = routeFlags(route);
  const [settings, common, topAds, links, viewer] = await Promise.all([
    cached('chrome:settings', CHROME_TTL_MS, () => getSiteSettings()),
    withFallback('common data', () => cached('chrome:common', CHROME_TTL_MS, () => commonData()), emptyCommonData),
    flags.header
      ? withFallback(
          'top ad',
          () => cached('chrome:top-ad', CHROME_TTL_MS, () => focusAt('top')),
          () => [],
        )
      : Promise.resolve([]),
    flags.footer
      ? withFallback(
          'links',
          () => cached('chrome:links', CHROME_TTL_MS, () => globalLinks()),
          () => [],
        )
      : Promise.resolve([]),
    viewerOf(astro),
  ]);
  // The header renders the real login state (the login flag compares against it). A page shared by
  // the viewer's class carries only that class; the header account fills in from /api/user/base.
  const account = astro.locals.sharedPage ? null : await currentAccount(astro);
  const user = account ? await memberBase(account, settings) : viewer.storeId !== null ? memberClassBase(settings, viewer) : visitorBase(settings);
  return { route, flags, settings, common, topAd: topAds[0] ?? null, links, user, viewer };
}
