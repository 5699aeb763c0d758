import { expect, test, type APIRequestContext } from './fixtures';
import { loginWithPassword } from './accounts-helpers';

async function common(request: APIRequestContext) {
  return (await (await request.get('/api/focus/common')).json()).data as {
    nav: { name: string }[];
    category: { name: string; children: { name: string }[] }[];
    rnss: string[];
  };
}

test.describe('site chrome from the database', () => {
  test('home: header, nav, category menu, banners, shelves, footer, sidebar', async ({ page, request }) => {
    const data = await common(request);
    const focus = (await (await request.get('/api/focus')).json()).data;
    await page.goto('/');
    await expect(page).toHaveTitle('首页 - 药采');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    const nav = page.getByRole('list', { name: '主导航' }).getByRole('link');
    await expect(nav).toHaveText(data.nav.map((n) => n.name));
    expect(await nav.count()).toBeLessThanOrEqual(9);

    const menu = page.getByRole('navigation', { name: '商品分类' });
    const topLinks = menu.locator('.top-link:not(.all-link)');
    await expect(topLinks).toHaveText(data.category.slice(0, 7).map((c) => c.name));
    await expect(topLinks.first()).toHaveAttribute('href', /select=\d+/);
    // Children appear on hover.
    const firstChild = data.category[0].children[0].name;
    await expect(menu.getByRole('link', { name: firstChild, exact: true })).toBeHidden();
    await topLinks.first().hover();
    await expect(menu.getByRole('link', { name: firstChild, exact: true })).toBeVisible();

    await expect(page.getByRole('search', { name: '商品搜索' })).toBeVisible();
    await expect(page.getByRole('list', { name: '热门搜索' }).getByRole('link').first()).toHaveText(data.rnss[0]);

    await expect(page.locator('.carousel .slide')).toHaveCount(focus.banner.length);
    const firstShelf = focus.floors[0];
    const shelf = page.getByRole('region', { name: firstShelf.title });
    await expect(shelf.getByRole('heading', { level: 3 }).first()).toHaveText(firstShelf.goods[0].name);
    await expect(shelf.getByText('登录可见').first()).toBeVisible();
    await expect(shelf.locator('.price')).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['新人指南', '服务保障', '支付配送', '关于我们']);
    await expect(footer.getByRole('link', { name: '会员注册' })).toHaveAttribute('href', '/help/xrzn/hyzc?id=hyzc');
    await expect(footer).toContainText('药品网络交易服务第三方平台备案凭证');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.locator('figure svg')).toHaveCount(2);

    const sidebar = page.getByRole('complementary', { name: '快捷工具栏' });
    await expect(sidebar.getByRole('link', { name: '我的账户' })).toBeVisible();
    await sidebar.getByRole('button', { name: '微信' }).click();
    await expect(sidebar.getByRole('group', { name: '扫码关注公众号' })).toBeVisible();

    await expect(page.getByText('请登录')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/home.png', fullPage: true });
  });

  test('the category menu opens from the keyboard on inner pages', async ({ page }) => {
    await page.goto('/mrtj');
    const menu = page.getByRole('navigation', { name: '商品分类' });
    await expect(menu.locator('.top-link').first()).toBeHidden();
    await page.locator('.nav-all').focus();
    await expect(menu.locator('.top-link').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.locator('.top-link').first()).toBeFocused();
    await expect(menu.locator('.flyout').first()).toBeVisible();
  });

  test('login-style header: no search, no nav, the page title beside the logo, one h1', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('会员登录 - 药采');
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(page.getByRole('list', { name: '主导航' })).toHaveCount(0);
    await expect(page.locator('header .page-name')).toHaveText('会员登录');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: '会员登录' })).toBeVisible();
    await page.goto('/forget_step1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('.top-ad')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screens/login-header.png' });
  });

  test('cart pages show the 4-step progress with the current step', async ({ page, request }) => {
    // Visitors are sent to log in first.
    const res = await request.get('/cart/step2', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toMatch(/^\/login\?redirect=/);
    await loginWithPassword(page, 'demo', 'Demo@123456', '杭州仁心大药房有限公司');
    await page.goto('/cart');
    await expect(page).toHaveTitle('我的购物车 - 药采');
    const steps = page.getByRole('list', { name: '下单进度' }).getByRole('listitem');
    await expect(steps).toHaveText([/我的购物车/, /核对订单信息/, /支付订单/, /支付完成/]);
    await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('search')).toHaveCount(0);
  });

  test('404 page keeps the chrome and offers a way home', async ({ page }) => {
    const res = await page.goto('/definitely/not/here');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/noActivity');
    await expect(page.getByRole('heading', { name: '活动暂未开始' })).toBeVisible();
  });
});
