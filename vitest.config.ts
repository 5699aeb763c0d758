import { defineConfig } from 'vitest/config';

const PG_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration-pglite',
          include: ['tests/integration/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration-postgres',
          include: ['tests/integration/**/*.test.ts'],
          // Each test file gets a fresh database created from this server (tests/helpers/test-db.ts).
          env: { TEST_DB: 'postgres', TEST_POSTGRES_URL: PG_URL },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
