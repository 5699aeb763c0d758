/**
 * Paging rules of the news lists (`?page=`): anything that is not a page of the list is clamped
 * to the nearest real page (1 for junk, the last page when past the end), and the page then
 * redirects there so every list page has one URL. Never throws.
 */
export type PageDecision = { page: number; pages: number; redirectTo?: number };

/** The number a `?page=` value asks for; null when absent, NaN when not a positive whole number. */
export function parsePageParam(raw: string | null): number | null {
  if (raw === null) return null;
  return /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : Number.NaN;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

export function decidePage(raw: string | null, total: number, pageSize: number): PageDecision {
  const pages = pageCount(total, pageSize);
  const asked = parsePageParam(raw);
  if (asked === null) return { page: 1, pages };
  const page = Number.isNaN(asked) || asked < 1 ? 1 : Math.min(asked, pages);
  return page === asked ? { page, pages } : { page, pages, redirectTo: page };
}

/** The URL of page `page` of a list at `path` (page 1 has no query). */
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`;
}

/** Page numbers for the pager: all of them when few, else the ends and a window around `page`, gaps as null. */
export function pagerItems(page: number, pages: number, window = 2): (number | null)[] {
  if (pages <= 2 * window + 5) return Array.from({ length: pages }, (_, i) => i + 1);
  const from = Math.max(2, page - window);
  const to = Math.min(pages - 1, page + window);
  const items: (number | null)[] = [1];
  if (from > 2) items.push(null);
  for (let p = from; p <= to; p++) items.push(p);
  if (to < pages - 1) items.push(null);
  items.push(pages);
  return items;
}
