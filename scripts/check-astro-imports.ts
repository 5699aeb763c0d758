/**
 * `npm run astro:imports` (part of `npm test`): the import rules of `.dependency-cruiser.cjs` for
 * `.astro` files, which dependency-cruiser cannot parse. Every import of a file's frontmatter and of
 * its `<script>` tags is resolved and checked against the same `forbidden` rules (path-based; the
 * cycle rule is left to depcruise). A `<script>` tag is shipped to the browser, so its imports are
 * also held to the browser's rule: nothing there imports `src/server/`.
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { astroFiles, repoRoot } from './lib/source-files';

type PathMatch = { path?: string; pathNot?: string };
type Rule = { name: string; comment: string; from: PathMatch; to: PathMatch };

const require = createRequire(import.meta.url);
const config = require(path.join(repoRoot, '.dependency-cruiser.cjs')) as { forbidden: Rule[] };
/** Rules that name only paths (the cycle rule and rules on other conditions are depcruise's alone). */
const pathOnly = (m: object) => Object.keys(m).every((k) => k === 'path' || k === 'pathNot');
const pathRules = config.forbidden.filter((rule) => pathOnly(rule.from) && pathOnly(rule.to));

/** The browser rule for `<script>` tags (the same arrow as depcruise's browser-not-to-server). */
const BROWSER_RULE: Rule = {
  name: 'astro-script-not-to-server',
  comment: 'A <script> tag of an .astro file runs in the browser and never imports the server.',
  from: {},
  to: { path: '^src/server/' },
};

const matches = (m: PathMatch, file: string) => (m.path === undefined || new RegExp(m.path).test(file)) && (m.pathNot === undefined || !new RegExp(m.pathNot).test(file));

const IMPORT = /\bimport\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The specifiers imported by a piece of code. */
function importsOf(code: string): string[] {
  return [...code.matchAll(IMPORT)].map((m) => m[1] ?? m[2]!);
}

/** An `.astro` file's frontmatter and the bodies of its `<script>` tags. */
function partsOf(source: string): { frontmatter: string; scripts: string[] } {
  const fm = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const scripts = [...source.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return { frontmatter: fm?.[1] ?? '', scripts };
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.astro', '/index.ts', '/index.tsx'];

/** A relative specifier as a repo path (`src/server/x/y.ts`); undefined for packages and virtual modules. */
function resolve(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.join(path.dirname(path.join(repoRoot, fromFile)), specifier.replace(/\?.*$/, ''));
  const hit = EXTENSIONS.map((ext) => base + ext).find((p) => statSync(p, { throwIfNoEntry: false })?.isFile());
  return path
    .relative(repoRoot, hit ?? base)
    .split(path.sep)
    .join('/');
}

const problems: string[] = [];
const files = astroFiles();
for (const file of files) {
  const { frontmatter, scripts } = partsOf(readFileSync(path.join(repoRoot, file), 'utf8'));
  const check = (code: string, rules: Rule[]) => {
    for (const specifier of importsOf(code)) {
      const target = resolve(file, specifier);
      if (target === undefined) continue;
      for (const rule of rules) {
        if (matches(rule.from, file) && matches(rule.to, target)) problems.push(`${file} → ${target}\n  ${rule.name}: ${rule.comment}`);
      }
    }
  };
  check(frontmatter, pathRules);
  for (const script of scripts) check(script, [...pathRules, BROWSER_RULE]);
}

if (problems.length > 0) {
  console.error(`${problems.length} forbidden import(s) in .astro files:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`astro imports: ${files.length} .astro files follow the rules of .dependency-cruiser.cjs`);
