import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { TestBrowser } from '../helpers/accounts-browser';
import { CapturedSms } from '../helpers/accounts-sms';
import { COMPANY, loginAs, registerPharmacy } from '../helpers/accounts-fixtures';
import { POST as createCode } from '../../src/pages/api/user/create_code';
import { GET as base } from '../../src/pages/api/user/base';
import { POST as updateUserInfo } from '../../src/pages/api/user/updateUserInfo';
import { GET as jyfw } from '../../src/pages/api/user/jyfw';
import { GET as zizhi } from '../../src/pages/api/user/zizhi';
import { GET as listStores, POST as addStore } from '../../src/pages/api/user/stores';
import { POST as switchStore } from '../../src/pages/api/user/stores/[id]/switch';
import { GET as listAddresses, POST as createAddress } from '../../src/pages/api/user/address';
import { DELETE as deleteAddress, PUT as updateAddress } from '../../src/pages/api/user/address/[id]';
import { POST as defaultAddress } from '../../src/pages/api/user/address/[id]/default';
import { GET as listMessages } from '../../src/pages/api/user/messages';
import { POST as readMessage } from '../../src/pages/api/user/messages/[id]/read';
import { POST as readAll } from '../../src/pages/api/user/messages/read_all';
import { DELETE as unbindWechat } from '../../src/pages/api/user/unbind_wechat';
import { GET as wechatStart } from '../../src/pages/api/user/wechat/start';
import { GET as wechatCallback } from '../../src/pages/api/user/wechat/callback';
import { GET as contract } from '../../src/pages/api/user/contract';
import { POST as signContract } from '../../src/pages/api/user/contract/sign';
import { setSmsProvider } from '../../src/server/sms/provider';
import { DevWechatProvider } from '../../src/server/wechat/provider';
import { requireCanOrder, requireSignedContract } from '../../src/server/contract/guard';
import { memberByName, pendingReviews, reviewMember } from '../../src/server/qualifications/service';
import { VISITOR } from '../../src/server/auth/viewer';
import { viewerOf } from '../../src/server/auth/viewer-of.server';
import { contractSignatures, messages, qualifications, stores } from '../../src/server/db/schema';

let t: TestDb;
const sms = new CapturedSms();
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 100 });
  sms.install();
});
afterAll(async () => {
  setSmsProvider(null);
  await t?.teardown();
});

const ADDRESS = { consignee: '王芳', phone: '13712349999', province: '浙江省', city: '杭州市', district: '拱墅区', detail: '湖墅南路 100 号仓库' };

describe(`account centre APIs on ${process.env.TEST_DB}`, () => {
  it('every centre API asks visitors to log in (10001, HTTP 401)', async () => {
    const v = new TestBrowser('10.6.0.1');
    const answers = await Promise.all([
      v.call(jyfw, '/api/user/jyfw'),
      v.call(zizhi, '/api/user/zizhi'),
      v.call(listStores, '/api/user/stores'),
      v.call(listAddresses, '/api/user/address'),
      v.call(listMessages, '/api/user/messages'),
      v.call(contract, '/api/user/contract'),
      v.call(updateUserInfo, '/api/user/updateUserInfo', { body: { name: '王芳', phone: '13712349999' } }),
      v.call(unbindWechat, '/api/user/unbind_wechat', { method: 'DELETE' }),
    ]);
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(answers.map(() => [401, 10001]));
  });

  it('updates the contact name, and the phone only with a code sent to the new phone', async () => {
    const b = await registerPharmacy(sms, '13712350001', '10.6.1.1');
    expect((await b.call(updateUserInfo, '/api/user/updateUserInfo', { body: { name: '王芳芳', phone: '13712350001' } })).body.code).toBe(10000);
    const noCode = await b.call(updateUserInfo, '/api/user/updateUserInfo', { body: { name: '王芳芳', phone: '13712350002' } });
    expect(noCode.status).toBe(422);
    expect(noCode.body.errors.code).toBeDefined();
    const taken = await b.call(createCode, '/api/user/create_code', { body: { phone: '13800138000', type: 'change_phone' } });
    expect(taken.body.code).toBe(10000); // same answer, but no code goes to a taken phone
    await b.call(createCode, '/api/user/create_code', { body: { phone: '13712350002', type: 'change_phone' } });
    const changed = await b.call(updateUserInfo, '/api/user/updateUserInfo', { body: { name: '王芳芳', phone: '13712350002', code: sms.codeFor('13712350002') } });
    expect(changed.body.code).toBe(10000);
    expect((await b.call(base, '/api/user/base')).body.data).toMatchObject({ name: '王芳芳', phone: '137****0002', username: '13712350002' });
  });

  it('lists certificates against the company type, with warnings and the business scope', async () => {
    const demo = await loginAs('demo', '10.6.2.1');
    const data = (await demo.call(zizhi, '/api/user/zizhi')).body.data;
    expect(data.is_passed).toBe(1);
    expect(data.required.map((s: { type: string }) => s.type)).toEqual(['business_license', 'drug_license', 'power_of_attorney', 'buyer_id']);
    expect(data.missing).toEqual([]);
    const scope = (await demo.call(jyfw, '/api/user/jyfw')).body.data;
    expect(scope.scope).toContain('中药饮片');
    const pending = (await (await loginAs('pending', '10.6.2.2')).call(zizhi, '/api/user/zizhi')).body.data;
    expect(pending.is_passed).toBe(0);
    expect(pending.required.map((s: { type: string }) => s.type)).toContain('medical_license');
    expect(pending.missing).toEqual([]);
    expect(pending.list.every((q: { status: string }) => q.status === 'pending')).toBe(true);
  });

  it("adds a store and switches between stores; another member's store is 404", async () => {
    const b = await registerPharmacy(sms, '13712350011', '10.6.3.1');
    const added = await b.call(addStore, '/api/user/stores', { body: { ...COMPANY, company: '杭州康泰大药房二分店', company_type: '连锁药店' } });
    expect(added.body.code).toBe(10000);
    const id = String(added.body.data.id);
    expect((await b.call(listStores, '/api/user/stores')).body.data.map((s: { is_active: number }) => s.is_active)).toEqual([1, 0]);
    expect((await b.call(switchStore, `/api/user/stores/${id}/switch`, { params: { id } })).body.code).toBe(10000);
    expect((await b.call(base, '/api/user/base')).body.data.company).toBe('杭州康泰大药房二分店');
    expect((await b.call(listStores, '/api/user/stores')).body.data.map((s: { is_active: number }) => s.is_active)).toEqual([0, 1]);
    expect((await b.call(switchStore, '/api/user/stores/1/switch', { params: { id: '1' } })).status).toBe(404);
  });

  it('keeps delivery addresses per store with exactly one default', async () => {
    const b = await registerPharmacy(sms, '13712350021', '10.6.4.1');
    const first = (await b.call(createAddress, '/api/user/address', { body: ADDRESS })).body.data;
    expect(first.is_default).toBe(1);
    const second = (await b.call(createAddress, '/api/user/address', { body: { ...ADDRESS, detail: '莫干山路 8 号门店' } })).body.data;
    expect(second.is_default).toBe(0);
    const sid = String(second.id);
    await b.call(defaultAddress, `/api/user/address/${sid}/default`, { params: { id: sid } });
    let list = (await b.call(listAddresses, '/api/user/address')).body.data;
    expect(list.map((a: { id: number; is_default: number }) => [a.id, a.is_default])).toEqual([
      [second.id, 1],
      [first.id, 0],
    ]);
    const edited = await b.call(updateAddress, `/api/user/address/${sid}`, { method: 'PUT', params: { id: sid }, body: { ...ADDRESS, detail: '莫干山路 9 号门店' } });
    expect(edited.body.data).toMatchObject({ detail: '莫干山路 9 号门店', is_default: 1 });
    expect((await b.call(createAddress, '/api/user/address', { body: { ...ADDRESS, phone: '123' } })).status).toBe(422);
    await b.call(deleteAddress, `/api/user/address/${sid}`, { method: 'DELETE', params: { id: sid } });
    list = (await b.call(listAddresses, '/api/user/address')).body.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: first.id, is_default: 1 });
    const demo = await loginAs('demo', '10.6.4.2');
    const fid = String(first.id);
    expect((await demo.call(deleteAddress, `/api/user/address/${fid}`, { method: 'DELETE', params: { id: fid } })).status).toBe(404);
  });

  it('lists messages and keeps message_count in step with reading them', async () => {
    const demo = await loginAs('demo', '10.6.5.1');
    const page = (await demo.call(listMessages, '/api/user/messages')).body.data;
    expect(page.unread).toBe((await demo.call(base, '/api/user/base')).body.data.message_count);
    const unread = page.list.find((m: { is_read: number }) => !m.is_read);
    const id = String(unread.id);
    const read = await demo.call(readMessage, `/api/user/messages/${id}/read`, { params: { id } });
    expect(read.body.data.message_count).toBe(page.unread - 1);
    await demo.call(readAll, '/api/user/messages/read_all');
    expect((await demo.call(base, '/api/user/base')).body.data.message_count).toBe(0);
    const pending = await loginAs('pending', '10.6.5.2');
    expect((await pending.call(readMessage, `/api/user/messages/${id}/read`, { params: { id } })).status).toBe(404);
  });

  it('binds WeChat through the OAuth round trip (state checked) and unbinds it', async () => {
    const b = await registerPharmacy(sms, '13712350031', '10.6.6.1');
    const start = await b.call(wechatStart, '/api/user/wechat/start?intent=bind');
    const state = new URL(start.headers.get('location')!, b.origin).searchParams.get('state')!;
    const code = DevWechatProvider.issueCode('wx_binder', '绑定测试');
    const forged = await b.call(wechatCallback, `/api/user/wechat/callback?code=${encodeURIComponent(code)}&state=wrong`);
    expect(forged.headers.get('location')).toBe('/login?wechat=expired');
    await b.call(wechatStart, '/api/user/wechat/start?intent=bind');
    const again = await b.call(wechatStart, '/api/user/wechat/start?intent=bind');
    const state2 = new URL(again.headers.get('location')!, b.origin).searchParams.get('state')!;
    expect(state2).not.toBe(state);
    const done = await b.call(wechatCallback, `/api/user/wechat/callback?code=${encodeURIComponent(code)}&state=${state2}`);
    expect(done.headers.get('location')).toBe('/bdwx?wechat=bound');
    expect((await b.call(base, '/api/user/base')).body.data.wechat).toBe(1);
    // The same WeChat cannot be bound to a second account.
    const other = await registerPharmacy(sms, '13712350032', '10.6.6.2');
    const s3 = new URL((await other.call(wechatStart, '/api/user/wechat/start?intent=bind')).headers.get('location')!, other.origin).searchParams.get('state')!;
    const taken = await other.call(wechatCallback, `/api/user/wechat/callback?code=${encodeURIComponent(DevWechatProvider.issueCode('wx_binder', 'x'))}&state=${s3}`);
    expect(taken.headers.get('location')).toBe('/bdwx?wechat=taken');
    expect((await b.call(unbindWechat, '/api/user/unbind_wechat', { method: 'DELETE' })).body.code).toBe(10000);
    expect((await b.call(base, '/api/user/base')).body.data.wechat).toBe(0);
    expect((await b.call(unbindWechat, '/api/user/unbind_wechat', { method: 'DELETE' })).body.code).toBe(10052);
  });

  it('guards ordering: 459 until the contract is signed; signing records time, IP and version', async () => {
    const b = await registerPharmacy(sms, '13712350041', '10.6.7.1');
    const account = (await b.call(base, '/api/user/base')).body.data;
    const member = await memberByName(account.username);
    const [store] = await t.db.select().from(stores).where(eq(stores.memberId, member!.id));
    const viewer = { storeId: store.id, isPassed: false, companyType: store.companyType, province: store.province };
    await expect(requireSignedContract(VISITOR)).rejects.toMatchObject({ message: '请先登录' });
    await expect(requireSignedContract(viewer)).rejects.toMatchObject({ code: 459 });
    expect((await b.call(contract, '/api/user/contract')).body.data).toMatchObject({ signed: false });
    expect((await b.call(signContract, '/api/user/contract/sign', { body: { signer: '王芳' } })).status).toBe(422);
    const signed = await b.call(signContract, '/api/user/contract/sign', { body: { signer: '王芳', agree: '1' }, headers: { 'user-agent': 'vitest' } });
    expect(signed.body.data).toMatchObject({ signed: true, version: '2026.11-v1', signer: '王芳', ip: '10.6.7.1' });
    await expect(requireSignedContract(viewer)).resolves.toBeUndefined();
    const [sig] = await t.db.select().from(contractSignatures).where(eq(contractSignatures.storeId, store.id));
    expect(sig).toMatchObject({ ip: '10.6.7.1', userAgent: 'vitest', version: '2026.11-v1' });
    await expect(requireCanOrder(viewer)).rejects.toMatchObject({ code: 10040 });
    expect((await b.call(signContract, '/api/user/contract/sign', { body: { signer: '王芳', agree: '1' } })).body.code).toBe(10060);
  });

  it('review by the operator: approve passes the store, reject records the reason; expired licences block ordering', async () => {
    const pending = await memberByName('pending');
    expect((await pendingReviews()).some((r) => r.member === 'pending')).toBe(true);
    // Reject first (all four pending), then the member re-submits and the operator approves.
    const rejected = await reviewMember(pending!.id, { reviewer: 'test', reject: '身份证照片模糊' });
    expect(rejected[0]).toMatchObject({ changed: 4, isPassed: false });
    const [row] = await t.db.select().from(qualifications).where(eq(qualifications.number, '320106********2024'));
    expect(row).toMatchObject({ status: 'rejected', rejectReason: '身份证照片模糊' });
    expect((await reviewMember(pending!.id, { reviewer: 'test' }))[0]).toMatchObject({ changed: 0, isPassed: false });
    await t.db.update(qualifications).set({ status: 'pending' }).where(eq(qualifications.storeId, 2));
    await t.db.delete(qualifications).where(eq(qualifications.id, row.id));
    expect((await reviewMember(pending!.id, { reviewer: 'test' }))[0]).toMatchObject({ changed: 3, isPassed: false, missing: ['采购人员身份证'] });
    // Re-submitted with its scan (a certificate is approved on its file only, issue 25).
    await t.db.insert(qualifications).values({ storeId: 2, type: 'buyer_id', number: '320106********1234', validTo: '2031-01-01', status: 'pending', fileId: row.fileId });
    expect((await reviewMember(pending!.id, { reviewer: 'test' }))[0]).toMatchObject({ changed: 1, isPassed: true, missing: [] });
    const [idCard] = await t.db.select().from(qualifications).where(eq(qualifications.number, '320106********1234'));
    const notes = await t.db.select().from(messages).where(eq(messages.storeId, 2));
    expect(notes.map((m) => m.title)).toEqual(expect.arrayContaining(['资质审核未通过', '资质审核通过']));
    // Signed and approved: may order, until a required licence expires.
    await t.db.update(stores).set({ contractSignedAt: new Date() }).where(eq(stores.id, 2));
    const viewer = { storeId: 2, isPassed: true, companyType: '诊所', province: '江苏省' };
    await expect(requireCanOrder(viewer)).resolves.toBeUndefined();
    await t.db.update(qualifications).set({ validTo: '2020-01-01' }).where(eq(qualifications.id, idCard.id));
    await expect(requireCanOrder(viewer)).rejects.toMatchObject({ code: 10041 });
  });

  it('viewerOf reads the session: active store, review state, type and province', async () => {
    const demo = await loginAs('demo', '10.6.8.1');
    let seen: unknown;
    await demo.call(async (context) => {
      seen = await viewerOf(context as never);
      return new Response('{}');
    }, '/x');
    expect(seen).toEqual({ storeId: 1, isPassed: true, companyType: '单体药店', province: '浙江省' });
    await new TestBrowser('10.6.8.2').call(async (context) => {
      seen = await viewerOf(context as never);
      return new Response('{}');
    }, '/x');
    expect(seen).toEqual(VISITOR);
  });
});
