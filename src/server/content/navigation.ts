import { asc } from 'drizzle-orm';
import { db } from '../db/client';
import { navItems, siteLinks } from '../db/schema';

/** Spec nav item: id, name, url, image, is_open, children[{id,name}]. */
export type NavItem = { id: number; name: string; url: string; image: string; is_open: number; children: { id: number; name: string; url: string }[] };

/** The header shows at most 9 navigation entries (spec section 9). */
export const NAV_MAX = 9;

export async function navigation(): Promise<NavItem[]> {
  const rows = await (await db()).select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id));
  return rows
    .filter((row) => row.parentId === null)
    .slice(0, NAV_MAX)
    .map((row) => ({
      id: row.id,
      name: row.name,
      url: row.url,
      image: row.image,
      is_open: row.isOpen,
      children: rows.filter((c) => c.parentId === row.id).map((c) => ({ id: c.id, name: c.name, url: c.url })),
    }));
}

/** Partner and regulator links for /api/global/links and the footer. */
export async function globalLinks(): Promise<{ name: string; url: string }[]> {
  const rows = await (await db()).select().from(siteLinks).orderBy(asc(siteLinks.sort), asc(siteLinks.id));
  return rows.map(({ name, url }) => ({ name, url }));
}
