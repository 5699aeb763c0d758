import { n as categoryTree } from "./categories_D5d7YANB.mjs";
import { A as brands, t as db } from "./client_BXA_sWCA.mjs";
import { t as listHotWords } from "./hot-words_w0effxWg.mjs";
import { n as navigation } from "./navigation_DRH_Qmya.mjs";
import { asc } from "drizzle-orm";
// src/server/catalogue/brands.ts
async function listBrands(limit = 20) {
	return (await (await db()).select().from(brands).orderBy(asc(brands.sort), asc(brands.id)).limit(limit)).map((b) => ({
		id: b.id,
		name: b.name,
		logo: b.logo || `/img/brand/${b.id}.svg`,
		url: `/ppzq/info/${b.id}`
	}));
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
