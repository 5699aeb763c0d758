import { A as hotWords, D as categories, E as brands, t as db } from "./client_DVaE_YJ-.mjs";
import { n as navigation } from "./navigation_CfR_Rb2U.mjs";
import { asc } from "drizzle-orm";
// src/server/catalogue/categories.ts
function toTree(rows, parentId) {
	return rows.filter((row) => row.parentId === parentId).map((row) => ({
		id: row.id,
		name: row.name,
		logo: row.logo,
		logo1: row.logo,
		zone: row.zone,
		children: toTree(rows, row.id),
		childrenShow: false
	}));
}
/** The whole category tree in display order, optionally limited to one zone. */
async function categoryTree(zone) {
	const tree = toTree(await (await db()).select().from(categories).orderBy(asc(categories.sort), asc(categories.id)), null);
	return zone ? tree.filter((c) => c.zone === zone) : tree;
}
// src/server/catalogue/brands.ts
async function listBrands(limit = 20) {
	return (await (await db()).select().from(brands).orderBy(asc(brands.sort), asc(brands.id)).limit(limit)).map((b) => ({
		id: b.id,
		name: b.name,
		logo: b.logo || `/img/brand/${b.id}.svg`,
		url: `/ppzq/info/${b.id}`
	}));
}
// src/server/catalogue/hot-words.ts
/** Hot search words (spec `rnss`) in operator order. */
async function listHotWords(limit = 10) {
	return (await (await db()).select().from(hotWords).orderBy(asc(hotWords.sort), asc(hotWords.id)).limit(limit)).map((r) => r.word);
}
// src/server/content/common-data.ts
/** The spec's common data read by the header: rnss, nav, category (+ zone variants), brand, timestamp. */
async function commonData(now = /* @__PURE__ */ new Date()) {
	const [rnss, nav, tree, brand] = await Promise.all([
		listHotWords(),
		navigation(),
		categoryTree(),
		listBrands(20)
	]);
	return {
		rnss,
		nav,
		category: tree,
		category_yx: tree.filter((c) => c.zone === "medicine"),
		category_zy: tree.filter((c) => c.zone === "herbal"),
		category_qx: tree.filter((c) => c.zone === "device"),
		brand,
		timestamp: Math.floor(now.getTime() / 1e3)
	};
}
export { listBrands as n, commonData as t };
