import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every file under `dir` (a repo path such as `src`) whose name matches `name`, as sorted repo paths. */
export function filesUnder(dir: string, name: RegExp): string[] {
  const entries = readdirSync(path.join(repoRoot, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && name.test(e.name))
    .map((e) => path.relative(repoRoot, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Every `.astro` file of the site. */
export const astroFiles = () => filesUnder('src', /\.astro$/);
