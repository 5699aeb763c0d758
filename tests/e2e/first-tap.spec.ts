/**
 * Issue 34: the first tap always answers, on a slow phone. With the CPU throttled 4× (CDP
 * `Emulation.setCPUThrottlingRate`) a fresh member taps 加入购物车 on a search page and on a detail page
 * the moment the button shows (before its island hydrated: the box is a real form the server answers),
 * then 去结算 and 提交订单 (disabled and busy until their island hydrated, so the tap waits for them
 * rather than doing nothing); each time the cart or the page changes. INP (the longest event-timing
 * interaction, as web-vitals measures it) of each page is printed.
 * Then, at 360 and 390 px: the detail page's name, quoted price and buy bar on the first screen, and
 * nothing in the header, the buy bar or the order detail's lines sticking out of the screen; pictures
 * at 390 px of detail, search, cart and order detail in test-results/screens/ (with a CJK font, so the
 * text can be read).
 */
import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { addLine, api } from './demo-api';
import { freshMember, loginMember } from './members';

test.describe.configure({ mode: 'serial' });

const SEARCH = '/search?keywords=%E6%84%9F%E5%86%92';
const SCREENS = 'test-results/screens';
let orderId = 0;
let goodsId = 0;
/** The new member of the first test (its own cart and order), whose order the phone test shows. */
let buyer = '';

/** Every page keeps its largest interaction (event timing with an interactionId) in sessionStorage as it goes away. */
async function watchInp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let worst = 0;
    const note = (entries: PerformanceEntryList) => {
      for (const e of entries as PerformanceEventTiming[]) if (e.interactionId) worst = Math.max(worst, e.duration);
    };
    const observer = new PerformanceObserver((list) => note(list.getEntries()));
    observer.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    addEventListener('pagehide', () => {
      note(observer.takeRecords());
      if (worst) sessionStorage.setItem(`inp ${location.pathname}${location.search}`, String(Math.round(worst)));
    });
  });
}

async function printInp(page: Page, label: string): Promise<void> {
  const found = await page.evaluate(() => Object.entries(sessionStorage).filter(([k]) => k.startsWith('inp ')));
  for (const [key, ms] of found) console.log(`INP ${label} ${key.slice(4)}: ${ms} ms`);
}

async function cartCount(page: Page, id: number): Promise<number> {
  const cart = await api(page.request, 'GET', '/api/cart/list');
  return cart.items.filter((i: { goods_id: number }) => i.goods_id === id).reduce((n: number, i: { number: number }) => n + i.number, 0);
}

test('throttled 4×: 加入购物车 on search and detail, 去结算 and 提交订单 answer the first tap', async ({ page }) => {
  buyer = (await freshMember(page.request)).username;
  await loginMember(page, buyer);
  await watchInp(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  // Search: the first 加入购物车 is tapped as soon as it is visible (no wait for hydration).
  await page.goto(SEARCH, { waitUntil: 'commit' });
  const first = page.getByRole('button', { name: '加入购物车' }).first();
  await first.waitFor();
  const searchGoods = Number(await first.locator('xpath=ancestor::form[1]').locator('input[name="goods_id"]').inputValue());
  const before = await cartCount(page, searchGoods);
  let tapped = Date.now();
  await first.click();
  // The cart's message shows either way (the island's toast, or the form's one-time flash on the page it came
  // back to); a toast waits for the notifier island, which hydrates on idle. Watched from the tap on: it lasts
  // 2.5 s once shown and may be gone by the time the cart is read.
  const message = expect(page.getByRole('status').getByText(/加入购物车成功|已加入购物车/)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => cartCount(page, searchGoods), { timeout: 15_000 }).toBeGreaterThan(before);
  console.log(`search 加入购物车: cart changed ${Date.now() - tapped} ms after the tap`);
  await message;

  // Detail: the page's main box (hydrates first; a tap before that posts the form).
  const list = await api(page.request, 'GET', '/api/goods/list?page=1&page_size=50');
  type G = { id: number; is_buy: number; number: number; only_mid_pack: number; is_ephedrine: number; xg_number: number | null; type: number };
  goodsId = (list.list as G[]).find((g) => g.is_buy === 1 && g.number > 10 && !g.only_mid_pack && !g.is_ephedrine && !g.xg_number && g.type === 1 && g.id !== searchGoods)!.id;
  await page.goto(`/list_info/${goodsId}`, { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: '加入购物车' }).first();
  await add.waitFor();
  tapped = Date.now();
  await add.click();
  await expect.poll(() => cartCount(page, goodsId), { timeout: 15_000 }).toBeGreaterThan(0);
  console.log(`detail 加入购物车: cart changed ${Date.now() - tapped} ms after the tap`);

  // 去结算 and 提交订单: tapped when visible; they show disabled (aria-busy) until they can answer.
  await page.goto('/cart_step1', { waitUntil: 'commit' });
  const go = page.getByRole('button', { name: '去结算' }).first();
  await go.waitFor();
  tapped = Date.now();
  await go.click();
  await expect(page).toHaveURL(/\/cart_step2/, { timeout: 20_000 });
  console.log(`去结算: step 2 ${Date.now() - tapped} ms after the button showed`);
  const submit = page.getByRole('button', { name: '提交订单' });
  await submit.waitFor();
  tapped = Date.now();
  await submit.click({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/cart_step3\/\d+$/, { timeout: 20_000 });
  console.log(`提交订单: step 3 ${Date.now() - tapped} ms after the button showed`);
  orderId = Number(/\/cart_step3\/(\d+)$/.exec(page.url())![1]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await printInp(page, '(4× CPU)');
});

/** Serves the CJK font of the invoice PDFs to the page (this machine has none), for readable pictures only. */
async function readableText(page: Page): Promise<void> {
  await page.route('**/__e2e-font/wqy.ttf', (route) => route.fulfill({ body: fs.readFileSync('assets/fonts/WenQuanYiMicroHei-GB2312.ttf'), contentType: 'font/ttf' }));
  await page.addStyleTag({ content: "@font-face { font-family: e2e-cjk; src: url('/__e2e-font/wqy.ttf'); } body, button, input { font-family: e2e-cjk, sans-serif; }" });
  await page.evaluate(() => document.fonts.ready);
}

/** Elements matching `selector` that are visible and stick out of the screen sideways (their bounding boxes). */
async function outside(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.left < -1 || r.right > window.innerWidth + 1))
      .map(
        ({ el, r }) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} “${(el.textContent ?? '').trim().slice(0, 12)}” ${Math.round(r.left)}–${Math.round(r.right)}`,
      ),
  );
}

const HEADER = '.site-header, .site-header *, .hs-bar, .hs-bar *';
const BUY_BAR = '.atc-main .atc-bar, .atc-main .atc-bar *';
const ORDER_LINES = '.od-lines, .od-lines *, .od-sums, .od-sums *';

test('phones at 360 and 390: detail first screen, header, buy bar and order lines inside the screen; pictures', async ({ page }) => {
  test.skip(!orderId, 'needs the order of the test above');
  await loginMember(page, buyer);
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/list_info/${goodsId}`);
    await readableText(page);
    // The name, the price for the chosen quantity and the buy bar (stepper + 加入购物车) on the first screen.
    for (const part of [page.locator('h1'), page.getByTestId('quote-amount'), page.locator('.atc-main .atc-qty'), page.getByRole('button', { name: '加入购物车' }).first()]) {
      await expect(part).toBeInViewport({ ratio: 1 });
    }
    expect(await outside(page, `${HEADER}, ${BUY_BAR}`)).toEqual([]);
    // The search bar that sticks on scroll, with 我的购物车 whole.
    await page.mouse.wheel(0, 600);
    const sticky = page.locator('.is-sticky .hs-bar');
    await expect(sticky).toBeVisible();
    await expect(sticky.getByRole('link', { name: /^我的购物车/ })).toBeInViewport({ ratio: 1 });
    expect(await outside(page, HEADER)).toEqual([]);
    if (width === 390) {
      await page.evaluate(() => scrollTo(0, 0));
      await page.screenshot({ path: `${SCREENS}/first-tap-detail-390.png` });
    }
    await page.goto(`/order/info/${orderId}`);
    await readableText(page);
    const lines = page.locator('.od-lines');
    await lines.scrollIntoViewIfNeeded();
    expect(await outside(page, `${HEADER}, ${ORDER_LINES}`)).toEqual([]);
    await expect(lines.getByText(/¥[\d,]+\.\d\d/).first()).toBeInViewport();
    if (width === 390) await page.screenshot({ path: `${SCREENS}/first-tap-order-390.png` });
  }
  await addLine(page.request, goodsId, 2); // the order emptied the cart: a line for the cart's picture
  for (const [name, path] of [
    ['search', SEARCH],
    ['cart', '/cart_step1'],
  ] as const) {
    await page.goto(path);
    await readableText(page);
    expect(await outside(page, HEADER)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/first-tap-${name}-390.png` });
  }
});
