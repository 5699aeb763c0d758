import fs from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];
export const ENTRY = path.resolve('dist/server/entry.mjs');

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The build is stale when it is missing or any source is newer than its server entry (written last by `astro build`). */
export function buildIsStale(): boolean {
  if (!fs.existsSync(ENTRY)) return true;
  const built = fs.statSync(ENTRY).mtimeMs;
  return INPUTS.some((input) => newestMtime(path.resolve(input)) > built);
}
