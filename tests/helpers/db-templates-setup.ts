/**
 * globalSetup of the integration projects (vitest.config.ts): gives the run an id for its template
 * databases (tests/helpers/db-templates.ts) and removes them when the run ends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';

/** `TEMPLATE_PREFIX + run + '_'`: the template databases of one run. */
export const TEMPLATE_PREFIX = 'yaocai_tpl_';

/** Where a run's PGlite dumps live. */
export const dumpFolder = (run: string) => path.join(os.tmpdir(), `yaocai-db-templates-${run}`);

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplateRun: string;
  }
}

/** One run id for every integration project of this vitest process (shared and isolated files use the same templates). */
const RUN_KEY = Symbol.for('yaocai.test.template-run');

export default function setup(project: TestProject) {
  const holder = globalThis as { [RUN_KEY]?: string };
  const run = (holder[RUN_KEY] ??= randomBytes(4).toString('hex'));
  project.provide('dbTemplateRun', run);
  const env = project.config.env ?? {};
  return async () => {
    fs.rmSync(dumpFolder(run), { recursive: true, force: true });
    if (env.TEST_DB !== 'postgres') return;
    const admin = postgres(env.TEST_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test', { max: 1, onnotice: () => {} });
    try {
      const templates = await admin`select datname from pg_database where datname like ${`${TEMPLATE_PREFIX}${run}_%`}`;
      for (const { datname } of templates) await admin.unsafe(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
