import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate, u as renderSlot } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
// src/components/account/StepBar.astro
createAstro("https://astro.build");
var $$StepBar = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$StepBar;
	const { steps, current } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<ol class="stepbar" aria-label="进度" data-astro-cid-v4r5dmao>${steps.map((label, i) => renderTemplate`<li${addAttribute({
		done: i + 1 < current,
		on: i + 1 === current
	}, "class:list")}${addAttribute(i + 1 === current ? "step" : void 0, "aria-current")} data-astro-cid-v4r5dmao><span class="num" aria-hidden="true" data-astro-cid-v4r5dmao>${i + 1 < current ? "✓" : i + 1}</span>${label}</li>`)}</ol>`;
}, "/work/main/src/components/account/StepBar.astro", void 0);
// src/components/account/AuthPanel.astro
createAstro("https://astro.build");
var $$AuthPanel = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$AuthPanel;
	const { heading, steps, current = 1 } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<section class="auth-panel wrap" aria-labelledby="auth-heading" data-astro-cid-pf5utoyz><h1 id="auth-heading" data-astro-cid-pf5utoyz>${heading}</h1>${steps && renderTemplate`${renderComponent($$result, "StepBar", $$StepBar, {
		"steps": steps,
		"current": current,
		"data-astro-cid-pf5utoyz": true
	})}`}<div class="auth-body" data-astro-cid-pf5utoyz>${renderSlot($$result, $$slots["default"])}</div></section>`;
}, "/work/main/src/components/account/AuthPanel.astro", void 0);
export { $$AuthPanel as t };
