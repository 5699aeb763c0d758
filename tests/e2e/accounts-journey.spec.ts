import sharp from 'sharp';
import { expect, test } from './fixtures';
import { codeFor, field, hydrated, loginWithPassword, logout, shot } from './accounts-helpers';

const PHONE = '13712368000';
const PASSWORD = 'Kangtai#2026';
const NEW_PASSWORD = 'Renxin#2027go';
const COMPANY = '杭州康泰大药房有限公司';

test.describe.configure({ mode: 'serial' });

test('a new pharmacy registers, logs out, logs in by password and by SMS, resets its password', async ({ page }) => {
  await page.goto('/register');
  await hydrated(page);
  await expect(page).toHaveURL(/\/register\/step1$/);
  await hydrated(page);
  await field(page, '手机号').fill(PHONE);
  await field(page, '短信验证码').focus();
  await expect(page.getByText('该手机号可以注册')).toBeVisible();
  let since = Date.now();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeVisible();
  await field(page, '短信验证码').fill(await codeFor(PHONE, since));
  await field(page, '设置密码').fill(PASSWORD);
  await field(page, '确认密码').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await shot(page, 'register-step1');
  await page.getByRole('button', { name: '下一步，填写企业信息' }).click();

  await expect(page).toHaveURL(/\/register\/step2$/);
  await hydrated(page);
  await field(page, '企业名称').fill(COMPANY);
  await page.getByRole('combobox', { name: '企业类型' }).selectOption('单体药店');
  await field(page, '联系人').fill('王芳');
  await field(page, '固定电话').fill('0571-8888666');
  await page.getByRole('combobox', { name: '所在省份' }).selectOption('浙江省');
  await field(page, '城市').fill('杭州市');
  await field(page, '区县').fill('拱墅区');
  await field(page, '详细地址').fill('湖墅南路 100 号');
  await shot(page, 'register-step2');
  await page.getByRole('button', { name: '提交注册' }).click();

  await expect(page).toHaveURL(/\/register\/step3$/);
  await expect(page.getByRole('heading', { name: '注册成功！' })).toBeVisible();
  await expect(page.getByRole('link', { name: COMPANY })).toBeVisible();
  await shot(page, 'register-step3');

  await logout(page);
  await loginWithPassword(page, PHONE, PASSWORD, COMPANY);
  await logout(page);

  // SMS-code login
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('tab', { name: '短信验证码登录' }).click();
  await field(page, '手机号').fill(PHONE);
  since = Date.now();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await field(page, '验证码').fill(await codeFor(PHONE, since));
  await shot(page, 'login-sms');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByRole('link', { name: COMPANY })).toBeVisible();
  await logout(page);

  // Forgot password
  await page.goto('/forget');
  await hydrated(page);
  await expect(page).toHaveURL(/\/forget\/step1$/);
  await hydrated(page);
  await field(page, '手机号').fill(PHONE);
  since = Date.now();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await field(page, '验证码').fill(await codeFor(PHONE, since));
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/forget\/step2$/);
  await hydrated(page);
  await field(page, '新密码').fill(NEW_PASSWORD);
  await field(page, '确认新密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page).toHaveURL(/\/forget\/step3$/);
  await expect(page.getByRole('heading', { name: '密码已重置' })).toBeVisible();
  await loginWithPassword(page, PHONE, NEW_PASSWORD, COMPANY);
});

test('the new pharmacy uploads a certificate and sees it pending, then adds and switches store', async ({ page }) => {
  await loginWithPassword(page, PHONE, NEW_PASSWORD, COMPANY);
  await page.goto('/zzzj');
  await hydrated(page);
  await expect(page.getByText('尚未上传：营业执照、药品经营许可证、采购委托书、采购人员身份证')).toBeVisible();
  const scan = await sharp({ create: { width: 1600, height: 1100, channels: 3, background: '#f7f3e8' } })
    .jpeg()
    .toBuffer();
  await page.getByRole('combobox', { name: '证件类型' }).selectOption('business_license');
  await field(page, '证件编号').fill('91330105MA2KXXXX1A');
  await page.getByRole('checkbox', { name: '长期有效' }).check();
  await page.getByLabel('证件文件').setInputFiles({ name: '营业执照.jpg', mimeType: 'image/jpeg', buffer: scan });
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByRole('row', { name: /营业执照/ })).toContainText('待审核');
  await shot(page, 'zzzj-pending');
  const fileUrl = await page
    .getByRole('row', { name: /营业执照/ })
    .getByRole('link', { name: '查看' })
    .getAttribute('href');
  const file = await page.request.get(fileUrl!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/jpeg');

  await page.goto('/ddgl');

  await hydrated(page);
  await page.getByRole('button', { name: '+ 添加门店' }).click();
  await field(page, '企业名称').fill('杭州康泰大药房二分店');
  await page.getByRole('combobox', { name: '企业类型' }).selectOption('连锁药店');
  await field(page, '联系人').fill('王芳');
  await page.getByRole('combobox', { name: '所在省份' }).selectOption('浙江省');
  await field(page, '城市').fill('杭州市');
  await field(page, '区县').fill('余杭区');
  await field(page, '详细地址').fill('文一西路 1 号');
  await page.getByRole('button', { name: '添加门店', exact: true }).click();
  await page.getByRole('button', { name: '切换到杭州康泰大药房二分店' }).click();
  await expect(page.getByRole('link', { name: '杭州康泰大药房二分店' })).toBeVisible();
  await expect(page.getByRole('row', { name: /杭州康泰大药房二分店/ })).toContainText('使用中');
  await shot(page, 'ddgl-switched');
  await page.getByRole('button', { name: `切换到${COMPANY}` }).click();
  await expect(page.getByRole('link', { name: COMPANY })).toBeVisible();
});

test('the new pharmacy binds WeChat, logs in with it, and unbinds it', async ({ page, browser }) => {
  await loginWithPassword(page, PHONE, NEW_PASSWORD, COMPANY);
  await page.goto('/bdwx');
  await hydrated(page);
  await expect(page.getByText('未绑定微信')).toBeVisible();
  await page.getByRole('region', { name: '绑定微信' }).getByRole('link', { name: '绑定微信' }).click();
  await expect(page.getByRole('heading', { name: '微信登录授权' })).toBeVisible();
  await page.getByRole('textbox', { name: '模拟微信号' }).fill('wx_kangtai_e2e');
  await page.getByRole('textbox', { name: '微信昵称' }).fill('康泰王芳');
  await shot(page, 'wechat-consent');
  await page.getByRole('button', { name: '确认授权' }).click();
  await expect(page).toHaveURL(/\/bdwx\?wechat=bound$/);
  await expect(page.getByText('已绑定微信：康泰王芳')).toBeVisible();
  await shot(page, 'bdwx-bound');

  // Another browser logs in with that WeChat.
  const other = await browser.newPage();
  await other.goto('/login');
  await other.getByRole('link', { name: /微信扫码登录/ }).click();
  await other.getByRole('textbox', { name: '模拟微信号' }).fill('wx_kangtai_e2e');
  await other.getByRole('button', { name: '确认授权' }).click();
  await expect(other.getByRole('link', { name: COMPANY })).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: '解除绑定' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定解绑' }).click();
  await expect(page).toHaveURL(/\/bdwx\?wechat=unbound$/);
  await expect(page.getByText('未绑定微信')).toBeVisible();
});

test('the demo member sees the account centre; addresses and messages work', async ({ page }) => {
  await loginWithPassword(page, 'demo', 'Demo@123456', '杭州仁心大药房有限公司');
  await page.goto('/basic');
  await hydrated(page);
  await expect(page.getByText('138****8000').first()).toBeVisible();
  await shot(page, 'basic');
  await page.goto('/addr');
  await hydrated(page);
  await expect(page.getByText('默认地址')).toBeVisible();
  await page.getByRole('button', { name: '+ 新增收货地址' }).click();
  await field(page, '收货人').fill('李强');
  await field(page, '手机号').fill('13912345678');
  await page.getByRole('combobox', { name: '省份' }).selectOption('浙江省');
  await field(page, '城市').fill('杭州市');
  await field(page, '区县').fill('滨江区');
  await field(page, '详细地址').fill('江南大道 588 号仓库');
  await page.getByRole('button', { name: '保存地址' }).click();
  await expect(page.getByText('浙江省杭州市滨江区江南大道 588 号仓库')).toBeVisible();
  await shot(page, 'addr');
  await page.goto('/wdxx');
  await hydrated(page);
  const unread = page.getByRole('status').filter({ hasText: '未读' });
  await expect(unread).toContainText(/未读 [1-9]/);
  await page.getByRole('button', { name: '全部标记为已读' }).click();
  await expect(unread).toHaveText('未读 0 条');
  await shot(page, 'wdxx');
  await page.goto('/dzht');
  await hydrated(page);
  await expect(page.getByText(/本门店已于 .* 签署/)).toBeVisible();
});
