/**
 * The long tail of `npm run bench:tail`: 3,000 detail pages, 1,000 list pages and 1,000 two- or
 * three-character searches, drawn (with a fixed seed) from the goods a visitor sees, read through the
 * shop's own list API.
 */
type Row = { id: number; name: string; category_id: number | null; manufacturer_id: number | null; brand_id: number | null };
export type TailUrls = { detail: string[]; list: string[]; search: string[] };

/** A small deterministic generator (mulberry32): the same URLs every run. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function goods(base: string, count: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; rows.length < count; page++) {
    const res = await fetch(`${base}/api/goods/list?page_size=100&page=${page}`);
    const body = (await res.json()) as { data: { list: Row[]; last_page: number } };
    rows.push(...body.data.list);
    if (page >= body.data.last_page) break;
  }
  return rows;
}

/** Fills a set from `make()` until it holds `n` (or `make` stops finding new ones). */
function distinct(n: number, make: () => string): string[] {
  const out = new Set<string>();
  for (let tries = 0; out.size < n && tries < n * 50; tries++) out.add(make());
  return [...out];
}

export async function tailUrls(base: string, sizes = { detail: 3_000, list: 1_000, search: 1_000 }): Promise<TailUrls> {
  const rows = await goods(base, sizes.detail);
  const random = rng(34);
  const any = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  const ids = (key: 'category_id' | 'manufacturer_id' | 'brand_id') => [...new Set(rows.map((r) => r[key]).filter((v): v is number => v !== null))];
  const [categories, makers, brands] = [ids('category_id'), ids('manufacturer_id'), ids('brand_id')];
  const sorts = ['', '&sort=sales', '&sort=new', '&sort=price_asc'];
  const list = distinct(sizes.list, () => {
    const roll = random();
    const page = 1 + Math.floor(random() * (roll < 0.25 ? 60 : 3));
    const filter = roll < 0.25 ? '' : roll < 0.6 ? `select=${any(categories)}` : roll < 0.85 ? `manufacturer=${any(makers)}` : `brand=${any(brands)}`;
    return `/list_index?${filter}${filter ? '&' : ''}page=${page}${any(sorts)}`;
  });
  const search = distinct(sizes.search, () => {
    const name = [...any(rows).name.replace(/[^\p{Script=Han}a-zA-Z]/gu, '')];
    const length = random() < 0.5 ? 2 : 3;
    if (name.length < length) return `/search_index?keywords=${encodeURIComponent(name.join('') || '片')}`;
    const at = Math.floor(random() * (name.length - length + 1));
    return `/search_index?keywords=${encodeURIComponent(name.slice(at, at + length).join(''))}`;
  });
  return { detail: rows.slice(0, sizes.detail).map((r) => `/list_info/${r.id}`), list, search };
}
