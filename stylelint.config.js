// stylelint: design tokens only. No raw colour and no pixel font size outside src/styles/tokens.css,
// and every rule inside one of the cascade layers that file declares. .astro <style> blocks included.
export default {
  plugins: ['./stylelint/layered.js'],
  overrides: [
    { files: ['**/*.astro'], customSyntax: 'postcss-html' },
    {
      files: ['src/styles/tokens.css'],
      rules: { 'color-no-hex': null, 'function-disallowed-list': null, 'declaration-property-value-disallowed-list': null },
    },
  ],
  rules: {
    'yaocai/layered': true,
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'],
    'declaration-property-value-disallowed-list': {
      'font-size': ['/\\d(\\.\\d+)?px/'],
      font: ['/\\d(\\.\\d+)?px/'],
    },
    'custom-property-pattern': null,
  },
  ignoreFiles: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'],
};
