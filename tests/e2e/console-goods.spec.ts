/**
 * The goods editor end to end (issue 18 item 5) in Chromium: the 商品 operator creates a goods with
 * ladder prices, a tag and an initial stock (a missing name is refused beside its field first),
 * uploads a PNG photo and puts it on sale; the demo member finds it by pinyin initials in the shop
 * search and its detail page shows the uploaded photo; setting 限购 to -1 in the editor makes the
 * shop show it as not purchasable; its new maker is named without an empty 「（）」. Screenshots of the editor at 1366 px. The demo member only reads
 * (no cart change), so it stays in the 'site' project.
 */
import sharp from 'sharp';
import { expect, test, type Page } from './fixtures';
import { hydrated, loginDemo } from './demo-api';
import { operatorPage } from './console-login';
import { axeViolations } from './axe';

const SCREENS = 'test-results/screens';
const NAME = '测新品编胶囊';
const INITIALS = 'cxpbjn';

const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENS}/console-${name}-1366.png`, fullPage: true });

test('the operator creates a goods with ladder prices, a tag and a photo; the shop finds it by initials, shows the photo, and 限购 -1 makes it not purchasable', async ({
  browser,
  page,
}) => {
  const op = await operatorPage(browser, 'shangpin');
  await op.goto('/admin/goods');
  await op.getByRole('link', { name: '新增商品' }).click();
  await expect(op.getByRole('heading', { name: '新增商品', level: 1 })).toBeVisible();
  const form = op.getByRole('form', { name: '新增商品' });
  await hydrated(form.getByLabel('通用名'));

  // A missing name is refused beside its field; nothing is created.
  await form.getByRole('button', { name: '创建商品' }).click();
  await expect(form.getByLabel('通用名')).toHaveAccessibleDescription('请输入通用名');

  await form.getByLabel('通用名').fill(NAME);
  await form.getByLabel('商品名').fill('编辑牌');
  await form.getByLabel('分类').selectOption({ index: 1 });
  await form.getByLabel('生产厂家').fill('编辑器测试药业有限公司');
  await form.getByLabel('规格').fill('0.3g*24粒');
  await form.getByLabel('剂型').fill('胶囊剂');
  await form.getByLabel('批准文号').fill('国药准字Z20990002');
  await form.getByLabel('处方类别').selectOption('OTC乙');
  await form.getByLabel('供货价（元）').fill('12.50');
  await form.getByLabel('建议零售价（元）').fill('19.80');
  await form.getByRole('button', { name: '添加阶梯价' }).click();
  await form.getByLabel('第 1 档起购数量').fill('10');
  await form.getByLabel('第 1 档单价').fill('12.00');
  await form.getByRole('button', { name: '添加阶梯价' }).click();
  await form.getByLabel('第 2 档起购数量').fill('50');
  await form.getByLabel('第 2 档单价').fill('11.50');
  await form.getByLabel('中包装', { exact: true }).fill('1');
  await form.getByLabel('件装', { exact: true }).fill('200');
  const tag = form.getByRole('group', { name: '标签' }).getByRole('checkbox').first();
  await tag.check();
  await form.getByLabel('批号').fill('E2E20261101');
  await form.getByLabel('有效期至').fill('2028-10-31');
  await form.getByLabel('初始库存').fill('100');
  await form.getByLabel('上架销售').check();
  await shot(op, 'goods-new');
  await form.getByRole('button', { name: '创建商品' }).click();
  await expect(op).toHaveURL(/\/admin\/goods\/\d+\?created=1$/);
  const id = Number(/\/admin\/goods\/(\d+)/.exec(op.url())![1]);
  await expect(op.getByRole('heading', { name: `编辑商品 #${id}`, level: 1 })).toBeVisible();
  const editor = op.getByRole('form', { name: '编辑商品' });
  await expect(editor.getByLabel('第 2 档单价')).toHaveValue('11.50');
  await expect(editor.getByRole('group', { name: '标签' }).getByRole('checkbox').first()).toBeChecked();

  // A PNG photo: uploaded, listed, served instead of the generated view.
  const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#2a8' } })
    .png()
    .toBuffer();
  await (await hydrated(editor.getByLabel(/^上传图片/))).setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: png });
  await expect(editor.getByRole('list', { name: '已上传的图片' }).getByRole('listitem')).toHaveCount(1);
  await expect(editor.getByRole('img', { name: '图片 1' })).toHaveJSProperty('complete', true);
  await shot(op, 'goods-edit');
  expect(await axeViolations(op, 'main')).toEqual([]);

  // The shop: found by pinyin initials, the detail page shows the uploaded photo.
  await loginDemo(page);
  await page.goto(`/search?keywords=${INITIALS}`);
  await expect(page.getByRole('main').getByText(NAME).first()).toBeVisible();
  await page.goto(`/list_info/${id}`);
  const main = page.locator('img.main');
  await expect(main).toHaveAttribute('src', `/img/goods/${id}-1.svg`);
  const served = await page.request.get(`/img/goods/${id}-1.svg`);
  expect(served.headers()['content-type']).toBe('image/png');
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await expect(page.getByText('该商品暂不可购买')).toHaveCount(0);
  // The maker is new to the shop and has no province yet: its name stands alone, no empty 「（）」 (issue 31 item 11).
  const maker = page.locator('p.maker');
  await expect(maker).toContainText('生产厂家：编辑器测试药业有限公司');
  await expect(maker).not.toContainText('（');

  // 限购 -1: not purchasable in the shop.
  await editor.getByLabel('限购数量').fill('-1');
  await editor.getByRole('button', { name: '保存修改' }).click();
  await expect(editor.getByRole('status').filter({ hasText: '商品已保存' })).toBeVisible();
  await page.goto(`/list_info/${id}`);
  await expect(page.getByText('该商品暂不可购买').first()).toBeVisible();
  await op.context().close();
});
