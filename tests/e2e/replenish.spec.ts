/**
 * 常购清单 (issue 29): a fresh buyer with one paid order opens /cgqd on a 390 px phone, sees its five
 * goods with the last purchase and the 建议采购量 with its reason, and adds them all to the cart in one
 * tap at those quantities.
 */
import { expect, test, type APIRequestContext } from './fixtures';
import { addLine, api, hydrated } from './demo-api';
import { freshMember, loginMember, plainGoods } from './members';
import { operatorPage } from './console-login';
import { axeViolations, hydrateAll } from './axe';

/** Five plain goods a new member can buy (no activity, limit, middle-pack rule or near expiry). */
async function fiveGoods(request: APIRequestContext): Promise<number[]> {
  const data = await api(request, 'GET', '/api/goods/list?page=3&page_size=100');
  const ids = data.list
    .filter(plainGoods)
    .slice(0, 5)
    .map((x: any) => x.id);
  expect(ids).toHaveLength(5);
  return ids;
}

test('a buyer with an order adds all five 常买 rows to the cart at the suggested quantity on a phone', async ({ page }) => {
  const member = await freshMember(page.request);
  await loginMember(page, member.username);
  const ids = await fiveGoods(page.request);
  for (const id of ids) await addLine(page.request, id, 3);
  await page.goto('/cart');
  await (await hydrated(page.getByRole('button', { name: '去结算' }))).click();
  await expect(page).toHaveURL(/\/cart_step2$/);
  await (await hydrated(page.getByRole('button', { name: '提交订单' }))).click();
  await expect(page).toHaveURL(/\/cart_step3\/\d+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  await api(page.request, 'POST', '/api/pay/balance', { order_id: orderId });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cgqd');
  await expect(page.getByRole('heading', { name: '常购清单', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: '常买商品' });
  await expect(table.getByRole('row')).toHaveCount(5); // five goods as cards (the header row is hidden on a phone)
  await expect(table.getByText('只买过 1 次，按上次的 3')).toHaveCount(5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await hydrateAll(page);
  expect(await axeViolations(page, '.centre'), 'axe on /cgqd').toEqual([]);

  // The suggestion is the last quantity rounded up to the 中包装; the cart gets exactly that.
  const suggested = (await api(page.request, 'GET', '/api/user/cgqd')).list.map((r: any) => [r.goods_id, r.suggested]);
  expect(suggested.every(([, n]: number[]) => n >= 3)).toBe(true);
  await (await hydrated(page.getByRole('button', { name: '全部加入购物车' }))).click();
  await expect.poll(async () => (await api(page.request, 'GET', '/api/cart/list')).items.map((i: any) => [i.goods_id, i.number]).sort()).toEqual(suggested.sort());
});

test('到货通知: the buyer asks on an out-of-stock goods, the operator takes in stock, the buyer gets the message', async ({ page, browser }) => {
  const member = await freshMember(page.request);
  await loginMember(page, member.username);
  let target: { id: number; name: string } | undefined;
  for (let p = 1; p < 30 && !target; p++) {
    const data = await api(page.request, 'GET', `/api/goods/list?page=${p}&page_size=100`);
    target = data.list.find((x: any) => x.type === 1 && x.number === 0 && x.base_price !== null && x.is_ephedrine === 0 && x.xg_number === 0);
  }
  expect(target).toBeDefined();
  await page.goto(`/list_info/${target!.id}`);
  const form = page.getByRole('form', { name: '到货通知' });
  await hydrateAll(page);
  expect(await axeViolations(page, '.an'), 'axe on the 到货通知 form').toEqual([]);
  await (await hydrated(form.getByRole('spinbutton', { name: '需要数量' }))).fill('20');
  await form.getByRole('button', { name: '到货通知我' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已登记到货通知：' })).toContainText('需要 20');

  const op = await operatorPage(browser, 'shangpin');
  const res = await op.request.post(`/admin/api/goods/${target!.id}/batches`, {
    multipart: { batch_no: `E2E${Date.now() % 1_000_000}`, production_date: '2026-01-01', expiry_date: '2028-12-31', number: '120' },
    headers: { origin: new URL(op.url()).origin },
  });
  expect((await res.json()).code).toBe(10000);
  await op.context().close();

  await page.goto('/wdxx');
  await expect(page.getByText(`到货通知：${target!.name}`).first()).toBeVisible();
  await expect(page.getByText(/已到货，现可购 120/).first()).toBeAttached(); // the body opens with its title
});

test('常看 → 我的清单 on a phone: viewed goods go into a named list and from it to the cart; 降价通知 is registered on the detail page', async ({ page }) => {
  const member = await freshMember(page.request);
  await loginMember(page, member.username);
  await page.setViewportSize({ width: 390, height: 844 });
  const [a, b] = await fiveGoods(page.request);
  await page.goto(`/list_info/${b}`);
  await page.goto(`/list_info/${a}`);
  await (await hydrated(page.getByRole('button', { name: '降价通知我' }))).click();
  const form = page.getByRole('form', { name: '降价通知' });
  await form.getByRole('textbox', { name: '期望单价（元）' }).fill('0.01');
  await form.getByRole('button', { name: '登记降价通知' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已登记降价通知：降到 ¥0.01 时通知您' })).toBeVisible();

  await page.goto('/cgqd?tab=viewed');
  await expect(page.getByRole('tab', { name: '常看' })).toHaveAttribute('aria-selected', 'true');
  const viewed = page.getByRole('table', { name: '常看商品' });
  await expect(viewed.getByRole('row')).toHaveCount(2);
  page.once('dialog', (d) => void d.accept('每周补货'));
  await (await hydrated(page.getByRole('checkbox', { name: '全选' }))).check();
  await page.getByRole('button', { name: '加入清单' }).click();
  await page.getByRole('tab', { name: '我的清单' }).click();
  const list = page.getByRole('table', { name: '清单 每周补货' });
  await expect(list.getByRole('row')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: '全部加入购物车' }).click();
  await expect.poll(async () => (await api(page.request, 'GET', '/api/cart/list')).items.map((i: any) => i.goods_id).sort()).toEqual([a, b].sort());
});
