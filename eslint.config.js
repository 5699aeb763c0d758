// ESLint flat config: TypeScript everywhere, Astro components, React hooks and accessibility in
// islands. `npm run lint` runs it with --max-warnings 0 (and stylelint for the CSS).
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', '.astro/', 'data/', 'drizzle/', 'test-results/', 'playwright-report/', '.e2e-*/', '.tmp-*/', 'public/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused values are allowed when named `_x` (destructuring that drops a field, placeholders).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Chinese text uses the ideographic space (U+3000) between fields on purpose.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true, skipComments: true }],
      // Lists styled without bullets keep role="list" (Safari drops list semantics with list-style: none).
      'astro/jsx-a11y/no-redundant-roles': ['error', { ul: ['list'] }],
      // A scrollable article (the contract text) must be reachable by keyboard.
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['article'], roles: ['tabpanel'] }],
    },
  },
  {
    // The filter toggles are links (they change the URL) that report their state with aria-pressed.
    files: ['src/components/catalogue/GoodsListPage.astro'],
    rules: { 'astro/jsx-a11y/role-supports-aria-props': 'off' },
  },
  {
    // Carousel slides are links marked as groups with aria-roledescription="slide" (the ARIA carousel pattern).
    files: ['src/components/home/BannerCarousel.astro'],
    rules: { 'astro/jsx-a11y/no-interactive-element-to-noninteractive-role': 'off' },
  },
  {
    // Ambient declarations cannot use a top-level import without turning into modules.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Islands: hooks rules and accessibility (the jsx-a11y plugin is registered by the Astro a11y config above).
    files: ['**/*.tsx'],
    languageOptions: jsxA11y.flatConfigs.recommended.languageOptions,
    plugins: { 'react-hooks': reactHooks },
    rules: { ...jsxA11y.flatConfigs.recommended.rules, ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests and scripts may use `any` for loosely shaped API answers.
    files: ['tests/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
