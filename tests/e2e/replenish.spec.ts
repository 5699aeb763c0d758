/**
 * 常购清单 (issue 29): a fresh buyer with one paid order opens /cgqd on a 390 px phone, sees its five
 * goods with the last purchase and the 建议采购量 with its reason, and adds them all to the cart in one
 * tap at those quantities.
 */
import { expect, test, type APIRequestContext } from './fixtures';
import { addLine, api, hydrated } from './demo-api';
import { freshMember, loginMember } from './members';

/** Five plain goods a new member can buy (no activity, limit, middle-pack rule or near expiry). */
async function fiveGoods(request: APIRequestContext): Promise<number[]> {
  const data = await api(request, 'GET', '/api/goods/list?page=3&page_size=100');
  const ids = data.list
    .filter(
      (x: any) =>
        x.type === 1 &&
        x.is_buy === 1 &&
        x.base_price !== null &&
        x.number >= 500 &&
        x.xg_number === 0 &&
        x.only_mid_pack === 0 &&
        x.is_ephedrine === 0 &&
        x.near_expiry !== 1 &&
        !(x.tags ?? []).some((t: any) => ['秒', '特'].includes(t.name)),
    )
    .slice(0, 5)
    .map((x: any) => x.id);
  expect(ids).toHaveLength(5);
  return ids;
}

test('a buyer with an order adds all five 常买 rows to the cart at the suggested quantity on a phone', async ({ page }) => {
  test.setTimeout(90_000);
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
  await expect(table.getByRole('row')).toHaveCount(6); // header + five goods
  await expect(table.getByText('只买过 1 次，按上次的 3')).toHaveCount(5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await (await hydrated(page.getByRole('button', { name: '全部加入购物车' }))).click();
  await expect
    .poll(async () => (await api(page.request, 'GET', '/api/cart/list')).items.map((i: any) => [i.goods_id, i.number]).sort())
    .toEqual(ids.map((id) => [id, 3]).sort());
});
