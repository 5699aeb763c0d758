import { g as addAttribute, m as maybeRenderHead, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { b as renderScript } from "./CartButton_DwSLLjEZ.mjs";
// src/components/LoadingScreen.astro
createAstro("https://astro.build");
var $$LoadingScreen = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$LoadingScreen;
	const { message, next } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<div class="loading" role="status" aria-live="polite"${addAttribute(next, "data-next")} data-astro-cid-46m7bkbl><span class="spinner" aria-hidden="true" data-astro-cid-46m7bkbl></span><p data-astro-cid-46m7bkbl>${message}</p><p data-astro-cid-46m7bkbl><a${addAttribute(next, "href")} data-astro-cid-46m7bkbl>如未自动跳转，请点击这里</a></p></div>${renderScript($$result, "/work/main/src/components/LoadingScreen.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/main/src/components/LoadingScreen.astro", void 0);
export { $$LoadingScreen as t };
