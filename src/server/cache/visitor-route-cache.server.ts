import type { CacheProvider, CacheProviderFactory } from 'astro';
import memoryProvider from 'astro/cache/memory';
import { hasSessionCookie } from './page-store';

/**
 * Astro's in-memory route cache (news and activity landing pages, src/components/news/news-cache.ts),
 * used for visitors only. The memory provider keys its entries by URL alone, so without this a member
 * would be served a visitor's render (请登录 in the header, then the login flag's reload). A request
 * carrying a session cookie renders on its own and never reads or fills the cache.
 */
const visitorRouteCache: CacheProviderFactory = (config) => {
  const inner: CacheProvider = memoryProvider(config);
  return {
    ...inner,
    name: 'memory-visitors',
    onRequest(context, next) {
      if (!inner.onRequest || hasSessionCookie(context.request.headers.get('cookie') ?? undefined)) return next();
      return inner.onRequest(context, next);
    },
  };
};

export default visitorRouteCache;
