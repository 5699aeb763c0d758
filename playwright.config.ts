import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { ALL_DEMO_SPECS, DEMO_GROUPS, groupSpecs } from './tests/e2e/demo-groups';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data';
/**
 * Debian's headless shell (package chromium-headless-shell, the same Blink as chromium) when installed: the
 * full browser in --headless still runs its own UI (a top-chrome WebUI renderer and a GPU process per
 * browser), which cost a fifth of a core per worker on the 2-core CI machine and bought the tests nothing.
 */
const BROWSER = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => fs.existsSync(path));

export default defineConfig({
  testDir: 'tests/e2e',
  // A test's whole budget, sized for the loaded 2-core CI machine where e2e shares the cores with the
  // integration files: journeys of 15–20 s quiet took 33–40 s there with no step stuck (CI failures of
  // cart-flow and console-ops), and up to 72 s in a rehearsal at load 15–20 (search → pay → order detail).
  // A hang still fails: every wait on state has its own expect limit.
  timeout: 120_000,
  // One wait on state (an island hydrated, an answer shown). At load 15–20 the header's client:idle island
  // hydrated 7 s after a login's page load and asked /api/user/base only then: 「您好，<company>」 came
  // after the 10 s this used to be (three login helpers failed so in one rehearsal, nothing stuck).
  expect: { timeout: 20_000 },
  fullyParallel: true,
  // Three: the workers mostly wait (on the server, the browser, hydration), and the three serial demo chains
  // (below) can then run at once beside the parallel rest.
  workers: 3,
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  // Issue 32's checks over the whole run (the log holds no secret, /metrics every series), before the server stops.
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // `npm test` sets E2E_TRACE=off (scripts/test-all.ts): recording costs about a fifth of Chromium's CPU.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: BROWSER,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  // Specs that change a demo member's cart, orders or active store share that member: each group of
  // them (tests/e2e/demo-groups.ts: three members) runs one at a time in its own project while
  // everything else runs in parallel beside them. Those projects come first: Playwright hands out
  // tests in project order, skipping a project at its worker limit, so the workers start the serial
  // chains (the longest pieces) at once and the site's tests fill in beside and after them. Listed
  // last, a chain would run alone at the end.
  projects: [
    ...DEMO_GROUPS.map((group) => ({ name: group.project, testMatch: groupSpecs(group), workers: 1, fullyParallel: false })),
    { name: 'site', testIgnore: ALL_DEMO_SPECS },
  ],
  // The production server through the README's own front door (build, migrate, seed, serve) on a fresh data dir,
  // plus a test-only operator hook (tests/e2e/e2e-server.ts).
  webServer: {
    command: `rm -rf ${DATA_DIR} && tsx tests/e2e/e2e-server.ts`,
    // The demo member places orders through ~40 specs without paying them all: the per-store order quotas
    // (proved in tests/integration/order-quota.test.ts) are raised out of the chain's way.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      DATABASE_URL: '',
      ASTRO_TELEMETRY_DISABLED: '1',
      ORDER_MAX_UNPAID: '100000',
      ORDER_RATE_PER_MINUTE: '100000',
      KEEP_ALIVE_TIMEOUT_MS: '60000',
    },
    url: `http://127.0.0.1:${PORT}/api/focus/common`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
