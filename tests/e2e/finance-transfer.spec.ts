/**
 * 对公转账 top-up in Chromium (issue 30), by a freshly registered pharmacy (not the demo member): the
 * buyer asks for a transfer on 余额管理, sees the account and the 转账附言, uploads the receipt (a
 * text file is refused in Chinese, a PDF taken); the operator confirms it from an imported bank
 * statement (CSV, matched by amount + 附言); the buyer's transfer reads 已到账 and the balance is credited.
 */
import { expect, test } from './fixtures';
import { hydrated, originHeader } from './demo-api';
import { codeFor } from './accounts-helpers';
import { operatorPage } from './console-login';
import { holdScripts } from './hold-scripts';

const PHONE = `139${String(Date.now()).slice(-8)}`;
const PASSWORD = 'Transfer@2026';

test('a new pharmacy tops up by bank transfer; finance confirms it from the bank statement', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const post = (path: string, form: Record<string, string>) => page.request.post(path, { form, headers: originHeader() }).then((r) => r.json());
  const since = Date.now();
  expect((await post('/api/user/create_code', { phone: PHONE, type: 'register' })).code).toBe(10000);
  const code = await codeFor(PHONE, since);
  expect((await post('/api/user/register', { phone: PHONE, code, password: PASSWORD, password_confirmation: PASSWORD, agree: '1' })).code).toBe(10000);
  const company = await post('/api/user/register/company', {
    company: `转账测试药房${PHONE.slice(-4)}`,
    company_type: '单体药店',
    contact: '李会计',
    landline: '0571-8888666',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    address: '文三路 200 号',
  });
  expect(company.code).toBe(10000);

  await page.goto('/wdqb_yegl');
  const panel = page.getByRole('region', { name: '对公转账充值' });
  const ask = await hydrated(panel.getByRole('button', { name: '获取转账信息' }));
  await panel.getByRole('textbox', { name: '转账金额（元）' }).fill('2345.67');
  await ask.click();
  const memo = panel.getByLabel('转账附言');
  await expect(memo).toHaveText(/^ZZ[2-9A-Z]{6}$/);
  const code6 = (await memo.textContent())!;
  await expect(panel).toContainText('¥2,345.67');

  const upload = panel.getByLabel('上传银行回单（图片或 PDF）');
  await upload.setInputFiles({ name: '回单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('这不是回单') });
  await expect(panel.getByRole('alert').filter({ hasText: '回单须为图片' })).toBeVisible();
  await upload.setInputFiles({ name: '回单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n', 'latin1') });
  await expect(panel).toContainText('待财务确认');

  const op = await operatorPage(browser, 'admin');
  // The operator taps 导入银行流水 before the page's scripts arrived (a slow line): the tap is held,
  // shown busy, and carried out once the form's island hydrated, not lost to a plain reload.
  const release = await holdScripts(op);
  await op.goto('/admin/finance/transfers', { waitUntil: 'domcontentloaded' });
  const statement = ['交易日期,交易流水号,对方户名,贷方金额,摘要', `${new Date().toISOString().slice(0, 10)},E2E${PHONE.slice(-6)},转账测试药房,"2,345.67",货款 ${code6}`].join(
    '\n',
  );
  await op.getByLabel('银行流水（CSV 或 Excel）').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
  const importButton = op.getByRole('button', { name: '导入银行流水' });
  await importButton.click();
  await expect(importButton).toHaveAttribute('aria-busy', 'true');
  const imported = op.waitForEvent('load');
  release();
  await imported;
  expect(new URL(op.url()).search).not.toContain('file=');
  await op.goto('/admin/finance/transfers?status=confirmed');
  await expect(op.getByRole('listitem').filter({ hasText: code6 })).toContainText(`银行流水 E2E${PHONE.slice(-6)}`);

  await page.reload();
  // The page renders the list on the server: the confirmed transfer is in the answer to the reload.
  await expect(page.getByRole('region', { name: '对公转账充值' }).getByRole('row').filter({ hasText: code6 })).toContainText('已到账');
  const money = await page.request.get('/api/user/user_money').then((r) => r.json());
  expect(money.data.balance).toBe('2345.67');
});
