import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate, s as Fragment } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { i as $$TagList, n as $$BuyBox, r as $$PriceTag, t as $$GoodsCard } from "./GoodsCard_CrpFanYP.mjs";
// src/components/catalogue/GoodsDetail.astro
createAstro("https://astro.build");
var $$GoodsDetail = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$GoodsDetail;
	const { goods: g, variant = "default" } = Astro.props;
	const KIND = {
		medicine: "药品",
		herbal: "中药饮片",
		device: "医疗器械"
	};
	const fields = [
		["通用名", g.name],
		["商品名", g.trade_name || null],
		["规格", g.ypgg],
		["包装单位", g.bzdw],
		["剂型", g.dosage_form || null],
		[g.kind === "device" ? "注册证/备案号" : "批准文号", g.approval_no || null],
		["处方类别", g.rx_class ? {
			Rx: "处方药（Rx）",
			"OTC甲": "甲类非处方药（OTC）",
			"OTC乙": "乙类非处方药（OTC）"
		}[g.rx_class] : null],
		["器械类别", g.device_class ? `${{
			1: "第一类",
			2: "第二类",
			3: "第三类"
		}[g.device_class]}医疗器械` : null],
		["产地", g.origin || null],
		["等级", g.grade || null],
		["批号", g.batch_no],
		["生产日期", g.production_date],
		["中包装", `${g.mid_pack}${g.bzdw}${g.only_mid_pack ? "（按中包装倍数购买）" : ""}`],
		["件装", `${g.case_pack}${g.bzdw}`],
		["库存", g.number > 0 ? `${g.number}${g.bzdw}` : "缺货"]
	];
	const ladderHelp = g.ladder_price_type === 1 ? "分段计价：每个数量段内的商品按该段价格计算" : "整单计价：购买数量达到哪一档，全部数量按该档价格计算";
	const title = g.trade_name ? `${g.trade_name} ${g.name}` : g.name;
	return renderTemplate`${maybeRenderHead($$result)}<div class="wrap gd"${addAttribute(variant, "data-variant")} data-astro-cid-vxq3bbmo><nav class="crumbs" aria-label="当前位置" data-astro-cid-vxq3bbmo><a href="/" data-astro-cid-vxq3bbmo>首页</a>${g.category_path.map((c) => renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`${" › "}<a${addAttribute(c.url, "href")} data-astro-cid-vxq3bbmo>${c.name}</a>` })}`)}${" › "}<span aria-current="page" data-astro-cid-vxq3bbmo>${g.name}</span></nav><section class="top" data-astro-cid-vxq3bbmo><div class="gallery" data-astro-cid-vxq3bbmo><img class="main"${addAttribute(g.goods_image[0].list, "src")}${addAttribute(g.name, "alt")} width="360" height="360" data-astro-cid-vxq3bbmo>${g.goods_image.length > 1 && renderTemplate`<ul class="thumbs" aria-label="商品图片" data-astro-cid-vxq3bbmo>${g.goods_image.map((img, i) => renderTemplate`<li data-astro-cid-vxq3bbmo><a${addAttribute(img.list, "href")} target="_blank" rel="noopener" data-astro-cid-vxq3bbmo><img${addAttribute(img.list, "src")}${addAttribute(`${g.name} 图片${i + 1}`, "alt")} width="64" height="64" loading="lazy" data-astro-cid-vxq3bbmo></a></li>`)}</ul>`}</div><div class="info" data-astro-cid-vxq3bbmo><h1 data-astro-cid-vxq3bbmo>${title}</h1><p class="sub" data-astro-cid-vxq3bbmo>${KIND[g.kind] ?? ""} · ${g.ypgg} · ${g.sccj}</p>${renderComponent($$result, "TagList", $$TagList, {
		"tags": g.tags,
		"rxClass": g.rx_class,
		"ephedrine": g.is_ephedrine === 1,
		"data-astro-cid-vxq3bbmo": true
	})}<div class="pricebox" data-astro-cid-vxq3bbmo><p class="row" data-astro-cid-vxq3bbmo><span class="label" data-astro-cid-vxq3bbmo>批发价</span>${renderComponent($$result, "PriceTag", $$PriceTag, {
		"goods": g,
		"size": "lg",
		"retail": true,
		"data-astro-cid-vxq3bbmo": true
	})}</p>${g.ladder_price.length > 0 && renderTemplate`<div class="ladder" data-astro-cid-vxq3bbmo><table data-astro-cid-vxq3bbmo><caption data-astro-cid-vxq3bbmo>阶梯价 <small data-astro-cid-vxq3bbmo>${ladderHelp}</small></caption><thead data-astro-cid-vxq3bbmo><tr data-astro-cid-vxq3bbmo><th scope="col" data-astro-cid-vxq3bbmo>采购数量</th><th scope="col" data-astro-cid-vxq3bbmo>单价</th></tr></thead><tbody data-astro-cid-vxq3bbmo>${g.ladder_price.map((t) => renderTemplate`<tr data-astro-cid-vxq3bbmo><td data-astro-cid-vxq3bbmo>≥ ${t.number}${g.bzdw}</td><td class="price" data-astro-cid-vxq3bbmo>¥${t.price}</td></tr>`)}</tbody></table></div>`}<ul class="limits" data-astro-cid-vxq3bbmo>${g.xg_number !== null && g.xg_number > 0 && renderTemplate`<li data-astro-cid-vxq3bbmo>限购 ${g.xg_number}${g.bzdw}</li>`}${g.xg_number !== null && g.xg_number < 0 && renderTemplate`<li class="warn" data-astro-cid-vxq3bbmo>该商品暂不可购买</li>`}${g.is_ephedrine === 1 && renderTemplate`<li class="warn" data-astro-cid-vxq3bbmo>含麻黄碱类复方制剂：需单独下单${g.ephedrine_limit > 0 ? `，每单限购 ${g.ephedrine_limit}${g.bzdw}` : ""}，收货后回传回执单</li>`}${g.is_dpby === 1 && renderTemplate`<li data-astro-cid-vxq3bbmo>单品包邮：满 ${g.qg_number}${g.bzdw} 包邮</li>`}${g.is_free_shipping === 1 && renderTemplate`<li data-astro-cid-vxq3bbmo>包邮商品：满 ${g.free_shipping_number}${g.bzdw} 包邮</li>`}${g.only_mid_pack === 1 && renderTemplate`<li data-astro-cid-vxq3bbmo>按中包装 ${g.mid_pack}${g.bzdw} 的倍数购买</li>`}</ul></div><p${addAttribute(["expiry", ["expiry", { near: g.near_expiry === 1 }]], "class:list")} data-astro-cid-vxq3bbmo>有效期至 <strong data-astro-cid-vxq3bbmo>${g.expiry_date}</strong>${g.near_expiry === 1 && renderTemplate`<span class="flag" title="有效期不足6个月" data-astro-cid-vxq3bbmo>近效期</span>`}<span class="muted" data-astro-cid-vxq3bbmo>批号 ${g.batch_no}</span></p><div class="buy" data-astro-cid-vxq3bbmo>${renderComponent($$result, "BuyBox", $$BuyBox, {
		"goods": g,
		"data-astro-cid-vxq3bbmo": true
	})}</div><p class="maker" data-astro-cid-vxq3bbmo>生产厂家：${g.manufacturer ? renderTemplate`<a${addAttribute(g.manufacturer.url, "href")} data-astro-cid-vxq3bbmo>${g.manufacturer.name}</a>` : g.sccj}${g.manufacturer && renderTemplate`<span class="muted" data-astro-cid-vxq3bbmo>（${g.manufacturer.province}）</span>`}${g.brand && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`　品牌：<a${addAttribute(g.brand.url, "href")} data-astro-cid-vxq3bbmo>${g.brand.name}</a>` })}`}</p></div></section>${g.combination.length > 0 && renderTemplate`<section class="panel" aria-labelledby="combo-title" data-astro-cid-vxq3bbmo><h2 id="combo-title" data-astro-cid-vxq3bbmo>组合商品包含</h2><ul class="combo" data-astro-cid-vxq3bbmo>${g.combination.map((p) => renderTemplate`<li data-astro-cid-vxq3bbmo><a${addAttribute(`/list_info/${p.goods_id}`, "href")} data-astro-cid-vxq3bbmo>${p.name}</a> ${p.ypgg} × ${p.number}${p.bzdw}</li>`)}</ul></section>`}<section class="panel" aria-labelledby="spec-title" data-astro-cid-vxq3bbmo><h2 id="spec-title" data-astro-cid-vxq3bbmo>商品信息</h2><dl class="spec" data-astro-cid-vxq3bbmo>${fields.filter(([, v]) => v).map(([k, v]) => renderTemplate`<div data-astro-cid-vxq3bbmo><dt data-astro-cid-vxq3bbmo>${k}</dt><dd data-astro-cid-vxq3bbmo>${v}</dd></div>`)}<div data-astro-cid-vxq3bbmo><dt data-astro-cid-vxq3bbmo>有效期至</dt><dd${addAttribute({ near: g.near_expiry === 1 }, "class:list")} data-astro-cid-vxq3bbmo>${g.expiry_date}${g.near_expiry === 1 && "（近效期）"}</dd></div><div data-astro-cid-vxq3bbmo><dt data-astro-cid-vxq3bbmo>生产厂家</dt><dd data-astro-cid-vxq3bbmo>${g.manufacturer ? renderTemplate`<a${addAttribute(g.manufacturer.url, "href")} data-astro-cid-vxq3bbmo>${g.manufacturer.name}</a>` : g.sccj}</dd></div></dl>${g.tags.length > 0 && renderTemplate`<ul class="tag-notes" data-astro-cid-vxq3bbmo>${g.tags.map((t) => renderTemplate`<li data-astro-cid-vxq3bbmo><span${addAttribute(`--tag:${t.color}`, "style")} data-astro-cid-vxq3bbmo>${t.name}</span>${t.describe}</li>`)}</ul>`}</section>${g.related.length > 0 && renderTemplate`<section class="panel" aria-labelledby="related-title" data-astro-cid-vxq3bbmo><h2 id="related-title" data-astro-cid-vxq3bbmo>相关商品</h2><div class="related" data-astro-cid-vxq3bbmo>${g.related.slice(0, 5).map((r) => renderTemplate`${renderComponent($$result, "GoodsCard", $$GoodsCard, {
		"goods": r,
		"buy": false,
		"data-astro-cid-vxq3bbmo": true
	})}`)}</div></section>`}</div>`;
}, "/work/main/src/components/catalogue/GoodsDetail.astro", void 0);
export { $$GoodsDetail as t };
