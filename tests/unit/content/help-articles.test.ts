import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HELP_CATEGORIES, HELP_CATEGORY_SLUGS, isHelpCategorySlug } from '../../../src/content/help-categories';

const HELP_DIR = fileURLToPath(new URL('../../../src/content/help/', import.meta.url));

/** Articles the help centre's routes link to (spec §2 "Help"); more may exist. */
const REQUIRED: Record<string, string[]> = {
  xrzn: ['hyzc', 'gwzn', 'aqgy'],
  fwbz: ['wzzz', 'yhxy', 'zskf'],
  us: ['tsjy', 'link'],
  zfps: ['ddzf', 'hwps', 'ypth'],
};

const FRONTMATTER_KEYS = ['title', 'category', 'slug', 'order', 'updated', 'summary'] as const;
const PLACEHOLDER = /lorem|ipsum|\bTODO\b|\bTBD\b|FIXME|xxx|待补充|待完善|占位|此处填写/i;
const HAN = /[\u4e00-\u9fff]/g;

interface Article {
  file: string; // relative to HELP_DIR, with forward slashes
  data: Record<string, string>;
  body: string;
}

function listMarkdown(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return listMarkdown(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

/** Tiny frontmatter reader: `---` fence, then flat `key: value` lines (no nesting, no lists). */
function parse(file: string): Article {
  const raw = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`${file}: missing frontmatter fence`);
  const data: Record<string, string> = {};
  for (const line of match[1].split('\n')) {
    if (!line.trim()) continue;
    const kv = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (!kv) throw new Error(`${file}: unparseable frontmatter line "${line}"`);
    data[kv[1]] = kv[2].trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return { file: relative(HELP_DIR, file).split(sep).join('/'), data, body: match[2] };
}

const articles = listMarkdown(HELP_DIR).map(parse);
const hanCount = (s: string) => (s.match(HAN) ?? []).length;

describe('help categories', () => {
  it('lists the four categories in display order', () => {
    expect(HELP_CATEGORIES.map((c) => [c.slug, c.name, c.order])).toEqual([
      ['xrzn', '新人指南', 1],
      ['fwbz', '服务保障', 2],
      ['zfps', '支付配送', 3],
      ['us', '关于我们', 4],
    ]);
    expect(HELP_CATEGORY_SLUGS).toEqual(['xrzn', 'fwbz', 'zfps', 'us']);
    expect(isHelpCategorySlug('zfps')).toBe(true);
    expect(isHelpCategorySlug('news')).toBe(false);
  });
});

describe('help articles', () => {
  it('finds articles on disk', () => {
    expect(articles.length).toBeGreaterThanOrEqual(10);
  });

  it.each(Object.entries(REQUIRED))('category %s has every required article', (category, slugs) => {
    const present = articles.filter((a) => a.data.category === category).map((a) => a.data.slug);
    for (const slug of slugs) expect(present, `${category}/${slug}`).toContain(slug);
  });

  it.each(articles.map((a) => [a.file, a] as const))('%s has valid frontmatter', (_file, a) => {
    for (const key of FRONTMATTER_KEYS) expect(a.data[key], key).toBeTruthy();
    expect(Object.keys(a.data).sort()).toEqual([...FRONTMATTER_KEYS].sort());

    expect(isHelpCategorySlug(a.data.category)).toBe(true);
    expect(a.data.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    // File lives at <category>/<slug>.md so the tree mirrors the routes.
    expect(a.file).toBe(`${a.data.category}/${a.data.slug}.md`);

    expect(a.data.order).toMatch(/^[1-9]\d*$/);
    expect(a.data.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(new Date(a.data.updated).getTime())).toBe(false);

    // Chinese title and summary.
    expect(a.data.title.trim().length).toBeGreaterThan(0);
    expect(a.data.title).toMatch(/^[\u4e00-\u9fff]/);
    expect(hanCount(a.data.title)).toBeGreaterThanOrEqual(a.data.title.length / 2);
    expect(hanCount(a.data.summary)).toBeGreaterThanOrEqual(10);
  });

  it('keeps order unique within each category', () => {
    for (const category of HELP_CATEGORY_SLUGS) {
      const orders = articles.filter((a) => a.data.category === category).map((a) => Number(a.data.order));
      expect(new Set(orders).size, category).toBe(orders.length);
    }
  });

  it('keeps slugs and titles unique across the collection (the glob loader uses slug as entry id)', () => {
    const slugs = articles.map((a) => a.data.slug);
    const titles = articles.map((a) => a.data.title);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(articles.map((a) => [a.file, a] as const))('%s has a real body', (_file, a) => {
    expect(a.body.trim().length).toBeGreaterThanOrEqual(300);
    const han = hanCount(a.body);
    expect(han).toBeGreaterThanOrEqual(400);
    expect(han).toBeLessThanOrEqual(1500);
    expect(a.body).toMatch(/^## \S/m); // sectioned with headings
    expect(a.body).not.toMatch(/^# /m); // the page renders the title as h1
    expect(a.body).not.toMatch(PLACEHOLDER);
    expect(a.data.title + a.data.summary).not.toMatch(PLACEHOLDER);
  });

  it('quotes one hotline everywhere', () => {
    for (const a of articles) {
      for (const phone of a.body.match(/400-?\d{3}-?\d{4}/g) ?? []) expect(phone, a.file).toBe('400-880-1234');
    }
    const link = articles.find((a) => a.data.slug === 'link');
    expect(link?.body).toContain('400-880-1234');
  });

  it('cross-references only articles that exist', () => {
    const titles = new Set(articles.map((a) => a.data.title));
    // 《…》 also names laws and regulations; only names that look like ours must resolve.
    const laws = /法|规范|办法|条例|规定|证书|注册证/;
    for (const a of articles) {
      for (const [, name] of a.body.matchAll(/《([^》]+)》/g)) {
        if (!laws.test(name)) expect(titles, `${a.file} → 《${name}》`).toContain(name);
      }
    }
  });
});
