/**
 * $lottery against a local server (spec §4, §8): routes where it is not requested, shown only for
 * is_join 0, silent on failures, one draw request at a time, the result after the delay, confirmation
 * when closing during a draw, and not requested again after closing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../../../src/client/api';
import {
  $lottery,
  CLOSED_KEY,
  closeLottery,
  drawDetail,
  drawLottery,
  keepDrawing,
  loadLottery,
  lotteryAllowedOn,
  requestCloseLottery,
  resetLottery,
} from '../../../src/stores/lottery';
import { recorder } from '../client/support/notifier';
import { ok, startServer, type TestServer } from '../client/support/server';

let server: TestServer;
let ui: ReturnType<typeof recorder>;
const store = new Map<string, string>();
(globalThis as { sessionStorage?: unknown }).sessionStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
};

const DETAIL = {
  id: 3,
  name: '幸运大抽奖',
  rules: [],
  start_time: '',
  end_time: '',
  status: 'running',
  url: '/Hdzx/draw/3',
  prizes: [],
  chances: 1,
  used: 0,
  left: 1,
  can_draw: 1,
};
const PRIZE = { id: 9, name: '100 积分', remarks: '已存入积分账户', kind: 'points', is_win: 1 };

function lotteryServer(isJoin = 0, drawDelay = 0) {
  server.handle((req) => {
    if (req.path === '/api/draw/simple') return ok({ is_join: isJoin, id: 3 });
    if (req.path === '/api/draw') return ok(DETAIL);
    if (req.path === '/api/draw/3') return { delay: drawDelay, ...ok({ id: 1, prize: PRIZE, chances_left: 0 }) };
    return { status: 404, json: { code: 404, msg: 'x', data: null } };
  });
}
const paths = () => server.received.map((r) => `${r.method} ${r.path}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  store.clear();
  resetLottery();
  ui = recorder();
  configureApi({ baseURL: server.baseURL, timeout: 500, notifier: ui.notifier, navigate: ui.navigate, reload: ui.reload });
});

describe('$lottery', () => {
  it('is not requested on activity, live and similar routes', async () => {
    for (const p of ['/loading/activity', '/noActivity', '/activity/a/b', '/yjh/3', '/Hdzx/1,2/1', '/Hdzx/draw']) {
      expect(lotteryAllowedOn(p)).toBe(false);
      await loadLottery(p);
    }
    expect(server.received).toHaveLength(0);
    expect(lotteryAllowedOn('/')).toBe(true);
    expect(lotteryAllowedOn('/yjhx')).toBe(true);
  });

  it('opens only when is_join is 0', async () => {
    lotteryServer(1);
    await loadLottery('/');
    expect($lottery.get().phase).toBe('idle');
    expect(paths()).toEqual(['GET /api/draw/simple']);
    lotteryServer(0);
    await loadLottery('/');
    expect($lottery.get()).toMatchObject({ phase: 'open', detail: { id: 3 } });
  });

  it('opens while the home page asks for the same draw (one shared request, not one cancelling the other)', async () => {
    // The draw's answer is held until the pop-up has asked for it too.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.handle(async (req) => {
      if (req.path === '/api/draw/simple') return ok({ is_join: 0, id: 3 });
      if (req.path === '/api/draw') {
        await held;
        return ok(DETAIL);
      }
      return { status: 404, json: { code: 404, msg: 'x', data: null } };
    });
    // The home page's chance count asks first; the pop-up asks for the same draw after /api/draw/simple.
    const count = drawDetail(3).then((d) => d.left);
    const opening = loadLottery('/');
    while (!paths().includes('GET /api/draw/simple')) await sleep(5);
    await sleep(50);
    release();
    await opening;
    expect(await count).toBe(1);
    expect($lottery.get()).toMatchObject({ phase: 'open', detail: { id: 3 } });
    expect(paths().filter((p) => p === 'GET /api/draw')).toHaveLength(1);
    // Once answered, a later caller asks again (the count changes after a draw).
    await drawDetail(3);
    expect(paths().filter((p) => p === 'GET /api/draw')).toHaveLength(2);
  });

  it('ignores failures fetching the lottery state silently', async () => {
    server.handle(() => ({ status: 500, json: null }));
    await loadLottery('/');
    server.handle(() => ({ json: { code: 10001, msg: '请先登录', data: null } }));
    await loadLottery('/');
    expect($lottery.get().phase).toBe('idle');
    expect(ui.calls).toEqual([]);
    expect(ui.navigate).not.toHaveBeenCalled();
  });

  it('sends one draw request at a time and shows the result after the delay', async () => {
    lotteryServer(0, 50);
    await loadLottery('/');
    const started = Date.now();
    const first = drawLottery(300);
    void drawLottery(300);
    void drawLottery(300);
    expect($lottery.get().phase).toBe('drawing');
    await sleep(150);
    expect($lottery.get().phase).toBe('drawing');
    await first;
    expect(Date.now() - started).toBeGreaterThanOrEqual(340);
    expect($lottery.get()).toMatchObject({ phase: 'result', result: PRIZE });
    expect(paths().filter((p) => p === 'POST /api/draw/3')).toHaveLength(1);
  });

  it('asks before closing during a draw; closing hides after the animation and is not requested again', async () => {
    lotteryServer(0);
    await loadLottery('/');
    const drawing = drawLottery(200);
    requestCloseLottery(50);
    expect($lottery.get()).toMatchObject({ phase: 'drawing', confirmClose: true });
    keepDrawing();
    expect($lottery.get().confirmClose).toBe(false);
    requestCloseLottery(50);
    closeLottery(50);
    expect($lottery.get().phase).toBe('closing');
    await drawing;
    await sleep(80);
    expect($lottery.get().phase).toBe('hidden');
    expect(store.get(CLOSED_KEY)).toBe('1');
    resetLottery();
    server.received.length = 0;
    await loadLottery('/cart_step1');
    expect(server.received).toHaveLength(0);
  });
});
