/**
 * URL state of the wallet lists (stores/url-state.ts on @nanostores/router): a tab change writes a
 * history entry and loads the tab's list without a reload, the back button (popstate) brings the
 * previous tab's list back, and a page opened with a query starts on that tab. The browser's
 * window, location and history are a small fake; the API is a local HTTP server.
 */
import { cleanStores, allTasks } from 'nanostores';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, startServer, type TestServer } from '../client/support/server';
import { recorder } from '../client/support/notifier';

/** A browser history of one tab: pushState adds an entry, back() moves and fires popstate. */
function fakeBrowser(startUrl: string) {
  const win = new EventTarget();
  const entries = [startUrl];
  let at = 0;
  const location = {
    get href() {
      return entries[at]!;
    },
    get hash() {
      return new URL(entries[at]!).hash;
    },
    origin: new URL(startUrl).origin,
  };
  const history = {
    pushState(_state: unknown, _title: unknown, path: string) {
      entries.splice(at + 1, entries.length, new URL(path, entries[at]).href);
      at++;
    },
    replaceState(_state: unknown, _title: unknown, path: string) {
      entries[at] = new URL(path, entries[at]).href;
    },
  };
  return {
    // The router's unmount also lets go of document.body (its link listener, off here).
    globals: { window: win, location, history, document: { body: new EventTarget() } },
    back() {
      at--;
      win.dispatchEvent(new Event('popstate'));
    },
    get url() {
      return entries[at]!;
    },
    get length() {
      return entries.length;
    },
  };
}

let server: TestServer;
const couponPage = (status: number) => ({ total: 1, page: 1, list: [{ id: status, status }], counts: { unused: 1, used: 1, expired: 1 } });

beforeAll(async () => {
  server = await startServer((req) => ok(couponPage(Number(new URLSearchParams(req.search).get('status')))));
});
afterAll(() => server.close());

let browser: ReturnType<typeof fakeBrowser>;
/** The wallet store and router, loaded fresh against a fake browser at `url`. */
async function openWallet(url: string) {
  browser = fakeBrowser(url);
  for (const [k, v] of Object.entries(browser.globals)) vi.stubGlobal(k, v);
  vi.resetModules();
  const { configureApi } = await import('../../../src/client/api');
  const ui = recorder();
  configureApi({ baseURL: server.baseURL, timeout: 2000, notifier: ui.notifier, navigate: ui.navigate, reload: ui.reload });
  const wallet = await import('../../../src/stores/wallet');
  const { $page } = await import('../../../src/stores/url-state');
  stores = [wallet.coupons.$s, $page];
  return wallet;
}
let stores: Parameters<typeof cleanStores>;

beforeEach(() => {
  server.received.length = 0;
});
afterEach(() => {
  cleanStores(...stores);
  vi.unstubAllGlobals();
});

/** The status asked of the API by each coupon-list request, in order. */
const askedStatuses = () => server.received.map((r) => new URLSearchParams(r.search).get('status'));

describe('wallet list filters in the URL', () => {
  it('a tab change is a new history entry with its list, and back restores the previous tab', async () => {
    const { coupons } = await openWallet('http://shop.test/wdqb_yhq');
    await coupons.load();
    expect(coupons.$s.get().filter.status).toBe(1);
    expect(browser.url).toBe('http://shop.test/wdqb_yhq'); // the default tab keeps the plain address

    await coupons.load({ status: 3, page: 1 });
    expect(browser.url).toBe('http://shop.test/wdqb_yhq?status=3');
    expect(browser.length).toBe(2);
    expect(coupons.$s.get().data?.list[0]).toMatchObject({ status: 3 });

    browser.back();
    await allTasks();
    await vi.waitFor(() => expect(coupons.$s.get().loading).toBe(false));
    expect(browser.url).toBe('http://shop.test/wdqb_yhq');
    expect(coupons.$s.get().filter.status).toBe(1);
    expect(coupons.$s.get().data?.list[0]).toMatchObject({ status: 1 });
    expect(askedStatuses()).toEqual(['1', '3', '1']);
    expect(browser.length).toBe(2); // going back added no entry
  });

  it('a page opened with a query starts on that tab and page', async () => {
    const { coupons } = await openWallet('http://shop.test/wdqb_yhq?status=2&page=3');
    await coupons.load();
    expect(coupons.$s.get().filter).toEqual({ page: 3, status: 2, type: 0 });
    expect(askedStatuses()).toEqual(['2']);
    expect(browser.length).toBe(1);
  });

  it('ignores malformed numbers in the query', async () => {
    const { coupons } = await openWallet('http://shop.test/wdqb_yhq?status=abc');
    await coupons.load();
    expect(coupons.$s.get().filter.status).toBe(1);
  });
});
