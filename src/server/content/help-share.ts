/**
 * Share metadata for pages opened from WeChat and other apps: Open Graph tags (which WeChat's
 * link preview and most apps read) plus the schema.org `itemprop` trio older WeChat clients use.
 */
export const DEFAULT_SHARE_IMAGE = '/share/yaocai-share.png';
const DESCRIPTION_MAX = 120;

export type ShareInput = {
  title: string;
  description: string;
  /** Path of the page being shared (its canonical path, with any query that matters). */
  path: string;
  /** Image path or absolute URL; defaults to the site's share card. */
  image?: string | null;
  type?: 'website' | 'article';
};

/** `url` is undefined when no origin is known: canonical links and og:url must be absolute or absent. */
export type ShareMeta = { title: string; description: string; url?: string; image: string; type: 'website' | 'article' };

/** Collapses whitespace and cuts long descriptions at a character boundary with an ellipsis. */
export function shareDescription(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * Resolves the share tags. With an origin (the configured `site` = SITE_URL at build time, or
 * the request's own origin for pages rendered on demand) URLs are absolute as Open Graph wants.
 * A prerendered page built without one leaves out the page URL (never the build machine's host)
 * and keeps a root-relative image.
 */
export function shareMeta(input: ShareInput, origin: string | undefined): ShareMeta {
  const absolute = (path: string) => (/^https?:\/\//.test(path) || !origin ? path : new URL(path, origin).href);
  return {
    title: input.title,
    description: shareDescription(input.description),
    url: origin ? absolute(input.path) : undefined,
    image: absolute(input.image || DEFAULT_SHARE_IMAGE),
    type: input.type ?? 'website',
  };
}
