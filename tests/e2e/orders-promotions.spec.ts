/**
 * Promotions end to end (issue 13) as the demo member: every zone shows live goods (screenshots at
 * 390 and 1366 px), the spike countdown runs on the server clock even with the browser's clock an
 * hour ahead, and the member buys a spike item, a daily special and a combination package, claims a
 * coupon in the coupon centre and uses it at step 2 — the order's totals are the API's.
 * In the demo-member-2 project (tests/e2e/demo-groups.ts): one member, one cart.
 */
import { expect, test, type Page } from './fixtures';
import { axeBuilder } from './axe';
import { api, clearCart, hydrated, loginDemo as login } from './demo-api';
import { formatYuan } from '../../src/lib/money';

test.describe.configure({ mode: 'serial' });
const SCREENS = 'test-results/screens';

/**
 * WCAG 2 A/AA violations inside the promotion content of the page. The shared tag chips (TagList: the
 * OTC乙 chip's colour fails contrast) belong to the catalogue and are left out here.
 */
async function axeOf(page: Page, selector: string) {
  const result = await axeBuilder(page).include(selector).exclude('ul.tags').withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.screenshot({ path: `${SCREENS}/promotions-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** At 1366 and 390 px every card's 加入购物车 label is on one line and the button stays inside its card. */
async function addButtonsFit(page: Page) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const cards = page.getByRole('article').filter({ has: page.getByRole('button', { name: '加入购物车' }) });
    await expect(cards.first()).toBeVisible();
    const boxes = await cards.evaluateAll((list) =>
      list.map((card) => {
        const button = [...card.querySelectorAll('button')].find((b) => b.textContent?.trim() === '加入购物车')!;
        const range = document.createRange();
        range.selectNodeContents(button);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        const c = card.getBoundingClientRect();
        const b = button.getBoundingClientRect();
        return { lines, inside: b.left >= c.left - 0.5 && b.right <= c.right + 0.5 };
      }),
    );
    for (const [i, box] of boxes.entries()) expect(box, `card ${i + 1} at ${width} px`).toEqual({ lines: 1, inside: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('every promotion zone shows live goods', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page);
  await page.goto('/yyh');
  const spike = page.getByRole('region', { name: '限时秒杀' });
  await expect(spike.getByRole('navigation', { name: '秒杀场次' }).locator('[aria-current="true"]')).toContainText('抢购中');
  await expect(spike.getByRole('article').first()).toContainText('¥');
  await expect(spike.getByRole('button', { name: '加入购物车' }).first()).toBeVisible();
  await shoot(page, 'yyh');
  expect(await axeOf(page, 'main')).toEqual([]);

  const zones: [string, string, RegExp][] = [
    ['/mrtj', '每日特价', /特价/],
    ['/ptzq', '拼团专区', /我要开团/],
    ['/jxqzc', '近效期专场', /有效期至/],
    ['/lqzx', '领券中心', /立即领取/],
    ['/welfare', '全场94折', /94折|9\.4折/],
    ['/hb', '满额返现', /返/],
    ['/zhzq', '组合专区', /组合/],
    ['/yyh/list', '促销专区', /秒杀|特价/],
  ];
  for (const [path, title, text] of zones) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 }).first()).toBeVisible();
    await expect(page.getByText('该栏目正在建设中')).toHaveCount(0);
    await expect(page.getByText('活动暂未开始')).toHaveCount(0);
    await expect(page.locator('main, body').first()).toContainText(text);
    // Live goods: at least one goods link into a detail page (the coupon centre: a claimable coupon).
    if (path === '/lqzx') await expect(page.getByRole('button', { name: /立即领取/ }).first()).toBeVisible();
    else await expect(page.locator('a[href^="/list_info/"]').first()).toBeVisible();
    // One h1 per page: the zone's head; a goods list under it is headed h2.
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    if (path === '/mrtj') await addButtonsFit(page);
    await shoot(page, path.slice(1).replace('/', '-'));
    if (['/mrtj', '/ptzq', '/jxqzc', '/lqzx'].includes(path)) expect(await axeOf(page, 'main'), path).toEqual([]);
  }
  await expect(page).toHaveTitle(/促销专区/);
  await page.goto('/jxqzc');
  await expect(page).toHaveTitle(/近效期专场/);

  // The home floor and a spike goods' detail page show the running session on the server clock.
  await page.goto('/');
  const floor = page.getByRole('region', { name: '限时秒杀' });
  await expect(floor.getByRole('link', { name: /更多秒杀/ })).toBeVisible();
  await expect(floor.getByRole('timer').first()).toContainText('距结束');
  const firstSpike = floor.getByRole('article').first();
  const name = (await firstSpike.getByRole('heading').innerText()).trim();
  await firstSpike.getByRole('heading').getByRole('link').click();
  const banner = page.getByRole('region', { name: /场秒杀/ });
  await expect(banner).toContainText('活动价');
  await expect(banner.getByRole('timer')).toContainText('距结束');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await shoot(page, 'detail-spike');
});

test('the spike countdown follows the server clock when the browser clock is an hour ahead', async ({ page }) => {
  await page.clock.install({ time: new Date(Date.now() + 3_600_000) });
  await page.goto('/yyh');
  const data = await api(page.request, 'GET', '/api/index/spike');
  const live = data.sessions.find((s: any) => s.status === 'running');
  const timer = page.getByRole('region', { name: '限时秒杀' }).getByRole('timer').first();
  await hydrated(timer);
  await page.clock.runFor(2_000);
  const text = (await timer.locator('time').innerText()).trim();
  const [h, m, s] = text.split(':').map(Number);
  const shown = h! * 3600 + m! * 60 + s!;
  const expected = live.end_time - data.timestamp; // server seconds left, measured just now
  expect(Math.abs(shown - expected)).toBeLessThan(60); // an hour off would mean the browser clock was used
  await expect(timer).toContainText('距结束');
});

test('the demo member buys a spike item, a daily special and a combination; the 新客 coupon is refused to the store with completed orders', async ({ browser, page }) => {
  test.setTimeout(120_000);
  await login(page);
  await clearCart(page.request);

  // The 新客 coupon is refused to the seeded demo store, which has completed orders (issue 27); this
  // group's member is new, so the refusal is asked for in a page of the demo member's own (nothing changes).
  const demo = await (await browser.newContext()).newPage();
  await login(demo, 'demo');
  await demo.goto('/lqzx');
  const claim = demo.getByRole('button', { name: /新客无门槛券/ });
  await (await hydrated(claim)).click();
  await expect(demo.getByText('该券仅限新客（未完成过订单的门店）领取和使用').first()).toBeVisible();
  await demo.context().close();

  // Spike item from the zone, daily special, combination package.
  const spikeData = await api(page.request, 'GET', '/api/index/spike');
  const live = spikeData.sessions.find((s: any) => s.status === 'running');
  const spikeItem = live.goods.find((g: any) => g.left > 0);
  await page.goto('/yyh');
  const spikeCard = page.getByRole('region', { name: '限时秒杀' }).getByRole('article', { name: spikeItem.goods.name });
  await (await hydrated(spikeCard.getByRole('button', { name: '加入购物车' }))).click();
  await expect(
    page
      .getByRole('status')
      .getByText(/加入购物车|已加入/)
      .first(),
  ).toBeVisible();

  const daily = (await api(page.request, 'GET', '/api/activity/everyday_price')).list.find((g: any) => g.left > 0);
  await page.goto('/mrtj');
  const dailyCard = page.getByRole('article', { name: daily.goods.name });
  await (await hydrated(dailyCard.getByRole('button', { name: '加入购物车' }))).click();
  await expect.poll(async () => (await api(page.request, 'GET', '/api/cart/list')).items.length).toBe(2);

  await page.goto('/zhzq');
  const comboCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: '加入购物车' }) })
    .first();
  const comboName = (await comboCard.getByRole('heading').innerText()).trim();
  await (await hydrated(comboCard.getByRole('button', { name: '加入购物车' }))).click();
  await expect.poll(async () => (await api(page.request, 'GET', '/api/cart/list')).items.length).toBe(3);

  const cart = await api(page.request, 'GET', '/api/cart/list');
  const byGoods = new Map(cart.items.map((i: any) => [i.goods_id, i]));
  expect((byGoods.get(spikeItem.goods.id) as any).price).toBe(spikeItem.price);
  expect((byGoods.get(daily.goods.id) as any).price).toBe(daily.price);
  const combo = cart.items.find((i: any) => i.goods_type === 3);
  expect(combo.goods.name).toBe(comboName);

  // Step 2: the 新客 coupon is not offered to this store.
  await page.goto('/cart');
  await (await hydrated(page.getByRole('button', { name: '去结算' }))).click();
  await expect(page).toHaveURL(/\/cart_step2$/);
  await expect(page.getByRole('radio', { name: /新客无门槛券/ })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: `${SCREENS}/promotions-step2-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SCREENS}/promotions-step2-1366.png`, fullPage: true });
  const total = (await page.getByTestId('checkout-total').innerText()).trim();
  await (await hydrated(page.getByRole('button', { name: '提交订单' }))).click();
  await expect(page).toHaveURL(/\/cart_step3\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // The order's totals are the API's and the promotion prices.
  const order = await api(page.request, 'GET', `/api/order/${id}`);
  expect(`¥${order.payable}`).toBe(total);
  expect(order.coupon_amount).toBe('0.00');
  await expect(page.getByTestId('pay-amount')).toHaveText(`¥${order.payable}`);
  const lineOf = (goodsId: number) => order.lines.find((l: any) => l.goods_id === goodsId);
  expect(lineOf(spikeItem.goods.id).price).toBe(spikeItem.price);
  expect(lineOf(daily.goods.id).price).toBe(daily.price);
  expect(order.lines).toHaveLength(3);
  const cents = (x: string) => Math.round(Number(x) * 100);
  expect(cents(order.payable)).toBe(
    cents(order.goods_amount) - cents(order.manjian_amount) - cents(order.discount_amount) - cents(order.coupon_amount) + cents(order.shipping_fee),
  );
  await (await hydrated(page.getByRole('button', { name: /立即支付/ }))).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
});

const cents = (x: string) => Math.round(Number(x) * 100);

/** Adds the card's goods through its own 加入购物车 button and waits until the cart has `lines` lines. */
async function addFromCard(page: Page, card: ReturnType<Page['getByRole']>, lines: number) {
  await (await hydrated(card.getByRole('button', { name: '加入购物车' }))).click();
  await expect.poll(async () => (await api(page.request, 'GET', '/api/cart/list')).items.length).toBe(lines);
}

/** Step 1 → step 2 → 提交订单; returns the new order's id. `confirm` ticks the near-expiry confirmations first. */
async function submitOrder(page: Page, confirm = false): Promise<number> {
  await page.goto('/cart');
  await (await hydrated(page.getByRole('button', { name: '去结算' }))).click();
  await expect(page).toHaveURL(/\/cart_step2$/);
  if (confirm) {
    const boxes = page.getByRole('group', { name: '近效期商品确认' }).getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    for (const box of await boxes.all()) await (await hydrated(box)).check();
  }
  await (await hydrated(page.getByRole('button', { name: '提交订单' }))).click();
  await expect(page).toHaveURL(/\/cart_step3\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('every home-page link into a promotion zone lands on a working page', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  await page.goto('/');
  const zone = /^\/(yyh|yyh\/list|mrtj|ptzq|hb|welfare|lqzx|zhzq|jxqzc|yjh\/\d+)$/;
  const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  const paths = [
    ...new Set(
      hrefs
        .map((h) => new URL(h))
        .filter((u) => u.origin === new URL(page.url()).origin && zone.test(u.pathname))
        .map((u) => u.pathname + u.search),
    ),
  ];
  // The first banner, a right banner, nav entries, the top ad, the 每日特价 floor, the spike floor and the zone entries.
  for (const p of ['/mrtj', '/ptzq', '/lqzx', '/yyh', '/welfare']) expect(paths, p).toContain(p);
  for (const p of paths) {
    const res = await page.goto(p);
    expect(res?.status(), p).toBe(200);
    // A working zone: its own heading (not the 活动暂未开始 page, nor 建设中) and goods or coupons to act on.
    await expect(page.getByRole('heading', { level: 1 }).first(), p).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /活动暂未开始|活动未开始/ }), p).toHaveCount(0);
    await expect(page.getByText('该栏目正在建设中'), p).toHaveCount(0);
    await expect(page.locator('main a[href^="/list_info/"], main button:has-text("立即领取")').first(), p).toBeVisible();
  }
});

test('goods cards show the 94折 price to the member; the cart and the order charge it', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  await clearCart(page.request);
  await page.goto('/welfare');
  await expect(page.getByRole('heading', { name: '全场94折', level: 1 }).first()).toBeVisible();
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('[data-welfare-price]') })
    .filter({ has: page.getByRole('button', { name: '加入购物车' }) })
    .first();
  const name = (await card.getByRole('heading').innerText()).trim();
  const shownFen = Number(await card.locator('[data-welfare-price]').getAttribute('data-welfare-price'));
  await expect(card.locator('[data-welfare-price]')).toHaveText(formatYuan(shownFen));
  await expect(card.locator('s')).toContainText('原价');
  await addFromCard(page, card, 1);

  const cart = await api(page.request, 'GET', '/api/cart/list');
  const item = cart.items[0];
  expect(item.goods.name).toBe(name);
  // The card shows ⌊unit price × 94%⌋; the line pays 94% of its amount (no 满减 at this size).
  expect(shownFen).toBe(Math.floor((cents(item.price) * 94) / 100));
  expect(cents(item.pay_price)).toBe(Math.floor((cents(item.raw_price_manjian) * 94) / 100));
  if (item.number === 1 && item.goods_manjian_amount === '0.00') expect(cents(item.pay_price)).toBe(shownFen);
  expect(cart.summary.discount_amount).not.toBe('0.00');

  // The same price on the search results and the detail page.
  await page.goto(`/search?keywords=${encodeURIComponent(name)}`);
  const found = page.getByRole('article').filter({ has: page.locator(`a[href="/list_info/${item.goods_id}"]`) });
  await expect(found.locator('[data-welfare-price]')).toHaveText(formatYuan(shownFen));
  await page.goto(`/list_info/${item.goods_id}`);
  await expect(page.locator('.pricebox [data-welfare-price]')).toHaveText(formatYuan(shownFen));
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: `${SCREENS}/promotions-detail-welfare-390.png` });
  await page.setViewportSize({ width: 1366, height: 900 });

  const id = await submitOrder(page);
  const order = await api(page.request, 'GET', `/api/order/${id}`);
  expect(order.discount_amount).toBe(cart.summary.discount_amount);
  expect(order.payable).toBe(cart.summary.payable);
  expect(order.lines[0].activity_names).toContain('全场94折');
  await expect(page.getByTestId('pay-amount')).toHaveText(formatYuan(order.payable));
});

test('a near-expiry line shows its 有效期至 large at step 1 and is confirmed at step 2, stored with the order', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  await clearCart(page.request);
  await page.goto('/jxqzc');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: '加入购物车' }) })
    .first();
  await addFromCard(page, card, 1);
  const item = (await api(page.request, 'GET', '/api/cart/list')).items[0];
  expect(item).toMatchObject({ near_expiry_line: 1, expiry_confirm: 1 });

  await page.goto('/cart');
  const expiry = page.getByTestId(`line-expiry-${item.id}`);
  await expect(expiry).toContainText(`有效期至 ${item.goods.expiry_date}`);
  await expect(expiry).toContainText(item.expiry_months_left > 0 ? `剩余 ${item.expiry_months_left} 个月` : '剩余不足 1 个月');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.screenshot({ path: `${SCREENS}/promotions-cart-step1-near-expiry-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  const id = await submitOrder(page, true);
  const order = await api(page.request, 'GET', `/api/order/${id}`);
  expect(order.lines[0].expiry_confirmed_at).not.toBeNull();
  await page.goto(`/order/info/${id}`);
  await expect(page.getByText(`确认有效期至 ${item.goods.expiry_date}`)).toBeVisible();
});
