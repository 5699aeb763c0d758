import { C as siteLinks, t as db, x as navItems } from "./client_BXA_sWCA.mjs";
import { asc } from "drizzle-orm";
async function navigation() {
	const rows = await (await db()).select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id));
	return rows.filter((row) => row.parentId === null).slice(0, 9).map((row) => ({
		id: row.id,
		name: row.name,
		url: row.url,
		image: row.image,
		is_open: row.isOpen,
		children: rows.filter((c) => c.parentId === row.id).map((c) => ({
			id: c.id,
			name: c.name,
			url: c.url
		}))
	}));
}
/** Partner and regulator links for /api/global/links and the footer. */
async function globalLinks() {
	return (await (await db()).select().from(siteLinks).orderBy(asc(siteLinks.sort), asc(siteLinks.id))).map(({ name, url }) => ({
		name,
		url
	}));
}
export { navigation as n, globalLinks as t };
