/**
 * The member centre and wallet end to end (issue 12) as the demo member: the centre's figures equal
 * the APIs; a ¥500 top-up through the sandbox gateway shows in the ledger and the balance; an order
 * paid on credit appears in its bill, is repaid and the available credit is restored; coupons by
 * status; a voucher code redeemed and used to pay part of an order. Screenshots at 1366 and 390 px.
 * Serial, in one file: one member, one cart.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { addLine, api, clearCart, hydrated, loginDemo as login } from './demo-api';
import { formatYuan, parseYuanToFen } from '../../src/lib/money';
import { plainGoods } from './members';

test.describe.configure({ mode: 'serial' });

const SCREENS = 'test-results/screens';

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SCREENS}/wallet-${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('section.content').screenshot({ path: `${SCREENS}/wallet-${name}-390.png` });
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A plain goods the demo can buy, priced so `number` units are about `target` yuan. */
async function goodsFor(request: APIRequestContext, skip: number[] = []): Promise<{ id: number; price: number }> {
  for (let p = 2; p < 30; p++) {
    const data = await api(request, 'GET', `/api/goods/list?page=${p}&page_size=100`);
    const g = data.list.find((x: any) => plainGoods(x) && Number(x.base_price) >= 20 && !skip.includes(x.id));
    if (g) return { id: g.id, price: Number(g.base_price) };
  }
  throw new Error('no goods');
}

async function toStep3(page: Page): Promise<number> {
  await page.goto('/cart');
  await (await hydrated(page.getByRole('button', { name: '去结算' }))).click();
  await expect(page).toHaveURL(/\/cart_step2$/);
  await (await hydrated(page.getByRole('button', { name: '提交订单' }))).click();
  await expect(page).toHaveURL(/\/cart_step3\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('the member centre shows the same figures as the APIs (and /user is the same page)', async ({ page }) => {
  await login(page);
  const [money, credit, coupons, vouchers, base, orders] = await Promise.all([
    api(page.request, 'GET', '/api/user/user_money'),
    api(page.request, 'GET', '/api/user/user_credit'),
    api(page.request, 'GET', '/api/user/couponNum'),
    api(page.request, 'GET', '/api/cash_coupon/list?status=usable'),
    api(page.request, 'GET', '/api/user/base'),
    api(page.request, 'GET', '/api/order/list?page=1&page_size=5'),
  ]);
  const baseCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/user/base') baseCalls.push(r.url());
  });
  await page.goto('/user');
  await expect(page.getByRole('heading', { name: '会员中心', level: 1 })).toBeVisible();
  await expect(page.getByTestId('company')).toHaveText(base.company);
  await expect(page.getByTestId('c-balance')).toHaveText(formatYuan(money.user_money));
  await expect(page.getByTestId('c-credit')).toHaveText(formatYuan(credit.available));
  await expect(page.getByTestId('c-next-due')).toContainText(credit.next_due.date);
  await expect(page.getByTestId('c-points')).toHaveText(String(base.points));
  await expect(page.getByTestId('c-coupons')).toHaveText(String(coupons.num));
  await expect(page.getByTestId('c-vouchers')).toHaveText(formatYuan(vouchers.usable_amount));
  await expect(page.getByTestId('c-messages')).toHaveText(String(base.message_count));
  await expect(page.getByTestId('c-manager')).toContainText(base.admin.is_default === 0 ? `专属客户经理：${base.admin.name}` : base.admin.name);
  await expect(page.getByRole('link', { name: new RegExp(`^${orders.counts.completed}\\s*已完成$`) })).toHaveAttribute('href', '/order?status=completed');
  await expect(page.getByRole('table', { name: '最近订单' }).getByRole('row')).toHaveCount(Math.min(5, orders.total) + 1);
  // The header shows the member the centre loaded (spec §4: the header does not fetch it here).
  await expect(page.getByText(base.company).first()).toBeVisible();
  expect(baseCalls).toHaveLength(1); // the centre's own request; the header does not re-fetch on user_hyzx
  await shots(page, 'centre');
});

test('tops up ¥500 through the sandbox gateway: the entry and the new balance', async ({ page }) => {
  await login(page);
  const before = await api(page.request, 'GET', '/api/user/user_money');
  await page.goto('/wdqb_yegl');
  await expect(page.getByTestId('balance')).toHaveText(formatYuan(before.user_money));
  await shots(page, 'balance');
  await (await hydrated(page.getByRole('button', { name: '¥500.00', exact: true }))).click();
  await expect(page.getByLabel('充值金额（元）')).toHaveValue('500');
  await page.getByRole('button', { name: '去充值' }).click();
  await expect(page).toHaveURL(/\/api\/pay\/sandbox\/checkout\?trade_no=CZ\d+/);
  await expect(page.getByText('余额充值')).toBeVisible();
  await page.getByRole('button', { name: '确认支付 ¥500.00' }).click();
  await expect(page).toHaveURL(/\/wdqb_yegl\?topup=CZ\d+$/);
  await expect(page.getByRole('status').filter({ hasText: '充值成功' })).toContainText('¥500.00 已到账');
  const after = formatYuan(parseYuanToFen(before.user_money)! + 50_000);
  await expect(page.getByTestId('balance')).toHaveText(after);
  const first = page.getByRole('table', { name: '余额明细' }).getByRole('row').nth(1);
  await expect(first).toContainText('充值');
  await expect(first).toContainText('+¥500.00');
  await expect(first).toContainText(after);
  // The ledger filter by kind.
  await page.getByRole('combobox', { name: '类型', exact: true }).selectOption('cashback');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('table', { name: '余额明细' }).getByRole('row').nth(1)).toContainText('返现');
});

test('pays an order on credit, finds it in the open bill, repays it: available credit restored', async ({ page }) => {
  await login(page);
  await clearCart(page.request);
  const credit0 = await api(page.request, 'GET', '/api/user/user_credit');
  const g = await goodsFor(page.request);
  await addLine(page.request, g.id, Math.max(1, Math.ceil(900 / g.price)));
  const id = await toStep3(page);
  const methods = page.getByRole('radiogroup', { name: '支付方式' });
  await (await hydrated(methods.getByRole('radio', { name: /账期支付/ }))).check();
  await page.getByRole('button', { name: /立即支付/ }).click();
  await expect(page).toHaveURL(new RegExp(`/cart_step4\\?id=${id}$`));
  const order = await api(page.request, 'GET', `/api/order/${id}`);

  await page.goto('/wdqb_zqgl');
  await expect(page.getByTestId('credit-available')).toHaveText(formatYuan(parseYuanToFen(credit0.available)! - parseYuanToFen(order.payable)!));
  await (await hydrated(page.getByRole('tab', { name: '未出账' }))).click();
  const bill = page.getByRole('listitem').filter({ hasText: order.order_no });
  await expect(bill).toContainText(formatYuan(order.payable));
  await expect(bill).toContainText('未出账');
  await shots(page, 'credit');
  await bill.getByRole('button', { name: /^还款/ }).click();
  await expect(bill.getByLabel('还款金额（元）')).toHaveValue(order.payable);
  await bill.getByRole('radio', { name: /余额还款/ }).check();
  await bill.getByRole('button', { name: '确认还款' }).click();
  await expect(page.getByRole('status').getByText(/还款成功/)).toBeVisible();
  await expect(page.getByTestId('credit-available')).toHaveText(formatYuan(credit0.available));
  await page.getByRole('tab', { name: '已还清' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: order.order_no })).toContainText('已还清');
  const now = await api(page.request, 'GET', '/api/user/user_credit');
  expect(now.available).toBe(credit0.available);
});

test('lists coupons by status', async ({ page }) => {
  await login(page);
  const counts = await api(page.request, 'GET', '/api/user/couponNum');
  await page.goto('/wdqb_yhq');
  const list = page.getByRole('list', { name: '优惠券列表' });
  await expect(page.getByRole('tab', { name: `未使用（${counts.unused}）` })).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByRole('listitem')).toHaveCount(counts.unused);
  // All-goods coupons lead to the goods list; scoped ones name their scope and lead to only their goods.
  const mine = (await api(page.request, 'GET', '/api/user/coupon?status=1')).list;
  const plain = mine.find((c: any) => c.scope === 'all');
  await expect(list.getByRole('link', { name: `去使用 ${plain.name}（全部商品）` })).toHaveAttribute('href', '/list_index');
  const heart = list.getByRole('listitem').filter({ hasText: '心脑血管专享券' });
  await expect(heart).toContainText('适用范围：限「心脑血管」类商品');
  const named = mine.find((c: any) => c.name === '维矿营养指定商品券');
  const item = list.getByRole('listitem').filter({ hasText: named.name });
  await expect(item).toContainText(`适用范围：${named.scope_text}`);
  await shots(page, 'coupons');
  await item.getByRole('link', { name: /去使用/ }).click();
  await expect(page).toHaveURL(named.use_url);
  await expect(page.getByRole('heading', { level: 1, name: `「${named.name}」适用商品` })).toBeVisible();
  const cards = page.locator('article.card');
  await expect(cards).toHaveCount(named.scope_ids.length);
  for (const id of named.scope_ids) await expect(page.locator(`article.card a[href="/list_info/${id}"]`).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/wallet-coupon-goods-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/wallet-coupon-goods-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/wdqb_yhq');
  await page.getByRole('tab', { name: `已使用（${counts.used}）` }).click();
  await expect(list.getByRole('listitem')).toHaveCount(counts.used);
  await expect(list).toContainText('满3000减120');
  await page.getByRole('tab', { name: `已过期（${counts.expired}）` }).click();
  await expect(list.getByRole('listitem')).toHaveCount(counts.expired);
  await expect(list).toContainText('已过期');
});

test('a goods-scoped coupon at step 2 counts only its goods; a category coupon without its goods is not usable', async ({ page }) => {
  await login(page);
  await clearCart(page.request);
  const named = (await api(page.request, 'GET', '/api/user/coupon?status=1')).list.find((c: any) => c.name === '维矿营养指定商品券');
  const g = await api(page.request, 'GET', `/api/goods/detail/${named.scope_ids[0]}`);
  const price = Number(g.base_price);
  // ¥120 of its goods: still past the ¥100 threshold after the store-wide 94折 the demo runs.
  await addLine(page.request, named.scope_ids[0], Math.max(1, Math.ceil(120 / price)));
  await page.goto('/cart');
  await (await hydrated(page.getByRole('button', { name: '去结算' }))).click();
  await expect(page).toHaveURL(/\/cart_step2$/);
  const coupons = page.getByRole('radiogroup', { name: '选择优惠券' });
  const scoped = coupons.locator('label').filter({ hasText: named.name });
  await expect(scoped).toContainText(named.scope_text);
  await expect(scoped).toContainText('-¥10.00');
  await expect(scoped.getByRole('radio')).toBeEnabled();
  const heart = coupons.locator('label').filter({ hasText: '心脑血管专享券' });
  await expect(heart).toContainText('订单中没有该券适用的商品');
  await expect(heart.getByRole('radio')).toBeDisabled();
  await page.screenshot({ path: `${SCREENS}/wallet-step2-scoped-1366.png`, fullPage: true });
  await clearCart(page.request);
});

test('redeems a voucher code and pays part of an order with it', async ({ page }) => {
  await login(page);
  await clearCart(page.request);
  await page.goto('/wdqb_xjq');
  const input = await hydrated(page.getByLabel('兑换码'));
  await input.fill('YCXJ-2026-DEMO-0500');
  await page.getByRole('button', { name: '兑换' }).click();
  await expect(page.getByRole('status').getByText(/兑换成功/)).toBeVisible();
  const table = page.getByRole('table', { name: '现金券列表' });
  await expect(table.getByRole('row').filter({ hasText: '现金券 ¥500' })).toContainText('500.00');
  await input.fill('YCXJ2026DEMO0500');
  await page.getByRole('button', { name: '兑换' }).click();
  const refusal = page.getByRole('alertdialog', { name: '温馨提示' });
  await expect(refusal).toContainText('该兑换码已被使用');
  await refusal.getByRole('button', { name: '确定' }).click();
  await expect(refusal).toBeHidden();
  await shots(page, 'vouchers');

  const vouchers = await api(page.request, 'GET', '/api/cash_coupon/list?status=usable');
  const v500 = vouchers.list.find((v: any) => v.name === '现金券 ¥500');
  const money0 = await api(page.request, 'GET', '/api/user/user_money');
  const g = await goodsFor(page.request);
  await addLine(page.request, g.id, Math.max(1, Math.ceil(1200 / g.price)));
  const id = await toStep3(page);
  const order = await api(page.request, 'GET', `/api/order/${id}`);
  await (await hydrated(page.getByRole('checkbox', { name: /现金券 ¥500/ }))).check();
  const methods = page.getByRole('radiogroup', { name: '支付方式' });
  await expect(methods).toContainText('现金券抵扣 ¥500.00');
  await expect(methods).toContainText(`余额支付 ¥${(Number(order.payable) - 500).toFixed(2)}`);
  await page.screenshot({ path: `${SCREENS}/wallet-pay-voucher-1366.png`, fullPage: true });
  await page.getByRole('button', { name: /立即支付/ }).click();
  await expect(page).toHaveURL(new RegExp(`/cart_step4\\?id=${id}$`));
  const money1 = await api(page.request, 'GET', '/api/user/user_money');
  expect(Math.round((Number(money0.user_money) - Number(money1.user_money)) * 100)).toBe(Math.round((Number(order.payable) - 500) * 100));
  const after = await api(page.request, 'GET', '/api/cash_coupon/list');
  expect(after.list.find((v: any) => v.id === v500.id)).toMatchObject({ remaining: '0.00', status_text: '已用完' });
  await page.goto('/wdqb_yegl');
  await expect(page.getByRole('table', { name: '余额明细' }).getByRole('row').nth(1)).toContainText('现金券抵扣 ¥500.00');
  // The order says how it was paid: the voucher part and the balance part.
  await page.goto(`/order/info/${id}`);
  await expect(page.getByTestId('pay-method')).toHaveText('现金券 + 余额支付');
  await expect(page.getByTestId('pay-parts')).toHaveText(`现金券 ¥500.00 + 余额 ¥${(Number(order.payable) - 500).toFixed(2)}`);
  await expect(page.getByRole('region', { name: '订单跟踪' })).toContainText(`现金券 ¥500.00 + 余额支付 ${formatYuan((Number(order.payable) - 500).toFixed(2))}`);
  await page.getByTestId('pay-parts').screenshot({ path: `${SCREENS}/wallet-order-pay-parts.png` });
  await page.screenshot({ path: `${SCREENS}/wallet-order-detail-1366.png`, fullPage: true });
});

test('points page shows the ledger summing to the points held', async ({ page }) => {
  await login(page);
  const data = await api(page.request, 'GET', '/api/user/points_log');
  await page.goto('/wdqb_jfgl');
  await expect(page.getByTestId('points')).toHaveText(String(data.points));
  await expect(page.getByRole('table', { name: '积分明细' }).getByRole('row')).toHaveCount(data.list.length + 1);
  await shots(page, 'points');
});
