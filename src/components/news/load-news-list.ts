import type { AstroGlobal } from 'astro';
import { routeByName } from '../../route-match';
import type { RouteDef } from '../../routes';
import { viewerOf } from '../../server/auth/viewer-of.server';
import type { NewsSummary, NewsType } from '../../server/content/news';
import { countNews, NEWS_PAGE_SIZE, newsPage } from '../../server/content/news-list';
import { decidePage, pageHref } from '../../server/content/news-pagination';
import { cacheNewsPage } from './news-cache';

export type NewsListData = { route: RouteDef; type?: NewsType; items: NewsSummary[]; page: number; pages: number; total: number };

/** Reads one page of a news list for `routeName`, or says where a bad `?page=` should go. */
export async function loadNewsList(astro: AstroGlobal, routeName: string, type?: NewsType): Promise<NewsListData | { redirect: string }> {
  const route = routeByName(routeName)!;
  const total = await countNews(type);
  const decision = decidePage(astro.url.searchParams.get('page'), total, NEWS_PAGE_SIZE);
  if (decision.redirectTo !== undefined) return { redirect: pageHref(route.path, decision.redirectTo) };
  const items = await newsPage(type, decision.page, NEWS_PAGE_SIZE);
  cacheNewsPage(astro, await viewerOf(astro));
  return { route, type, items, page: decision.page, pages: decision.pages, total };
}
