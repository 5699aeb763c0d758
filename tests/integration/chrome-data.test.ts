import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { commonData } from '../../src/server/content/common-data';
import { focusAt, homeShelves } from '../../src/server/content/focus';
import { globalLinks, navigation, NAV_MAX } from '../../src/server/content/navigation';
import { goodsByIds } from '../../src/server/catalogue/goods-query';
import { goodsView } from '../../src/server/catalogue/goods-view';
import { VISITOR, type Viewer } from '../../src/server/auth/viewer';
import { focusItems, goods, navItems } from '../../src/server/db/schema';
import { GET as commonEndpoint } from '../../src/pages/api/focus/common';
import { GET as baseEndpoint } from '../../src/pages/api/user/base';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 300 });
});
afterAll(async () => {
  await t?.teardown();
});

const APPROVED: Viewer = { storeId: 1, isPassed: true, companyType: '单体药店', province: '浙江省' };

describe(`chrome data on ${process.env.TEST_DB}`, () => {
  it('common data: hot words, ≤9 nav entries, ≥7 categories with children, zone trees, timestamp in seconds', async () => {
    const data = await commonData(new Date('2026-11-21T08:00:00Z'));
    expect(data.rnss.length).toBeGreaterThan(0);
    expect(data.nav.length).toBeGreaterThan(0);
    expect(data.nav.length).toBeLessThanOrEqual(NAV_MAX);
    expect(data.category.length).toBeGreaterThanOrEqual(7);
    expect(data.category.every((c) => c.children.length > 0)).toBe(true);
    expect(data.category_zy.length + data.category_qx.length + data.category_yx.length).toBe(data.category.length);
    expect(data.timestamp).toBe(1795248000);
  });

  it('nav is capped at 9 even when the operator adds more', async () => {
    await t.db.insert(navItems).values(Array.from({ length: 12 }, (_, i) => ({ name: `临时${i}`, url: `/x${i}`, sort: 1000 + i })));
    expect((await navigation()).length).toBe(NAV_MAX);
    await t.db.delete(navItems).where(eq(navItems.url, '/x0'));
  });

  it('focus items respect their time window', async () => {
    const now = new Date('2026-11-21T00:00:00Z');
    const [expired] = await t.db
      .insert(focusItems)
      .values({ position: 'banner', title: '已结束活动', image: '/img/banner/1.svg', endsAt: new Date('2026-01-01T00:00:00Z') })
      .returning();
    const [future] = await t.db
      .insert(focusItems)
      .values({ position: 'banner', title: '未开始活动', image: '/img/banner/1.svg', startsAt: new Date('2027-01-01T00:00:00Z') })
      .returning();
    const live = await focusAt('banner', now);
    expect(live.length).toBeGreaterThan(0);
    expect(live.map((b) => b.id)).not.toContain(expired.id);
    expect(live.map((b) => b.id)).not.toContain(future.id);
  });

  it('shelves hide prices from visitors and show them to approved members', async () => {
    const visitorShelves = await homeShelves(VISITOR);
    expect(visitorShelves.length).toBeGreaterThanOrEqual(6);
    const seen = visitorShelves.flatMap((s) => s.goods);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((g) => g.base_price === null && g.price_notice === '登录可见' && g.ladder_price.length === 0)).toBe(true);
    const pending = (await homeShelves({ ...APPROVED, isPassed: false })).flatMap((s) => s.goods);
    expect(pending.every((g) => g.price_notice === '资质审核后可见')).toBe(true);
    const member = (await homeShelves(APPROVED)).flatMap((s) => s.goods);
    expect(member.every((g) => typeof g.base_price === 'string' && /^\d+\.\d{2}$/.test(g.base_price!))).toBe(true);
  });

  it('controlled-sales goods reach only the buyers they are released to', async () => {
    const [controlled] = await t.db.select().from(goods).where(eq(goods.isControlled, true)).limit(1);
    expect(controlled).toBeDefined();
    await t.db
      .update(goods)
      .set({ controlRule: { companyTypes: ['诊所'], provinces: ['四川省'] } })
      .where(eq(goods.id, controlled.id));
    expect(await goodsByIds([controlled.id], VISITOR)).toHaveLength(0);
    expect(await goodsByIds([controlled.id], APPROVED)).toHaveLength(0);
    expect(await goodsByIds([controlled.id], { ...APPROVED, companyType: '诊所', province: '四川省' })).toHaveLength(1);
  });

  it('goods view carries the spec fields with prices in yuan from fen', async () => {
    const [row] = await t.db.select().from(goods).where(eq(goods.isControlled, false)).limit(1);
    const [source] = await goodsByIds([row.id], APPROVED);
    const view = goodsView(source, APPROVED);
    expect(view.base_price).toBe((row.basePrice / 100).toFixed(2));
    expect(view).toEqual(expect.objectContaining({ id: row.id, ypgg: row.spec, bzdw: row.unit, number: row.stock, batch_no: row.batchNo, approval_no: row.approvalNo }));
  });

  it('links and the endpoints answer in the envelope', async () => {
    expect((await globalLinks()).length).toBeGreaterThan(0);
    const context = { request: new Request('http://x/api/focus/common'), url: new URL('http://x/api/focus/common') } as never;
    const res = await commonEndpoint(context);
    expect(res.status).toBe(200);
    expect((await res.json()).code).toBe(10000);
    const base = await (await baseEndpoint(context)).json();
    expect(base.data).toMatchObject({ show: true, username: '', is_passed: 0 });
  });
});
