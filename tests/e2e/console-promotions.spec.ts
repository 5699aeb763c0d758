/**
 * Promotions in the console (issue 18 item 8) in Chromium: the 商品 operator (shangpin) creates a
 * spike session for a goods that starts now — first with a price above the supply price, which the
 * form refuses in Chinese beside the field — and the session appears on the home page's spike floor
 * (and /api/index/spike); following its tab shows the goods at the spike price. The operator then
 * switches the session off through its edit form. Screenshots of every promotions page at 1366 px.
 * The console's 发放给门店 puts a coupon into a store's 我的优惠券, in the same words the shop uses.
 */
import { expect, test } from './fixtures';
import { hydrated, originHeader } from './demo-api';
import { operatorPage } from './console-login';

const SCREENS = 'test-results/screens';
const NAME = `E2E秒杀${Date.now() % 100_000}`;

test('the 商品 operator creates a spike session starting now; it appears on the home page spike floor', async ({ browser, page }) => {
  test.setTimeout(120_000); // a console session, the shop's home page and six console pages with screenshots
  const op = await operatorPage(browser, 'shangpin');
  await op.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '营销活动' }).click();
  await expect(op.getByRole('heading', { name: '营销活动', level: 1 })).toBeVisible();
  const panel = op.getByRole('region', { name: '新建秒杀场次' });
  const lines = await hydrated(panel.getByLabel(/活动商品/));

  // Devices, a later page of the list: goods the shop's other specs do not put in their carts.
  const listed = await (await op.request.get('/admin/api/goods?kind=device&sale=on&page=2')).json();
  const candidates = listed.data.rows.filter((g: any) => g.basePrice >= 200 && g.stock > 0);
  expect(candidates.length).toBeGreaterThan(3);

  await panel.getByLabel('活动名称').fill(NAME);
  const first = candidates[0];
  await lines.fill(`${first.id}, ${(first.basePrice / 100).toFixed(2)}, 30, 2`);
  await panel.getByRole('button', { name: '创建秒杀场次' }).click();
  await expect(panel.getByRole('status')).toContainText(`第 1 行：活动价须低于供货价`);
  await expect(lines).toHaveAttribute('aria-invalid', 'true');
  await op.screenshot({ path: `${SCREENS}/console-promotions-refused-1366.png`, fullPage: true });

  // A goods already in another price-changing activity is refused too: try the next candidate then.
  let chosen: any = null;
  for (const g of candidates.slice(0, 6)) {
    await lines.fill(`${g.id}, ${(Math.floor(g.basePrice / 2) / 100).toFixed(2)}, 30, 2`);
    const reloaded = op.waitForEvent('load', { timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    await panel.getByRole('button', { name: '创建秒杀场次' }).click();
    const outcome = await Promise.race([
      reloaded,
      panel
        .getByRole('status')
        .filter({ hasText: '一个商品同一时间只能参加一个改价活动' })
        .waitFor()
        .then(() => false),
    ]);
    if (outcome) {
      chosen = g;
      break;
    }
  }
  expect(chosen, 'a device goods free of price-changing activities').not.toBeNull();
  const item = op.getByRole('listitem', { name: new RegExp(`^活动 \\d+ ${NAME}$`) });
  await expect(item).toBeVisible();
  await expect(item.getByText('进行中')).toBeVisible();
  const id = Number((await item.getAttribute('aria-label'))!.split(' ')[1]);
  await op.screenshot({ path: `${SCREENS}/console-promotions-1366.png`, fullPage: true });
  await op.setViewportSize({ width: 390, height: 844 });
  await op.screenshot({ path: `${SCREENS}/console-promotions-390.png`, fullPage: true });
  await op.setViewportSize({ width: 1366, height: 900 });

  const floor = await (await page.request.get('/api/index/spike')).json();
  const session = floor.data.sessions.find((s: any) => s.id === id);
  expect(session, 'the new session in /api/index/spike').toBeTruthy();
  expect(JSON.stringify(session)).toContain(chosen.name);

  await page.goto('/');
  const tab = page.getByRole('navigation', { name: '秒杀场次' }).locator(`a[href*="session=${id}"]`);
  await expect(tab).toBeVisible();
  await expect(tab).toContainText('抢购中');
  await tab.click();
  await expect(page).toHaveURL(new RegExp(`/yyh\\?session=${id}`));
  const spike = page.getByRole('region', { name: '限时秒杀' });
  await expect(spike.getByText(NAME)).toBeVisible();
  await expect(spike.getByText(chosen.name).first()).toBeVisible();

  // Switch it off again through its edit form (the shop's other specs see the goods at its normal price).
  await item.getByText('编辑').click();
  const enabled = await hydrated(item.getByLabel('启用'));
  await enabled.uncheck();
  const saved = op.waitForEvent('load');
  await item.getByRole('button', { name: '保存' }).click();
  await saved;
  await expect(op.getByRole('listitem', { name: new RegExp(`^活动 ${id} `) }).getByText('已停用')).toBeVisible();
  const after = await (await page.request.get('/api/index/spike')).json();
  expect(after.data.sessions.some((s: any) => s.id === id)).toBe(false);

  for (const [path, name] of [
    ['/admin/promotions/rules', 'rules'],
    ['/admin/promotions/coupons', 'coupons'],
    ['/admin/promotions/combos', 'combos'],
    ['/admin/promotions/lottery', 'lottery'],
    ['/admin/promotions/points', 'points'],
  ] as const) {
    await op.goto(path);
    await expect(op.getByRole('navigation', { name: '营销活动分类' }).locator('[aria-current="page"]')).toBeVisible();
    await op.screenshot({ path: `${SCREENS}/console-promotions-${name}-1366.png`, fullPage: true });
  }
});

test('an operator without the promotions role gets 403 on the promotions pages and APIs', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin/login');
  const form = page.getByRole('main');
  await (await hydrated(form.getByLabel('用户名'))).fill('caiwu');
  await form.getByLabel('密码', { exact: true }).fill('Caiwu@123456');
  await form.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '营销活动' })).toHaveCount(0);
  const res = await page.goto('/admin/promotions');
  expect(res!.status()).toBe(403);
  await expect(page.getByRole('alert')).toContainText('无权访问');
  const api = await page.request.post('/admin/api/promotions/price', { form: { kind: 'spike' }, headers: { origin: new URL(page.url()).origin } });
  expect(api.status()).toBe(403);
});

test("发放给门店 from the coupons page puts the coupon in the store's 我的优惠券, reading as the console shows it", async ({ browser }) => {
  const admin = await operatorPage(browser, 'admin');
  const found = await (await admin.request.get('/admin/api/members?keyword=pending')).json();
  const storeId = found.data.rows.find((r: any) => r.username === 'pending').storeId as number;
  await admin.goto('/admin/promotions/coupons');
  // The lottery's coupon: valid for weeks from the day the demo data is made.
  const item = admin.getByRole('list', { name: '优惠券' }).getByRole('listitem', { name: /抽奖专享满300减20/ });
  const heading = (await item.getByRole('heading', { level: 3 }).innerText()).trim();
  const [, name, text] = /^#\d+ (.+) · (.+)$/.exec(heading)!;
  await item.getByText('发放给门店').click();
  const store = await hydrated(item.getByLabel('门店编号'));
  await store.fill('999999');
  await item.getByRole('button', { name: '发放' }).click();
  await expect(store).toHaveAccessibleDescription('门店 #999999 不存在');
  await store.fill(String(storeId));
  const member = await (await browser.newContext()).newPage();
  const login = await member.request.post('/api/user/login', { form: { type: 'password', account: 'pending', password: 'Demo@123456' }, headers: originHeader() });
  expect((await login.json()).code).toBe(10000);
  const held = async () => (await (await member.request.get('/api/user/coupon?status=1')).json()).data.list.filter((c: any) => c.name === name);
  const before = (await held()).length;
  await item.getByRole('button', { name: '发放' }).click();
  await expect.poll(async () => (await held()).length).toBe(before + 1);
  expect((await held())[0]).toMatchObject({ name, text });
});
