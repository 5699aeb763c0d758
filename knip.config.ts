import type { KnipConfig } from 'knip';

/**
 * `npm run knip` (part of `npm test`): no unused files or exports. The Astro plugin makes every page,
 * the middleware and astro.config.mjs entry points; scripts, tests and the drizzle/vitest/playwright
 * configs are the other entry points.
 */
const config: KnipConfig = {
  entry: [
    'scripts/*.{ts,cjs}',
    'tests/**/*.{test,spec}.{ts,tsx}',
    // The private build of the order tests (scripts/crash-test.ts and its own Playwright config).
    'tests/e2e/orders-playwright.config.ts',
    'tests/e2e/orders-server.ts',
    // Spawned by path with a heap cap (tests/integration/hostile-uploads.test.ts).
    'tests/helpers/hostile-server.ts',
    // Spawned by path under the production heap cap (tests/integration/export-heap.test.ts).
    'tests/helpers/export-heap-child.ts',
    // Spawned by path as a shop instance's webhook job (tests/integration/erp-webhook-crash.test.ts).
    'tests/helpers/webhook-worker.ts',
    // Named by path in astro.config.mjs (session driver, route cache provider).
    'src/server/auth/session-driver.ts',
    'src/server/cache/visitor-route-cache.server.ts',
  ],
  // An export its own file uses is not dead; exported types are the wire helper's ground this round
  // (src/wire, stores' answer types), so only values are checked.
  ignoreExportsUsedInFile: true,
  rules: { types: 'off' },
  project: ['src/**/*.{ts,tsx,astro}', 'scripts/**/*.{ts,cjs}', 'tests/**/*.{ts,tsx}'],
  // Imported from CSS (src/styles/tokens.css), which knip does not read.
  // @scalar/api-reference: its browser bundle is read from node_modules by src/pages/admin/api/integrations/reference.js.ts.
  ignoreDependencies: ['open-props', '@scalar/api-reference'],
  // poppler-utils on the test machine (the PDF checks of tests/e2e/selfservice.spec.ts); PostgreSQL's client
  // and Redis for the operations tests (scripts/faults-test.ts).
  ignoreBinaries: ['pdftoppm', 'pdftotext', 'runuser', 'redis-server', 'psql'],
};

export default config;
