import { j as categories, t as db } from "./client_BXA_sWCA.mjs";
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
async function categoryIndex() {
	const rows = await (await db()).select({
		id: categories.id,
		parentId: categories.parentId,
		name: categories.name,
		zone: categories.zone
	}).from(categories).orderBy(asc(categories.sort), asc(categories.id));
	const byId = new Map(rows.map((r) => [r.id, r]));
	const children = /* @__PURE__ */ new Map();
	for (const r of rows) if (r.parentId !== null) children.set(r.parentId, [...children.get(r.parentId) ?? [], r.id]);
	return {
		byId,
		descendants(id) {
			if (!byId.has(id)) return [];
			const out = [];
			const stack = [id];
			while (stack.length) {
				const next = stack.pop();
				out.push(next);
				stack.push(...children.get(next) ?? []);
			}
			return out;
		},
		path(id) {
			const out = [];
			let node = byId.get(id);
			for (let guard = 0; node && guard < 10; guard++) {
				out.unshift(node);
				node = node.parentId === null ? void 0 : byId.get(node.parentId);
			}
			return out;
		}
	};
}
export { categoryTree as n, categoryIndex as t };
