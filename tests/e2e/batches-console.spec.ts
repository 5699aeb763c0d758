/**
 * Stock by batch end to end (issue 24): on a phone-width console (390 px) the 商品 operator takes in a
 * batch with its 药检报告 on the goods' batch page (an empty 批号 is refused beside its field first) and
 * sees it listed; a fresh approved buyer's detail page then ships from it (its 有效期至 first, FEFO).
 * A demo goods far from expiry gets the batch, so no other spec's goods changes what it shows.
 */
import { expect, test } from './fixtures';
import { api, hydrated } from './demo-api';
import { operatorPage } from './console-login';
import { freshMember, loginMember } from './members';
import { axeViolations } from './axe';

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('the operator stocks in a batch at 390 px and sees it; the buyer’s detail page shows its expiry first', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const member = await freshMember(page.request);
  await loginMember(page, member.username);
  // A goods whose next unit ships more than 18 months out: a batch expiring in ~13 months becomes the first out.
  let goodsId = 0;
  for (let id = 5999; id > 5900 && !goodsId; id--) {
    const res = await page.request.get(`/api/goods/detail/${id}`);
    const d = (await res.json()).data;
    if (d?.ship_expiry && d.ship_expiry > day(560) && d.batches?.length) goodsId = id;
  }
  expect(goodsId).toBeGreaterThan(0);
  const batchNo = `E2E${Date.now().toString(36).toUpperCase()}`;
  const expiry = day(400);

  const op = await operatorPage(browser, 'shangpin', 390);
  await op.goto(`/admin/goods/${goodsId}/batches`);
  const stockIn = op.getByRole('region', { name: '入库' });
  await hydrated(stockIn.getByLabel('批号'));
  await stockIn.getByRole('button', { name: '确认入库' }).click();
  await expect(stockIn.getByLabel('批号')).toHaveAccessibleDescription('请填写批号');
  await stockIn.getByLabel('批号').fill(batchNo);
  await stockIn.getByLabel('生产日期').fill(day(-30));
  await stockIn.getByLabel('有效期至').fill(expiry);
  await stockIn.getByLabel(/入库数量/).fill('7');
  await stockIn.getByLabel(/药检报告/).setInputFiles({ name: '检验报告.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% 检验报告书\n%%EOF\n') });
  await stockIn.getByRole('button', { name: '确认入库' }).click();
  const lot = op.getByRole('listitem', { name: `批号 ${batchNo}` });
  await expect(lot).toContainText(expiry);
  await expect(lot.getByRole('link', { name: `查看 批号 ${batchNo} 的药检报告` })).toBeVisible();
  await expect(lot).toContainText('正常');
  // Nothing wider than the phone: the page does not scroll sideways.
  expect(await op.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(op)).toEqual([]);
  await op.screenshot({ path: 'test-results/screens/console-batches-390.png', fullPage: true });

  await page.goto(`/list_info/${goodsId}`);
  await expect(page.getByRole('row', { name: new RegExp(batchNo) })).toContainText(expiry);
  await expect(page.getByText(`有效期至 ${expiry}`).first()).toBeVisible();
  expect((await api(page.request, 'GET', `/api/goods/detail/${goodsId}`)).ship_expiry).toBe(expiry);
});
