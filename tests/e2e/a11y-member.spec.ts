/**
 * Accessibility for a logged-in member (issue 16): axe (WCAG 2.0/2.1 A and AA, full page) on cart
 * steps 1–4 and the cart drawer (the member pages: a11y-member-pages.spec.ts), and the keyboard paths: change a cart quantity and
 * delete a line, check out and pay, and the cart drawer (Esc closes it, focus returns to its button).
 * The lottery pop-up's focus trap and Esc are tested in lottery.spec.ts.
 */
import { expect, test, type Page } from './fixtures';
import { axeViolations, hydrateAll } from './axe';
import { addLine, api, clearCart, hydrated, loginDemo } from './demo-api';

type G = {
  id: number;
  name: string;
  is_buy: number;
  number: number;
  only_mid_pack: number;
  is_ephedrine: number;
  near_expiry: number;
  xg_number: number | null;
  type: number;
  base_price: string | null;
};

async function buyable(page: Page, count: number): Promise<G[]> {
  const data = await api(page.request, 'GET', '/api/goods/list?page=1&page_size=100');
  return (data.list as G[])
    .filter((g) => g.is_buy === 1 && g.number > 50 && !g.only_mid_pack && !g.is_ephedrine && !g.near_expiry && !g.xg_number && g.type === 1 && g.base_price !== null)
    .slice(0, count);
}

test.beforeEach(async ({ page }) => {
  await loginDemo(page);
  // The lottery pop-up has its own checks (lottery.spec.ts); here it would sit over the pages under test.
  await page.addInitScript(() => sessionStorage.setItem('yaocai.lottery_closed', '1'));
});

test('keyboard: cart quantity and delete, then check out and pay; every cart step passes axe', async ({ page }) => {
  test.setTimeout(120_000);
  await clearCart(page.request);
  const [a, b] = await buyable(page, 2);
  await addLine(page.request, a.id, 1);
  await addLine(page.request, b.id, 1);
  await page.goto('/cart_step1');
  await hydrateAll(page);
  expect(await axeViolations(page), 'axe on cart step 1').toEqual([]);

  // Quantity: the + button with Enter, then a typed number confirmed with Enter.
  const more = await hydrated(page.getByRole('button', { name: `增加 ${a.name}` }));
  await more.focus();
  // The answer to + is held until the buyer has typed 3: when it comes, it must not overwrite the typed 3.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/cart/**', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/cart') && r.request().method() === 'POST');
  await page.keyboard.press('Enter');
  const qty = page.getByRole('textbox', { name: `${a.name} 数量` });
  await expect(qty).toHaveValue('2');
  await qty.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3');
  answer();
  await answered;
  await page.unroute('**/api/cart/**');
  await expect.poll(async () => (await api(page.request, 'GET', '/api/cart/list')).items.find((i: { goods_id: number }) => i.goods_id === a.id)?.number).toBe(2);
  await expect(qty).toHaveValue('3');
  await page.keyboard.press('Enter');
  await expect(qty).toHaveValue('3');
  await expect.poll(async () => (await api(page.request, 'GET', '/api/cart/list')).items.find((i: { goods_id: number }) => i.goods_id === a.id)?.number).toBe(3);

  // Delete b: its 删除 button, the confirmation's 确定, all from the keyboard.
  await page.getByRole('button', { name: `删除 ${b.name}` }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: '确定' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem', { name: b.name })).toHaveCount(0);

  // Check out from the keyboard: 去结算, 提交订单, 立即支付 (balance).
  await page.getByRole('button', { name: '去结算' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart_step2$/);
  await hydrateAll(page);
  expect(await axeViolations(page), 'axe on cart step 2').toEqual([]);
  await (await hydrated(page.getByRole('button', { name: '提交订单' }))).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart_step3\/\d+$/);
  await hydrateAll(page);
  expect(await axeViolations(page), 'axe on cart step 3').toEqual([]);
  await (await hydrated(page.getByRole('button', { name: /立即支付/ }))).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart_step4\?id=\d+$/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await hydrateAll(page);
  expect(await axeViolations(page), 'axe on cart step 4').toEqual([]);
});

test('keyboard: the cart drawer opens on its button, passes axe, closes on Esc and gives focus back', async ({ page }) => {
  const [a] = await buyable(page, 1);
  await addLine(page.request, a.id, 1);
  await page.goto('/help');
  const toggle = await hydrated(page.getByRole('complementary', { name: '快捷工具栏' }).getByRole('button', { name: /^购物车/ }));
  await toggle.focus();
  await page.keyboard.press('Enter');
  const drawer = page.locator('#cart-drawer');
  await expect(drawer.getByRole('heading', { name: '购物车' })).toBeFocused();
  await expect(drawer.getByRole('listitem').first()).toBeVisible();
  expect(await axeViolations(page, '#cart-drawer'), 'axe on the open cart drawer').toEqual([]);
  await page.keyboard.press('Tab');
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
