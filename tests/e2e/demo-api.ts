/** API helpers for the e2e specs that act as a demo member (cart, orders). */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { accountOf } from './demo-groups';
import { freshMember, loginMember, originHeader } from './members';

export { originHeader };

/**
 * Logs the page's context in through the login API as the demo member of the spec file's group
 * (tests/e2e/demo-groups.ts: `demo`, or `demo2`/`demo3`, made on first use), or as `account`.
 */
export async function loginDemo(page: Page, account = accountOf(test.info().file)): Promise<void> {
  if (account !== 'demo') await freshMember(page.request, account);
  await loginMember(page, account);
}

/** Calls an API and expects success; returns `data`. */
export async function api(request: APIRequestContext, method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<any> {
  const res = method === 'GET' ? await request.get(path) : await request.post(path, { form, headers: originHeader() });
  const body = await res.json();
  expect(body.code, `${method} ${path}: ${JSON.stringify(body).slice(0, 200)}`).toBe(10000);
  return body.data;
}

export async function clearCart(request: APIRequestContext): Promise<void> {
  const data = await api(request, 'GET', '/api/cart/list');
  const ids = [...data.items, ...data.invalid_items].map((i: any) => i.id);
  if (ids.length) await api(request, 'POST', '/api/cart/batch_delete', Object.fromEntries(ids.map((id: number, i: number) => [`ids[${i}]`, String(id)])));
}

export async function addLine(request: APIRequestContext, goodsId: number, number: number): Promise<void> {
  await api(request, 'POST', '/api/cart', { 'goods[0][goods_id]': String(goodsId), 'goods[0][number]': String(number), 'goods[0][ck_id]': '0' });
}

/**
 * Orders the whole cart through the API as 去结算 → step 2 → 提交订单 would (default address, no coupon,
 * the payable step 2 quoted); answers the first new order's id (unpaid).
 */
export async function orderCart(request: APIRequestContext, keyPrefix: string): Promise<number> {
  const cart = await api(request, 'GET', '/api/cart/list');
  await api(request, 'POST', '/api/cart/checkout', Object.fromEntries(cart.items.map((i: any, k: number) => [`ids[${k}]`, String(i.id)])));
  const step2 = await api(request, 'GET', '/api/order/confirm?coupon_id=0');
  const made = await api(request, 'POST', '/api/order/create', {
    idempotency_key: `${keyPrefix}-${Date.now()}`,
    address_id: String(step2.address_id),
    coupon_id: '0',
    payable: step2.payable,
  });
  return made.orders[0].id;
}

/**
 * Waits until the island holding `locator` has hydrated (Astro removes its `ssr` attribute). Scrolled into
 * view first (a client:visible island hydrates when seen); when hydration replaces the element while it is
 * being scrolled to, the scroll is done again on the new one (Playwright's scroll does not re-resolve a
 * detached element by itself).
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect(async () => {
    await locator.scrollIntoViewIfNeeded({ timeout: 5_000 });
    await expect(locator.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', /.*/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return locator;
}
