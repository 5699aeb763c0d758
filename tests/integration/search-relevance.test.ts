/**
 * The relevance set of goods search (issue 26; tests/fixtures/search-relevance.json, built from the
 * demo catalogue by scripts/search-relevance.ts): every query of every kind buyers type — name with
 * strength or maker, the maker's full name, barcodes, approval numbers, pinyin, specs written any way,
 * trade and brand names, aliases, near misses — must show one of its goods in the first five results
 * of the search page, as the server answers it (caches on: the in-memory index). Prints the hit rate
 * per kind; each must be ≥ 95 %. The rank_* kinds are ranking rules: exact name > name prefix > trade name
 * > maker … then sales, judged on all the terms whatever their order.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { VISITOR } from '../../src/server/auth/viewer';
import { listGoods } from '../../src/server/catalogue/goods-list';
import { DEFAULT_LIST_PARAMS } from '../../src/server/catalogue/list-params';
import { enableCaches } from '../../src/server/cache/memo';
import { warmSearchIndex } from '../../src/server/catalogue/search-index';

/** `first`: a ranking rule — the first min(5, accept) results must all be accepted (布洛芬: goods named 布洛芬… first). */
type Case = { kind: string; q: string; accept: number[]; first?: boolean };
const SET = JSON.parse(fs.readFileSync('tests/fixtures/search-relevance.json', 'utf8')) as { goods: number; cases: Case[] };
const MIN_HIT_RATE = 0.95;

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: SET.goods });
  enableCaches();
  await warmSearchIndex();
}, 300_000);

afterAll(async () => {
  enableCaches(false);
  await t?.teardown();
});

it('finds the goods of each query kind in the top 5 (≥ 95 % per kind)', async () => {
  const byKind = new Map<string, { n: number; hits: number; misses: string[] }>();
  for (const c of SET.cases) {
    const page = await listGoods({ ...DEFAULT_LIST_PARAMS, keywords: c.q, pageSize: 5 }, VISITOR);
    const accept = new Set(c.accept);
    const n = c.first ? Math.min(5, accept.size) : 5;
    const top = page.list.slice(0, n);
    const hit = c.first ? top.length === n && top.every((g) => accept.has(g.id)) : top.some((g) => accept.has(g.id));
    const row = byKind.get(c.kind) ?? { n: 0, hits: 0, misses: [] };
    row.n++;
    if (hit) row.hits++;
    else row.misses.push(c.q);
    byKind.set(c.kind, row);
  }
  const lines = [...byKind].map(
    ([kind, r]) =>
      `${kind.padEnd(13)} ${String(r.n).padStart(4)} ${((100 * r.hits) / r.n).toFixed(1).padStart(6)} %${r.misses.length ? `   missed: ${r.misses.slice(0, 4).join(' | ')}` : ''}`,
  );
  console.log(`search relevance (${SET.cases.length} queries, top 5)\nkind             n    hit\n${lines.join('\n')}`);
  const below = [...byKind].filter(([, r]) => r.hits / r.n < MIN_HIT_RATE).map(([kind]) => kind);
  expect(below).toEqual([]);
}, 120_000);
