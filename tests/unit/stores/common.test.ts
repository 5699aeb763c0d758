import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../src/client/api';
import { $clock, serverNow } from '../../../src/stores/clock';
import { $common, $commonLoaded, EMPTY_COMMON, loadCommon, setCommon } from '../../../src/stores/common';
import { recorder } from '../client/support/notifier';
import { ok, startServer, type TestServer } from '../client/support/server';

let server: TestServer;
let ui: ReturnType<typeof recorder>;

const COMMON = {
  rnss: ['感冒灵', '板蓝根'],
  nav: [{ id: 1, name: '首页', url: '/', is_open: 0, children: [] }],
  category: [{ id: 10, name: '中西成药', children: [{ id: 11, name: '感冒用药' }] }],
  category_yx: [],
  category_zy: [{ id: 20, name: '中药饮片' }],
  category_qx: [{ id: 30, name: '医疗器械' }],
  brand: [{ id: 5, name: '同仁堂' }],
  timestamp: 1_700_000_000,
};

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  $common.set(EMPTY_COMMON);
  $commonLoaded.set(false);
  ui = recorder();
  configureApi({ baseURL: server.baseURL, timeout: 200, notifier: ui.notifier, navigate: ui.navigate, reload: ui.reload });
});

describe('loadCommon', () => {
  it('loads GET /api/focus/common and syncs the server clock from its timestamp', async () => {
    server.handle(() => ok(COMMON));
    await loadCommon();
    expect(server.received.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/focus/common']);
    expect($common.get()).toEqual(COMMON);
    expect($commonLoaded.get()).toBe(true);
    expect($clock.get()).toBeGreaterThanOrEqual(1_700_000_000_000);
    expect(serverNow() - 1_700_000_000_000).toBeLessThan(5_000);
  });

  it('shares one request between concurrent callers and does not refetch unless forced', async () => {
    server.handle(() => ({ delay: 30, ...ok(COMMON) }));
    await Promise.all([loadCommon(), loadCommon(), loadCommon()]);
    await loadCommon();
    expect(server.received).toHaveLength(1);
    await loadCommon(true);
    expect(server.received).toHaveLength(2);
  });

  it.each([
    ['a 500', { status: 500, json: null }],
    ['a business error', { json: { code: 40001, msg: 'x', data: null } }],
    ['login required', { status: 401, json: { code: 10001, msg: '请先登录', data: null } }],
    ['a timeout', { delay: 600, ...ok(COMMON) }],
  ])('ignores %s silently and keeps the store', async (_name, reply) => {
    setCommon({ rnss: ['旧'] });
    server.handle(() => reply);
    await expect(loadCommon(true)).resolves.toBeUndefined();
    expect($common.get().rnss).toEqual(['旧']);
    expect(ui.calls).toEqual([]);
    expect(ui.navigate).not.toHaveBeenCalled();
  });

  it('fills missing lists so islands can map safely', () => {
    setCommon({ nav: [{ id: 1, name: 'a', url: '/' }], category: null as never });
    expect($common.get()).toMatchObject({ nav: [{ id: 1 }], category: [], brand: [], timestamp: null });
  });

  it('does not move the clock when there is no timestamp', () => {
    vi.useFakeTimers();
    try {
      const before = $clock.get();
      setCommon({});
      expect($clock.get()).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });
});
