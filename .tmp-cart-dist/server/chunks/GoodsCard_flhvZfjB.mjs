import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { a as $cartAdding, l as addToCart } from "./CartButton_rLjZ92CS.mjs";
import { useState } from "react";
import { useStore } from "@nanostores/react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/goods/TagList.astro
createAstro("https://astro.build");
var $$TagList = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$TagList;
	const { tags, rxClass, ephedrine = false } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<ul class="tags" aria-label="商品标签" data-astro-cid-hq2xakzm>${rxClass && renderTemplate`<li${addAttribute(`--tag:${{
		Rx: "#c92a2a",
		"OTC甲": "#e03131",
		"OTC乙": "#2f9e44"
	}[rxClass] ?? "#495057"}`, "style")}${addAttribute(rxClass === "Rx" ? "处方药" : rxClass === "OTC甲" ? "甲类非处方药" : "乙类非处方药", "title")} data-astro-cid-hq2xakzm>${rxClass}</li>`}${ephedrine && renderTemplate`<li style="--tag:#7048e8" title="含麻黄碱类复方制剂" data-astro-cid-hq2xakzm>含麻</li>`}${tags.map((t) => renderTemplate`<li${addAttribute(`--tag:${t.color}`, "style")}${addAttribute(t.describe, "title")} data-astro-cid-hq2xakzm>${t.name}</li>`)}</ul>`;
}, "/work/main/src/components/goods/TagList.astro", void 0);
// src/components/goods/PriceTag.astro
createAstro("https://astro.build");
var $$PriceTag = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$PriceTag;
	const { goods: g, size = "md", retail = false } = Astro.props;
	const noticeHref = g.price_notice === "登录可见" ? `/login?redirect=${encodeURIComponent(Astro.url.pathname + Astro.url.search)}` : "/zzzj";
	return renderTemplate`${g.base_price !== null ? renderTemplate`${maybeRenderHead($$result)}<span${addAttribute(["pt", size], "class:list")} data-astro-cid-4ldpk37b><span class="price" data-astro-cid-4ldpk37b>¥${g.base_price}</span>${retail && g.retail_price && renderTemplate`<s class="retail" title="建议零售价" data-astro-cid-4ldpk37b>¥${g.retail_price}</s>`}</span>` : renderTemplate`<a${addAttribute(["pt-notice", size], "class:list")}${addAttribute(noticeHref, "href")} data-astro-cid-4ldpk37b>${g.price_notice}</a>`}`;
}, "/work/main/src/components/goods/PriceTag.astro", void 0);
// src/islands/add-to-cart/quantity.ts
function quantityRules(g) {
	const step = g.only_mid_pack === 1 && g.mid_pack > 1 ? g.mid_pack : 1;
	const limit = g.xg_number !== null && g.xg_number > 0 ? g.xg_number : Infinity;
	const cap = Math.min(g.number, limit);
	const max = Math.floor(cap / step) * step;
	let reason = null;
	if (g.is_buy !== 1 || g.xg_number !== null && g.xg_number < 0) reason = "暂不可购买";
	else if (g.number <= 0) reason = "暂时缺货";
	else if (max < step) reason = g.number < step ? "库存不足一个中包装" : "超出限购数量";
	return {
		step,
		min: step,
		max: Math.max(max, step),
		buyable: reason === null,
		reason
	};
}
/** The nearest allowed quantity: a whole number of steps (rounded up), within min…max. */
function clampQuantity(rules, wanted) {
	if (!Number.isFinite(wanted)) return rules.min;
	const steps = Math.ceil(Math.max(wanted, 1) / rules.step);
	return Math.min(Math.max(steps * rules.step, rules.min), rules.max);
}
// src/islands/add-to-cart/AddToCart.tsx
/**
* Quantity box (−, input, +) honouring the middle-pack step, stock and purchase limit, and the add
* button, which calls the cart store's addToCart. Rendered only for viewers who see prices.
*/
function AddToCart({ goods: g, compact = false }) {
	const rules = quantityRules(g);
	const [quantity, setQuantity] = useState(rules.min);
	const [text, setText] = useState(String(rules.min));
	const adding = useStore($cartAdding).has(g.id);
	const set = (n) => {
		const next = clampQuantity(rules, n);
		setQuantity(next);
		setText(String(next));
	};
	if (!rules.buyable || g.base_price === null) return /* @__PURE__ */ jsx("p", {
		className: "atc-off",
		children: rules.reason ?? "暂不可购买"
	});
	const add = () => {
		const number = clampQuantity(rules, Number(text));
		set(number);
		addToCart([{
			goods_id: g.id,
			price: g.base_price,
			number,
			ck_id: g.ck_id
		}]);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: `atc${compact ? " atc-compact" : ""}`,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "atc-qty",
				role: "group",
				"aria-label": `${g.name} 采购数量`,
				children: [
					/* @__PURE__ */ jsx("button", {
						type: "button",
						"aria-label": "减少",
						onClick: () => set(quantity - rules.step),
						disabled: quantity <= rules.min,
						children: "−"
					}),
					/* @__PURE__ */ jsx("input", {
						type: "text",
						inputMode: "numeric",
						"aria-label": "数量",
						value: text,
						onChange: (e) => setText(e.target.value.replace(/\D/g, "").slice(0, 7)),
						onBlur: () => set(Number(text) || rules.min),
						onKeyDown: (e) => {
							if (e.key === "Enter") {
								e.preventDefault();
								add();
							}
						}
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						"aria-label": "增加",
						onClick: () => set(quantity + rules.step),
						disabled: quantity >= rules.max,
						children: "+"
					})
				]
			}),
			!compact && /* @__PURE__ */ jsxs("p", {
				className: "atc-hint",
				children: [rules.step > 1 ? `按中包装 ${rules.step}${g.bzdw} 的倍数购买` : `库存 ${g.number}`, g.xg_number ? `，限购 ${g.xg_number}` : ""]
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "btn atc-add",
				onClick: add,
				disabled: adding,
				"aria-busy": adding,
				children: adding ? "加入中…" : "加入购物车"
			})
		]
	});
}
// src/components/goods/BuyBox.astro
createAstro("https://astro.build");
var $$BuyBox = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$BuyBox;
	const { goods: g, compact = false } = Astro.props;
	const rules = quantityRules(g);
	const login = `/login?redirect=${encodeURIComponent(Astro.url.pathname + Astro.url.search)}`;
	const island = {
		id: g.id,
		name: g.name,
		base_price: g.base_price,
		ck_id: g.ck_id,
		bzdw: g.bzdw,
		mid_pack: g.mid_pack,
		only_mid_pack: g.only_mid_pack,
		number: g.number,
		xg_number: g.xg_number,
		is_buy: g.is_buy
	};
	return renderTemplate`${g.price_notice === "登录可见" && renderTemplate`${maybeRenderHead($$result)}<a class="buy-note"${addAttribute(login, "href")} data-astro-cid-oxrjfcht>登录后采购</a>`}${g.price_notice && g.price_notice !== "登录可见" && renderTemplate`<a class="buy-note" href="/zzzj" data-astro-cid-oxrjfcht>资质审核后可采购</a>`}${g.price_notice === null && (rules.buyable ? renderTemplate`${renderComponent($$result, "AddToCart", AddToCart, {
		"client:visible": true,
		"goods": island,
		"compact": compact,
		"data-astro-cid-oxrjfcht": true,
		"client:component-hydration": "visible",
		"client:component-path": "/work/main/src/islands/add-to-cart/AddToCart.tsx",
		"client:component-export": "default"
	})}` : renderTemplate`<p class="buy-off" data-astro-cid-oxrjfcht>${rules.reason}</p>`)}`;
}, "/work/main/src/components/goods/BuyBox.astro", void 0);
// src/components/goods/GoodsCard.astro
createAstro("https://astro.build");
var $$GoodsCard = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$GoodsCard;
	const { goods: g, buy = true } = Astro.props;
	const href = `/list_info/${g.id}`;
	return renderTemplate`${maybeRenderHead($$result)}<article class="card"${addAttribute(`g-${g.id}`, "aria-labelledby")} data-astro-cid-hxdgh2qa><a${addAttribute(href, "href")} class="img" tabindex="-1" aria-hidden="true" data-astro-cid-hxdgh2qa><img${addAttribute(g.goods_image[0].list, "src")} alt="" width="180" height="180" loading="lazy" decoding="async" data-astro-cid-hxdgh2qa>${g.near_expiry === 1 && renderTemplate`<span class="flag" data-astro-cid-hxdgh2qa>近效期</span>`}</a><p class="price-line" data-astro-cid-hxdgh2qa>${renderComponent($$result, "PriceTag", $$PriceTag, {
		"goods": g,
		"data-astro-cid-hxdgh2qa": true
	})}</p><h3${addAttribute(`g-${g.id}`, "id")} data-astro-cid-hxdgh2qa><a${addAttribute(href, "href")}${addAttribute(g.name, "title")} data-astro-cid-hxdgh2qa>${g.name}</a></h3><p class="spec" data-astro-cid-hxdgh2qa>${g.ypgg}</p><p class="maker"${addAttribute(g.sccj, "title")} data-astro-cid-hxdgh2qa>${g.sccj}</p><p class="exp" data-astro-cid-hxdgh2qa>效期至 ${g.expiry_date}</p>${renderComponent($$result, "TagList", $$TagList, {
		"tags": g.tags,
		"rxClass": g.rx_class,
		"ephedrine": g.is_ephedrine === 1,
		"data-astro-cid-hxdgh2qa": true
	})}${buy && renderTemplate`<div class="buy" data-astro-cid-hxdgh2qa>${renderComponent($$result, "BuyBox", $$BuyBox, {
		"goods": g,
		"data-astro-cid-hxdgh2qa": true
	})}</div>`}</article>`;
}, "/work/main/src/components/goods/GoodsCard.astro", void 0);
export { $$TagList as i, $$BuyBox as n, $$PriceTag as r, $$GoodsCard as t };
