/**
 * Checkout and the order centre end to end (issue 6) as the demo member: from the search box to a
 * paid order with the balance and with credit terms (steps 2–4), the order in the order centre and
 * its detail, cancelling another unpaid order (stock back), paying through the sandbox gateway, the
 * 含麻 split with its own pay page, and a return refunded to the balance. Shipping and approving need
 * the operator: the e2e servers' test-only hook (tests/e2e/operator-hook.ts) runs those commands.
 * Serial, in one file: one member, one cart.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { addLine, api, clearCart, hydrated, loginDemo as login } from './demo-api';
import { formatYuan } from '../../src/lib/money';

test.describe.configure({ mode: 'serial' });

const SCREENS = 'test-results/screens';
type Goods = {
  id: number;
  name: string;
  base_price: string | null;
  is_buy: number;
  number: number;
  xg_number: number | null;
  only_mid_pack: number;
  type: number;
  is_ephedrine: number;
  near_expiry: number;
  tags: { name: string }[];
};

async function findGoods(request: APIRequestContext, want: ((g: Goods) => boolean) | number[] = [], page = 1): Promise<Goods> {
  const test = Array.isArray(want) ? (g: Goods) => g.is_ephedrine === 0 && !want.includes(g.id) && Number(g.base_price) >= 20 && !/[（(]/.test(g.name) : want;
  for (let p = page; p < page + 30; p++) {
    const data = await api(request, 'GET', `/api/goods/list?page=${p}&page_size=100`);
    const found = (data.list as Goods[]).find(
      (g) => g.type === 1 && g.is_buy === 1 && g.base_price !== null && g.number >= 200 && g.xg_number === 0 && g.only_mid_pack === 0 && g.near_expiry === 0 && test(g),
    );
    if (found) return found;
  }
  throw new Error('no goods found');
}

const shown = { total: '' };
async function checkoutToStep3(page: Page, screen?: string): Promise<number> {
  await page.goto('/cart');
  await (await hydrated(page.getByRole('button', { name: '去结算' }))).click();
  await expect(page).toHaveURL(/\/cart_step2$/);
  await expect(page.getByRole('heading', { name: '核对订单信息', level: 1 })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: '选择收货地址' }).getByRole('radio').first()).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: '选择优惠券' })).toBeVisible();
  if (screen) await page.screenshot({ path: `${SCREENS}/${screen}`, fullPage: true });
  shown.total = (await page.getByTestId('checkout-total').innerText()).trim();
  await (await hydrated(page.getByRole('button', { name: '提交订单' }))).click();
  await expect(page).toHaveURL(/\/cart_step3\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** The e2e server's operator hook (tests/e2e/operator-hook.ts); null if a server lacks it. */
async function operator(request: APIRequestContext, ...args: string[]): Promise<{ code: number; out: string } | null> {
  const res = await request.post('/__e2e/operator', { data: { args } });
  if (res.status() === 404 || !(res.headers()['content-type'] ?? '').includes('json')) return null;
  return res.json();
}

async function toStep2(page: Page) {
  await page.goto('/cart');
  await (await hydrated(page.getByRole('button', { name: '去结算' }))).click();
  await expect(page).toHaveURL(/\/cart_step2$/);
}

test('search → product → cart → step 2 → pay by balance → step 4 → order centre and detail', async ({ page }) => {
  await login(page);
  await clearCart(page.request);
  const before = await api(page.request, 'GET', '/api/user/user_money');
  const goods = await findGoods(page.request);

  // Search by name from the header and add the goods from the results.
  await page.goto('/');
  const box = page.getByRole('combobox', { name: '搜索关键词' });
  await expect(page.locator('astro-island:has(.hs-holder)')).not.toHaveAttribute('ssr', /.*/);
  await box.fill(goods.name);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?keywords=/);
  await page
    .getByRole('link', { name: goods.name })
    .and(page.locator(`[href="/list_info/${goods.id}"]`))
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/list_info/${goods.id}$`));
  await (await hydrated(page.getByRole('button', { name: '加入购物车' }).first())).click();
  await expect(page.getByRole('status').getByText(/加入购物车成功|已加入购物车/)).toBeVisible();

  // Step 2: the server's totals for the line.
  const cart = await api(page.request, 'GET', '/api/cart/list');
  expect(cart.items.map((i: any) => i.goods_id)).toEqual([goods.id]);
  const id = await checkoutToStep3(page, 'orders-step2.png');

  // Step 3: balance and credit offered with the server's amounts.
  const order = await api(page.request, 'GET', `/api/order/${id}`);
  await expect(page.getByTestId('pay-amount')).toHaveText(formatYuan(order.payable));
  expect(formatYuan(order.payable)).toBe(shown.total);
  // Without a coupon the order costs what the cart said; a preselected coupon takes its reduction off.
  expect(Math.round((Number(cart.summary.payable) - Number(order.coupon_amount)) * 100)).toBe(Math.round(Number(order.payable) * 100));
  const methods = page.getByRole('radiogroup', { name: '支付方式' });
  await expect(methods.getByRole('radio', { name: /余额支付/ })).toBeChecked();
  await expect(page.getByRole('timer')).toContainText('分');
  await page.screenshot({ path: `${SCREENS}/orders-step3.png`, fullPage: true });
  await (await hydrated(page.getByRole('button', { name: /立即支付/ }))).click();

  // Step 4 and the money moved once.
  await expect(page).toHaveURL(new RegExp(`/cart_step4\\?id=${id}$`));
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await expect(page.getByText('余额支付')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/orders-step4.png`, fullPage: true });
  const after = await api(page.request, 'GET', '/api/user/user_money');
  expect(Math.round((Number(before.user_money) - Number(after.user_money)) * 100)).toBe(Math.round(Number(order.payable) * 100));
  const log = await api(page.request, 'GET', '/api/user/user_money_log?use_type=payment');
  expect(log.list[0]).toMatchObject({ ref: `order:${id}`, amount: `-${order.payable}` });

  // The order centre: the 待发货 tab holds it; the detail shows lines, payment and timeline.
  await page.getByRole('link', { name: '我的订单' }).first().click();
  await expect(page).toHaveURL(/\/order$/);
  await page
    .getByRole('navigation', { name: '订单状态' })
    .getByRole('link', { name: /待发货/ })
    .click();
  const card = page.getByRole('listitem', { name: `订单 ${order.order_no}` });
  await expect(card).toContainText('待发货');
  await expect(card).toContainText(goods.name);
  await page.screenshot({ path: `${SCREENS}/orders-centre.png`, fullPage: true });
  await card.getByRole('link', { name: '订单详情' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/info/${id}$`));
  await expect(page.getByTestId('order-status')).toHaveText('待发货');
  await expect(page.getByRole('list', { name: '订单时间线' })).toContainText('余额支付');
  await expect(page.getByRole('table')).toContainText(goods.name);
  await page.screenshot({ path: `${SCREENS}/orders-detail.png`, fullPage: true });

  // Search by order number.
  await page.goto('/order');
  const search = page.getByRole('search', { name: '搜索订单' });
  await search.getByRole('searchbox').fill(order.order_no);
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('list', { name: '订单列表' }).getByRole('listitem', { name: /^订单 / })).toHaveCount(1);
});

test('pays with credit terms (账期): available credit shown, bill opened', async ({ page }) => {
  await login(page);
  await clearCart(page.request);
  const credit = await api(page.request, 'GET', '/api/user/user_credit');
  const goods = await findGoods(page.request, [], 3);
  await api(page.request, 'POST', '/api/cart', { 'goods[0][goods_id]': String(goods.id), 'goods[0][number]': '3', 'goods[0][ck_id]': '0' });
  const id = await checkoutToStep3(page);
  const methods = page.getByRole('radiogroup', { name: '支付方式' });
  await expect(methods).toContainText(`可用额度 ${formatYuan(credit.available)}`);
  await (await hydrated(methods.getByRole('radio', { name: /账期支付/ }))).check();
  await (await hydrated(page.getByRole('button', { name: /立即支付/ }))).click();
  await expect(page).toHaveURL(new RegExp(`/cart_step4\\?id=${id}$`));
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await expect(page.getByText('账期支付')).toBeVisible();
  const order = await api(page.request, 'GET', `/api/order/${id}`);
  expect(order).toMatchObject({ status: 'paid', pay_method: 'credit' });
  const now = await api(page.request, 'GET', '/api/user/user_credit');
  expect(Math.round((Number(now.used) - Number(credit.used)) * 100)).toBe(Math.round(Number(order.payable) * 100));
  // The demo store already has bills of its own: find the one this purchase opened.
  const bills = await api(page.request, 'GET', '/api/user/user_credit_list?type=0');
  expect(bills.list.find((b: { order_id: number }) => b.order_id === id)).toMatchObject({ order_id: id, amount: order.payable });
});

test('cancels another unpaid order from the order centre; its stock comes back', async ({ page }) => {
  await login(page);
  await clearCart(page.request);
  const goods = await findGoods(page.request, [], 5);
  const stockBefore = (await api(page.request, 'GET', `/api/goods/detail/${goods.id}`)).number;
  await api(page.request, 'POST', '/api/cart', { 'goods[0][goods_id]': String(goods.id), 'goods[0][number]': '4', 'goods[0][ck_id]': '0' });
  const id = await checkoutToStep3(page);
  const order = await api(page.request, 'GET', `/api/order/${id}`);
  expect((await api(page.request, 'GET', `/api/goods/detail/${goods.id}`)).number).toBe(stockBefore - 4);

  await page.goto('/order?status=pending_payment');
  const card = page.getByRole('listitem', { name: `订单 ${order.order_no}` });
  await expect(card).toContainText('待付款');
  await (await hydrated(card.getByRole('button', { name: '取消订单' }))).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(order.order_no);
  await dialog.getByRole('button', { name: '确定取消' }).click();
  await expect(page.getByRole('list', { name: '订单列表' }).getByRole('listitem', { name: `订单 ${order.order_no}` })).toHaveCount(0);
  await page.goto('/order?status=cancelled');
  await expect(page.getByRole('listitem', { name: `订单 ${order.order_no}` })).toContainText('已取消');
  expect((await api(page.request, 'GET', `/api/goods/detail/${goods.id}`)).number).toBe(stockBefore);
  await page.goto(`/order/info/${id}`);
  await expect(page.getByTestId('order-status')).toHaveText('已取消');
  await expect(page.getByText('取消原因：买家取消订单')).toBeVisible();
});

test('pays through the sandbox gateway: cashier page, signed callback, step 4', async ({ page }) => {
  await login(page);
  await clearCart(page.request);
  const goods = await findGoods(page.request, (g) => g.is_ephedrine === 0, 7);
  await addLine(page.request, goods.id, 2);
  await toStep2(page);
  await (await hydrated(page.getByRole('button', { name: '提交订单' }))).click();
  await expect(page).toHaveURL(/\/cart_step3\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const order = await api(page.request, 'GET', `/api/order/${id}`);
  const methods = page.getByRole('radiogroup', { name: '支付方式' });
  await (await hydrated(methods.getByRole('radio', { name: /^在线支付/ }))).check();
  await page.getByRole('button', { name: /立即支付/ }).click();
  await expect(page).toHaveURL(/\/api\/pay\/sandbox\/checkout\?trade_no=PAY\d+/);
  await expect(page.getByRole('heading', { name: '沙箱支付网关' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('不会发生真实扣款，没有任何资金流动');
  await expect(page.getByText(formatYuan(order.payable)).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/orders-sandbox-gateway.png` });
  await page.getByRole('button', { name: /确认支付/ }).click();
  await expect(page).toHaveURL(new RegExp(`/cart_step4\\?id=${id}$`));
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await expect(page.getByText('在线支付', { exact: true })).toBeVisible();
  expect(await api(page.request, 'GET', `/api/order/${id}`)).toMatchObject({ status: 'paid', pay_method: 'online' });
});

test('含麻 goods become their own order: receiver on step 2, the second order paid on /cart_hm', async ({ page }) => {
  await login(page);
  await clearCart(page.request);
  const plain = await findGoods(page.request, (g) => g.is_ephedrine === 0, 9);
  const hm = await findGoods(page.request, (g) => g.is_ephedrine === 1);
  await addLine(page.request, plain.id, 1);
  await addLine(page.request, hm.id, 1);
  await toStep2(page);
  await expect(page.getByRole('region', { name: /订单 2：含麻订单/ })).toBeVisible();
  await page.getByRole('textbox', { name: '收货人姓名' }).fill('李娜');
  await page.getByRole('textbox', { name: '身份证号' }).fill('330106199001012316');
  await page.getByRole('textbox', { name: '手机号' }).fill('13800138000');
  await page.screenshot({ path: `${SCREENS}/orders-step2-hm.png`, fullPage: true });
  await (await hydrated(page.getByRole('button', { name: '提交订单' }))).click();
  await expect(page).toHaveURL(/\/cart_step3\/\d+$/);
  await (await hydrated(page.getByRole('button', { name: /立即支付/ }))).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  const other = page.getByRole('region', { name: '待支付的其他订单' });
  await expect(other).toContainText('含麻订单');
  await other.getByRole('link', { name: '去支付' }).click();
  await expect(page).toHaveURL(/\/cart_hm\?id=\d+$/);
  await expect(page.getByRole('textbox', { name: '收货人姓名' })).toHaveValue('李娜');
  await page.getByRole('textbox', { name: '身份证号' }).fill('330106199001012316');
  await page.screenshot({ path: `${SCREENS}/orders-cart-hm.png`, fullPage: true });
  await (await hydrated(page.getByRole('button', { name: /立即支付/ }))).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await page.goto('/hmdd');
  await expect(page.getByRole('table', { name: '含麻订单回执' })).toContainText(hm.name);
});

test('requests a return of a shipped order; the approved refund goes back to the balance', async ({ page }) => {
  await login(page);
  const probe = await operator(page.request, 'orders:list');
  expect(probe, 'the e2e server installs the operator hook (tests/e2e/e2e-server.ts)').not.toBeNull();
  await clearCart(page.request);
  const goods = await findGoods(page.request, (g) => g.is_ephedrine === 0, 11);
  await addLine(page.request, goods.id, 3);
  await toStep2(page);
  await (await hydrated(page.getByRole('button', { name: '提交订单' }))).click();
  await expect(page).toHaveURL(/\/cart_step3\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await (await hydrated(page.getByRole('button', { name: /立即支付/ }))).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  expect((await operator(page.request, 'orders:ship', String(id), '--carrier', '顺丰速运', '--tracking', 'SF1357924680'))!.code).toBe(0);

  await page.goto(`/order/wl/${id}`);
  await expect(page).toHaveURL(new RegExp(`/order/info/${id}\\?wl=1$`));
  await expect(page.getByRole('region', { name: '物流信息' })).toContainText('SF1357924680');
  await page.getByRole('link', { name: '申请退货/售后' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/returnInfo/${id}$`));
  const form = page.getByRole('form', { name: '申请退货' });
  await (await hydrated(form.getByRole('checkbox', { name: `选择 ${goods.name}` }))).check();
  await form.getByRole('spinbutton', { name: `${goods.name} 申请数量` }).fill('1');
  await form.getByRole('combobox').selectOption('商品破损');
  await form.getByRole('textbox').fill('外箱压坏一盒');
  await form.getByRole('button', { name: '提交退货申请' }).click();
  const record = page.getByRole('listitem', { name: /^退货单 TH/ });
  await expect(record.getByTestId('return-status')).toHaveText('待审核');
  await page.screenshot({ path: `${SCREENS}/orders-return.png`, fullPage: true });

  const before = await api(page.request, 'GET', '/api/user/user_money');
  const detail = await api(page.request, 'GET', `/api/order/${id}`);
  expect((await operator(page.request, 'returns:approve', detail.returns[0].return_no))!.code).toBe(0);
  await page.reload();
  await expect(record.getByTestId('return-status')).toHaveText('已退款');
  const after = await api(page.request, 'GET', '/api/user/user_money');
  expect(Math.round((Number(after.user_money) - Number(before.user_money)) * 100)).toBe(Math.round(Number(detail.returns[0].refund_amount) * 100));
  await page.goto('/order?status=refund');
  await expect(page.getByRole('listitem', { name: `订单 ${detail.order_no}` })).toBeVisible();
});
