import os from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/helpers/slow-first-sequencer.ts';

const PG_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test';

/**
 * Integration files run on PostgreSQL, the production engine (and the only one where concurrency
 * tests mean anything). The files listed here run on PGlite too — the engine of `npm start` by
 * default and of the e2e server — because they exercise code that differs per engine: the db
 * client and migrations, PGlite's session-prepared statements (src/server/db/session-prepared.ts,
 * used by the search index), drizzle prepared queries bound to each driver's session
 * (src/server/db/prepared.ts: cart, checkout, stock, payment, ledger — orders-api drives them all),
 * seeding, and the `npm start` front door on its default data dir.
 * A new test joins this list only when it tests such a path; everything else is engine-independent
 * (drizzle and the same SQL on both), and the e2e suite drives the whole site on PGlite.
 */
const ALSO_ON_PGLITE = [
  'tests/integration/db-prepared.test.ts',
  'tests/integration/seed.test.ts',
  'tests/integration/search-index.test.ts',
  // Lists, facets and related goods from the index, read back through session-prepared statements (issue 34).
  'tests/integration/index-list.test.ts',
  'tests/integration/catalogue-search.test.ts',
  'tests/integration/orders-api.test.ts',
  // Money moves by transfer and payment channel (issue 30): both engines.
  'tests/integration/finance-transfers.test.ts',
  'tests/integration/finance-channels.test.ts',
  // 到货通知 fan-out exactly once (issue 29): both engines.
  'tests/integration/arrival-notices.test.ts',
  // The reference ERP consumer over HTTP and the batched goods upsert (issue 28): both engines.
  'tests/integration/erp-consumer.test.ts',
  // The finance console: invoice periods, PDF numbers, bulk issue from Excel, the ship audit (issue 30).
  'tests/integration/finance-console.test.ts',
  // 降价通知, notice SMS once, stock returns racing; 常看 and named lists (issue 29): both engines.
  'tests/integration/replenish-notices.test.ts',
  'tests/integration/replenish-lists.test.ts',
  // The document pack (issue 25 asks both engines): delivery-note totals and owner-only documents.
  'tests/integration/documents-note.test.ts',
  'tests/integration/documents-pack.test.ts',
  'tests/integration/documents-first-sale.test.ts',
  // 收货验收 writes its record and the after-sales request in one transaction: on PGlite's single connection too.
  'tests/integration/documents-receiving.test.ts',
  'tests/integration/security-startup.test.ts',
  'tests/integration/start-script.test.ts',
  // Child processes on PGlite under the production heap cap / the npm start supervisor (skipped on PostgreSQL).
  'tests/integration/hostile-uploads.test.ts',
  'tests/integration/supervisor.test.ts',
];

/**
 * Integration files that keep a process of their own (vitest's isolation). Every other integration file
 * shares its worker's module graph with the files run before it there (isolate: false): importing the
 * server's modules afresh for each of ~110 files was about a third of the stage's CPU (in `npm test`
 * 536 → 393 CPU s with most files sharing), on a machine whose two cores the e2e suite shares. tests/helpers/shared-worker-reset.ts gives each shared
 * file the worker's starting environment, caches off, the real clock and no rate limiter of an earlier
 * file: a file may set a variable the server reads at each call (UPLOAD_DIR, a quota). Listed here: files
 * that change what a module keeps once made (the logger's level, the Redis client and limiters, the
 * page cache and search index, the session clock) or replace a module (vi.mock), and the files that
 * drive child processes, whose time is theirs anyway. A new file that does either joins this list.
 */
const OWN_PROCESS = [
  'accounts-redis',
  'accounts-security',
  'erp-webhook-crash',
  'holes-console',
  'hostile-uploads',
  'ops-front',
  'page-cache',
  'redis-busy-loop',
  'search-examples',
  'search-index',
  'search-relevance',
  'security-limits',
  'security-startup',
  'start-script',
  'supervisor',
].map((name) => `tests/integration/${name}.test.ts`);

/**
 * All integration projects: one migrated+seeded template per recipe per run (tests/helpers/db-templates.ts).
 * Time budgets for the loaded 2-core CI machine: a file's setup that migrates and seeds a PGlite template
 * took over 120 s there at load 15–20 (finance-console, replenish-notices), with nothing stuck.
 */
const integration = { testTimeout: 120_000, hookTimeout: 300_000, globalSetup: ['tests/helpers/db-templates-setup.ts'] };
const shared = { isolate: false, setupFiles: ['tests/helpers/shared-worker-reset.ts'], exclude: OWN_PROCESS };

/**
 * The per-store order quotas (src/server/orders/quota.ts: 20 unpaid, 10 a minute) would refuse test files
 * that place dozens of orders for one store within seconds; tests/integration/order-quota.test.ts removes
 * these and proves the production defaults (as the store-wide 94折 is off unless a test turns it on).
 */
const QUOTAS_OUT_OF_THE_WAY = { ORDER_MAX_UNPAID: '100000', ORDER_RATE_PER_MINUTE: '100000' };

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine, where an
    // integration file spends much of its time waiting on PostgreSQL. Files run in separate processes (forks)
    // with their own database, limiters and caches, so two at once are independent. (Three, beside the e2e
    // suite, were no faster: 709 s against 705 s, and the fuzz file ran past its limit.)
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // The slow small files first (a fresh clone has no durations to order by): tests/helpers/slow-first-sequencer.ts.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          // Generating the whole demo data (seed tests) took over vitest's default 5 s on the loaded machine.
          testTimeout: 30_000,
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Unit files share their worker's module graph instead of re-importing it per file (import was 70%
          // of the isolated run: ~110 CPU s against ~28). A unit file therefore sets up the module state it
          // relies on (configureApi, setCartEnv…) itself, never assuming the defaults another file may have changed.
          isolate: false,
        },
      },
      ...(['pglite', 'postgres'] as const).flatMap((engine) => {
        const test = {
          include: engine === 'pglite' ? ALSO_ON_PGLITE : ['tests/integration/**/*.test.ts'],
          // On PostgreSQL each test file gets a fresh database created from this server (tests/helpers/test-db.ts).
          env: { TEST_DB: engine, ...(engine === 'postgres' ? { TEST_POSTGRES_URL: PG_URL } : {}), ...QUOTAS_OUT_OF_THE_WAY },
          ...integration,
        };
        return [
          { test: { ...test, name: `integration-${engine}`, ...shared } },
          { test: { ...test, name: `integration-${engine}-isolated`, include: engine === 'pglite' ? ALSO_ON_PGLITE.filter((f) => OWN_PROCESS.includes(f)) : OWN_PROCESS } },
        ];
      }),
    ],
  },
});
