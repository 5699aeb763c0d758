import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionActivities } from '../../src/server/db/schema';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { activityLanding, activitySummaries, GOODS_PREVIEW, runningActivities } from '../../src/server/promotion-pages/landing';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 300 });
});
afterAll(async () => {
  await t?.teardown();
});

const DAY = 86_400_000;

describe(`activity landing data on ${process.env.TEST_DB}`, () => {
  it('shows a running activity with its rules and some of its goods', async () => {
    const [first] = await runningActivities();
    expect(first).toMatchObject({ status: 'running', url: `/yjh/${first.id}` });
    const landing = await activityLanding(first.id);
    expect(landing?.name).toBe(first.name);
    expect(landing?.rules.length).toBeGreaterThan(0);
    if (landing?.scope === 'goods') {
      expect(landing.goods.length).toBeGreaterThan(0);
      expect(landing.goods.length).toBeLessThanOrEqual(GOODS_PREVIEW);
      expect(landing.goodsCount).toBeGreaterThanOrEqual(landing.goods.length);
      expect(landing.goods[0].url).toMatch(/^\/list_info\/\d+$/);
    }
  });

  it('tells upcoming and ended activities apart, and hides disabled or unknown ones', async () => {
    const now = new Date();
    const insert = (name: string, startsAt: Date, endsAt: Date, isEnabled = true) =>
      t.db
        .insert(promotionActivities)
        .values({ kind: 'manjian', name, scope: 'all', tiers: [{ amount: 10_000, value: 1000 }], startsAt, endsAt, isEnabled })
        .returning({ id: promotionActivities.id })
        .then(([r]) => r.id);
    const upcoming = await insert('下周开始的活动', new Date(now.getTime() + 7 * DAY), new Date(now.getTime() + 14 * DAY));
    const ended = await insert('上月结束的活动', new Date(now.getTime() - 60 * DAY), new Date(now.getTime() - 30 * DAY));
    const disabled = await insert('停用的活动', new Date(now.getTime() - DAY), new Date(now.getTime() + DAY), false);

    expect(await activityLanding(upcoming, now)).toMatchObject({ status: 'upcoming', rules: ['满¥100.00减¥10.00'], goods: [] });
    expect(await activityLanding(ended, now)).toMatchObject({ status: 'ended' });
    expect(await activityLanding(disabled, now)).toBeUndefined();
    expect(await activityLanding(2_000_000_000, now)).toBeUndefined();
    const running = (await runningActivities(now)).map((a) => a.id);
    expect(running).not.toContain(upcoming);
    expect(running).not.toContain(ended);
    expect(running).not.toContain(disabled);
    expect((await activitySummaries([ended, 2_000_000_000, disabled, upcoming], now)).map((a) => a.id)).toEqual([ended, upcoming]);

    await t.db.update(promotionActivities).set({ isEnabled: false }).where(eq(promotionActivities.id, upcoming));
    expect(await activityLanding(upcoming, now)).toBeUndefined();
  });
});
