/**
 * One migrated (and seeded) database per recipe per test run, copied for every test file that asks
 * for it: migrating and seeding cost ~1.5 s on PostgreSQL and ~8 s on PGlite per file, a copy ~0.1 s
 * and ~1 s. Each file still gets a database of its own (tests/helpers/test-db.ts).
 *
 *   PostgreSQL  a template database `yaocai_tpl_<run>_<recipe>`, copied with CREATE DATABASE … TEMPLATE;
 *               built once under an advisory lock, so parallel workers wait for the first one's build.
 *   PGlite      a data-dir dump (dumpDataDir) in a temporary folder, loaded with loadDataDir; built
 *               once under a lock folder.
 *
 * The run id and the temporary folder come from the integration projects' globalSetup
 * (tests/helpers/db-templates-setup.ts), which drops the templates and the folder at the end.
 */
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import { dumpFolder, TEMPLATE_PREFIX } from './db-templates-setup';

/** This run's id, or undefined when no globalSetup provided one (then every file migrates and seeds itself). */
export function templateRun(): string | undefined {
  try {
    return inject('dbTemplateRun') || undefined;
  } catch {
    return undefined;
  }
}

/** The name of this run's PostgreSQL template for `recipe`, built by `build(url)` the first time any worker asks. */
export async function postgresTemplate(adminUrl: string, run: string, recipe: string, build: (url: string) => Promise<void>): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${run}_${recipe}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(hashtext(${name}))`;
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!exists) {
      await admin.unsafe(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        await build(url.href);
      } catch (error) {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        throw error;
      }
    }
    await admin`select pg_advisory_unlock(hashtext(${name}))`;
  } finally {
    await admin.end();
  }
  return name;
}

/** This run's PGlite dump for `recipe`, made by `build()` the first time any worker asks. */
export async function pgliteTemplate(run: string, recipe: string, build: () => Promise<Blob>): Promise<Blob> {
  const folder = dumpFolder(run);
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${recipe}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    try {
      fs.mkdirSync(lock);
    } catch {
      await waitUntilGone(lock);
      continue;
    }
    try {
      const dump = await build();
      fs.writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(`${file}.part`, file);
      return dump;
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** Resolves when another worker's build releases its lock folder (its dump is then there, or it failed). */
function waitUntilGone(lock: string): Promise<void> {
  return new Promise((resolve) => {
    const watcher = fs.watch(path.dirname(lock), () => {
      if (!fs.existsSync(lock)) done();
    });
    const done = () => {
      watcher.close();
      resolve();
    };
    if (!fs.existsSync(lock)) done();
  });
}
