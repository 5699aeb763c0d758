/**
 * The lottery and points-mall APIs as a browser calls them (issue 14), on PGlite and PostgreSQL:
 * envelopes, visitors, 422 on bad input, the draw returning prize name and remarks, masked winners,
 * redeeming and cancelling a points order, someone else's order → 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { TestBrowser } from '../helpers/accounts-browser';
import { loginAs } from '../helpers/accounts-fixtures';
import * as simple from '../../src/pages/api/draw/simple';
import * as detail from '../../src/pages/api/draw/index';
import * as drawOne from '../../src/pages/api/draw/[id]';
import * as activity from '../../src/pages/api/draw/[id]/activity';
import * as newRecord from '../../src/pages/api/draw/new_record';
import * as record from '../../src/pages/api/draw/record';
import * as ads from '../../src/pages/api/draw/ads';
import * as goods from '../../src/pages/api/points/goods';
import * as redeem from '../../src/pages/api/points/redeem';
import * as orders from '../../src/pages/api/points/orders/index';
import * as cancel from '../../src/pages/api/points/orders/[id]/cancel';

let t: TestDb;
const engine = process.env.TEST_DB ?? 'pglite';
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 200 });
});
afterAll(async () => {
  await t?.teardown();
});

describe(`lottery APIs on ${engine}`, () => {
  it('visitors: is_join 1, public activity facts, ads; drawing needs a login', async () => {
    const v = new TestBrowser('10.9.0.1');
    const s = await v.call(simple.GET, '/api/draw/simple');
    expect(s.body).toMatchObject({ code: 10000, data: { is_join: 1 } });
    const id = s.body.data.id as number;
    expect((await v.call(activity.GET, `/api/draw/${id}/activity`, { params: { id: String(id) } })).body.data).toMatchObject({ id, status: 'running', url: `/Hdzx/draw/${id}` });
    expect((await v.call(ads.GET, '/api/draw/ads')).body.data[0]).toMatchObject({ id, url: `/Hdzx/draw/${id}` });
    expect((await v.call(detail.GET, `/api/draw?id=${id}`)).body.data).toMatchObject({ id, can_draw: 0, left: 0 });
    expect((await v.call(drawOne.POST, `/api/draw/${id}`, { method: 'POST', params: { id: String(id) } })).body.code).toBe(10001);
    expect((await v.call(record.GET, '/api/draw/record')).body.code).toBe(10001);
  });

  it('bad input → 422 with Chinese messages; unknown activity → 404', async () => {
    const v = new TestBrowser('10.9.0.2');
    const bad = await v.call(detail.GET, '/api/draw?id=abc');
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: 422, errors: { id: ['活动不正确'] } });
    expect((await v.call(newRecord.GET, '/api/draw/new_record')).status).toBe(422);
    expect((await v.call(activity.GET, '/api/draw/999999/activity', { params: { id: '999999' } })).status).toBe(404);
    expect((await v.call(activity.GET, '/api/draw/x/activity', { params: { id: 'x' } })).status).toBe(404);
  });

  it('choujiang draws once: prize with name and remarks, then refused; winners masked', async () => {
    const b = await loginAs('choujiang', '10.9.0.3');
    const s = await b.call(simple.GET, '/api/draw/simple');
    expect(s.body.data.is_join).toBe(0);
    const id = String(s.body.data.id);
    const r = await b.call(drawOne.POST, `/api/draw/${id}`, { method: 'POST', params: { id } });
    expect(r.body.code).toBe(10000);
    expect(r.body.data.prize.name).toEqual(expect.any(String));
    expect(r.body.data.prize.remarks).toEqual(expect.any(String));
    expect(r.body.data.prize.is_win).toBe(1); // the demo lottery wins every draw while prizes last
    const again = await b.call(drawOne.POST, `/api/draw/${id}`, { method: 'POST', params: { id } });
    expect(again.body.code).toBe(33002);
    expect(again.body.msg).toContain('抽奖次数已用完');
    expect((await b.call(simple.GET, '/api/draw/simple')).body.data.is_join).toBe(1);
    const mine = await b.call(record.GET, `/api/draw/record?id=${id}`);
    expect(mine.body.data.list).toHaveLength(1);
    const winners = (await b.call(newRecord.GET, `/api/draw/new_record?id=${id}`)).body.data;
    expect(winners[0]).toMatchObject({ phone: '137****7000', company: '上海****公司', prize_name: r.body.data.prize.name });
    // The demo member's record is not mine.
    const demo = await loginAs('demo', '10.9.0.4');
    expect((await demo.call(record.GET, `/api/draw/record?id=${id}`)).body.data.list.every((x: any) => x.prize_name === '谢谢参与')).toBe(true);
  });

  it('points mall: redeem, list, cancel; refusals in Chinese; another member cannot cancel', async () => {
    const b = await loginAs('choujiang', '10.9.0.5');
    const list = (await b.call(goods.GET, '/api/points/goods')).body.data;
    const mask = list.list.find((g: any) => g.name.startsWith('医用外科口罩'));
    const before = list.points as number;
    const bad = await b.call(redeem.POST, '/api/points/redeem', { body: { goods_id: mask.id, number: 0 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ number: ['兑换数量至少为 1'], address_id: [expect.stringContaining('收货地址')] });
    const addr = 1; // the demo member's address, not choujiang's
    const foreign = await b.call(redeem.POST, '/api/points/redeem', { body: { goods_id: mask.id, number: 1, address_id: addr } });
    expect(foreign.body).toMatchObject({ code: 34004, msg: '请选择收货地址' });
    const { listAddresses } = await import('../../src/server/accounts/addresses');
    const [mine] = await listAddresses(3);
    const ok = await b.call(redeem.POST, '/api/points/redeem', { body: { goods_id: mask.id, number: 2, address_id: mine!.id } });
    expect(ok.body).toMatchObject({ code: 10000, msg: '兑换成功', data: { points: 1600, status_text: '待发货' } });
    expect((await b.call(goods.GET, '/api/points/goods')).body.data.points).toBe(before - 1600);
    const tooMany = await b.call(redeem.POST, '/api/points/redeem', { body: { goods_id: mask.id, number: 4, address_id: mine!.id } });
    expect(tooMany.body.msg).toContain('每位会员限兑 5 件');
    const mineOrders = (await b.call(orders.GET, '/api/points/orders')).body.data;
    expect(mineOrders.list[0]).toMatchObject({ id: ok.body.data.id, name: mask.name });
    const other = await loginAs('demo', '10.9.0.6');
    const foreignCancel = await other.call(cancel.POST, `/api/points/orders/${ok.body.data.id}/cancel`, { method: 'POST', params: { id: String(ok.body.data.id) } });
    expect(foreignCancel.status).toBe(404);
    const done = await b.call(cancel.POST, `/api/points/orders/${ok.body.data.id}/cancel`, { method: 'POST', params: { id: String(ok.body.data.id) } });
    expect(done.body).toMatchObject({ code: 10000, data: { status_text: '已取消' } });
    expect((await b.call(goods.GET, '/api/points/goods')).body.data.points).toBe(before);
  });
});
