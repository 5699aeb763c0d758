import { expect, test } from './fixtures';
import { field, hydrated, loginWithPassword } from './accounts-helpers';

test('the upload form refuses an .exe renamed .jpg and a 20 MB file, and stores nothing', async ({ page }) => {
  await loginWithPassword(page, 'pending', 'Demo@123456', '南京鼓楼康泰诊所');
  // A member who has not drawn sees the lottery pop-up over every page (lottery.spec.ts): kept closed here.
  await page.addInitScript(() => sessionStorage.setItem('yaocai.lottery_closed', '1'));
  await page.goto('/zzzj?type=power_of_attorney');
  await hydrated(page);
  const rowsBefore = await page.getByRole('row').count();
  await field(page, '证件编号').fill('WT-2026-9999');
  await page.getByRole('checkbox', { name: '长期有效' }).check();
  const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(2048, 1)]);
  await page.getByLabel('证件文件').setInputFiles({ name: 'idcard.jpg', mimeType: 'image/jpeg', buffer: exe });
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '仅支持 JPG、PNG 图片或 PDF 文件' }).first()).toBeVisible();
  await page.getByLabel('证件文件').setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(20 * 1024 * 1024, 0xff) });
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '文件大小不能超过 10 MB' })).toBeVisible();
  // The server refuses it too when the browser check is bypassed.
  const direct = await page.request.post('/api/user/zizhi', {
    multipart: {
      type: 'power_of_attorney',
      number: 'WT-2026-9999',
      long_term: '1',
      file: { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(20 * 1024 * 1024, 0xff) },
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(direct.status()).toBe(413);
  await page.reload();
  expect(await page.getByRole('row').count()).toBe(rowsBefore);
  // The seeded power of attorney is untouched.
  await expect(page.getByRole('row', { name: /采购委托书/ })).toContainText('WT-2026-0107');
});

test("another member's certificate file is a 404, and so is a visitor's request", async ({ page, browser }) => {
  await loginWithPassword(page, 'pending', 'Demo@123456', '南京鼓楼康泰诊所');
  // Upload a real certificate as `pending` (an optional type, so the other test's slot stays empty), then read it as `demo` and as a visitor.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');
  const tiny = await page.request.post('/api/user/zizhi', {
    multipart: { type: 'device_license', number: '苏宁食药监械经营备20260001号', long_term: '1', file: { name: 'id.png', mimeType: 'image/png', buffer: png } },
    headers: { origin: new URL(page.url()).origin },
  });
  expect((await tiny.json()).errors.file[0]).toContain('图片太小');
  const { default: sharp } = await import('sharp');
  const scan = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#eee' } })
    .png()
    .toBuffer();
  const ok = await page.request.post('/api/user/zizhi', {
    multipart: { type: 'device_license', number: '苏宁食药监械经营备20260001号', long_term: '1', file: { name: 'id.png', mimeType: 'image/png', buffer: scan } },
    headers: { origin: new URL(page.url()).origin },
  });
  expect((await ok.json()).code).toBe(10000);
  const list = await (await page.request.get('/api/user/zizhi')).json();
  const url = list.data.list.find((q: { type: string }) => q.type === 'device_license').file_url as string;
  expect((await page.request.get(url)).status()).toBe(200);
  const demo = await browser.newPage();
  await loginWithPassword(demo, 'demo', 'Demo@123456', '杭州仁心大药房有限公司');
  expect((await demo.request.get(url)).status()).toBe(404);
  await demo.close();
  const visitor = await browser.newContext();
  expect((await visitor.request.get(new URL(url, page.url()).href)).status()).toBe(404);
  await visitor.close();
});

test('repeated wrong passwords get the same message, then a pause', async ({ page }) => {
  await page.goto('/login');
  await hydrated(page);
  for (let i = 0; i < 5; i++) {
    await field(page, '账号').fill('13600009999');
    await field(page, '密码').fill(`Wrong#pass${i}`);
    await page.getByRole('button', { name: '登 录' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('账号或密码错误');
    await dialog.getByRole('button').first().click();
  }
  await field(page, '密码').fill('Demo@123456');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(/登录失败次数过于频繁，请 \d+ 分钟后再试/);
});

test('without JavaScript the login form still works, and credentials never go into the URL', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/login?redirect=%2Fbasic');
  await field(page, '账号').fill('demo');
  await field(page, '密码').fill('Wrong#password1');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  expect(page.url()).not.toContain('password');
  await field(page, '账号').fill('demo');
  await field(page, '密码').fill('Demo@123456');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/basic$/);
  await expect(page.getByRole('heading', { name: '基础信息' })).toBeVisible();
  await context.close();
});
