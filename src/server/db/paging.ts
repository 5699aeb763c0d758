/** The one pagination helper of the paged list queries (orders, balance log, credit bills, messages). */

/** A 1-based page of `pageSize` rows. */
export type PageRequest = { page: number; pageSize: number };

/** Rows to skip for a page (pages below 1 read as page 1). */
export function offsetOf(p: PageRequest): number {
  return (Math.max(1, p.page) - 1) * p.pageSize;
}

/**
 * Runs a page query and its count side by side: `rows(limit, offset)` reads the page (the caller
 * orders it), `count()` answers `[{ total }]` for the same filter. The total comes back as a number.
 */
export async function fetchPage<T>(
  p: PageRequest,
  rows: (limit: number, offset: number) => PromiseLike<T[]>,
  count: () => PromiseLike<{ total: number | string }[]>,
): Promise<{ rows: T[]; total: number }> {
  const [list, [counted]] = await Promise.all([rows(p.pageSize, offsetOf(p)), count()]);
  return { rows: list, total: Number(counted?.total ?? 0) };
}
