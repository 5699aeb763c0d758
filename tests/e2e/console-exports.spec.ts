/**
 * Issue 33 in Chromium: the whole catalogue (6,000 goods, over the 5,000-row inline limit) is
 * exported from /admin/goods as a background job: the console shows 「导出中…」, then the download
 * link, and the file downloads with a row per goods. The page passes axe at 390 px.
 */
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { operatorPage } from './console-login';
import { axeViolations, hydrateAll } from './axe';

test('a large goods export runs in the background: 导出中… then the download link', async ({ browser }) => {
  test.setTimeout(180_000); // the job may take up to 2 min on a loaded machine (the wait below)
  const op = await operatorPage(browser, 'shangpin', 390);
  await op.goto('/admin/goods');
  await op.getByRole('link', { name: '导出 Excel' }).click();
  await expect(op).toHaveURL(/\/admin\/exports\/\d+$/);
  await expect(op.getByRole('heading', { name: '导出文件', level: 1 })).toBeVisible();
  const link = op.getByRole('link', { name: '下载 商品.xlsx' });
  await expect(link).toBeVisible({ timeout: 120_000 });
  await expect(op.getByRole('status')).toContainText('已完成');
  await hydrateAll(op);
  expect(await axeViolations(op)).toEqual([]);

  const download = await Promise.all([op.waitForEvent('download'), link.click()]).then(([d]) => d);
  expect(download.suggestedFilename()).toBe('商品.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('商品编号');
  expect(sheet.actualRowCount).toBeGreaterThanOrEqual(6_001); // other specs may add goods
});
