import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, apiGet } from '../../../src/client/api';
import {
  $activeModal,
  $notices,
  $toasts,
  chooseAction,
  dismiss,
  notifierMounted,
  resetNotices,
  showAlert,
  showDialog,
  showFlash,
  showToast,
  storeNotifier,
  TOAST_MS,
} from '../../../src/stores/notifier';
import { startServer, type TestServer } from '../client/support/server';

beforeEach(() => resetNotices());
afterEach(() => {
  vi.useRealTimers();
});

describe('notice store', () => {
  it('toasts hide themselves after 2.5 s', () => {
    vi.useFakeTimers();
    notifierMounted();
    showToast('收藏成功', 'success');
    showToast('取消收藏成功');
    expect($toasts.get().map((t) => [t.msg, t.kind])).toEqual([
      ['收藏成功', 'success'],
      ['取消收藏成功', 'info'],
    ]);
    expect(TOAST_MS).toBe(2500);
    vi.advanceTimersByTime(2499);
    expect($toasts.get()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('a toast shown before the Notifier island mounted waits for it, then hides 2.5 s later', () => {
    vi.useFakeTimers();
    showToast('已加入购物车', 'success'); // the island answered a tap; the notifier hydrates on idle, later
    vi.advanceTimersByTime(10_000);
    expect($toasts.get().map((t) => t.msg)).toEqual(['已加入购物车']);
    const unmount = notifierMounted();
    vi.advanceTimersByTime(2499);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
    unmount();
  });

  it('shows alerts and dialogs one at a time, oldest first', () => {
    const closed = vi.fn();
    const first = showAlert({ title: '温馨提示', msg: '库存不足' }, closed);
    showDialog({ title: '温馨提示', msg: '请求超时，请刷新页面', actions: [{ label: '刷新', primary: true }] });
    expect($activeModal.get()).toMatchObject({ id: first, type: 'alert', msg: '库存不足', actions: [{ label: '确定', primary: true }] });
    dismiss(first);
    expect(closed).toHaveBeenCalledTimes(1);
    expect($activeModal.get()).toMatchObject({ type: 'dialog', msg: '请求超时，请刷新页面' });
    dismiss(first); // already gone: no second close
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('a dialog button runs its action, then closes the dialog', () => {
    const run = vi.fn();
    const id = showDialog({ title: 't', msg: 'm', actions: [{ label: '刷新', primary: true, run }] });
    const action = $activeModal.get()?.actions[0];
    if (!action) throw new Error('no action');
    chooseAction(id, action);
    expect(run).toHaveBeenCalledTimes(1);
    expect($notices.get()).toEqual([]);
  });

  it('the store notifier resolves alerts and dialogs when they close', async () => {
    const done = vi.fn();
    void storeNotifier.alert({ title: '温馨提示', msg: 'x' }).then(done);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    dismiss($activeModal.get()!.id);
    await Promise.resolve();
    expect(done).toHaveBeenCalledTimes(1);
  });
});

describe('installed as the default client notifier', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(() => ({ json: { code: 40001, msg: '活动暂未开始', data: null } }));
  });
  afterAll(() => server.close());

  it('an API error with no explicit notifier lands in the store', async () => {
    configureApi({ baseURL: server.baseURL, navigate: vi.fn() });
    await expect(apiGet('/api/index/spike')).rejects.toMatchObject({ code: 40001 });
    expect($activeModal.get()).toMatchObject({ type: 'alert', title: '温馨提示', msg: '活动暂未开始' });
  });
});

describe('the one-time flash of a plain form post', () => {
  const FLASH = `yaocai_flash=${encodeURIComponent(JSON.stringify({ kind: 'success', msg: '加入购物车成功' }))}`;
  // document as the notifier sees it: the cookie string and the <html> element's data attributes.
  const page = { cookie: '', documentElement: { dataset: {} as Record<string, string> } };
  beforeEach(() => {
    page.cookie = `yaocai_sid=abc; ${FLASH}`;
    page.documentElement.dataset = {};
    (globalThis as { document?: unknown }).document = page;
  });
  afterAll(() => delete (globalThis as { document?: unknown }).document);

  it('is shown once by the page the post came back to, and cleared', () => {
    showFlash();
    expect($toasts.get().map((t) => [t.msg, t.kind])).toEqual([['加入购物车成功', 'success']]);
    expect(page.cookie).toBe('yaocai_flash=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('is left alone by the page that posted the form and is being replaced (its notifier hydrated late)', () => {
    page.documentElement.dataset.leaving = '1';
    showFlash();
    expect($toasts.get()).toEqual([]);
    expect(page.cookie).toContain(FLASH);
  });
});
