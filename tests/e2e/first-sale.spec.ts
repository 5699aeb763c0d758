/**
 * 首营资料 on a phone (issue 25 item 4): a fresh approved buyer's order is shipped; at 390 px the buyer finds
 * 首营资料 in the order's 随货单据 with the wholesaler's soon-expiring GSP certificate flagged, downloads the
 * zip (the wholesaler's licences and the goods' registration file, with its 资料清单), and sees the pack on
 * the goods' detail page, which another buyer who never bought the goods does not. In the console an operator
 * replaces the 质量保证协议: a renamed text file is refused in Chinese, a PDF is taken (version 2, new expiry).
 */
import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './fixtures';
import { addLine, api, hydrated, orderCart } from './demo-api';
import { operatorPage } from './console-login';
import { axeViolations } from './axe';
import { freshMember, loginMember, plainGoods } from './members';

test('a buyer downloads the 首营资料 pack of an order at 390 px', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await freshMember(page.request);
  await loginMember(page, member.username);
  const list = await api(page.request, 'GET', '/api/goods/list?page=5&page_size=100');
  const goods = list.list.find(plainGoods);
  await addLine(page.request, goods.id, 2);
  const orderId = await orderCart(page.request, 'fs');
  await api(page.request, 'POST', '/api/pay/balance', { order_id: String(orderId) });
  const shipped = await page.request.post('/__e2e/operator', { data: { args: ['orders:ship', String(orderId), '--carrier', '顺丰速运', '--tracking', `SF${orderId}`] } });
  expect(shipped.ok(), await shipped.text()).toBe(true);

  await page.goto(`/order/info/${orderId}`);
  const docs = page.getByRole('region', { name: '随货单据' });
  await expect(docs.getByRole('list', { name: '首营资料效期提醒' })).toContainText('30 天内到期：药品GSP证书');
  const link = docs.getByRole('link', { name: /首营资料/ });
  await link.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^首营资料-.*\.zip$/);
  const zip = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const names = Object.keys(zip);
  expect(names.filter((n) => n.startsWith('企业资质-')).length).toBe(5);
  expect(names.some((n) => n.startsWith('商品资料-') && n.includes(String(goods.id)))).toBe(true);
  expect(strFromU8(zip['资料清单.txt']!)).toContain('【30 天内到期】药品GSP证书');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page, 'section[aria-labelledby="od-docs"]')).toEqual([]);

  await page.goto(`/list_info/${goods.id}`);
  const onGoods = page.getByRole('region', { name: '首营资料' });
  await onGoods.scrollIntoViewIfNeeded();
  await expect(onGoods.getByRole('link', { name: '下载首营资料包' })).toHaveAttribute('href', `/api/goods/first-sale/${goods.id}/pack`);
  expect(await axeViolations(page, 'section[aria-labelledby="first-sale-title"]')).toEqual([]);

  // Another buyer who never bought it: no section, and the pack is not found.
  const otherContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await otherContext.newPage();
  const stranger = await freshMember(other.request);
  await loginMember(other, stranger.username);
  expect((await other.request.get(`/api/goods/first-sale/${goods.id}/pack`)).status()).toBe(404);
  await other.goto(`/list_info/${goods.id}`);
  await expect(other.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await other.waitForLoadState('networkidle');
  await expect(other.getByRole('region', { name: '首营资料' })).toHaveCount(0);
  await otherContext.close();
});

test('an operator replaces a 首营资料 file in the console; a bad file is refused in Chinese', async ({ browser }) => {
  const op = await operatorPage(browser, 'shangpin');
  await op.goto('/admin/goods/first-sale');
  await expect(op.getByRole('row', { name: '药品GSP证书' })).toContainText('30 天内到期');
  const expires = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
  const row = op.getByRole('row', { name: '质量保证协议' });
  await row.getByText('更换', { exact: true }).click();
  await (await hydrated(row.getByLabel('有效期至', { exact: true }))).fill(expires);
  await row.getByLabel(/^文件/).setInputFiles({ name: '协议.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ this is not a pdf') });
  await row.getByRole('button', { name: '上传' }).click();
  await expect(row).toContainText('仅支持 JPG、PNG 图片或 PDF 文件');
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await row.getByLabel(/^文件/).setInputFiles({ name: '协议.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% 质量保证协议\n%%EOF\n') });
  await row.getByRole('button', { name: '上传' }).click();
  // The page reloads with the new file: version 2, the new expiry, no flag.
  await expect(row.getByRole('cell').nth(4)).toHaveText('2');
  await expect(row.getByRole('cell').nth(2)).toHaveText(expires);
  await expect(row.getByRole('cell').nth(3)).toHaveText('有效');
  await op.context().close();
});
