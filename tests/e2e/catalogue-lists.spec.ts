import { expect, test, type Page } from './fixtures';
import { loginWithPassword } from './accounts-helpers';
import { hydrated } from './demo-api';

/** Lists, views, category filter, detail page and price visibility (issue 3). */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

test('switch list views with the filters kept in the URL; the back button restores', async ({ page }) => {
  await page.goto('/list?sort=sales');
  await expect(page.getByRole('link', { name: '大图' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first()).toBeVisible();
  await shot(page, 'catalogue-list');

  await page.getByRole('navigation', { name: '列表视图' }).getByRole('link', { name: '列表' }).click();
  await expect(page).toHaveURL(/\/list_table\?sort=sales/);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: '有效期至' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(21);
  await shot(page, 'catalogue-table');

  await page.getByRole('navigation', { name: '列表视图' }).getByRole('link', { name: '无图' }).click();
  await expect(page).toHaveURL(/\/list_no_image\?sort=sales/);
  await expect(page.locator('.plain li').first()).toContainText('批号');

  await page.goBack();
  await expect(page).toHaveURL(/\/list_table\?sort=sales/);
  await expect(page.getByRole('table')).toBeVisible();

  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('.pager [aria-current="page"]')).toHaveText('2');
});

test('filter by category from the menu, then narrow with the filter panel', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: '商品分类' });
  const first = menu.locator('.top-link').first();
  const name = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/select=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const total = Number(await page.locator('.count strong').innerText());
  expect(total).toBeGreaterThan(0);

  await page.getByRole('link', { name: '仅看有货' }).click();
  await expect(page).toHaveURL(/stock=1/);
  await expect(page.getByRole('link', { name: '仅看有货' })).toHaveAttribute('aria-current', 'true');
  expect(Number(await page.locator('.count strong').innerText())).toBeLessThanOrEqual(total);

  const maker = page.locator('.frow', { hasText: '生产厂家' }).getByRole('link').first();
  await maker.click();
  await expect(page).toHaveURL(/manufacturer=\d+/);
  await page.getByRole('link', { name: '清除全部筛选' }).click();
  await expect(page).not.toHaveURL(/stock=1|manufacturer=/);
});

test('a visitor sees goods but no prices; the detail page shows every field and related goods', async ({ page }) => {
  await page.goto('/list');
  const card = page.getByRole('article').first();
  await expect(card.getByRole('link', { name: '登录可见' })).toBeVisible();
  await expect(page.locator('main .price')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '加入购物车' })).toHaveCount(0);

  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/list_info\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByText('登录可见').first()).toBeVisible();
  const spec = page.getByRole('region', { name: '商品信息' });
  for (const label of ['规格', '批号', '生产日期', '有效期至', '中包装', '件装', '库存', '生产厂家']) await expect(spec.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: '相关商品' }).getByRole('article').first()).toBeVisible();
  await expect(page.locator('main .price')).toHaveCount(0);
  await shot(page, 'catalogue-detail');
  await spec.getByRole('link').first().click();
  await expect(page).toHaveURL(/manufacturer=\d+/);
});

test('zones and the brand zone open with their goods', async ({ page }) => {
  for (const [path, heading] of [
    ['/yx', '包邮专区'],
    ['/zyyp', '中药饮片'],
    ['/qxzq', '器械专区'],
    ['/kxzq', '控销专区'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await expect(page.getByText('请登录后查看')).toBeVisible();
  await page.goto('/ppzq');
  await page.locator('.brands a').first().click();
  await expect(page).toHaveURL(/\/ppzq\/info\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('品牌商品');
  await page.goto('/yx_rule');
  await expect(page.getByRole('heading', { name: '包邮规则' })).toBeVisible();
});

test('the approved demo member sees prices, ladder tiers and the add-to-cart controls', async ({ page }) => {
  await loginWithPassword(page, 'demo', 'Demo@123456', '杭州仁心大药房有限公司');
  await page.goto('/list_table');
  await expect(page.getByRole('table').locator('.price').first()).toHaveText(/^¥\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(page.getByRole('button', { name: '加入购物车' }).first()).toBeVisible();
  await expect(page.getByText('登录可见')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '价格从低到高' })).toBeVisible();

  await page.getByRole('table').getByRole('rowheader').first().getByRole('link').first().click();
  await expect(page.locator('.pricebox .price').first()).toHaveText(/^¥\d{1,3}(,\d{3})*\.\d{2}$/);
  const box = page.getByRole('group', { name: /采购数量/ });
  await expect(box).toBeVisible();
  // A click before the island hydrates would land on server markup with no handler yet.
  const add = await hydrated(page.getByRole('button', { name: '加入购物车' }));
  const [request] = await Promise.all([page.waitForRequest((r) => r.url().endsWith('/api/cart') && r.method() === 'POST'), add.click()]);
  expect(decodeURIComponent(request.postData() ?? '')).toMatch(/^goods\[0\]\[goods_id\]=\d+&goods\[0\]\[price\]=\d+\.\d{2}&goods\[0\]\[number\]=\d+&goods\[0\]\[ck_id\]=0$/);
});
