/**
 * Issue 31 in Chromium, the parts papercuts.spec.ts leaves to integration tests. Fresh members: a paid
 * order that has not shipped is cancelled at 390 px (item 10); a Shanghai address is named once, a
 * repayment refusal writes ¥ with its separator, logistics lists the shipped batches once and the
 * cash-back ledger entry names the order number (item 11). The demo member (reading only): the seeded
 * voucher's code tail is digits, not 「尾号 HELD」 (item 11). As a visitor: a 换购 tag is explained once
 * (item 11), the home floors carry no near-expiry goods while a list still flags them with their date
 * (item 13), the footer links the regulators (item 4), a link without a target lands on 活动暂未开始 (item 5);
 * the console's 工作台 shows the page views the beacon counted (item 7).
 */
import { expect, test, type Page } from './fixtures';
import { addLine, api, hydrated, loginDemo, orderCart } from './demo-api';
import { freshMember, loginMember } from './members';
import { operatorPage } from './console-login';
import { axeViolations } from './axe';
import { formatYuan } from '../../src/lib/money';

/** A fresh member's unpaid order of one plain goods from list page `listPage`, worth at least `minYuan` (2 units when 0). */
async function placeOrder(page: Page, listPage: number, minYuan = 0): Promise<{ id: number; goodsId: number; number: number }> {
  const m = await freshMember(page.request);
  await loginMember(page, m.username);
  const units = (x: any) => (minYuan ? Math.ceil(minYuan / Number(x.base_price)) : 2);
  const list = await api(page.request, 'GET', `/api/goods/list?page=${listPage}&page_size=100`);
  const goods = list.list.find(
    (x: any) =>
      x.type === 1 &&
      x.is_buy === 1 &&
      Number(x.base_price) >= 20 &&
      x.xg_number === 0 &&
      x.only_mid_pack === 0 &&
      x.is_ephedrine === 0 &&
      x.near_expiry !== 1 &&
      !(x.tags ?? []).some((t: any) => ['秒', '特'].includes(t.name)) &&
      x.number >= units(x) + 50,
  );
  await addLine(page.request, goods.id, units(goods));
  const id = await orderCart(page.request, 'p31');
  return { id, goodsId: goods.id, number: units(goods) };
}

/** Runs an operator command of `npm run admin` in the e2e server (tests/e2e/operator-hook.ts). */
async function operator(page: Page, ...args: string[]): Promise<void> {
  const res = await page.request.post('/__e2e/operator', { data: { args } });
  expect(res.ok(), await res.text()).toBe(true);
}

test('at 390 px a member cancels a paid, unshipped order: told the refund first, then the balance and the stock come back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { id, goodsId, number } = await placeOrder(page, 3);
  const stock = (await api(page.request, 'GET', `/api/goods/detail/${goodsId}`)).number;
  const before = (await api(page.request, 'GET', '/api/user/user_money')).balance;
  await api(page.request, 'POST', '/api/pay/balance', { order_id: String(id) });
  const order = await api(page.request, 'GET', `/api/order/${id}`);
  expect(order.status).toBe('paid');

  await page.goto(`/order/info/${id}`);
  await expect(page.getByTestId('order-status')).toHaveText('待发货');
  await (await hydrated(page.getByRole('button', { name: '取消订单' }))).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`订单尚未发货，已支付的 ${formatYuan(order.payable)} 将原路退回`);
  await dialog.getByRole('button', { name: '确定取消' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('已取消');
  expect((await api(page.request, 'GET', '/api/user/user_money')).balance).toBe(before);
  expect((await api(page.request, 'GET', `/api/goods/detail/${goodsId}`)).number).toBe(stock + number);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('a Shanghai address reads 上海市徐汇区… once in the address book', async ({ page }) => {
  const m = await freshMember(page.request);
  await loginMember(page, m.username);
  await api(page.request, 'POST', '/api/user/address', {
    consignee: '李药师',
    phone: '13912345678',
    province: '上海市',
    city: '上海市',
    district: '徐汇区',
    detail: '漕溪北路 88 号',
    is_default: '0',
  });
  await page.goto('/addr');
  await expect(page.getByText('上海市徐汇区漕溪北路 88 号')).toBeVisible();
  await expect(page.getByText(/上海市上海市/)).toHaveCount(0);
});

test('a repayment over the bill is refused naming the amount with its separator (¥1,234.56)', async ({ page }) => {
  const { id } = await placeOrder(page, 5, 1_500);
  await api(page.request, 'POST', '/api/pay/user_credit_pay', { order_id: String(id) });
  const bill = (await api(page.request, 'GET', '/api/user/user_credit_list?type=0')).list.find((b: { order_id: number }) => b.order_id === id);
  expect(formatYuan(bill.amount)).toMatch(/^¥\d{1,3}(,\d{3})+\.\d{2}$/);

  await page.goto('/wdqb_zqgl');
  await (await hydrated(page.getByRole('button', { name: `还款 ${bill.bill_no}` }))).click();
  const form = page.getByRole('form', { name: `还款 ${bill.bill_no}` });
  await form.getByLabel('还款金额（元）').fill((Number(bill.amount) + 1).toFixed(2));
  await form.getByRole('button', { name: '确认还款' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`还款金额不能超过待还金额 ${formatYuan(bill.amount)}`);
});

test('logistics lists the shipped batches once; the cash-back of the completed order names its order number', async ({ page }) => {
  const { id } = await placeOrder(page, 6, 1_200);
  await api(page.request, 'POST', '/api/pay/balance', { order_id: String(id) });
  await operator(page, 'orders:ship', String(id), '--carrier', '顺丰速运', '--tracking', `SF31${id}`);
  const order = await api(page.request, 'GET', `/api/order/${id}`);
  const batchNo = order.lines[0].batches[0].batch_no;
  await page.goto(`/order/info/${id}`);
  const logistics = page.getByRole('region', { name: '物流信息' });
  await expect(logistics).toContainText(`批号 ${batchNo}`);
  expect((await logistics.innerText()).split(`批号 ${batchNo}`).length - 1).toBe(1);

  // Completed: the cash-back job (every 30 s) credits 满额返现 and the ledger names the order as the buyer knows it.
  await operator(page, 'orders:deliver', String(id));
  const note = `满额返现（订单 ${order.order_no}）`;
  await expect.poll(async () => (await api(page.request, 'GET', '/api/user/user_money_log?page=1')).list.map((e: { note: string }) => e.note), { timeout: 60_000 }).toContain(note);
  await page.goto('/wdqb_yegl');
  await expect(page.getByText(note)).toBeVisible();
});

test('the demo member’s seeded 新店开业现金券 shows 尾号 0200, not 「尾号 HELD」', async ({ page }) => {
  await loginDemo(page);
  await page.goto('/wdqb_xjq');
  const row = page.getByRole('row', { name: /新店开业现金券/ }).first();
  await expect(row).toContainText('尾号 0200');
  await expect(page.getByText('尾号 HELD')).toHaveCount(0);
});

test('a 换购 tag on the detail page is explained once, not 「换购换购」', async ({ page }) => {
  let tagged: any;
  for (let p = 1; p <= 30 && !tagged; p += 1)
    tagged = (await api(page.request, 'GET', `/api/goods/list?page=${p}&page_size=100`)).list.find((g: any) => (g.tags ?? []).some((t: any) => t.name === '换购'));
  expect(tagged).toBeDefined();
  await page.goto(`/list_info/${tagged.id}`);
  await expect(page.locator('.tag-notes li', { hasText: '换购' })).toHaveText(/^换购\s*加价换购$/);
});

test('the home floors carry no near-expiry goods; a list still flags them with their date', async ({ page }) => {
  await page.goto('/');
  expect(await page.locator('section.shelf article.card').count()).toBeGreaterThan(10);
  await expect(page.locator('section.shelf article.card .flag', { hasText: '近效期' })).toHaveCount(0);
  // Short-dated goods are still sold and listed, with 近效期 beside their date.
  let near: any;
  for (let p = 1; p <= 20 && !near; p += 1) near = (await api(page.request, 'GET', `/api/goods/list?page=${p}&page_size=100`)).list.find((g: any) => g.near_expiry === 1);
  expect(near).toBeDefined();
  await page.goto(`/search?keywords=${encodeURIComponent(near.name)}`);
  const card = page.locator('article.card', { has: page.locator(`a[href="/list_info/${near.id}"]`) }).first();
  await expect(card.locator('.flag')).toHaveText('近效期');
  await expect(card.locator('.exp')).toContainText(near.expiry_date.slice(0, 7));
});

test('the footer links the regulators (/api/global/links) at 390 px and on desktop', async ({ page }) => {
  const links: { name: string; url: string }[] = await api(page.request, 'GET', '/api/global/links');
  expect(links.map((l) => l.name)).toContain('国家药品监督管理局');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/help_us');
    const footer = page.locator('footer .partner-links');
    for (const l of links) await expect(footer.getByRole('link', { name: l.name, exact: true })).toHaveAttribute('href', l.url);
    await footer.getByRole('link', { name: '国家药品监督管理局', exact: true }).scrollIntoViewIfNeeded();
    await expect(footer.getByRole('link', { name: '国家药品监督管理局', exact: true })).toBeVisible();
  }
});

test('a banner without a target opens 活动暂未开始', async ({ page }) => {
  await page.goto('/login');
  await page.locator('a.login-banner').click();
  await expect(page).toHaveURL(/\/noActivity$/);
  await expect(page.getByRole('heading', { name: '活动暂未开始' })).toBeVisible();
});

test('the console’s 工作台 shows today’s page views counted by the beacon', async ({ page, browser }) => {
  const op = await operatorPage(browser, 'admin');
  const panel = op.getByRole('region', { name: '今日访问' });
  const total = async () => Number(/商城页面今日浏览 (\d+) 次/.exec((await panel.textContent()) ?? '')?.[1] ?? NaN);
  await op.goto('/admin');
  const before = await total();
  expect(before).toBeGreaterThanOrEqual(0);
  const counted = page.waitForResponse((r) => r.url().endsWith('/api/pv') && r.request().method() === 'POST');
  await page.goto('/help_us_link');
  expect((await counted).status()).toBe(204);
  // The counts reach the database within about 5 s. In a whole run other specs' views count too, so this
  // page need not be among the ten most viewed paths (page-views.test.ts checks the ranking itself).
  await expect(async () => {
    await op.goto('/admin');
    expect(await total()).toBeGreaterThan(before);
  }).toPass({ timeout: 60_000 });
  await expect(
    panel
      .getByRole('row')
      .filter({ has: op.getByRole('cell', { name: /^\/\S*$/ }) })
      .first(),
  ).toBeVisible();
  expect(await axeViolations(op, 'section[aria-labelledby="views-h"]')).toEqual([]);
  await op.context().close();
});
