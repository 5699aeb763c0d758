import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../src/server/db/schema';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { countNews, NEWS_PAGE_SIZE, newsPage } from '../../src/server/content/news-list';
import { newsById, newsForPath, newsNeighbours } from '../../src/server/content/news-article';
import { latestNews } from '../../src/server/content/news';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 300 });
});
afterAll(async () => {
  await t?.teardown();
});

describe(`news from the database on ${process.env.TEST_DB}`, () => {
  it('pages through every article once, newest first, per type and overall', async () => {
    for (const type of [undefined, 'hy', 'company'] as const) {
      const total = await countNews(type);
      expect(total, String(type)).toBeGreaterThan(0);
      const pages = Math.ceil(total / NEWS_PAGE_SIZE);
      const seen: { id: number; published_at: string; type: string }[] = [];
      for (let p = 1; p <= pages; p++) seen.push(...(await newsPage(type, p)));
      expect(seen).toHaveLength(total);
      expect(new Set(seen.map((n) => n.id)).size).toBe(total);
      if (type) expect(seen.every((n) => n.type === type)).toBe(true);
      const times = seen.map((n) => Date.parse(n.published_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(await newsPage(type, pages + 1)).toEqual([]);
    }
    expect((await countNews('hy')) + (await countNews('company'))).toBe(await countNews());
  });

  it('finds an article only under its own type', async () => {
    const [first] = await latestNews(1, 'hy');
    const article = await newsForPath({ id: String(first.id), type: 'hy' });
    expect(article).toMatchObject({ id: first.id, type: 'hy', title: first.title, url: `/help_news_info/${first.id}/hy` });
    expect(article!.body.length).toBeGreaterThan(50);
    expect(await newsForPath({ id: String(first.id), type: 'company' })).toBeUndefined();
    for (const params of [
      { id: '0', type: 'hy' },
      { id: 'abc', type: 'hy' },
      { id: '99999999999', type: 'hy' },
      { id: '2147483648', type: 'hy' },
      { id: String(first.id), type: 'xx' },
      {},
    ]) {
      expect(await newsForPath(params), JSON.stringify(params)).toBeUndefined();
    }
    expect(await newsById(2_147_483_647)).toBeUndefined();
  });

  it('links each article to its newer and older neighbour of the same type', async () => {
    const total = await countNews('company');
    const all = await newsPage('company', 1, total);
    const middle = await newsById(all[1].id);
    const { newer, older } = await newsNeighbours(middle!);
    expect(newer?.id).toBe(all[0].id);
    expect(older?.id).toBe(all[2]?.id);
    expect((await newsNeighbours((await newsById(all[0].id))!)).newer).toBeUndefined();
    expect((await newsNeighbours((await newsById(all.at(-1)!.id))!)).older).toBeUndefined();
  });

  it('shows an article the operator adds at once: no rebuild involved', async () => {
    const before = await countNews('company');
    const [row] = await t.db
      .insert(news)
      .values({
        type: 'company',
        title: '运营刚刚发布的公告',
        summary: '新的公告摘要',
        body: '## 公告\n\n正文',
        source: '药采',
        publishedAt: new Date(Date.now() + 60_000),
      })
      .returning();
    expect(await countNews('company')).toBe(before + 1);
    expect((await newsPage('company', 1))[0]).toMatchObject({ id: row.id, title: '运营刚刚发布的公告' });
    expect(await newsForPath({ id: String(row.id), type: 'company' })).toMatchObject({ body: '## 公告\n\n正文' });
  });
});
