// stylelint plugin `yaocai/layered`: every rule of every stylesheet sits in a cascade layer, and only the
// layer-order component (in both layouts' heads) declares the layer order (`@layer a, b, c;`, first in the document head), so it is written once.
import stylelint from 'stylelint';

const ruleName = 'yaocai/layered';
const messages = stylelint.utils.ruleMessages(ruleName, {
  unlayered: (selector) => `"${selector}" must be inside an @layer block (the layer order is declared in src/components/LayerOrder.astro)`,
  order: () => 'Only src/components/LayerOrder.astro declares the layer order',
});

/** @type {import('stylelint').Rule} */
const rule =
  (enabled, options = {}) =>
  (root, result) => {
    if (!enabled) return;
    const declaredIn = options.declaredIn ?? 'src/components/LayerOrder.astro';
    const isDeclaringFile = (root.source?.input.file ?? '').endsWith(declaredIn);
    root.walkAtRules('layer', (atRule) => {
      if (!atRule.nodes && !isDeclaringFile) stylelint.utils.report({ ruleName, result, node: atRule, message: messages.order() });
    });
    root.walkRules((node) => {
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (parent.type === 'atrule' && (parent.name === 'layer' || parent.name === 'keyframes')) return;
      }
      stylelint.utils.report({ ruleName, result, node, message: messages.unlayered(node.selector) });
    });
  };
rule.ruleName = ruleName;
rule.messages = messages;

export default stylelint.createPlugin(ruleName, rule);
