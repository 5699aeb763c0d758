import type { AstroGlobal } from 'astro';
import { routeFlags, type ChromeFlags, type RouteDef } from '../../routes';
import { routeByName } from '../../route-match';
import { getSiteSettings, type SiteSettings } from '../content/site-settings';
import { commonData, type CommonData } from '../content/common-data';
import { focusAt, type FocusItem } from '../content/focus';
import { memberBase, visitorBase, type UserBase } from './user-base';
import { currentAccount } from '../auth/session';
import { viewerOf } from '../auth/viewer-of';
import type { Viewer } from '../auth/viewer';

export type ChromeData = {
  route: RouteDef;
  flags: ChromeFlags;
  settings: SiteSettings;
  common: CommonData;
  topAd: FocusItem | null;
  user: UserBase;
  viewer: Viewer;
};

const NOT_FOUND = routeByName('404')!;

/** Everything the site chrome (header, nav, menu, footer, sidebar) renders, read once per page. */
export async function chromeData(astro: AstroGlobal, routeOverride?: RouteDef): Promise<ChromeData> {
  const route = routeOverride ?? astro.locals.route ?? NOT_FOUND;
  const flags = routeFlags(route);
  const [settings, common, topAds, viewer] = await Promise.all([
    getSiteSettings(),
    commonData(),
    flags.header ? focusAt('top') : Promise.resolve([]),
    viewerOf(astro),
  ]);
  // The header renders the real login state (the login flag compares against it).
  const account = await currentAccount(astro);
  const user = account ? await memberBase(account, settings) : visitorBase(settings);
  return { route, flags, settings, common, topAd: topAds[0] ?? null, user, viewer };
}
