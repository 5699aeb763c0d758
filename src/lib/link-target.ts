/**
 * Spec §7: a link with no target announces 「活动暂未开始」 instead of going nowhere (`href="#"`).
 * Banners, the top ad and the quality-inspection link without a url point to /noActivity, the page
 * that says so (it works without JavaScript).
 */
export const NO_TARGET_PATH = '/noActivity';

/** The link's url, or the 活动暂未开始 page when it has none. */
export function linkTarget(url: string | null | undefined): string {
  const u = (url ?? '').trim();
  return u && u !== '#' ? u : NO_TARGET_PATH;
}
