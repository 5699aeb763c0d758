/**
 * Issue 31 in Chromium. As a visitor: the home page's new sections and the category menu's way to all
 * categories, no link to "#", one complaint hotline in header and footer, the slim top ad, the login
 * banner, the page-view beacon, the routes that answered 404, the free-shipping menu variant on /yx.
 * As fresh members (no demo member): the lottery after the pop-up, 经营范围, the 优选 zone on and off,
 * one favourite request per list page, /register/step3, the redeem dialog and 拼团 confirmation at 360 px.
 */
import { expect, test } from './fixtures';
import { api, hydrated } from './demo-api';
import { freshMember, loginMember } from './members';

for (const width of [390, 1280]) {
  test(`home page at ${width} px: new sections, no "#" links, one hotline, slim top ad, a counted view`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const counted = page.waitForResponse((r) => r.url().endsWith('/api/pv') && r.request().method() === 'POST');
    await page.goto('/');
    expect((await counted).status()).toBe(204);
    for (const name of ['为你推荐', '新人推荐', '活动资讯', '幸运抽奖']) await expect(page.getByRole('heading', { name, exact: true }).first()).toBeAttached();
    await expect(page.locator('a[href="#"]')).toHaveCount(0);
    // The menu shows the first 7 categories and a link to all of them (hidden with the menu on phones).
    const all = page.locator('.cat-menu a.all-link', { hasText: /^全部 \d+ 个分类/ });
    if (width >= 1024) await expect(all).toBeVisible();
    else await expect(all).toBeAttached();
    await expect(page.locator('.partner-links a').first()).toBeAttached();
    const complaint = (
      await page
        .getByText(/投诉热线：/)
        .first()
        .textContent()
    )?.match(/[\d-]{7,}/)?.[0];
    expect(complaint).toBeTruthy();
    await expect(page.locator('footer')).toContainText(`投诉热线：${complaint}`);
    const ad = page.locator('.top-ad img'); // the seeded 领券中心 strip: 40 px at most, not 80
    await expect(ad).toBeVisible();
    expect((await ad.boundingBox())!.height).toBeLessThanOrEqual(40);
  });
}

test('login banner without a url announces 活动暂未开始; /pzqg/info and eleven_index answer', async ({ page }) => {
  await page.goto('/login');
  const banner = page.locator('a.login-banner');
  await expect(banner.locator('img')).toBeVisible();
  await expect(banner).toHaveAttribute('href', '/noActivity');
  for (const [from, to] of [
    ['/pzqg/info', '/pzqg'],
    ['/pzqg/info?id=1', '/pzqg/info/1'],
  ]) {
    const res = await page.request.get(from!, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(to);
  }
  await page.goto('/eleven_index');
  expect(new URL(page.url()).pathname).toBe('/');
});

test('/yx: the medicine categories of the menu open the free-shipping list (yx=1)', async ({ page }) => {
  const lists = (p: typeof page) => p.locator('.cat-menu a[href^="/list?select="]');
  await page.goto('/');
  expect(await lists(page).first().getAttribute('href')).not.toContain('yx=1');
  await page.goto('/yx');
  const hrefs = await lists(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((h) => !/[?&]yx=1(&|$)/.test(h))).toEqual([]);
  await page.goto(hrefs[0]!);
  expect(new URL(page.url()).searchParams.get('yx')).toBe('1');
});

test('a member: one favourite request per list, the lottery after the pop-up, 优选专区, 经营范围, step3', async ({ page }) => {
  const m = await freshMember(page.request);
  await loginMember(page, m.username);
  let asks = 0;
  page.on('request', (r) => void (new URL(r.url()).pathname === '/api/favorite/ids' && (asks += 1)));
  await page.goto('/list_index');
  const cards = page.locator('[data-fav-goods]');
  expect(await cards.count()).toBeGreaterThan(10);
  // The page's one script wires every 收藏 button (enabled once wired) and asks about all of them at once.
  await expect(cards.last().getByRole('button').first()).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(asks).toBe(1);

  await page.goto('/');
  const draws = page.locator('section.draws');
  await expect(draws.getByText('剩余抽奖机会：1 次')).toBeVisible();
  const drawId = (await draws.locator('a').first().getAttribute('href'))!.split('/').pop();
  const won = await api(page.request, 'POST', `/api/draw/${drawId}`);
  await draws.getByRole('link', { name: '查看我的抽奖机会与记录' }).click();
  const box = page.locator('section.mc-lottery');
  await expect(box).toContainText('剩余抽奖机会：0 次');
  await expect(box.getByRole('list', { name: '我的抽奖记录' })).toContainText(won.prize.name);

  await page.locator('.youx-entry a').click();
  await expect(page).toHaveURL(/\/youx$/);
  await expect(page.locator('.youx .grid > *').first()).toBeVisible();

  const { scope } = await api(page.request, 'GET', '/api/user/jyfw');
  expect(scope.length).toBeGreaterThan(0);
  await page.goto('/zzzj');
  await expect(page.getByRole('list', { name: '经营范围' }).getByRole('listitem')).toHaveText(scope);

  await page.goto('/register/step3');
  await expect(page.getByRole('heading', { name: '资质已审核通过' })).toBeVisible();
  await expect(page.getByText('请先上传资质证件')).toHaveCount(0);
});

test('a store without is_show_youx sees no 优选 entry and a closed zone', async ({ page }) => {
  const m = await freshMember(page.request, undefined, { showYoux: false });
  await loginMember(page, m.username);
  await page.goto('/user');
  await expect(page.locator('section.mc-lottery')).toBeVisible();
  await expect(page.locator('.youx-entry')).toHaveCount(0);
  await page.goto('/youx');
  await expect(page.getByText('优选专区暂未对您的门店开放')).toBeVisible();
});

test('at 360 px: the redeem dialog holds its address select; 我要开团 asks before charging', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const m = await freshMember(page.request);
  await loginMember(page, m.username);
  const detail = '大学西街与昭乌达路交叉口向南二百米路东新华书店三楼东侧综合楼 88 号院 3 号楼 2 单元 1001 室';
  await api(page.request, 'POST', '/api/user/address', {
    consignee: '王药师',
    phone: '13912345678',
    province: '内蒙古自治区',
    city: '呼和浩特市',
    district: '赛罕区',
    detail,
    is_default: '1',
  });
  await page.goto('/jfsc');
  await (await hydrated(page.getByRole('button', { name: /^立即兑换/ }).first())).click();
  const dialog = page.locator('.pm-dialog');
  const select = dialog.getByRole('combobox', { name: '收货地址' });
  await expect(select).toContainText(detail.slice(0, 10));
  const [d, s] = [(await dialog.boundingBox())!, (await select.boundingBox())!];
  expect(s.x).toBeGreaterThanOrEqual(d.x);
  expect(s.x + s.width).toBeLessThanOrEqual(d.x + d.width);
  expect(d.x + d.width).toBeLessThanOrEqual(360);

  const before = (await api(page.request, 'GET', '/api/user/user_money')).balance;
  await page.goto('/ptzq');
  await (await hydrated(page.getByRole('button', { name: /^我要开团/ }).first())).click();
  const confirm = page.getByRole('dialog', { name: '确认我要开团' });
  await expect(confirm.getByRole('combobox', { name: '收货地址' })).toBeVisible();
  await expect(confirm.getByRole('radio', { name: '余额支付' })).toBeChecked();
  expect((await api(page.request, 'GET', '/api/order/list')).total).toBe(0); // nothing charged on the first press
  await confirm.getByRole('radio', { name: '账期支付' }).check();
  await confirm.getByRole('button', { name: '确认支付' }).click();
  await expect(page.locator('.group-done')).toContainText(/已参团|拼团成功/);
  expect((await api(page.request, 'GET', '/api/user/user_money')).balance).toBe(before);
});
