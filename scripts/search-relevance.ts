/**
 * Builds tests/fixtures/search-relevance.json, the relevance set of goods search (issue 26): queries of
 * the kinds buyers type, each with the goods that count as a hit in the top 5, drawn deterministically
 * from the demo catalogue of tests/integration/search-relevance.test.ts (generateDemoData, 3,000 goods).
 *
 *   npx tsx scripts/search-relevance.ts     rewrites the file (commit it)
 */
import fs from 'node:fs';
import { generateDemoData } from '../src/server/seed/generate';
import { Rng } from '../src/server/seed/random';
import { foldText } from '../src/server/search/normalize';
import { pinyinFull, pinyinInitials, syllables } from '../src/server/search/pinyin';
import { specNorm } from '../src/server/search/spec';
import { SEARCH_ALIASES } from '../src/server/seed/data/search-aliases';

export const RELEVANCE_GOODS = 3000;
const OUT = 'tests/fixtures/search-relevance.json';
const PER_KIND = 30;

type Case = { kind: string; q: string; accept: number[]; first?: boolean };

const data = generateDemoData({ goodsCount: RELEVANCE_GOODS });
const rng = new Rng(26);
const makers = new Map(data.manufacturers.map((m) => [m.id, m]));
const brands = new Map(data.brands.map((b) => [b.id, b]));
// Goods a visitor sees (no 控销), single goods with a Chinese name.
const goods = data.goods.filter((g) => g.type === 1 && g.isOnSale && !g.isControlled);
const ids = (pick: (g: (typeof goods)[number]) => boolean) => goods.filter(pick).map((g) => g.id);
/** The strength: the spec's first number and unit (0.25g of 0.25g*24粒). */
const strength = (spec: string) => /^[0-9.]+[a-zμ]+/i.exec(spec)?.[0] ?? null;
const withStrength = goods.filter((g) => strength(g.spec) && g.kind === 'medicine');
const out: Case[] = [];
const add = (kind: string, q: string, accept: number[]) => {
  if (accept.length && !out.some((c) => c.kind === kind && c.q === q)) out.push({ kind, q, accept: accept.slice(0, 500) });
};
const core = (short: string) => short.slice(0, 2);

for (const g of rng.sample(withStrength, PER_KIND)) {
  const s = strength(g.spec)!;
  add(
    'name_spec',
    `${g.name} ${s}`,
    ids((x) => x.name === g.name && specNorm(x.spec).startsWith(specNorm(s))),
  );
}
for (const g of rng.sample(goods, PER_KIND)) {
  const m = makers.get(g.manufacturerId)!;
  const same = ids((x) => x.name === g.name && x.manufacturerId === g.manufacturerId);
  add('name_maker', rng.chance(0.5) ? `${g.name} ${core(m.shortName)}` : `${core(m.shortName)}${g.name}`, same);
}
for (const m of rng.sample(data.manufacturers, PER_KIND))
  add(
    'maker_full',
    m.name,
    ids((x) => x.manufacturerId === m.id),
  );
for (const g of rng.sample(goods, PER_KIND)) add('barcode', g.barcode, [g.id]);
for (const g of rng.sample(
  goods.filter((x) => x.approvalNo.startsWith('国药准字')),
  PER_KIND,
)) {
  const q = rng.chance(0.5) ? g.approvalNo : g.approvalNo.replace('国药准字', '');
  add(
    'approval',
    q,
    ids((x) => x.approvalNo === g.approvalNo),
  );
}
for (const g of rng.sample(withStrength, PER_KIND)) {
  const s = strength(g.spec)!;
  const py = rng.chance(0.5) ? pinyinInitials(g.name) : pinyinFull(g.name);
  add(
    'pinyin',
    rng.chance(0.5) ? py : `${py.slice(0, Math.max(4, py.length - 2))} ${s.replace(/[a-zμ]+$/i, '')}`,
    ids((x) => x.name === g.name && py.length > 0),
  );
}
// The pinyin cases with a strength keep only goods of that strength.
for (const c of out.filter((x) => x.kind === 'pinyin' && x.q.includes(' '))) {
  const n = c.q.split(' ')[1]!;
  c.accept = c.accept.filter((id) => data.goods[id - 1]!.spec.startsWith(n));
}
const variants: ((spec: string) => string)[] = [
  (s) => s.replace(/\*/g, '×'),
  (s) =>
    s
      .replace(/(\d)g/g, '$1克')
      .replace(/(\d)mg/g, '$1毫克')
      .replace(/(\d)ml/g, '$1毫升'),
  (s) => s.replace(/\*/g, ' ').toUpperCase(),
  (s) => s.replace(/[0-9a-z*.]/g, (c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)),
  (s) => s,
];
for (const [i, g] of rng
  .sample(
    withStrength.filter((x) => x.spec.includes('*')),
    PER_KIND,
  )
  .entries()) {
  const v = variants[i % variants.length]!(g.spec);
  add(
    'spec_variant',
    i % 2 ? `${g.name}${v}` : `${g.name} ${v}`,
    ids((x) => x.name === g.name && specNorm(x.spec) === specNorm(g.spec)),
  );
}
for (const g of rng.sample(
  goods.filter((x) => x.tradeName),
  PER_KIND,
)) {
  add(
    'trade_name',
    `${g.tradeName} ${g.name}`,
    ids((x) => x.tradeName === g.tradeName && x.name === g.name),
  );
}
for (const g of rng.sample(
  goods.filter((x) => x.brandId),
  PER_KIND,
)) {
  const b = brands.get(g.brandId!)!;
  add(
    'brand',
    rng.chance(0.5) ? `${b.name} ${g.name}` : `${b.name}${g.name}`,
    ids((x) => x.brandId === g.brandId && x.name === g.name),
  );
}
for (const [alias, target] of SEARCH_ALIASES) {
  const t = foldText(target);
  add(
    'alias',
    alias,
    ids((x) => foldText(x.name).includes(t)),
  );
}
// Near misses: one character of the name swapped for a homophone, or one letter of its pinyin dropped.
const byReading = new Map<string, string[]>();
for (const ch of new Set(goods.flatMap((g) => [...g.name]).concat([...'希琳拉西吗酸丁安宁平康乐复达通'])))
  if (/\p{Script=Han}/u.test(ch)) byReading.set(syllables(ch)[0]!, [...(byReading.get(syllables(ch)[0]!) ?? []), ch]);
const names = [...new Set(goods.filter((g) => g.kind === 'medicine').map((g) => g.name))];
for (const name of rng.sample(names, PER_KIND * 2)) {
  if (out.filter((c) => c.kind === 'near_miss').length >= PER_KIND) break;
  const chars = [...name];
  const readings = syllables(name);
  const at = chars.findIndex((c, i) => i > 0 && (byReading.get(readings[i]!) ?? []).some((o) => o !== c));
  if (at === -1) continue;
  const other = byReading.get(readings[at]!)!.find((o) => o !== chars[at])!;
  const typo = [...chars.slice(0, at), other, ...chars.slice(at + 1)].join('');
  if (names.some((n) => n.includes(typo))) continue;
  add(
    'near_miss',
    typo,
    ids((x) => x.name === name),
  );
}
for (const name of rng.sample(names, PER_KIND)) {
  const py = pinyinFull(name);
  if (py.length < 8) continue;
  const at = Math.floor(py.length / 2);
  add(
    'near_miss',
    py.slice(0, at) + py.slice(at + 1),
    ids((x) => x.name === name),
  );
}

// Ranking rules (`first`: the first min(5, accept) results must all be accepted), drawn after the
// queries above so those stay as they were. A stem is the first 2–4 characters of a goods name.
const rules = new Rng(27);
const starts = (x: (typeof goods)[number], stem: string) => foldText(x.name).startsWith(foldText(stem));
const inside = (x: (typeof goods)[number], stem: string) => !starts(x, stem) && foldText(x.name).includes(foldText(stem));
const addRule = (kind: string, q: string, accept: number[], rivals: number) => {
  if (rivals > 0 && accept.length && !out.some((c) => c.q === q)) out.push({ kind, q, accept, first: true });
};
const stems = [...new Set(names.flatMap((n) => [2, 3, 4].map((k) => [...n].slice(0, k).join(''))))];
for (const stem of rules.sample(stems, stems.length)) {
  if (out.filter((c) => c.kind === 'rank_name').length >= PER_KIND) break;
  // 布洛芬: goods named 布洛芬… before goods that merely hold it (复方布洛芬…).
  addRule(
    'rank_name',
    stem,
    ids((x) => starts(x, stem)),
    ids((x) => inside(x, stem)).length,
  );
}
for (const g of rules.sample(withStrength, withStrength.length)) {
  if (out.filter((c) => c.kind === 'rank_spec_first').length >= PER_KIND) break;
  // 0.25g 阿莫西林: the strength first, still the goods named 阿莫西林… first.
  const s = strength(g.spec)!;
  const ofStrength = (x: (typeof goods)[number]) => specNorm(x.spec).includes(specNorm(s));
  for (const stem of [2, 3].map((k) => [...g.name].slice(0, k).join('')))
    addRule(
      'rank_spec_first',
      `${s} ${stem}`,
      ids((x) => starts(x, stem) && ofStrength(x)),
      ids((x) => inside(x, stem) && ofStrength(x)).length,
    );
}
for (const g of rules.sample(goods, goods.length)) {
  if (out.filter((c) => c.kind === 'rank_maker').length >= PER_KIND) break;
  // 天源 布洛芬: the maker first, then its goods named 布洛芬… before its other goods holding it.
  const m = makers.get(g.manufacturerId)!;
  const own = (x: (typeof goods)[number]) => x.manufacturerId === m.id;
  for (const stem of [2, 3].map((k) => [...g.name].slice(0, k).join('')))
    addRule(
      'rank_maker',
      `${core(m.shortName)} ${stem}`,
      ids((x) => own(x) && starts(x, stem)),
      ids((x) => own(x) && inside(x, stem)).length,
    );
}

const counts = Object.entries(Object.groupBy(out, (c) => c.kind)).map(([k, v]) => `${k} ${v!.length}`);
fs.writeFileSync(OUT, `${JSON.stringify({ goods: RELEVANCE_GOODS, cases: out }, null, 0).replace(/\},\{/g, '},\n{')}\n`);
console.log(`${out.length} queries → ${OUT} (${counts.join(', ')})`);
