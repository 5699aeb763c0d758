import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../src/client/api';
import { LOGIN_FLAG_KEY } from '../../../src/stores/login-flag';
import { $isLoggedIn, $user, loadUser, logout, USER_SKIP_ROUTES } from '../../../src/stores/user';
import { recorder, settle } from '../client/support/notifier';
import { ok, startServer, type TestServer } from '../client/support/server';
import type { UserBase } from '../../../src/wire/user';

let server: TestServer;
let ui: ReturnType<typeof recorder>;
let local: Map<string, string>;
let reload: ReturnType<typeof vi.fn>;

/** The server's answer for a member (every field of the wire type, so a renamed field fails here). */
const BASE: UserBase = {
  show: true,
  is_login: 1,
  username: 'yaofang01',
  name: '李四',
  phone: '13800138000',
  company: '仁心大药房',
  face: '',
  rank: 1,
  admin: { name: '王经理', phone: '13900000000', is_default: 0 },
  address: '广州市',
  is_passed: 1,
  points: 20,
  cart: 3,
  message_count: 2,
  wechat: 0,
  common_config: { hot_line: '400-000-0000', qq1: '1', qq2: '2' },
  quality_inspection: { quality_inspection_url: '', msg: '质检报告请联系客服' },
  login_url: '/login',
  is_show_youx: 1,
  is_special: 0,
  is_can_chat: 1,
  token: 'tok',
  is_AfterSale: 0,
};

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  $user.set({ show: false });
  ui = recorder();
  configureApi({ baseURL: server.baseURL, timeout: 200, notifier: ui.notifier, navigate: ui.navigate, reload: ui.reload });
  local = new Map();
  reload = vi.fn();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => local.get(k) ?? null,
    setItem: (k: string, v: string) => void local.set(k, v),
    removeItem: (k: string) => void local.delete(k),
  });
  vi.stubGlobal('location', { reload, assign: vi.fn(), pathname: '/', search: '' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadUser', () => {
  it('loads GET /api/user/base into $user with show: true and records the login flag', async () => {
    server.handle(() => ok(BASE));
    await loadUser('home');
    expect(server.received.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/user/base']);
    expect($user.get()).toEqual({ ...BASE, show: true });
    expect($isLoggedIn.get()).toBe(true);
    expect(local.get(LOGIN_FLAG_KEY)).toBe('1');
  });

  it.each([
    ['login required', { status: 401, json: { code: 10001, msg: '请先登录', data: null } }],
    ['a server error', { status: 500, json: null }],
    ['a business error', { json: { code: 40001, msg: '账号已冻结', data: null } }],
    ['a timeout', { delay: 600, ...ok(BASE) }],
  ])('on %s sets { show: true } with no data and shows nothing', async (_name, reply) => {
    $user.set({ ...BASE, show: false });
    server.handle(() => reply);
    await loadUser('home');
    expect($user.get()).toEqual({ show: true });
    expect($isLoggedIn.get()).toBe(false);
    await settle();
    expect(ui.calls).toEqual([]);
    expect(ui.navigate).not.toHaveBeenCalled();
  });

  it('a login-required answer clears the stored login flag', async () => {
    local.set(LOGIN_FLAG_KEY, '1');
    server.handle(() => ({ status: 401, json: { code: 10001, msg: '请先登录', data: null } }));
    await loadUser();
    expect(local.has(LOGIN_FLAG_KEY)).toBe(false);
  });

  it.each([...USER_SKIP_ROUTES])('is skipped on route %s', async (route) => {
    server.handle(() => ok(BASE));
    await loadUser(route);
    expect(server.received).toEqual([]);
    expect($user.get()).toEqual({ show: false });
  });

  it('skips exactly user_hyzx, login and zhzx_bdwx', () => {
    expect([...USER_SKIP_ROUTES].sort()).toEqual(['login', 'user_hyzx', 'zhzx_bdwx']);
  });

  it('when called twice at once, the older call is dropped quietly and the newer one sets the user', async () => {
    server.handle(() => ({ delay: 100, ...ok(BASE) }));
    const older = loadUser('home');
    const newer = loadUser('cart_step1');
    await older;
    // the older request was cancelled: no { show: true } failure state was written
    expect($user.get()).toEqual({ show: false });
    await newer;
    expect($user.get()).toEqual({ ...BASE, show: true });
    await settle();
    expect(ui.calls).toEqual([]);
  });
});

describe('logout', () => {
  it('calls DELETE /api/user/logout, clears the login flag and reloads', async () => {
    local.set(LOGIN_FLAG_KEY, '1');
    server.handle(() => ok(null, '退出成功'));
    await expect(logout()).resolves.toBe(true);
    expect(server.received.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/user/logout']);
    expect(local.has(LOGIN_FLAG_KEY)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(ui.navigate).not.toHaveBeenCalled();
  });

  it('treats an already-ended session as logged out', async () => {
    local.set(LOGIN_FLAG_KEY, '1');
    server.handle(() => ({ status: 401, json: { code: 10001, msg: '请先登录', data: null } }));
    await logout();
    expect(local.has(LOGIN_FLAG_KEY)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(ui.navigate).not.toHaveBeenCalled();
  });

  it('on a server failure shows the error, keeps the flag and does not reload', async () => {
    local.set(LOGIN_FLAG_KEY, '1');
    server.handle(() => ({ status: 500, json: null }));
    await expect(logout()).resolves.toBe(false);
    expect(local.get(LOGIN_FLAG_KEY)).toBe('1');
    expect(reload).not.toHaveBeenCalled();
    expect(ui.calls).toEqual([{ type: 'toast', msg: '系统繁忙，请稍候再试', kind: 'error' }]);
  });
});
