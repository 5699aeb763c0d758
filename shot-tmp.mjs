import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const width = Number(process.env.W || 1366);
const p = await b.newPage({ viewport: { width, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
const base = 'http://127.0.0.1:4405';
await p.request.post(base + '/api/user/login', { form: { type: 'password', account: 'demo', password: 'Demo@123456' }, headers: { origin: base } });
for (const path of process.argv.slice(2)) {
  await p.goto(base + path);
  await p.waitForLoadState('networkidle');
  const name = path.replace(/[\/?=&#]/g, '_');
  await p.screenshot({ path: `/tmp/shot${name}-${width}.png`, fullPage: true });
}
await b.close();
