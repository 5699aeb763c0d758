import { A as brands, M as goods, P as manufacturers, b as focusItems, t as db } from "./client_BXA_sWCA.mjs";
import { eq } from "drizzle-orm";
// src/server/images/image-data.ts
async function goodsImageData(id) {
	const [row] = await (await db()).select({
		name: goods.name,
		spec: goods.spec,
		kind: goods.kind,
		imageCount: goods.imageCount,
		manufacturer: manufacturers.name
	}).from(goods).innerJoin(manufacturers, eq(goods.manufacturerId, manufacturers.id)).where(eq(goods.id, id));
	return row;
}
async function bannerData(id) {
	const [row] = await (await db()).select({
		title: focusItems.title,
		position: focusItems.position
	}).from(focusItems).where(eq(focusItems.id, id));
	return row;
}
async function brandName(id) {
	const [row] = await (await db()).select({ name: brands.name }).from(brands).where(eq(brands.id, id));
	return row?.name;
}
// src/server/images/svg.ts
/** Escapes text for SVG/XML content and attributes. */
function escapeXml(text) {
	return text.replace(/[&<>"']/g, (c) => ({
		"&": "&amp;",
		"<": "&lt;",
		">": "&gt;",
		"\"": "&quot;",
		"'": "&apos;"
	})[c]);
}
/** A stable hue from a string, so each product/brand keeps its colour across renders. */
function hueOf(text) {
	let h = 0;
	for (const ch of text) h = (h * 31 + ch.codePointAt(0)) % 360;
	return h;
}
/** Splits a label into lines of at most `width` characters (CJK counts one each). */
function wrapText(text, width, maxLines) {
	const lines = [];
	for (let i = 0; i < text.length && lines.length < maxLines; i += width) lines.push(text.slice(i, i + width));
	if (lines.length === maxLines && text.length > width * maxLines) lines[maxLines - 1] = lines[maxLines - 1].slice(0, -1) + "…";
	return lines;
}
// src/server/images/goods-svg.ts
var KIND_LABEL = {
	medicine: "药品",
	herbal: "中药饮片",
	device: "医疗器械"
};
/**
* A packshot-like product image drawn from the goods' own data (no network, no files):
* a box in the product's colour with its name, spec and maker. `view` varies the angle.
*/
function goodsSvg({ name, spec, manufacturer, kind, view }) {
	const hue = hueOf(name + manufacturer);
	const lines = wrapText(name, 8, 2);
	const tilt = [
		0,
		-4,
		4,
		0
	][(view - 1) % 4];
	const box = kind === "herbal" ? "rx=\"60\"" : "rx=\"12\"";
	const title = lines.map((line, i) => `<text x="200" y="${175 + i * 38}" font-size="32" font-weight="700" text-anchor="middle" fill="#1d2a24">${escapeXml(line)}</text>`).join("");
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(name)}">
<rect width="400" height="400" fill="#fafafa"/>
<g transform="rotate(${tilt} 200 200)">
<rect x="50" y="70" width="300" height="260" ${box} fill="hsl(${hue} 55% 92%)" stroke="hsl(${hue} 45% 55%)" stroke-width="4"/>
<rect x="50" y="70" width="300" height="56" ${box} fill="hsl(${hue} 50% 45%)"/>
<text x="200" y="108" font-size="22" text-anchor="middle" fill="#fff">${KIND_LABEL[kind]}</text>
${title}
<text x="200" y="262" font-size="22" text-anchor="middle" fill="#44524b">${escapeXml(spec.slice(0, 18))}</text>
<text x="200" y="306" font-size="17" text-anchor="middle" fill="#66736c">${escapeXml(manufacturer.slice(0, 16))}</text>
</g>
<style>text{font-family:'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif}</style>
</svg>`;
}
/** A wide banner with a headline for focus slots. */
function bannerSvg(title, width = 790, height = 340) {
	const hue = hueOf(title);
	const titleSize = Math.round(Math.min(height / 3, width * .8 / Math.max(4, title.length), height >= 150 ? height / 7 : height / 2.5));
	const pad = Math.round(Math.min(60, width / 12));
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 58%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width - 120}" cy="${height / 2}" r="${height / 2.6}" fill="#fff" opacity=".14"/>
<text x="${pad}" y="${height / 2 + titleSize / 3}" font-size="${titleSize}" font-weight="700" fill="#fff">${escapeXml(title)}</text>
${height >= 150 ? `<text x="${pad}" y="${height / 2 + titleSize / 3 + height / 6}" font-size="${Math.round(height / 14)}" fill="#fff" opacity=".9">药采 · 正品保障 · 资质齐全</text>` : ""}
<style>text{font-family:'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif}</style>
</svg>`;
}
// src/server/images/svg-response.ts
/** SVG answer with a day of caching: images change only when their goods are renamed. */
function svgResponse(svg) {
	return new Response(svg, { headers: {
		"content-type": "image/svg+xml; charset=utf-8",
		"cache-control": "public, max-age=86400"
	} });
}
/** Parses `123.svg` or `123-2.svg` into id and view number. */
function parseImageFile(file) {
	const m = /^(\d{1,9})(?:-(\d))?\.svg$/.exec(file ?? "");
	return m ? {
		id: Number(m[1]),
		view: Number(m[2] ?? 1)
	} : null;
}
export { bannerData as a, goodsSvg as i, svgResponse as n, brandName as o, bannerSvg as r, goodsImageData as s, parseImageFile as t };
