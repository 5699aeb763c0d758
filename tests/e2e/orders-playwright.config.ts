/**
 * The order e2e specs against a private build (so the shared dist/ is untouched):
 *   astro build --outDir .tmp-orders-dist && playwright test -c tests/e2e/orders-playwright.config.ts
 * The main playwright.config.ts runs the same specs against `npm start`.
 */
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

const PORT = Number(process.env.E2E_PORT ?? 4412);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-orders';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /orders-.*\.spec\.ts/,
  outputDir: process.env.E2E_OUTPUT ?? '/tmp/orders-e2e-results',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `rm -rf ${DATA_DIR} && tsx tests/e2e/orders-server.ts`,
    cwd: '../..',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      DATABASE_URL: '',
      ORDERS_DIST: process.env.ORDERS_DIST ?? '.tmp-orders-dist',
      ORDERS_E2E_OPERATOR: '1',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    url: `http://127.0.0.1:${PORT}/api/focus/common`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
