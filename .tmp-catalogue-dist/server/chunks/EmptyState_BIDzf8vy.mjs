import { g as addAttribute, m as maybeRenderHead, p as renderTemplate, u as renderSlot } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
// src/components/catalogue/EmptyState.astro
createAstro("https://astro.build");
var $$EmptyState = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$EmptyState;
	const { keywords = "", filtered = false, clearHref, hotWords = [], text } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<section class="empty" aria-live="polite" data-astro-cid-x3622xbe><p class="big" data-astro-cid-x3622xbe>${text ?? (keywords ? `没有找到与“${keywords}”相关的商品` : "暂无符合条件的商品")}</p><ul class="tips" data-astro-cid-x3622xbe>${keywords && renderTemplate`<li data-astro-cid-x3622xbe>请检查关键词是否有误，或尝试输入药品通用名、生产厂家、拼音首字母（如 amxl）</li>`}${filtered && clearHref && renderTemplate`<li data-astro-cid-x3622xbe>减少筛选条件：<a${addAttribute(clearHref, "href")} data-astro-cid-x3622xbe>清除全部筛选</a></li>`}<li data-astro-cid-x3622xbe>找不到需要的品种？可以 <a href="/pzqg/add" data-astro-cid-x3622xbe>提交品种求购</a>，我们会尽快为您采购</li></ul>${hotWords.length > 0 && renderTemplate`<p class="hot" data-astro-cid-x3622xbe>大家都在搜：${hotWords.map((w) => renderTemplate`<a${addAttribute(`/search?keywords=${encodeURIComponent(w)}`, "href")} data-astro-cid-x3622xbe>${w}</a>`)}</p>`}${renderSlot($$result, $$slots["default"])}</section>`;
}, "/work/main/src/components/catalogue/EmptyState.astro", void 0);
export { $$EmptyState as t };
