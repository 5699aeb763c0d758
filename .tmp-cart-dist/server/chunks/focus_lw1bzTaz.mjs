import { b as focusItems, t as db, y as focusBlocks } from "./client_BXA_sWCA.mjs";
import { t as goodsByIds } from "./goods-query_sIhy5Bht.mjs";
import { t as goodsView } from "./goods-view_C7Zjbapi.mjs";
import { and, asc, eq, gt, isNull, lte, or } from "drizzle-orm";
// src/server/content/focus.ts
/** Focus items of one slot that are live at `now` (no window, or inside it). */
async function focusAt(position, now = /* @__PURE__ */ new Date()) {
	return (await (await db()).select().from(focusItems).where(and(eq(focusItems.position, position), or(isNull(focusItems.startsAt), lte(focusItems.startsAt, now)), or(isNull(focusItems.endsAt), gt(focusItems.endsAt, now)))).orderBy(asc(focusItems.sort), asc(focusItems.id))).map(({ id, title, image, url }) => ({
		id,
		title,
		image,
		url
	}));
}
/** Home-page shelves with their goods as the viewer may see them. */
async function homeShelves(viewer) {
	const blocks = await (await db()).select().from(focusBlocks).orderBy(asc(focusBlocks.sort), asc(focusBlocks.id));
	return Promise.all(blocks.map(async (b) => ({
		id: b.id,
		title: b.title,
		subtitle: b.subtitle,
		color: b.color,
		more_url: b.moreUrl,
		goods: (await goodsByIds(b.goodsIds, viewer)).map((g) => goodsView(g, viewer))
	})));
}
export { homeShelves as n, focusAt as t };
