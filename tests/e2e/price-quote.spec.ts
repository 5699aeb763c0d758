/**
 * One price everywhere (issue 27) in a real browser, as a fresh approved member (not the
 * shared demo member, so this runs in the parallel `site` project): the detail page's quantity box
 * shows the server's price for the typed quantity (tier reached, next tier's saving, 94折 applied),
 * the cart drawer shows each line's unit price and amount with a discount line, and 我的收藏 shows the quote.
 */
import { expect, test } from './fixtures';
import { api, clearCart, hydrated } from './demo-api';
import { freshMember, loginMember } from './members';
import { formatYuan } from '../../src/lib/money';

test('the detail page prices the typed quantity and the drawer shows the discount line', async ({ page }) => {
  const member = await freshMember(page.request);
  await loginMember(page, member.username); // the lottery pop-up kept closed
  await clearCart(page.request);

  // A ladder goods under the store-wide 94折 (the quote names both once its tier is reached).
  const list = (await api(page.request, 'GET', '/api/goods/list?page_size=60')).list as any[];
  let goods: any = null;
  let tier: any = null;
  for (const g of list.filter((x) => x.ladder_price.length > 0 && x.type === 1 && x.is_ephedrine === 0 && x.only_mid_pack === 0 && x.xg_number === 0)) {
    const q = await api(page.request, 'GET', `/api/goods/quote?goods_id=${g.id}&number=${g.ladder_price[0].number}`);
    if (q.applied.some((a: any) => a.kind === 'discount') && q.message === null) {
      goods = g;
      tier = q;
      break;
    }
  }
  expect(goods, 'a ladder goods under 全场94折').not.toBeNull();
  const first = await api(page.request, 'GET', `/api/goods/quote?goods_id=${goods.id}&number=1`);

  await page.goto(`/list_info/${goods.id}`);
  const box = page.getByTestId('quote');
  await expect(box.getByTestId('quote-unit')).toHaveText(formatYuan(first.unit_price));
  await expect(box.getByTestId('quote-next')).toContainText(`单价 ${formatYuan(first.next_tier.unit_price)}`);
  // The ladder table shows the tier after the 94折, the original struck through.
  await expect(page.locator('.ladder td.price').first()).toContainText(formatYuan(tier.unit_price));

  const input = await hydrated(page.getByRole('group', { name: /采购数量/ }).getByRole('textbox', { name: '数量' }));
  await input.fill(String(tier.number));
  await expect(box.getByTestId('quote-unit')).toHaveText(formatYuan(tier.unit_price));
  await expect(box.getByTestId('quote-amount')).toHaveText(formatYuan(tier.amount));
  await expect(box).toContainText('阶梯价');

  await input.blur();
  await (await hydrated(page.locator('.buy').getByRole('button', { name: '加入购物车' }))).click();
  await expect.poll(async () => (await api(page.request, 'GET', '/api/cart/list')).items.length).toBe(1);
  const cart = await api(page.request, 'GET', '/api/cart/list');
  expect(cart.items[0].price_model.amount).toBe(tier.amount);

  await page
    .getByRole('button', { name: /^购物车/ })
    .first()
    .click();
  const drawer = page.locator('#cart-drawer');
  await expect(drawer.getByTestId('cart-drawer-amount')).toHaveText(formatYuan(tier.amount));
  await expect(drawer.getByTestId('cart-drawer-discount')).toHaveText(`-${formatYuan(cart.summary.promotion_amount)}`);
  await expect(drawer.getByTestId('cart-drawer-total')).toHaveText(formatYuan(cart.summary.order_amount));
  await clearCart(page.request);

  // 我的收藏's 今日价格 is the same quote (94折 applied), not the list price.
  await api(page.request, 'POST', '/api/favorite', { 'goods_ids[0]': String(goods.id) });
  await page.goto('/star');
  await expect(page.getByTestId(`star-price-${goods.id}`)).toContainText(formatYuan(first.unit_price));
});
