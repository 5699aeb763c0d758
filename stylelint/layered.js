// stylelint plugin `yaocai/layered`: every rule of every stylesheet sits in a cascade layer, and only the
// tokens file declares the layer order (`@layer a, b, c;`), so the order is written once.
import stylelint from 'stylelint';

const ruleName = 'yaocai/layered';
const messages = stylelint.utils.ruleMessages(ruleName, {
  unlayered: (selector) => `"${selector}" must be inside an @layer block (the layers are declared in src/styles/tokens.css)`,
  order: () => 'Only src/styles/tokens.css declares the layer order',
});

/** @type {import('stylelint').Rule} */
const rule = (enabled, options = {}) => (root, result) => {
  if (!enabled) return;
  const tokensFile = options.tokensFile ?? 'src/styles/tokens.css';
  const isTokens = (root.source?.input.file ?? '').endsWith(tokensFile);
  root.walkAtRules('layer', (atRule) => {
    if (!atRule.nodes && !isTokens) stylelint.utils.report({ ruleName, result, node: atRule, message: messages.order() });
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
