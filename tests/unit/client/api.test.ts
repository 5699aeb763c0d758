import qs from 'qs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CancelledError, createApiClient, type ApiClient } from '../../../src/client/api';
import { ok, startServer, type TestServer } from './support/server';
import { recorder, settle } from './support/notifier';

let server: TestServer;
let ui: ReturnType<typeof recorder>;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.received.length = 0;
  server.handle(() => ok(null));
  ui = recorder('/cart?a=1');
  api = createApiClient({
    baseURL: server.baseURL,
    timeout: 200,
    notifier: ui.notifier,
    navigate: ui.navigate,
    reload: ui.reload,
    currentPath: ui.currentPath,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Runs a call that must fail and returns its ApiError. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request encoding', () => {
  it('sends a string body with the content type its caller set (JSON for large payloads), else as a form', async () => {
    await api.post('/api/plan/match', JSON.stringify({ lines: [{ row: 2 }] }), { headers: { 'content-type': 'application/json' } });
    await api.post('/api/x', 'a=1');
    const [json, form] = server.received;
    expect(json?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(json?.body ?? '')).toEqual({ lines: [{ row: 2 }] });
    expect(form?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('form-encodes POST bodies with qs brackets: ids[] and indexed lines', async () => {
    await api.post('/api/cart/batch_delete', { ids: [1, 2] });
    const lines = [
      { goods_id: 11, price: '9.90', number: 3, ck_id: 2, type: 1 },
      { goods_id: 12, price: '1', number: 1, ck_id: 2 },
    ];
    await api.post('/api/cart', { goods: lines });

    const [del, add] = server.received;
    expect(del?.method).toBe('POST');
    expect(del?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(decodeURIComponent(del?.body ?? '')).toBe('ids[]=1&ids[]=2');
    expect(decodeURIComponent(add?.body ?? '')).toContain('goods[0][goods_id]=11&goods[0][price]=9.90');
    expect(qs.parse(add?.body ?? '')).toEqual({
      goods: [
        { goods_id: '11', price: '9.90', number: '3', ck_id: '2', type: '1' },
        { goods_id: '12', price: '1', number: '1', ck_id: '2' },
      ],
    });
  });

  it('form-encodes PUT bodies and sends DELETE with its method', async () => {
    await api.put('/api/user/updateUserInfo', { name: '张三', phone: '13800138000' });
    await api.delete('/api/user/logout');
    expect(server.received[0]?.method).toBe('PUT');
    expect(qs.parse(server.received[0]?.body ?? '')).toEqual({ name: '张三', phone: '13800138000' });
    expect(server.received[1]?.method).toBe('DELETE');
    expect(server.received[1]?.path).toBe('/api/user/logout');
  });

  it('sends GET params as a bracket query and normalizes paths without a leading slash', async () => {
    await api.get('api/cart/total');
    await api.get('/api/goods/list?sort=1', { page: 2, ids: [3, 4], keywords: '感冒' });
    expect(server.received[0]?.path).toBe('/api/cart/total');
    expect(server.received[1]?.path).toBe('/api/goods/list');
    expect(qs.parse(server.received[1]?.search ?? '')).toEqual({ sort: '1', page: '2', ids: ['3', '4'], keywords: '感冒' });
    expect(server.received[1]?.body).toBe('');
  });

  it('includes credentials and asks for JSON', async () => {
    const spy = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    const client = createApiClient({ baseURL: server.baseURL, notifier: ui.notifier, fetch: spy });
    await client.post('/api/favorite', { goods_ids: [5] });
    const init = spy.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(server.received[0]?.headers.accept).toBe('application/json');
  });

  it('passes FormData through as multipart', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await api.post('/api/user/zizhi', form);
    expect(server.received[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('success answers', () => {
  it.each([10000, 200, 201])('code %s resolves with data', async (code) => {
    server.handle(() => ({ json: { code, msg: '成功', data: { total: 3 } } }));
    await expect(api.get('/api/cart/total')).resolves.toEqual({ total: 3 });
    expect(ui.calls).toEqual([]);
  });

  it('exposes the full envelope', async () => {
    server.handle(() => ({ json: { code: 10000, msg: '加入购物车成功', data: [1] } }));
    await expect(api.envelope('POST', '/api/cart', { body: { goods: [] } })).resolves.toEqual({
      code: 10000,
      msg: '加入购物车成功',
      data: [1],
    });
  });
});

describe('error catalogue', () => {
  it('10001 on HTTP 401 redirects to /login with the current path', async () => {
    server.handle(() => ({ status: 401, json: { code: 10001, msg: '请先登录', data: null } }));
    const error = await failure(api.get('/api/user/coupon'));
    expect(error).toMatchObject({ kind: 'login', code: 10001, status: 401, msg: '请先登录' });
    expect(ui.navigate).toHaveBeenCalledWith('/login?redirect=%2Fcart%3Fa%3D1');
    expect(ui.calls).toEqual([]);
  });

  it('10001 on HTTP 200 and a bare 401 also redirect', async () => {
    server.handle(() => ({ json: { code: 10001, msg: '登录已失效', data: null } }));
    await failure(api.get('/api/user/coupon'));
    server.handle(() => ({ status: 401, raw: 'Unauthorized', contentType: 'text/plain' }));
    await failure(api.get('/api/user/zizhi'));
    expect(ui.navigate).toHaveBeenCalledTimes(2);
  });

  it('does not redirect the login page to itself', async () => {
    ui.setPath('/login?redirect=%2Forder');
    server.handle(() => ({ status: 401, json: { code: 10001, msg: '请先登录', data: null } }));
    await failure(api.get('/api/user/coupon'));
    expect(ui.navigate).not.toHaveBeenCalled();
  });

  it('459 shows the message, then goes to /dzht once it is closed', async () => {
    server.handle(() => ({ json: { code: 459, msg: '请先签署电子采购合同', data: null } }));
    const error = await failure(api.post('/api/cart/checkout', { ids: [1] }));
    expect(error).toMatchObject({ kind: 'contract', code: 459, status: 200 });
    expect(ui.calls).toEqual([{ type: 'alert', title: '温馨提示', msg: '请先签署电子采购合同' }]);
    await settle();
    expect(ui.navigate).not.toHaveBeenCalled();
    ui.closeModal();
    await settle();
    expect(ui.navigate).toHaveBeenCalledWith('/dzht');
  });

  it('422 toasts the first error of the first field', async () => {
    server.handle(() => ({
      status: 422,
      json: { code: 422, message: '手机号不能为空', errors: { phone: ['手机号格式不正确', '手机号已存在'], name: ['姓名不能为空'] } },
    }));
    const error = await failure(api.post('/api/user/updateUserInfo', { phone: '1' }));
    expect(error).toMatchObject({ kind: 'validation', code: 422, status: 422, msg: '手机号格式不正确' });
    expect(error.errors).toEqual({ phone: ['手机号格式不正确', '手机号已存在'], name: ['姓名不能为空'] });
    expect(ui.calls).toEqual([{ type: 'toast', msg: '手机号格式不正确', kind: 'error' }]);
  });

  it('422 without field errors toasts its message', async () => {
    server.handle(() => ({ status: 422, json: { code: 422, message: '参数错误', errors: {} } }));
    await failure(api.post('/api/user/feedback', {}));
    expect(ui.calls).toEqual([{ type: 'toast', msg: '参数错误', kind: 'error' }]);
  });

  it.each([500, 502, 503])('HTTP %s toasts 系统繁忙 and is not retried', async (status) => {
    server.handle(() => (status === 502 ? { status, raw: '<html>Bad Gateway</html>' } : { status, json: { code: 500, msg: 'x', data: null } }));
    const error = await failure(api.get('/api/goods/hot'));
    expect(error).toMatchObject({ kind: 'server', status });
    expect(ui.calls).toEqual([{ type: 'toast', msg: '系统繁忙，请稍候再试', kind: 'error' }]);
    expect(server.received).toHaveLength(1);
  });

  it('a 5xx of our server toasts its own message with the request id the buyer can quote', async () => {
    const msg = '系统维护中，数据库暂时无法访问，请稍后重试（请求编号：0a1b2c3d4e5f6789）';
    server.handle(() => ({ status: 503, json: { code: 503, msg, data: null, request_id: '0a1b2c3d4e5f6789' } }));
    const error = await failure(api.post('/api/cart/checkout', { ids: [1] }));
    expect(error).toMatchObject({ kind: 'server', status: 503, msg });
    expect(ui.calls).toEqual([{ type: 'toast', msg, kind: 'error' }]);
  });

  it('other codes alert the server message titled 温馨提示', async () => {
    server.handle(() => ({ json: { code: 40001, msg: '该商品库存不足', data: null } }));
    const error = await failure(api.post('/api/cart/checkout', { ids: [1] }));
    expect(error).toMatchObject({ kind: 'business', code: 40001, status: 200, msg: '该商品库存不足', errors: null });
    expect(ui.calls).toEqual([{ type: 'alert', title: '温馨提示', msg: '该商品库存不足' }]);
    expect(ui.navigate).not.toHaveBeenCalled();
  });

  it('a timeout shows the 刷新 dialog, and 刷新 reloads', async () => {
    server.handle(() => ({ delay: 600, ...ok(1) }));
    const error = await failure(api.get('/api/focus/right'));
    expect(error).toMatchObject({ kind: 'timeout', code: 0, status: 0, msg: '请求超时，请刷新页面' });
    expect(ui.calls).toHaveLength(1);
    const dialog = ui.calls[0];
    expect(dialog).toMatchObject({ type: 'dialog', msg: '请求超时，请刷新页面' });
    if (dialog?.type !== 'dialog') throw new Error('no dialog');
    expect(dialog.actions.map((a) => a.label)).toEqual(['刷新']);
    expect(ui.reload).not.toHaveBeenCalled();
    dialog.actions[0]?.run?.();
    expect(ui.reload).toHaveBeenCalledTimes(1);
  });

  it('shows one timeout dialog for requests timing out together', async () => {
    server.handle(() => ({ delay: 600, ...ok(1) }));
    await Promise.allSettled([api.get('/api/focus/right'), api.get('/api/focus/top'), api.get('/api/focus/xrtj')]);
    expect(ui.calls.filter((c) => c.type === 'dialog')).toHaveLength(1);
    ui.closeModal();
    await settle();
    await failure(api.get('/api/focus/right'));
    expect(ui.calls.filter((c) => c.type === 'dialog')).toHaveLength(2);
  });

  it('an unreachable server toasts 系统繁忙', async () => {
    const dead = await startServer();
    const url = dead.baseURL;
    await dead.close();
    const client = createApiClient({ baseURL: url, notifier: ui.notifier, navigate: ui.navigate });
    const error = await failure(client.get('/api/focus'));
    expect(error.kind).toBe('network');
    expect(ui.calls).toEqual([{ type: 'toast', msg: '系统繁忙，请稍候再试', kind: 'error' }]);
  });
});

describe('silent calls', () => {
  it('silent: true shows nothing and does not navigate, but still rejects', async () => {
    const replies = [
      { status: 401, json: { code: 10001, msg: '请先登录', data: null } },
      { json: { code: 459, msg: '合同', data: null } },
      { status: 422, json: { code: 422, message: 'm', errors: { a: ['b'] } } },
      { status: 500, json: null },
      { json: { code: 40001, msg: 'x', data: null } },
      { delay: 600, ...ok(1) },
    ];
    for (const reply of replies) {
      server.handle(() => reply);
      await failure(api.get('/api/focus/common', undefined, { silent: true }));
    }
    await settle();
    expect(ui.calls).toEqual([]);
    expect(ui.navigate).not.toHaveBeenCalled();
  });

  it('a list silences only the named codes, statuses or kinds', async () => {
    server.handle(() => ({ json: { code: 459, msg: '合同', data: null } }));
    await failure(api.get('/api/draw/simple', undefined, { silent: [459] }));
    server.handle(() => ({ json: { code: 40001, msg: '活动已结束', data: null } }));
    await failure(api.get('/api/draw/simple', undefined, { silent: [459, 'timeout'] }));
    expect(ui.calls).toEqual([{ type: 'alert', title: '温馨提示', msg: '活动已结束' }]);
  });
});

describe('de-duplication', () => {
  it('a second GET to the same path cancels the first without any UI', async () => {
    server.handle((req) => (req.search.includes('page=1') ? { delay: 150, ...ok('first') } : ok('second')));
    const first = api.get('/api/goods/list', { page: 1 });
    const second = api.get('/api/goods/list', { page: 2 });
    const firstError = await first.catch((e: unknown) => e);
    expect(firstError).toBeInstanceOf(CancelledError);
    expect(firstError).not.toBeInstanceOf(ApiError);
    await expect(second).resolves.toBe('second');
    await settle();
    expect(ui.calls).toEqual([]);
    expect(ui.navigate).not.toHaveBeenCalled();
  });

  it('compares normalized paths (api/cart/total vs /api/cart/total)', async () => {
    server.handle(() => ({ delay: 50, ...ok(1) }));
    const first = api.get('api/cart/total');
    const second = api.get('/api/cart/total/');
    await expect(first).rejects.toBeInstanceOf(CancelledError);
    await expect(second).resolves.toBe(1);
  });

  it('a cancelled request that would have failed still shows nothing', async () => {
    server.handle((req) => (req.search === 'n=1' ? { delay: 100, status: 500, json: null } : ok('fine')));
    const first = api.get('/api/goods/hot', { n: 1 });
    const second = api.get('/api/goods/hot', { n: 2 });
    await expect(first).rejects.toBeInstanceOf(CancelledError);
    await expect(second).resolves.toBe('fine');
    await settle();
    expect(ui.calls).toEqual([]);
  });

  it.each(['/api/cart', 'api/favorite', '/api/favorite/cancel', '/api/activity/tap'])('%s runs in parallel', async (path) => {
    server.handle((req) => ({ delay: 50, ...ok(qs.parse(req.body)) }));
    const a = api.post(path, { goods_ids: [1] });
    const b = api.post(path, { goods_ids: [2] });
    await expect(Promise.all([a, b])).resolves.toEqual([{ goods_ids: ['1'] }, { goods_ids: ['2'] }]);
  });

  it('different paths and different methods do not cancel each other', async () => {
    server.handle((req) => ({ delay: 50, ...ok(`${req.method} ${req.path}`) }));
    const results = await Promise.all([api.get('/api/user/buy', { page: 1 }), api.post('/api/user/buy', { name: 'x' }), api.get('/api/user/coupon')]);
    expect(results).toEqual(['GET /api/user/buy', 'POST /api/user/buy', 'GET /api/user/coupon']);
  });

  it('a finished request does not cancel later ones', async () => {
    await api.get('/api/focus/ppzq');
    await expect(api.get('/api/focus/ppzq')).resolves.toBeNull();
  });

  it("the caller's own signal cancels quietly", async () => {
    server.handle(() => ({ delay: 100, ...ok(1) }));
    const controller = new AbortController();
    const call = api.get('/api/goods/search', { keywords: 'a' }, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(CancelledError);
    await settle();
    expect(ui.calls).toEqual([]);
  });
});
