import { expect, test, type Page } from './fixtures';
import { hydrated, loginWithPassword } from './accounts-helpers';

/**
 * Security headers and the demo notice against the built server (issue 11): CSP with frame-ancestors
 * on pages rendered on demand and on prerendered ones, nosniff, Referrer-Policy, private no-store for
 * a member, and Astro's islands and server islands still working under the policy.
 */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(m.text())) violations.push(m.text());
  });
  page.on('pageerror', (e) => violations.push(String(e)));
  return violations;
}

test('pages, prerendered pages, static files and the API carry the security headers', async ({ request }) => {
  const home = await request.get('/');
  const csp = home.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(csp).toContain("object-src 'none'");
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  expect(home.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(home.headers()['x-frame-options']).toBe('SAMEORIGIN');

  for (const path of ['/help', '/favicon.svg', '/api/focus/common', '/api/no-such-thing']) {
    const r = await request.get(path);
    expect(r.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(r.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(r.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
  }
});

test('islands and server islands work under the policy; the demo notice is on every page', async ({ page }) => {
  const violations = watchCsp(page);
  for (const path of ['/', '/help', '/list_index', '/login']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('note').filter({ hasText: '演示环境' }).first()).toBeVisible();
  }
  // /help is prerendered: its header (with the notice) arrives through a server island.
  await page.goto('/help');
  await expect(page.getByRole('link', { name: '请登录' }).first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.screenshot({ path: 'test-results/screens/security-demo-notice-390.png' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await page.screenshot({ path: 'test-results/screens/security-demo-notice-1366.png' });
  expect(violations).toEqual([]);
});

test('a member page is private, no-store; the login island works under the policy', async ({ page }) => {
  const violations = watchCsp(page);
  await loginWithPassword(page, 'demo', 'Demo@123456', '杭州仁心大药房有限公司');
  const member = await page.goto('/user_hyzx');
  expect(member!.headers()['cache-control']).toBe('private, no-store');
  expect(member!.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  // Member pages with islands (chat stream, uploads, forms) hydrate without a CSP violation.
  for (const path of ['/chat', '/yjfk', '/pzqg', '/dzfp', '/cart_step1', '/order']) {
    const r = await page.goto(path);
    expect(r!.headers()['cache-control'], path).toBe('private, no-store');
    await hydrated(page);
  }
  const api = await page.request.get('/api/user/base');
  expect(api.headers()['cache-control']).toBe('private, no-store');
  expect(violations).toEqual([]);
});
