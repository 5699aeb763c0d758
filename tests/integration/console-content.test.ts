/**
 * Issue 18, content in the console: header navigation never exceeds 9 entries, even with several
 * operators adding at once (PostgreSQL runs them concurrently); hot words added once, removed.
 * PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNull } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { operatorBrowser } from '../helpers/console-fixtures';
import type { TestBrowser } from '../helpers/accounts-browser';
import { hotWords, navItems } from '../../src/server/db/schema';
import { POST as addNav } from '../../src/pages/admin/api/content/nav/index';
import { POST as removeNav } from '../../src/pages/admin/api/content/nav/[id]/delete';
import { POST as addWord } from '../../src/pages/admin/api/content/hot-words/index';
import { POST as removeWord } from '../../src/pages/admin/api/content/hot-words/[id]/delete';

let t: TestDb;
let a: TestBrowser;
let b: TestBrowser;
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 100 });
  a = await operatorBrowser('merchandiser');
  b = await operatorBrowser('admin');
});
afterAll(async () => {
  await t?.teardown();
});

const navCount = async () => Number((await t.db.select({ n: count() }).from(navItems).where(isNull(navItems.parentId)))[0]!.n);

describe('content', () => {
  it('keeps the header navigation at 9 entries at most, also when operators add at once', async () => {
    expect((await a.call(addNav, '/admin/api/content/nav', { body: { name: '', url: 'x' } })).status).toBe(422);
    while ((await navCount()) > 7) {
      const [first] = await t.db.select().from(navItems).where(isNull(navItems.parentId)).orderBy(navItems.id).limit(1);
      await a.call(removeNav, `/admin/api/content/nav/${first!.id}/delete`, { params: { id: String(first!.id) }, body: {} });
    }
    while ((await navCount()) < 7) await a.call(addNav, '/admin/api/content/nav', { body: { name: '补位', url: '/zyyp' } });
    const answers = await Promise.all([0, 1, 2, 3].map((i) => (i % 2 ? a : b).call(addNav, '/admin/api/content/nav', { body: { name: `新导航${i}`, url: '/kxzq' } })));
    expect(answers.filter((x) => x.body.code === 10000).length).toBe(9 - 7);
    expect(answers.filter((x) => x.body.code === 40903).every((x) => x.body.msg === '导航最多 9 项，请先删除一项')).toBe(true);
    expect(await navCount()).toBe(9);
    const [last] = await t.db.select().from(navItems).where(eq(navItems.name, '新导航0')).limit(1);
    const victim = last ?? (await t.db.select().from(navItems).where(isNull(navItems.parentId)).limit(1))[0]!;
    expect((await a.call(removeNav, `/admin/api/content/nav/${victim.id}/delete`, { params: { id: String(victim.id) }, body: {} })).body.code).toBe(10000);
    expect(await navCount()).toBe(8);
  });

  it('adds a hot word once and removes it', async () => {
    const added = await a.call(addWord, '/admin/api/content/hot-words', { body: { word: '蔻雅清咽片', sort: '1' } });
    expect(added.body.code).toBe(10000);
    expect((await a.call(addWord, '/admin/api/content/hot-words', { body: { word: '蔻雅清咽片' } })).body.errors.word[0]).toBe('该热词已存在');
    const id = String(added.body.data.id);
    expect((await a.call(removeWord, `/admin/api/content/hot-words/${id}/delete`, { params: { id }, body: {} })).body.code).toBe(10000);
    expect(await t.db.select().from(hotWords).where(eq(hotWords.word, '蔻雅清咽片'))).toEqual([]);
  });
});
