/**
 * The console's finance and customer-service screens end to end (issue 18) in Chromium: the 客服
 * operator answers the demo member's chat from the console inbox and the member sees the answer
 * arrive live in the chat frame; the 财务 operator generates a cash-voucher batch, exports it to
 * Excel, and the demo member redeems one of its codes. Screenshots of the new console screens at 1366 px.
 * In the demo-member project (tests/e2e/demo-groups.ts): it adds a voucher to the demo member's wallet.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { expect, test, type Page } from './fixtures';
import { hydrated, loginDemo } from './demo-api';
import { operatorPage } from './console-login';

test.describe.configure({ mode: 'serial' });
const SCREENS = 'test-results/screens';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENS}/console-${name}-1366.png`, fullPage: true });
}

test('客服 answers the member’s chat from the console inbox; the member sees the answer live', async ({ page, browser }) => {
  await loginDemo(page);
  const base = page.waitForResponse((r) => r.url().includes('/api/user/base'));
  await page.goto('/pzqg');
  await base;
  await (await hydrated(page.getByRole('button', { name: '客服' }))).click();
  const frame = page.frameLocator('iframe[title="在线客服"]');
  await expect(frame.getByRole('status').filter({ hasText: '客服在线' })).toBeVisible();
  const question = `请问板蓝根颗粒还有货吗？${Date.now() % 100000}`;
  await frame.getByLabel('输入消息').fill(question);
  await frame.getByRole('button', { name: '发送' }).click();
  // Looked for among the messages: the input box holds the same text until the send has cleared it.
  await expect(frame.getByRole('listitem').filter({ hasText: question })).toBeVisible();

  const kefu = await operatorPage(browser, 'kefu');
  await kefu.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '在线客服' }).click();
  const inbox = kefu.getByRole('navigation', { name: '会话列表' });
  const conversation = (await hydrated(inbox.getByRole('button', { name: /（demo）/ }))).first();
  await expect(conversation).toContainText('待回复');
  await conversation.click();
  await expect(kefu.getByRole('list', { name: '聊天记录' }).getByText(question)).toBeVisible();
  await expect(kefu.getByRole('status').filter({ hasText: '实时连接中' })).toBeVisible();
  const reply = `您好，板蓝根颗粒库存充足，今天下单明天发货。${Date.now() % 100000}`;
  await kefu.getByLabel('回复内容').fill(reply);
  await kefu.getByRole('button', { name: '发送' }).click();
  await expect(kefu.getByRole('list', { name: '聊天记录' }).getByText(reply)).toBeVisible();

  // The member's frame receives it over its own stream, signed 客服.
  const answered = frame.getByRole('listitem').filter({ hasText: reply });
  await expect(answered).toBeVisible();
  await expect(answered).toContainText('客服');
  // The inbox refreshes by itself: the conversation is no longer waiting.
  await expect(conversation).not.toContainText('待回复');
  // A member message sent now shows up in the open console conversation without a reload.
  const follow = `好的，谢谢！${Date.now() % 100000}`;
  await frame.getByLabel('输入消息').fill(follow);
  await frame.getByRole('button', { name: '发送' }).click();
  await expect(kefu.getByRole('list', { name: '聊天记录' }).getByText(follow)).toBeVisible();
  await shot(kefu, 'service-chat');
  await kefu.goto('/admin/service/feedback');
  await expect(kefu.getByRole('heading', { name: '意见反馈与品种求购', level: 1 })).toBeVisible();
  await shot(kefu, 'service-feedback');
  // 客服 holds no finance permission.
  const denied = await kefu.goto('/admin/finance/vouchers');
  expect(denied?.status()).toBe(403);
  await kefu.context().close();
});

test('财务 generates a voucher batch and exports it; the demo member redeems one code', async ({ page, browser }) => {
  const caiwu = await operatorPage(browser, 'caiwu');
  await caiwu.goto('/admin/finance/vouchers');
  const name = `回馈券${Date.now() % 100000}`;
  const form = caiwu.getByRole('main');
  await (await hydrated(form.getByLabel('张数（1–1000）'))).fill('5');
  await form.getByLabel('面值（元）').fill('88');
  await form.getByLabel('名称（可选）').fill(name);
  await form.getByRole('button', { name: '生成' }).click();
  const row = caiwu.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('¥88.00');
  const download = caiwu.waitForEvent('download');
  await row.getByRole('link', { name: '导出 Excel' }).click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(file) as never);
  const sheet = book.worksheets[0]!;
  expect(sheet.rowCount).toBe(6);
  const code = String(sheet.getRow(2).getCell(2).value);
  expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  await shot(caiwu, 'finance-vouchers');

  await loginDemo(page);
  await page.goto('/wdqb_xjq');
  await (await hydrated(page.getByLabel('兑换码'))).fill(code);
  await page.getByRole('button', { name: '兑换' }).click();
  await expect(page.getByRole('status').getByText(/兑换成功/)).toBeVisible();
  await expect(page.getByRole('table', { name: '现金券列表' })).toContainText(name);

  await caiwu.reload();
  await expect(caiwu.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(4)).toHaveText('1');
  for (const [path, title, shotName] of [
    ['/admin/finance?tab=bills', '财务管理', 'finance-bills'],
    ['/admin/finance/invoices', '发票管理', 'finance-invoices'],
  ] as const) {
    await caiwu.goto(path);
    await expect(caiwu.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await shot(caiwu, shotName);
  }
  await caiwu.context().close();
});

test('商品 publishes a banner, uploads its picture, and the home page shows both within 5 s; unpublished it goes again', async ({ browser }) => {
  const shangpin = await operatorPage(browser, 'shangpin');
  await shangpin.goto('/admin/content/banners');
  const title = `冬季备货节${Date.now() % 10000}`;
  const adding = shangpin.locator('details').filter({ has: shangpin.getByText('新增广告位', { exact: true }) });
  await adding.getByText('新增广告位', { exact: true }).click();
  await (await hydrated(adding.getByLabel('标题', { exact: true }))).fill(title);
  await adding.getByLabel('链接（站内路径）').fill('/mrtj');
  await adding.getByRole('button', { name: '添加' }).click();
  const row = shangpin.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('已上架');

  const shop = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  const slide = shop.getByRole('group', { name: new RegExp(title) });
  await shop.goto('/');
  await expect(slide).toHaveCount(1, { timeout: 5000 });
  // Its own picture, uploaded from the console: the shop shows it from its new address.
  await row.getByText('上传图片', { exact: true }).click();
  const picture = await sharp({ create: { width: 790, height: 340, channels: 3, background: '#1f7a4d' } })
    .jpeg()
    .toBuffer();
  await (await hydrated(row.getByLabel('首页轮播图片（JPG/PNG，≤ 5 MB）'))).setInputFiles({ name: 'winter.jpg', mimeType: 'image/jpeg', buffer: picture });
  await row.getByRole('button', { name: '上传', exact: true }).click();
  await expect(row.locator('img')).toHaveAttribute('src', /^\/img\/banner\/u\/.+\.jpg$/);
  await shop.goto('/');
  const shown = slide.locator('img');
  await expect(shown).toHaveAttribute('src', /^\/img\/banner\/u\/.+\.jpg$/, { timeout: 5000 });
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(790);
  await (await hydrated(row.getByRole('button', { name: '下架' }))).click();
  await expect(shangpin.getByRole('listitem').filter({ hasText: title })).toContainText('已下架');
  await shop.goto('/');
  await expect(slide).toHaveCount(0, { timeout: 5000 });
  await shop.context().close();
  await shangpin.context().close();
});

test('screens of content and operator management', async ({ browser }) => {
  const admin = await operatorPage(browser, 'admin');
  for (const [path, title, shotName] of [
    ['/admin/content/banners', '广告位与楼层', 'content-banners'],
    ['/admin/content/news', '资讯管理', 'content-news'],
    ['/admin/operators', '操作员管理', 'operators'],
    ['/admin/account', '账号安全', 'account'],
    ['/admin/members/1', '', 'member-detail'],
  ] as const) {
    await admin.goto(path);
    if (title) await expect(admin.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await shot(admin, shotName);
  }
  await admin.context().close();
});
