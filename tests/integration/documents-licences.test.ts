/**
 * Licences as GSP requires (issue 25 item 7): no approval without the certificate's file, a store's pending
 * certificates decided in one action, an expired certificate (any approved one) refusing checkout with
 * 「您的《…》已于 … 过期，请更新后再下单」, and the demo data: the demo member's licences valid, `guoqi`'s expired.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { operatorBrowser } from '../helpers/console-fixtures';
import { makeBuyers } from '../helpers/orders-fixtures';
import { qualifications, stores } from '../../src/server/db/schema';
import { POST as decideStore } from '../../src/pages/admin/api/stores/[id]/qualifications';
import { requireCanOrder, LICENCE_EXPIRED } from '../../src/server/contract/guard';
import { addShanghaiDays, shanghaiToday } from '../../src/lib/time';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
}, 120_000);
afterAll(async () => {
  await t?.teardown();
});

const viewer = (storeId: number) => ({ storeId, isPassed: true, companyType: '单体药店', province: '浙江省' }) as never;

describe(`licences on ${process.env.TEST_DB}`, () => {
  it('refuses approving a store whose certificate has no file, then approves every pending one at once', async () => {
    const op = await operatorBrowser('reviewer');
    const [b] = await makeBuyers(t.db, 1);
    await t.db.update(qualifications).set({ status: 'pending' }).where(eq(qualifications.storeId, b!.storeId));
    const call = (decision: string) => op.call(decideStore, `/admin/api/stores/${b!.storeId}/qualifications`, { params: { id: String(b!.storeId) }, body: { decision } });
    const refused = await call('approve');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.file[0]).toContain('未上传文件，不能审核通过');
    expect((await t.db.select().from(qualifications).where(eq(qualifications.storeId, b!.storeId)))[0]!.status).toBe('pending');
    // The demo's pending store carries its scans: one action approves all four.
    const done = await op.call(decideStore, '/admin/api/stores/2/qualifications', { params: { id: '2' }, body: { decision: 'approve' } });
    expect(done.body.data).toMatchObject({ changed: 4, is_passed: true });
    const rejectedNoReason = await call('reject');
    expect(rejectedNoReason.status).toBe(422);
  });

  it('blocks checkout on an expired certificate with its name and day; the demo member stays able to order', async () => {
    await expect(requireCanOrder(viewer(1))).resolves.toBeUndefined();
    const [gsp] = await t.db
      .select()
      .from(qualifications)
      .where(and(eq(qualifications.storeId, 1), eq(qualifications.type, 'gsp')));
    expect(gsp!.validTo! > shanghaiToday()).toBe(true);
    const [guoqi] = await t.db.select().from(stores).where(eq(stores.company, '杭州康泰过期示例药房有限公司'));
    const day = addShanghaiDays(shanghaiToday(), -3);
    await expect(requireCanOrder(viewer(guoqi!.id))).rejects.toMatchObject({ code: LICENCE_EXPIRED, message: `您的《药品经营许可证》已于 ${day} 过期，请更新后再下单` });
    // An optional certificate the store holds approved blocks too once lapsed.
    await t.db.update(qualifications).set({ validTo: day }).where(eq(qualifications.id, gsp!.id));
    await expect(requireCanOrder(viewer(1))).rejects.toMatchObject({ message: `您的《GSP 证书》已于 ${day} 过期，请更新后再下单` });
  });
});
