import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { queryRows } from '../../src/server/db/rows';
import * as s from '../../src/server/db/schema';
import { generateDemoData } from '../../src/server/seed/generate';
import { isDatabaseEmpty, seedDatabase } from '../../src/server/seed/insert';
import type { DemoData } from '../../src/server/seed/types';

const TABLE_NAMES: Record<keyof DemoData, string> = {
  manufacturers: 'manufacturers',
  categories: 'categories',
  brands: 'brands',
  tags: 'tags',
  goods: 'goods',
  goodsTags: 'goods_tags',
  goodsCombinationItems: 'goods_combination_items',
  hotWords: 'hot_words',
  accountManagers: 'account_managers',
  members: 'members',
  stores: 'stores',
  messages: 'messages',
  news: 'news',
  focusItems: 'focus_items',
  focusBlocks: 'focus_blocks',
  navItems: 'nav_items',
  siteLinks: 'site_links',
  siteSettings: 'site_settings',
};

let t: TestDb;
const data = generateDemoData({ goodsCount: 300 });

beforeAll(async () => {
  t = await createTestDb({ seed: false });
});
afterAll(async () => {
  await t?.teardown();
});

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of Object.values(TABLE_NAMES)) {
    const [row] = await queryRows<{ n: number | string }>(t.db, sql.raw(`select count(*) as n from ${table}`));
    out[table] = Number(row?.n);
  }
  return out;
}

const expected = () => Object.fromEntries(Object.entries(TABLE_NAMES).map(([key, table]) => [table, data[key as keyof DemoData].length]));

describe(`seeding on ${process.env.TEST_DB ?? 'pglite'}`, () => {
  it('starts empty and loads every row', async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    await seedDatabase(t.db, data, {});
    expect(await isDatabaseEmpty(t.db)).toBe(false);
    expect(await counts()).toEqual(expected());
  });

  it('round-trips jsonb, dates and timestamps', async () => {
    const [laddered] = data.goods.filter((g) => g.ladderPrice.length > 0 && g.type === 1);
    const [row] = await t.db
      .select()
      .from(s.goods)
      .where(sql`${s.goods.id} = ${laddered!.id}`);
    expect(row!.ladderPrice).toEqual(laddered!.ladderPrice);
    expect(row!.productionDate).toBe(laddered!.productionDate);
    expect(row!.createdAt.getTime()).toBe(laddered!.createdAt.getTime());
    const [controlled] = data.goods.filter((g) => g.isControlled);
    const [c] = await t.db
      .select()
      .from(s.goods)
      .where(sql`${s.goods.id} = ${controlled!.id}`);
    expect(c!.controlRule).toEqual(controlled!.controlRule);
  });

  it('moves serial sequences past the seeded ids', async () => {
    const [tag] = await t.db.insert(s.hotWords).values({ word: '测试热词' }).returning();
    expect(tag!.id).toBe(data.hotWords.length + 1);
  });

  it('reseeds with reset to the same counts, twice', async () => {
    await seedDatabase(t.db, data, { reset: true });
    expect(await counts()).toEqual(expected());
    await seedDatabase(t.db, generateDemoData({ goodsCount: 300 }), { reset: true });
    expect(await counts()).toEqual(expected());
    const [word] = await t.db.insert(s.hotWords).values({ word: '测试热词' }).returning();
    expect(word!.id).toBe(data.hotWords.length + 1);
  });

  it('rolls back completely when an insert fails', async () => {
    const before = await counts();
    const broken: DemoData = { ...data, news: [...data.news, { ...data.news[0]!, title: null as never }] };
    await expect(seedDatabase(t.db, broken, { reset: true })).rejects.toThrow();
    expect(await counts()).toEqual(before);
  });
});
